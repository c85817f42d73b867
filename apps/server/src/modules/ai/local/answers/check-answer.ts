import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import { analyseAnswer, type Analysis, type Direction, type QuietWord, type Term } from './analyse-answer.ts';
import { compareQuantity, matchQuantities, type QuantityOutcome } from './compare-quantities.ts';
import { formulaKey, isFormula, sameFormula } from './formula.ts';
import {
  fractionReversed,
  listInOrder,
  modifiersSwapped,
  operationChanged,
  segmentsGiven,
} from './answer-structure.ts';
import { matchTerms, misspeltNumberWord, type TermMatch } from './match-terms.ts';
import { numberInWords, type Quantity } from './quantities.ts';
import { inQuestion, readQuestion, type QuestionContext } from './question-context.ts';
import { GIVEN_NAMES, KNOWN_BY_GIVEN_NAME } from './vocabulary.ts';
import { foldAccents } from './word-forms.ts';
import { isKnownWord } from './lexicon.ts';
import { isPlural, lemmasOf } from './wordnet.ts';

/**
 * Grades a typed answer against the card's answer (DESIGN §4 "AI"): correct, close or incorrect,
 * with feedback saying what was missing or misspelled (empty when correct). Deterministic, no
 * network, linear in the answers' length. The rules, in order:
 * 1. the same letters and digits → correct (a missing accent → close);
 * 2. a genotype (Aa) is compared case by case; a formula (PV = nRT, O(n log n)) whole;
 * 3. a different number, an opposite word or a negation the card does not have → incorrect;
 * 4. every meaning-bearing word and number there (synonyms, word forms, acronyms allowed) →
 *    correct, or close for a misspelling, missing accent or unit, a rounded value, a wrong article;
 * 5. otherwise by coverage: a key word replaced by another → incorrect (close in a list); most of
 *    a long answer there → correct; a part of it → close; little of it → incorrect.
 * The question, when given, relaxes 4 and 5 the way a teacher would: its subject need not be
 * repeated, nor the unit it asks in; for a trend ("How does X change?") the direction word is the
 * answer; "Name two…" wants two items of the card's list; "in order" makes the order count; a
 * question about a word's form (the past participle, the plural) wants that form. An
 * answer that only repeats the question's words ("GDP" for "What does GDP stand for?") is incorrect.
 */

/** Longer than any card (5,000 characters): the rest is not read. */
const READ_LIMIT = 6000;

const CORRECT: AnswerCheckResponse = { isCorrect: true, isClose: false, feedback: '' };
const close = (feedback: string): AnswerCheckResponse => ({ isCorrect: false, isClose: true, feedback });
const incorrect = (feedback = ''): AnswerCheckResponse => ({ isCorrect: false, isClose: false, feedback });

function quoteList(items: readonly string[]): string {
  const quoted = items.map((s) => `"${s}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** Case, spacing and punctuation aside: the text two answers share when they are the same answer. */
export function compactForm(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      // a point or separator between digits is part of the number: 98.1 is not 9.81
      .replace(/(\d)[\s.,]+(?=\d)/g, (m: string, digit: string) => `${digit}${/\./.test(m) ? '•' : '|'}`)
      .replace(/[\s.,;:!?'"‘’“”()[\]{}]+/g, '')
  );
}

/** Aa, AA, aa, AaBb: the case is the answer; the order within a pair is not. */
function genotype(card: string, typed: string): AnswerCheckResponse | null {
  if (!/^(?:\p{L}\p{L}){1,3}$/u.test(card)) return null;
  const cardPairs = card.match(/../gu) ?? [];
  if (!cardPairs.every((p) => p[0]!.toLowerCase() === p[1]!.toLowerCase())) return null;
  const key = (pairs: readonly string[]) => pairs.map((p) => [...p].sort().join('')).join('|');
  return key(cardPairs) === key(typed.replace(/\s+/g, '').match(/../gu) ?? []) ? CORRECT : incorrect();
}

/** Small words inside a name: van, von, da, de… ("Vincent van Gogh"). */
const NAME_PARTICLES: ReadonlySet<string> = new Set(
  'van von der den de da di du del della des la le ter ten bin ibn al el dos das y'.split(' '),
);

/** Words before a surname that are no given name: "President Washington", "Madame Curie". */
const TITLES: ReadonlySet<string> = new Set(
  (
    'mr mrs ms miss dr doctor sir dame lady lord madame madam monsieur mister professor prof president ' +
    'king queen prince princess emperor empress tsar czar saint general captain admiral colonel pope ' +
    'reverend father brother sister chancellor senator governor judge justice minister premier chairman ' +
    'young old great elder younger'
  ).split(' '),
);

interface Person {
  given: Term[];
  surname: Term;
}

/**
 * "Charles Darwin", "Karl Marx and Friedrich Engels": people, each named by a given name and a
 * surname. A given name is one of the common ones, or, when the question asks "Who…?", any
 * capitalised word that is not a dictionary word.
 */
function peopleIn(card: Analysis, asksWho: boolean): Person[] | null {
  if (card.terms.length < 2) return null;
  const bySegment = new Map<number, Term[]>();
  for (const t of card.terms) bySegment.set(t.segment, [...(bySegment.get(t.segment) ?? []), t]);
  const people: Person[] = [];
  for (const terms of bySegment.values()) {
    if (terms.length < 2 || terms.length > 5) return null;
    // "Ludwig van Beethoven", "Leonardo da Vinci": a particle inside a name is written small
    const isParticle = (t: Term, k: number) => k > 0 && k < terms.length - 1 && NAME_PARTICLES.has(t.raw);
    if (!terms.every((t, k) => /^\p{Lu}/u.test(t.raw) || isParticle(t, k))) return null;
    if (terms.filter((t, k) => !isParticle(t, k)).length > 4) return null;
    // "North Vietnam" is no person: past the common given names, the first word must be no
    // dictionary word ("Mao Zedong"), so a direction, a title or a common word does not start a name
    const first = terms[0]!.norm;
    if (!GIVEN_NAMES.has(first) && !(asksWho && terms.length <= 3 && !isKnownWord(first))) return null;
    people.push({ given: terms.slice(0, -1), surname: terms.at(-1)! });
  }
  return people;
}

/**
 * "Louis Armstrong" for "Neil Armstrong": the surname said, with a given name none of the card's
 * (a misspelt one was matched as a typo, so it is not here).
 */
function anotherGivenName(person: Person, typed: Analysis, matches: readonly (TermMatch | null)[]): boolean {
  if (person.given.some((g) => matches[g.index] !== null)) return false;
  const surnameAt = Math.min(...matches[person.surname.index]!.user.map((t) => t.index));
  const before = typed.terms[surnameAt - 1];
  const used = matches.some((m) => m?.user.some((t) => t === before));
  // a title ("President Washington") or an initial ("J. M. Keynes") is not another name; a capitalised
  // word that starts the answer right before the surname is one ("Anna Freud"), unless a title
  const startsAnswer = before === typed.terms[0] && typed.terms.length === 2;
  const name =
    before &&
    !TITLES.has(before.norm) &&
    (GIVEN_NAMES.has(before.norm) || !isKnownWord(before.norm) || startsAnswer) &&
    before.norm.length >= 3;
  return name === true && !used && /^\p{Lu}/u.test(before.raw) && before.segment === typed.terms[surnameAt]!.segment;
}

/** Words that say there are many: "many sellers" is not "only one seller". */
const MANY = new Set(['many', 'several', 'multiple', 'numerous']);

/**
 * The count contradicts: the card says one ("only one seller") and the student many of the same
 * thing, or the student says one of what the card names in the plural ("one person" for "the people").
 */
function countContradicts(card: Analysis, typed: Analysis, matches: readonly (TermMatch | null)[]): boolean {
  const saysOne = (a: Analysis) => [...a.weakQuantities, ...a.quantities].some((q) => q.value === 1);
  // the word right after a count ("one seller"): "one seller and many buyers" counts two nouns
  const nounAfter = (a: Analysis, end: number) => {
    const next = a.terms.find((t) => t.start >= end);
    return next && !/\S/.test(a.text.slice(end, next.start)) ? next : undefined;
  };
  const ones = (a: Analysis) =>
    [...a.weakQuantities, ...a.quantities].filter((q) => q.value === 1).map((q) => nounAfter(a, q.end));
  const manys = (a: Analysis) => a.terms.filter((t) => MANY.has(t.norm)).map((t) => nounAfter(a, t.end));
  // a clash only when both counts stand before the same noun, the card's and the student's word for it
  const clash = (cardNouns: (Term | undefined)[], typedNouns: (Term | undefined)[]) =>
    cardNouns.some((c) => c !== undefined && matches[c.index]?.user.some((u) => typedNouns.includes(u)));
  if (clash(ones(card), manys(typed)) || clash(manys(card), ones(typed))) return true;
  if (saysOne(card)) return false;
  // "one person" for "people": the student's one stands right before the word that answers a plural
  return typed.weakQuantities.some((q) => {
    const after = typed.terms.find((t) => t.start > q.end);
    if (!after || /\S/.test(typed.text.slice(q.end, after.start))) return false;
    const ci = matches.findIndex((m) => m?.user.includes(after));
    return ci >= 0 && isPlural(card.terms[ci]!.norm);
  });
}

/**
 * Runs of missing card words, quoted as the card writes them ("light energy"); a run of words that
 * only name a kind ("energy" alone) is not worth mentioning.
 */
function missingPhrases(card: Analysis, missing: readonly Term[]): string[] {
  const phrases: string[] = [];
  let run: Term[] = [];
  const flush = () => {
    if (run.some((t) => t.weight >= 1)) phrases.push(card.text.slice(run[0]!.start, run.at(-1)!.end));
    run = [];
  };
  for (const t of missing) {
    const last = run.at(-1);
    if (last && (t.index !== last.index + 1 || t.segment !== last.segment)) flush();
    run.push(t);
  }
  flush();
  return phrases;
}

/**
 * A card word left out and another word written in its place, between the same neighbours:
 * "a segment of RNA that codes…" for "a segment of DNA that codes…".
 */
function substituted(
  missing: readonly Term[],
  matches: readonly (TermMatch | null)[],
  card: Analysis,
  typed: Analysis,
): boolean {
  const usedByStudent = new Set(matches.flatMap((m) => (m ? m.user.map((t) => t.index) : [])));
  // extrasBefore[k]: how many unused student words come before position k
  const extrasBefore = [0];
  for (const t of typed.terms)
    extrasBefore.push(extrasBefore.at(-1)! + (!usedByStudent.has(t.index) && t.norm.length > 1 ? 1 : 0));
  if (extrasBefore.at(-1) === 0) return false;
  const nearestMatched = (from: number, step: number): number | null => {
    for (let k = from; k >= 0 && k < card.terms.length; k += step) {
      const match = matches[k];
      if (match && match.user.length)
        return step < 0 ? Math.max(...match.user.map((t) => t.index)) : Math.min(...match.user.map((t) => t.index));
    }
    return null;
  };
  return missing.some((m) => {
    if (m.weight < 1) return false;
    const left = nearestMatched(m.index - 1, -1) ?? -1;
    const right = nearestMatched(m.index + 1, 1) ?? typed.terms.length;
    return left < right && extrasBefore[right]! - extrasBefore[left + 1]! > 0;
  });
}

function isList(card: Analysis): boolean {
  if (card.segments < 3) return false;
  const sizes = new Map<number, number>();
  for (const t of card.terms) sizes.set(t.segment, (sizes.get(t.segment) ?? 0) + 1);
  return [...sizes.values()].every((n) => n <= 3);
}

/** "A, T, G, C" for "adenine, thymine, guanine and cytosine". */
function initialsOfList(card: Analysis, typed: Analysis): boolean {
  if (!isList(card) || typed.terms.length !== card.segments || !typed.terms.every((t) => t.norm.length === 1))
    return false;
  const firsts = new Map<number, string>();
  for (const t of card.terms) if (!firsts.has(t.segment)) firsts.set(t.segment, t.norm[0]!);
  const sorted = (letters: string[]) => letters.sort().join('');
  return sorted([...firsts.values()]) === sorted(typed.terms.map((t) => t.norm));
}

/** "increases", "falls", "speeds up": the head of an answer about a trend. */
const TREND_SENSES = new Set(
  ['increase', 'decrease', 'halve', 'double', 'unchanged'].map((w) => analyseAnswer(w).terms[0]!.sense),
);

const senseOf = (word: string) => analyseAnswer(word).terms[0]!.sense;
/** Changes by a factor: the direction they go, and the factor a student may name with it. */
const MAGNITUDES: readonly { lemma: string; direction: string; factors: number[] }[] = [
  { lemma: 'double', direction: senseOf('increase'), factors: [2] },
  { lemma: 'triple', direction: senseOf('increase'), factors: [3] },
  { lemma: 'quadruple', direction: senseOf('increase'), factors: [4] },
  { lemma: 'halve', direction: senseOf('decrease'), factors: [0.5] },
];

/**
 * A number said as a factor: "by a factor of 2", "2 times", "2-fold", "by half". "Increases by 2"
 * adds 2, and "by 2 amps" is an amount, so neither names a factor.
 */
function saidAsFactor(text: string, q: Quantity): boolean {
  if (q.unit) return false;
  const before = text.slice(0, q.start);
  const after = text.slice(q.end);
  if (/^half$/i.test(q.raw.trim())) return /\b(?:by|in|to)\s+(?:a\s+)?$/i.test(before);
  return /\bby\s+a\s+factor\s+of\s+$/i.test(before) || /^\s*(?:times\b|-?\s*fold\b)/i.test(after);
}

/**
 * "decreases by half" for "halves" is the same; "decreases" alone is the right direction without
 * the factor: close.
 */
function matchMagnitude(
  card: Analysis,
  typed: Analysis,
  matches: (TermMatch | null)[],
  quantities: readonly Quantity[],
): void {
  const used = new Set(matches.flatMap((m) => (m ? m.user.map((t) => t.index) : [])));
  card.terms.forEach((c, ci) => {
    if (matches[ci]) return;
    const lemmas = lemmasOf(c.norm);
    const magnitude = MAGNITUDES.find((m) => lemmas.includes(m.lemma));
    const said = magnitude && typed.terms.find((t) => !used.has(t.index) && t.sense === magnitude.direction);
    if (!magnitude || !said) return;
    used.add(said.index);
    const exact = quantities.some((q) => magnitude.factors.includes(q.value) && saidAsFactor(typed.text, q));
    matches[ci] = { kind: exact ? 'synonym' : 'vague', user: [said], contradicts: c.negated !== said.negated };
  });
}

/**
 * "Inflation because of unemployment" for "Unemployment causes inflation": "because" names the cause
 * after it, so the card's words on each side of its cause word must be on the other side of
 * "because" (the same side when the card says "caused by"). Other filler words have no direction.
 */
function becauseAgrees(
  card: Analysis,
  typed: Analysis,
  matches: readonly (TermMatch | null)[],
  ci: number,
  quiet: QuietWord,
): boolean {
  if (quiet.norm !== 'because') return true;
  const cause = card.terms[ci]!;
  const passive = /^\s+by\b/i.test(card.text.slice(cause.end));
  return card.terms.every((c, i) => {
    if (i === ci || c.segment !== cause.segment) return true;
    const cardBefore = c.start < cause.start;
    return (matches[i]?.user ?? []).every((u) => (u.start < quiet.start === cardBefore) === passive);
  });
}

/**
 * Card words a fair teacher would not require, given the question: the subject it already names
 * (while the card keeps a key word of its own that the student said), everything but the direction
 * word of a trend, and the left side of a law in words ("mass times acceleration").
 */
function notRequired(
  card: Analysis,
  typed: Analysis,
  matches: readonly (TermMatch | null)[],
  context: QuestionContext,
  numbersGiven: boolean,
): Set<number> {
  const optional = new Set<number>();
  // the subject only: question words ("The rate increases", "A longitudinal wave" for "What type
  // of wave…?"), once every word of the card's own is there
  // of wave…?"), once every word of the card's own is there; further in, only when the student
  // wrote no word in their place ("new RNA strands" for "new DNA strands", asked about DNA)
  const own = card.terms.filter((t) => t.weight >= 1 && !inQuestion(context, t));
  const firstOwn = own[0]?.index ?? 0;
  const used = new Set(matches.flatMap((m) => (m ? m.user.map((t) => t.index) : [])));
  const spare = typed.terms.some((t) => !used.has(t.index) && t.norm.length > 1 && !inQuestion(context, t));
  // a card of a number and the question's words ("1 beat" for "How many beats…?") asks for the number
  const ownGiven = own.length > 0 || (card.quantities.length > 0 && numbersGiven);
  if (ownGiven && own.every((t) => matches[t.index] !== null)) {
    for (const t of card.terms) if ((t.index < firstOwn || !spare) && inQuestion(context, t)) optional.add(t.index);
  }
  if (context.asksTrend) {
    const head = card.terms.find((t) => TREND_SENSES.has(t.sense));
    if (head && matches[head.index] && matches[head.index]!.kind !== 'opposite') {
      for (const t of card.terms) if (t !== head) optional.add(t.index);
    }
  }
  const law = /^\s*[\p{L}\s]{1,40}?\s(?:equals|is equal to)\s/iu.exec(card.text);
  if (law && !/\b(?:equals|equal)\b|=/i.test(typed.text)) {
    for (const t of card.terms) if (t.end <= law[0].length) optional.add(t.index);
  }
  return optional;
}

/**
 * "machine code into source code" for "source code into machine code": a word only the card's
 * start has is at the student's end, and one only the card's end has is at the student's start.
 */
function directionReversed(card: Direction, typed: Direction): boolean {
  const only = (a: string[], b: string[]) => a.filter((s) => !b.includes(s));
  const [cardFrom, cardTo] = [only(card.from, card.to), only(card.to, card.from)];
  const [typedFrom, typedTo] = [only(typed.from, typed.to), only(typed.to, typed.from)];
  return cardFrom.some((s) => typedTo.includes(s)) && cardTo.some((s) => typedFrom.includes(s));
}

/** Every word of the answer is one the question already says, and none is the card's. */
function repeatsQuestion(card: Analysis, typed: Analysis, context: QuestionContext): boolean {
  return (
    typed.terms.length > 0 &&
    typed.quantities.length === 0 &&
    typed.terms.every((t) => inQuestion(context, t)) &&
    !card.terms.some((t) => inQuestion(context, t))
  );
}

export function checkAnswerLocally(userAnswer: string, correctAnswer: string, question = ''): AnswerCheckResponse {
  const typedText = userAnswer.slice(0, READ_LIMIT).trim();
  const cardText = correctAnswer.slice(0, READ_LIMIT).trim();
  if (!typedText || !cardText) return incorrect();

  const byCase = genotype(cardText, typedText);
  if (byCase) return byCase;

  const cardCompact = compactForm(cardText);
  const typedCompact = compactForm(typedText);
  if (cardCompact === typedCompact) return CORRECT;

  const card = analyseAnswer(cardText);
  const typed = analyseAnswer(typedText);
  const context = readQuestion(question);

  if (isFormula(card)) return sameFormula(formulaKey(card), formulaKey(typed)) ? CORRECT : incorrect();
  if (foldAccents(cardCompact) === foldAccents(typedCompact)) {
    const accented = card.terms.filter((t) => t.accented !== t.norm).map((t) => t.raw);
    return close(`Check the accents: ${quoteList(accented.length ? accented : [cardText])}.`);
  }

  // Yes or no first: "No, they lack a nucleus" answers "No, prokaryotic cells do not have a nucleus".
  if (card.yesNo && typed.yesNo && card.yesNo !== typed.yesNo) return incorrect();
  const yesNoAgrees = card.yesNo !== null && typed.yesNo === card.yesNo;
  if (yesNoAgrees && typed.terms.length === 0 && typed.quantities.length === 0) return CORRECT;

  // "0" for "0 °C" when the question asks "in degrees Celsius": the number is in the unit asked for
  const askedUnit = card.quantities.find((q) => q.unit && context.unitDims.has(q.unit.dim))?.unit ?? null;
  // "one beat" for "1 beat": a lone "one" counts when the card's number is 1
  const cardHasOne = card.quantities.some((q) => q.value === 1);
  const typedQuantities = [...typed.quantities, ...(cardHasOne ? typed.weakQuantities : [])].map((q) =>
    askedUnit && !q.unit && card.quantities.some((c) => compareQuantity(c, q) === 'unitMissing')
      ? { ...q, unit: askedUnit }
      : q,
  );
  const numbers = matchQuantities(card.quantities, typedQuantities);
  const matches = matchTerms(card.terms, typed.terms);
  // "went" for "What is the past participle of to go?": another form of the word is another answer
  if (context.asksForm) {
    matches.forEach((m, i) => {
      if (m && (m.kind === 'form' || m.kind === 'synonym')) matches[i] = null;
    });
  }

  matchMagnitude(card, typed, matches, [...typedQuantities, ...typed.weakQuantities]);
  // "because" for "caused by", "getting" for "receiving": a filler word of the card word's group
  const quiet = [...typed.quietWords];
  card.terms.forEach((c, ci) => {
    const at = matches[ci]
      ? -1
      : quiet.findIndex((q) => q.sense === c.sense && becauseAgrees(card, typed, matches, ci, q));
    if (at < 0) return;
    quiet.splice(at, 1);
    matches[ci] = { kind: 'synonym', user: [], contradicts: c.negated };
  });

  // "-1" for "negative"
  const signWord = card.terms.findIndex((t, i) => !matches[i] && (t.norm === 'negative' || t.norm === 'positive'));
  if (signWord >= 0 && card.quantities.length === 0) {
    const wanted = card.terms[signWord]!.norm === 'negative' ? -1 : 1;
    if (typed.quantities.some((q) => Math.sign(q.value) === wanted)) {
      matches[signWord] = { kind: 'synonym', user: [], contradicts: card.terms[signWord]!.negated };
    }
  }

  // 3. Contradictions.
  const opposite = matches.findIndex((m) => m?.kind === 'opposite');
  if (opposite >= 0) {
    const said = matches[opposite]!.user[0]!.raw;
    return incorrect(`Careful: the answer is "${card.terms[opposite]!.raw}", not "${said}".`);
  }
  const contradicted = matches.findIndex((m) => m?.contradicts);
  if (contradicted >= 0) {
    const term = card.terms[contradicted]!;
    return incorrect(
      term.negated
        ? `Careful: the answer is "not ${term.raw}".`
        : `Careful: the answer is "${term.raw}", without "not".`,
    );
  }
  if (countContradicts(card, typed, matches)) return incorrect('Careful: check how many.');
  const reversed = card.directions.some((d) => typed.directions.some((e) => directionReversed(d, e)));
  if (reversed) return incorrect('Careful: the direction is the other way round.');
  if (fractionReversed(card, typed, matches)) return incorrect('Careful: the fraction is upside down.');
  if (operationChanged(card, typed)) return incorrect('Careful: check the operation.');
  if (modifiersSwapped(card, typed, matches)) return incorrect('Careful: the words are swapped round.');
  if (repeatsQuestion(card, typed, context)) return incorrect('That repeats the question.');
  // "forteen" for 14: the number in words with a slip, a spelling matter
  card.quantities.forEach((q, i) => {
    const word = numbers.outcomes[i] === null ? numberInWords(q.value) : null;
    if (!word || word.includes(' ')) return;
    const used = new Set(matches.flatMap((m) => (m ? m.user.map((t) => t.index) : [])));
    if (typed.terms.some((t) => !used.has(t.index) && misspeltNumberWord(word, t))) numbers.outcomes[i] = 'misspelt';
  });
  const missingNumbers = card.quantities.filter((_, i) => numbers.outcomes[i] === null);
  if (missingNumbers.length && numbers.extra.length) {
    return incorrect(`Check the number: ${numbers.extra[0]!.raw} is not the answer.`);
  }

  // People: the surname alone names the person.
  const optional = notRequired(card, typed, matches, context, missingNumbers.length === 0);
  for (const person of peopleIn(card, context.asksWho) ?? []) {
    const surnameSaid = matches[person.surname.index] !== null;
    if (surnameSaid && anotherGivenName(person, typed, matches)) return incorrect('That is another person.');
    const knownByGivenName = KNOWN_BY_GIVEN_NAME.has(person.given[0]!.norm) && matches[person.given[0]!.index] !== null;
    if (surnameSaid) for (const g of person.given) optional.add(g.index);
    if (knownByGivenName) optional.add(person.surname.index);
  }

  // Articles of a language answer: "la chat" for "le chat" is close.
  const usedByStudent = new Set(matches.flatMap((m) => (m ? m.user.map((t) => t.index) : [])));
  const spareArticles = typed.terms.filter((t) => t.article && !usedByStudent.has(t.index));
  const wrongArticles: Term[] = [];
  card.terms.forEach((t, i) => {
    if (!matches[i] && t.article && spareArticles.length) {
      const replacement = spareArticles.shift()!;
      matches[i] = { kind: 'exact', user: [replacement], contradicts: false };
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
  if ((missingKey.length === 0 && missingNumbers.length === 0) || yesNoAgrees) return complete();

  // "Name two…" of a longer list: two whole items are the answer, one is a start.
  const extras = typed.terms.filter((t) => !usedByStudent.has(t.index) && t.norm.length > 1);
  if (context.wanted !== null && card.segments > context.wanted && missingNumbers.length === 0) {
    const given = segmentsGiven(card, matches, optional);
    if (given >= context.wanted && extras.length === 0) return complete();
    if (given >= 1) return close(`Almost: name ${context.wanted} from the list.`);
  }

  // 5. Coverage.
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
  if (keyCount >= 4 && coverage >= 0.8) return complete();
  if (coverage >= 0.12) return close(almost);
  return incorrect();
}

/** Feedback for flaws in a complete answer: spelling, accents, articles, units, rounding. */
function feedbackForIssues(
  card: Analysis,
  matches: readonly (TermMatch | null)[],
  outcomes: readonly (QuantityOutcome | null)[],
  wrongArticles: readonly Term[],
): string[] {
  const unique = (items: string[]) => [...new Set(items)];
  const spelling = unique(card.terms.filter((_, i) => matches[i]?.kind === 'typo').map((t) => t.raw));
  const vague = unique(card.terms.filter((_, i) => matches[i]?.kind === 'vague').map((t) => t.raw));
  const accents = unique(card.terms.filter((_, i) => matches[i]?.kind === 'accent').map((t) => t.raw));
  const out: string[] = [];
  const unitMissing = card.quantities.find((_, i) => outcomes[i] === 'unitMissing');
  const unitWrong = card.quantities.find((_, i) => outcomes[i] === 'unitWrong');
  const rounded = card.quantities.find((_, i) => outcomes[i] === 'rounded');
  if (unitMissing?.unit) out.push(`Include the unit: ${unitMissing.unit.label}.`);
  if (unitWrong?.unit) out.push(`Check the unit: ${unitWrong.unit.label}.`);
  if (rounded) out.push(`The exact value is ${rounded.raw}.`);
  const misspeltNumber = card.quantities.find((_, i) => outcomes[i] === 'misspelt');
  if (misspeltNumber) out.push(`Check the spelling of the number: ${misspeltNumber.raw}.`);
  if (vague.length) out.push(`More precisely: ${quoteList(vague)}.`);
  if (spelling.length) out.push(`Check the spelling: ${quoteList(spelling.slice(0, 3))}.`);
  if (accents.length) out.push(`Check the accents: ${quoteList(accents.slice(0, 3))}.`);
  if (wrongArticles.length) out.push(`Check the article: ${quoteList(wrongArticles.map((t) => t.raw))}.`);
  return out;
}
