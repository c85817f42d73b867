import { patternCandidate, type Candidate, type CardKind, type Place, type Vocabulary } from './candidate.ts';
import { indefiniteArticle, isPluralPhrase } from './english.ts';
import { joinTokens, type Sentence, type Token } from './nlp.ts';
import { baseForm, inQuestion } from './question-wording.ts';
import { processCard } from './process-cards.ts';
import { lawAndUnitCards } from './laws-and-units.ts';

/**
 * Definitions and dates the token patterns of sentence-cards.ts miss (issue 19): "Technically, a program
 * is …", "A shell, also called an interactive prompt, is …", "… is called the modulus operator",
 * "Many enzymes need a cofactor, a non-protein helper …" and a date first ("On July 14, 1789, crowds in
 * Paris stormed the Bastille"). Each reads one clause of a sentence; the gates judge what they make.
 */

const TERM = String.raw`((?:[\p{L}][\p{L}'’-]*|\([^)]{1,30}\))(?: (?:[\p{L}][\p{L}'’-]*|\([^)]{1,30}\))){0,4})`;
const OPENER = String.raw`(?:(?:Technically|Formally|Strictly speaking|In general|In short|Simply put|In (?:biology|economics|chemistry|physics|computing|programming|Python)), )?`;
/** "A module is a file …", "Technically, a program is …", "A shell, also called an interactive prompt, is a window …" */
const DEFINITION = new RegExp(
  String.raw`^${OPENER}(?:(an|a|the) )?${TERM}(?:, (?:also called|also known as|or) ((?:an? |the )?[^,]{2,40}),)? (is|are) ((?:a|an|the|one|any|all|each)\b.+)$`,
  'iu',
);
/** "The molecule an enzyme acts on is called the substrate", "Each step in a food chain is called a trophic level" */
const CALLED = new RegExp(
  String.raw`^(?:(the|a|an|each|every) )([^,]{4,80}?) (?:is|are) (?:called|known as|termed) (?:(the|a|an) )?${TERM}$`,
  'iu',
);
/**
 * "A star in this stable stage, steadily fusing hydrogen in its core, is called a main-sequence star": the
 * phrase pointing back ("in this stable stage") goes, the participle that says what it does stays.
 */
const CALLED_POINTING = new RegExp(
  String.raw`^(?:the|a|an) (\p{Ll}[\p{Ll}-]*(?: \p{Ll}[\p{Ll}-]*)?) (?:in|at|of|during) (?:this|that|these|those) [^,]{2,40}, ((?:\p{Ll}+ly )?\p{Ll}+ing\b[^,]{4,80}), (?:is|are) called (?:(the|a|an) )?${TERM}$`,
  'iu',
);
/** "…, which is called the modulus operator": the name of the noun just before */
const WHICH_CALLED =
  /\b(?:the|a|an) ((?:[%/\p{L}-]+ ){0,2}(?:operator|function|method|process|law|effect|unit|model)), which is called (the|a|an) ([\p{L} -]{2,40})$/iu;
/**
 * "… need a cofactor, a non-protein helper such as a metal ion", "… is a white dwarf, a small, very dense
 * object …" (one adjective and its comma may open it), "… either a neutron star, an object so dense …, or
 * …" (it may end where the sentence goes on with "or"/"and"/"but").
 */
const APPOSITIVE =
  /\b(a|an) ([\p{Ll}-]{3,30}(?: [\p{Ll}-]{3,30})?), (a|an) ((?:[\p{Ll}-]{3,20}, )?[\p{L}][^,;]{8,120}?)(?=$|, (?:or|and|but|while|whereas)\b)/u;
/** "… forming a glowing shell of gas called a planetary nebula": a description of three words or more, then its name */
const CALLED_INSIDE =
  /\b(a|an) ((?:[\p{Ll}-]+ ){2,6}?[\p{Ll}-]+) called (a|an|the) ([\p{Ll}-]{3,30}(?: [\p{Ll}-]{3,30}){0,2})(?=$|,)/u;
/** Past verbs a "who" clause or a predicate may start with, besides regular "-ed" forms. */
const PAST = String.raw`(?:\p{Ll}{2,}ed|led|won|made|wrote|fought|took|gave|became|began|built|brought|ruled|held|kept|lost|ran|drove|set|sent|spread|taught|found)`;
/**
 * "… elected two consuls, who commanded the army …", "… the tribunes of the plebs, who could veto …",
 * "… the Carthaginian general Hannibal, who led an army …": what a group or a named person did.
 */
const WHO_DID = new RegExp(
  String.raw`(?:\b(?:the|two|three|four|several|many) ((?:[\p{Ll}-]+ ){0,1}\p{Ll}[\p{Ll}-]+s(?: of the [\p{Ll}-]+)?)|\b((?:\p{Lu}\p{Ll}+ ){0,2}\p{Lu}\p{Ll}+)), who (?:(could|would|might) ([\p{Ll}]+)|(${PAST})) ([^,;]{6,140})$`,
  'u',
);
/**
 * "The Senate, a council made up …, advised the consuls and controlled …": the subject's appositive says
 * what it is, the predicate what it did, which is the point of the sentence (issue 19: an answer that
 * keeps the term and drops the point is weak). A person's appositive ("Mary Cassatt, an American …") says
 * who they are, which "Who was …?" asks, so only "The …" subjects are read.
 */
const SUBJECT_DID = new RegExp(
  String.raw`^(?:(The) ((?:\p{Lu}\p{Ll}+)(?: \p{Lu}\p{Ll}+){0,2}|\p{Ll}[\p{Ll}-]+(?: [\p{Ll}-]+)?)), (?:a|an|the) [^,;]{4,100}, (${PAST}\b[^;]{4,150})$`,
  'u',
);
const OPENERS =
  /^(?:however|instead|then|later|meanwhile|today|finally|first|yet|thus|also|still|here|there|now|in|on|at|by|after|before|during)$/i;
/** "On July 14, 1789, …", "In June 1941 …", "From 1793 to 1794 …", "In the 1860s …" */
const DATE_FIRST =
  /^((?:In|On|From|By|During|Between) (?:the )?(?:(?:early |late |mid-)?(?:January|February|March|April|May|June|July|August|September|October|November|December|spring|summer|autumn|winter) )?(?:\d{1,2}(?:st|nd|rd|th)?,? )?\d{3,4}s?(?: (?:to|and|-|–) \d{3,4})?),? (.+)$/u;

const GENERIC_TERMS =
  /^(?:it|this|that|these|those|they|there|one|each|which|who|what|result|example|reason|answer|problem)$/i;

const candidate = (
  place: Place,
  kind: CardKind,
  score: number,
  question: string,
  answer: string,
  concept: string,
  index: number,
) => patternCandidate(place, kind, score, question, answer, concept, `m${index}`, { minLength: 3 });

/** "What is a module?", "What are producers?", "What is the substrate?" */
function whatIs(article: string | undefined, term: string, vocabulary: Vocabulary): string {
  const phrase = inQuestion(term, vocabulary);
  const plural = isPluralPhrase(term);
  let det = '';
  if (/^the$/i.test(article ?? '')) det = 'the ';
  else if (article && !plural && !/^\p{Lu}/u.test(phrase)) det = `${indefiniteArticle(phrase)} `;
  return `What ${plural ? 'are' : 'is'} ${det}${phrase}?`;
}

const cutClause = (text: string) => text.split(/;\s|\s[–—]\s/)[0] ?? text;

function definitionCards(clause: string, place: Place, vocabulary: Vocabulary, index: number): Candidate[] {
  const out: (Candidate | null)[] = [];
  const def = DEFINITION.exec(clause);
  const term = def?.[2];
  if (def && term && !GENERIC_TERMS.test(term.split(' ')[0] ?? '') && term.split(' ').length <= 4) {
    const answer = cutClause(def[5] ?? '');
    out.push(candidate(place, 'definition', 8.5, whatIs(def[1], term, vocabulary), answer, term, index));
    const other = def[3];
    if (other) {
      const q = `What is another name for ${def[1] ? `${def[1].toLowerCase()} ` : ''}${inQuestion(term, vocabulary)}?`;
      out.push(candidate(place, 'naming', 7.5, q, other, `${term} name`, index + 50));
    }
  }
  const called = CALLED.exec(clause);
  const name = called?.[4];
  if (called && name && !GENERIC_TERMS.test(name)) {
    const lead = (called[1] ?? '').toLowerCase();
    const described = `${lead === 'each' || lead === 'every' ? indefiniteArticle(called[2] ?? '') : lead} ${called[2]}`;
    // below sentence-cards' own naming card ("What is the term for …?"), which wins when both exist
    out.push(candidate(place, 'naming', 7.9, whatIs(called[3], name, vocabulary), described, name, index + 100));
  }
  const pointing = CALLED_POINTING.exec(clause);
  if (pointing?.[4] && !GENERIC_TERMS.test(pointing[4])) {
    const described = `${indefiniteArticle(pointing[1] ?? '')} ${pointing[1]} ${pointing[2]}`;
    out.push(
      candidate(
        place,
        'definition',
        8,
        whatIs(pointing[3] ?? 'a', pointing[4], vocabulary),
        described,
        pointing[4],
        index + 120,
      ),
    );
  }
  const which = WHICH_CALLED.exec(clause);
  if (which?.[3]) {
    const q = `What is ${which[2]?.toLowerCase()} ${which[3]} called?`.replace(/ called\?$/, '?');
    out.push(candidate(place, 'naming', 7.5, q, `The ${which[1]}`, which[3], index + 150));
  }
  const appositive = APPOSITIVE.exec(clause);
  if (appositive?.[2] && !GENERIC_TERMS.test(appositive[2])) {
    const q = whatIs(appositive[1], appositive[2], vocabulary);
    out.push(candidate(place, 'definition', 8, q, `${appositive[3]} ${appositive[4]}`, appositive[2], index + 200));
  }
  const inside = CALLED_INSIDE.exec(clause);
  // the description must say of what or where ("a shell of gas"): "a regular arrangement" alone defines nothing
  const says = /\b(?:of|in|with|for|from|that|where|between)\b/.test(inside?.[2] ?? '');
  if (
    inside?.[4] &&
    says &&
    !GENERIC_TERMS.test(inside[4]) &&
    !/\b(?:is|are|was|were|be|been)\b/.test(inside[2] ?? '')
  ) {
    const q = whatIs(inside[3], inside[4], vocabulary);
    out.push(candidate(place, 'definition', 7.8, q, `${inside[1]} ${inside[2]}`, inside[4], index + 250));
  }
  const who = WHO_DID.exec(clause);
  const group = who?.[1] ?? who?.[2];
  if (
    who &&
    group &&
    !OPENERS.test(group.split(' ')[0] ?? '') &&
    !/\b(?:it|they|them|he|she|this)\b/i.test(who[6] ?? '')
  ) {
    const subject = who[1] ? `the ${who[1]}` : group;
    const q = who[3] ? `What ${who[3]} ${subject} do?` : `What did ${subject} do?`;
    const answer = `${who[3] ? who[4] : who[5]} ${who[6]}`;
    // a person's deed ranks below the definitions of the note's terms
    out.push(candidate(place, 'action', who[1] ? 7.6 : 7.2, q, answer, `${group} do`, index + 350));
  }
  const did = SUBJECT_DID.exec(clause);
  const doer = did?.[2];
  if (did && doer && !OPENERS.test(doer.split(' ')[0] ?? '') && !GENERIC_TERMS.test(doer) && did[3]) {
    const subject = `the ${doer}`;
    out.push(candidate(place, 'action', 8.1, `What did ${subject} do?`, cutClause(did[3]), `${doer} do`, index + 400));
  }
  return out.filter((c): c is Candidate => c !== null);
}

/** "When did crowds in Paris storm the Bastille?" from "On July 14, 1789, crowds in Paris stormed the Bastille". */
function dateFirstCard(sentence: Sentence, place: Place, vocabulary: Vocabulary): Candidate | null {
  const match = DATE_FIRST.exec(sentence.text.replace(/\.$/, ''));
  if (!match?.[1] || !match[2]) return null;
  const tokens = sentence.tokens;
  // the verb of the rest: the first past-tense verb after a subject of one to eight words
  // the first token past the date phrase (and its comma)
  let restStart = -1;
  for (let i = 1; i <= tokens.length; i++) {
    if (joinTokens(tokens.slice(0, i)).length >= match[1].length) {
      restStart = tokens[i]?.text === ',' ? i + 1 : i;
      break;
    }
  }
  let v = -1;
  for (let i = Math.max(restStart + 1, 1); i < Math.min(tokens.length, restStart + 10); i++) {
    const t: Token | undefined = tokens[i];
    if (t && t.pos === 'VERB' && t.lower !== t.lemma && !/ing$/.test(t.lower) && tokens[i - 1]?.text !== ',') {
      v = i;
      break;
    }
  }
  if (restStart < 0 || v < 0) return null;
  const subject = tokens.slice(restStart, v);
  if (
    !subject.length ||
    /^(?:its|their|his|her|it|they|he|she|this|these|that|there|we|i)$/i.test(subject[0]?.text ?? '')
  )
    return null;
  const verb = tokens[v];
  if (!verb) return null;
  const objectTokens: string[] = [];
  for (const t of tokens.slice(v + 1)) {
    if (t.text === ',' || t.text === ';' || t.lower === 'and' || t.lower === 'which' || t.text === '.') break;
    objectTokens.push(t.spaceBefore ? ` ${t.text}` : t.text);
  }
  const object = objectTokens.join('').trim();
  // "In the 1960s, Robert Paine showed that …": a claim, which the statement patterns ask better
  if (!object || objectTokens.length > 14 || /^(?:that|how|why|whether)\b/i.test(object)) return null;
  const subjectText = inQuestion(joinTokens(subject), vocabulary);
  const question = `When did ${subjectText} ${baseForm(verb)} ${object}?`;
  const date = match[1].replace(/^(?:In|On|By|During) (?:the )?/u, '');
  return candidate(place, 'date', 7.5, question, date, `${subjectText} ${verb.lemma} ${object}`, 300);
}

/** The cards these patterns find in one sentence. */
export function morePatternCards(
  sentence: Sentence,
  place: Place,
  vocabulary: Vocabulary,
  previous: Sentence | null = null,
): Candidate[] {
  const text = sentence.text.replace(/\.$/, '').trim();
  const clauses = text.split(/;\s+/);
  const out = clauses.flatMap((clause, i) => definitionCards(clause.trim(), place, vocabulary, i));
  const dated = dateFirstCard(sentence, place, vocabulary);
  if (dated) out.push(dated);
  const process = processCard(text, place, vocabulary);
  if (process) out.push(process);
  out.push(
    ...clauses.flatMap((clause, i) =>
      lawAndUnitCards(clause.trim(), place, vocabulary, (i ? clauses[i - 1] : previous?.text)?.trim() ?? null),
    ),
  );
  return out;
}
