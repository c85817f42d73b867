import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import type { Analysis, Term } from './analyse-answer.ts';
import { listInOrder, segmentsGiven } from './answer-structure.ts';
import { initialsOfList, isList, missingPhrases, replacement, substituted } from './coverage.ts';
import type { AnswerMatches } from './match-answers.ts';
import { notRequired } from './not-required.ts';
import { anotherGivenName, peopleIn } from './people.ts';
import type { QuestionContext } from './question-context.ts';
import { usedByStudent } from './term-lookups.ts';
import { CORRECT, close, feedbackForIssues, incorrect, quoteList } from './verdicts.ts';
import { KNOWN_BY_GIVEN_NAME } from './person-names.ts';

/**
 * The verdict on an answer nothing contradicts, by what of the card it gives: every key word and
 * number (the question's subject, a person's given name and the like need not be repeated) →
 * correct, or close for a misspelling, missing accent or unit, a rounded value, a wrong article; a
 * key word replaced by another → incorrect (close in a list); most of a long answer → correct; a
 * part of it → close; little of it → incorrect.
 */
export function gradeCoverage(
  card: Analysis,
  typed: Analysis,
  { terms: matches, numbers }: AnswerMatches,
  context: QuestionContext,
  yesNoAgrees: boolean,
): AnswerCheckResponse {
  const missingNumbers = card.quantities.filter((_, i) => numbers.outcomes[i] === null);
  const optional = notRequired(card, typed, matches, context, missingNumbers.length === 0);

  // People: the surname alone names the person.
  const said = usedByStudent(matches);
  for (const person of peopleIn(card, context.asksWho) ?? []) {
    const surnameSaid = matches[person.surname.index] !== null;
    if (surnameSaid && anotherGivenName(person, typed, matches, said)) return incorrect('That is another person.');
    const knownByGivenName = KNOWN_BY_GIVEN_NAME.has(person.given[0]!.norm) && matches[person.given[0]!.index] !== null;
    if (surnameSaid) for (const g of person.given) optional.add(g.index);
    if (knownByGivenName) optional.add(person.surname.index);
  }

  // Articles of a language answer: "la chat" for "le chat" is close.
  const spareArticles = typed.terms.filter((t) => t.article && !said.has(t.index));
  const wrongArticles: Term[] = [];
  card.terms.forEach((t, i) => {
    if (!matches[i] && t.article && wrongArticles.length < spareArticles.length) {
      matches[i] = { kind: 'exact', user: [spareArticles[wrongArticles.length]!], contradicts: false };
      wrongArticles.push(t);
    }
  });

  const missingTerms = card.terms.filter((t, i) => !matches[i] && !optional.has(t.index));
  const issues = feedbackForIssues(card, matches, numbers.outcomes, wrongArticles);

  const inOrder = !context.ordered || card.segments < 2 || listInOrder(card, matches);
  const complete = () => {
    const all = inOrder ? issues : ['Check the order.', ...issues];
    return all.length ? close(all.join(' ')) : CORRECT;
  };
  if (initialsOfList(card, typed)) return complete();
  const missingKey = missingTerms.filter((t) => t.weight >= 1);
  const allKeysGiven = missingKey.length === 0 && missingNumbers.length === 0;
  // "Battle of Waterloo" for "Treaty of Waterloo": every key word there, but the word that names the
  // kind replaced by another (by another kind → another thing; by another word → a part missing)
  const missingKinds = missingTerms.filter((t) => t.weight < 1);
  const kindReplaced = allKeysGiven && !yesNoAgrees ? replacement(missingKinds, matches, card, typed) : null;
  if (kindReplaced) {
    if (kindReplaced.written.some((t) => t.weight < 1) && !isList(card)) return incorrect();
    return close([`Almost: your answer is missing "${kindReplaced.missing.raw}".`, ...issues].join(' '));
  }
  if (allKeysGiven || yesNoAgrees) return complete();

  // "Name two…" of a longer list: two whole items are the answer, one is a start.
  const extras = typed.terms.filter((t) => !said.has(t.index) && t.norm.length > 1);
  if (context.wanted !== null && card.segments > context.wanted && missingNumbers.length === 0) {
    const given = segmentsGiven(card, matches, optional);
    if (given >= context.wanted && extras.length === 0) return complete();
    if (given >= 1) return close(`Almost: name ${context.wanted} from the list.`);
  }

  const items = card.terms.filter((t) => !optional.has(t.index));
  const total = items.reduce((sum, t) => sum + t.weight, 0) + card.quantities.length;
  const missed = missingTerms.reduce((sum, t) => sum + t.weight, 0) + missingNumbers.length;
  const coverage = total > 0 ? (total - missed) / total : 0;
  const keyCount = items.filter((t) => t.weight >= 1).length + card.quantities.length;
  const phrases = [...missingPhrases(card, missingTerms), ...missingNumbers.map((q) => q.raw)];
  const almost = [`Almost: your answer is missing ${quoteList(phrases.slice(0, 3))}.`, ...issues].join(' ');

  // "…and have a job" for "…but cannot find a job": a negated card word left out while the word it
  // governs is there, and no negation said at all, is the opposite claim (leaving out a whole
  // "without being consumed" is only a part missing)
  const droppedNegation = missingKey.find((t) => {
    const next = card.terms[t.index + 1];
    return t.negated && next !== undefined && next.segment === t.segment && matches[next.index] !== null;
  });
  if (droppedNegation && !typed.terms.some((t) => t.negated) && coverage >= 0.5) {
    return incorrect(`Careful: the answer says "not ${droppedNegation.raw}".`);
  }
  if (substituted(missingKey, matches, card, typed)) {
    return isList(card) && coverage >= 0.5 ? close(almost) : incorrect();
  }
  if (extras.length && coverage < 0.5) return incorrect();
  // a long answer given but for a word or two: a word that names the kind ("structure") does not
  // count against it, so the key words alone are weighed here
  const keyCoverage = keyCount > 0 ? (keyCount - missingKey.length - missingNumbers.length) / keyCount : 0;
  if (keyCount >= 4 && Math.max(coverage, keyCoverage) >= 0.8) return complete();
  if (coverage >= 0.12) return close(almost);
  return incorrect();
}
