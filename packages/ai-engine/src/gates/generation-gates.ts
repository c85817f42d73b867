import type { GeneratedFlashcard } from '@coursecards/shared/schemas/ai';
import {
  countInQuestion,
  cutMergedEquation,
  hasLoneVariable,
  isInstructionForTerm,
  isLabelQuestion,
  isLoneAdjective,
  isUnaskable,
  namedLaw,
  readArrows,
  refersBeyondCard,
  singularVerb,
  writeOutShorthand,
} from './gate-repairs.ts';
import { isCommonWord } from '../generation/dictionary.ts';
import { PERSON_NOUNS } from '../generation/english.ts';

/**
 * Quality gates every generated card passes, whichever engine made it (ADR 0026, issue 19): a card that
 * would embarrass the product is worse than no card. A gate either repairs a card in a way that keeps
 * its meaning (cuts a second, merged clause off its answer; asks "Who" about a person) or drops it.
 * The gates for words pointing at text not on the card, labels and arrows in questions, lone adjectives,
 * worked-example variables and persons were written from a blind reader's judgments (the 2026-11-26
 * precision round in docs/results.md; no ADR: they change no decision of ADR 0026 or 0032).
 */

/** Labels of a line that name no concept: "Location: cytoplasm", "In yeast: …", "Overall: …". */
const GENERIC_SUBJECT =
  /^What (?:is|are|was|were|happens (?:during|in)|happened (?:during|in)) (?:the |an? )?(?:location|overall|example|examples|note|notes|summary|exercise|solution|answer|learning objectives?|main themes?(?: [\w ]+)?|interpretation|meaning|significance|importance|notation|usage|explanation|description|key terms?|definitions?|(?:in|at|on|for|during|with|from) [\w ]+)\?$/i;

/** Exercise scaffolding, which refers to a task rather than teaching a fact. */
const SCAFFOLDING =
  /\b(?:the following (?:program|code|function|example|exercise)|the modified program|the (?:above |sample )?solution|two of the lines|write a (?:program|function|script)|exercise\b)/i;

/** Leftovers of stripped code or formatting. */
const LEFTOVER = /\(\s*\)|\[\s*\]|,\s*,|\s[,.;:](?!\d)/;

/** An answer that stops in the middle of a phrase. */
const UNFINISHED = /\b(?:the|a|an|of|and|or|to|such as|e\.g|i\.e|than|by|with|for|which|that|who|whose)\.?$/i;

/** An answer that names a kind of thing, not the thing: "What is the minimum wage?" → "A well-known example". */
const EMPTY_ANSWER =
  /^(?:an? |the )?(?:well-known |good |common |classic |typical )?(?:example|case|instance|thing)s?$/i;

/** A worked example's step: a computation, not a fact ("pH = -log(1 x 10^-3) = 3"). */
const ARITHMETIC = /=[^=]*=|\(\s*-?\d[^)]*\)\s*=|=\s*-?\d+(?:\.\d+)?\s*$|\d\s*[*×÷/+]\s*\d[^=]*=\s*-?\d/;

/** "What does Python provide?" → "Two ways to divide numbers": a verb that asks nothing in particular. */
const VAGUE_QUESTION = /^What (?:does|do|did) [\p{L}\s()'’-]{1,60} (?:provide|have|make|get|give|include|contain)\?$/u;

/** A second definition merged into the answer: "An error in a program, and debugging is …". */
const MERGED_CLAUSE = /,\s+(?:and|while|whereas)\s+(?:the\s+|a\s+|an\s+)?[\p{L}\s-]{2,40}?\s+(?:is|are|was|were)\s+/u;

/** "What is a one with two different alleles called?": a pronoun taken for the term names nothing. */
const PRONOUN_TERM =
  /^(?:What|Who|When|Where|How|Why) (?:is|are|was|were|does|do|did) (?:an? |the )?(?:one|ones|it|this|that|these|those|they|them|he|she)\b(?! of\b| called (?:when|if)\b)/i;

/**
 * "What does X do?" asks for an action; "Works only on a sorted list" or "Is found in …" is a condition
 * or a state, which answers another question.
 */
const NOT_AN_ACTION =
  /^(?:(?:\p{L}+ )?(?:only|even|mainly|mostly) (?:on|in|when|if|with|for|at|under|after|before)\b|(?:is|are|was|were|has|have|had|can|could|may|might|must|will|would|should|exists?|lives?|lies?|lasts?|occurs?|happens?|works?|applies|holds?)\b)/iu;

/** A second clause with its own subject after the object: "The chance that …, and punishment decreases it". */
const SECOND_CLAUSE =
  /,\s+(?:and|but)\s+(?:the\s+|an?\s+)?\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?\s+\p{Ll}+s\s+(?:it|them)$/u;

/**
 * Third round (docs/results.md, 2026-11-26 late evening): a term cut where an equation or comparison
 * began ("What is produce where MR?", "What is ATC lowest at Q?"), a count as the term ("What are 3
 * stages?"), a worked example's value as the answer ("100 (cost when Q = 0)"), an answer stopping on an
 * adjective that needed its noun ("… is broken into large").
 */
const CUT_AT_SYMBOL_TERM = /^What (?:is|are) .*\b(?:where|when|at|if)\s+\p{Lu}{1,4}\?$/u;
const COUNT_TERM = /^What (?:is|are) (?:the )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten) \p{Ll}+s\?$/u;
const EXAMPLE_VALUE = /^[£$€]?-?\d[\d.,]*%?\s*(?:\(|;)/u;
const ADJECTIVE_END =
  /\b(?:into|in|of|from|to|with|by|on|at|as|is|are) (?:large|small|big|many|several|few|various|different|numerous)$/i;
/** A question's aside that is no synonym: "(added 2000)", "(assumed)". */
const ASIDE = /\s+\(\p{Ll}+ed(?: [^)]*)?\)(?=\?$)/u;
/** Verbs that start a second clause with its own subject: "…, and tears contain an enzyme …". */
const CLAUSE_VERB =
  /,\s+and\s+(?!(?:also|then|so|thus|often|usually|can|may|is|are)\b)\p{Ll}+\s+(?:contains?|produces?|forms?|makes?|causes?|carry|carries|releases?|breaks?|kills?|destroys?|helps?)\s/u;

/** A pronoun in the answer with nothing in the card to point at ("tension between them"). */
const DANGLING_PRONOUN = /\b(?:them|they|these|those)\b/i;

/** How the notes write a word: its capitalised form, whether also in lower case, whether capitalised mid-sentence. */
export interface NotesWord {
  form: string;
  lower: boolean;
  inside: boolean;
}

/**
 * Every word of the notes by its lower case, to tell names ("arrhenius" → "Arrhenius", "france" → "France"): words the notes never write in
 * lower case, or capitalise at least once in the middle of a sentence.
 */
export function capitalisedNames(notes: string): Map<string, NotesWord> {
  const seen = new Map<string, { form: string; lower: boolean; inside: boolean }>();
  let previous: string | null = null;
  for (const line of notes.split('\n')) {
    const words = line.match(/[\p{L}][\p{L}'’]*/gu) ?? [];
    // a heading in title case ("The Cell Cycle and Cell Division") capitalises common words
    const titleCase =
      !/[.!?]\s*$/.test(line.trim()) && words.filter((w) => /^\p{Lu}/u.test(w)).length > words.length / 2;
    for (const match of line.matchAll(/[\p{L}][\p{L}'’]*/gu)) {
      const word = match[0];
      const key = word.toLowerCase();
      const entry = seen.get(key) ?? { form: word, lower: false, inside: false };
      if (word === key) entry.lower = true;
      else if (/^\p{Lu}\p{Ll}/u.test(word)) {
        entry.form = word;
        // inside a sentence: after a lower-case word (or its comma), on this line or the one before (PDF text)
        const before = match.index > 0 ? line.slice(0, match.index) : (previous ?? '');
        if (!titleCase && /[\p{L}\p{N},]\s*$/u.test(before) && /\s$/.test(` ${before}`)) entry.inside = true;
      }
      seen.set(key, entry);
    }
    previous = line.trim() ? line : null;
  }
  return seen;
}

/** Endings of technical common nouns, capitalised only where a line starts ("Neutralisation: …"). */
const TERM_SHAPE =
  /(?:tion|sion|ysis|osis|ism|ity|ance|ence|ment|ness|ins?|ines?|ases?|ides?|ogy|ics|cytes?|somes?|ones?)$/;

/** Whether the notes write this (lower-cased) word as a name: capitalised inside a sentence, or never in lower case. */
function isName(lower: string, entry: NotesWord): boolean {
  if (entry.form === lower) return false;
  return entry.inside || (!entry.lower && !isCommonWord(lower.replace(/['’]s$/, '')) && !TERM_SHAPE.test(lower));
}

/**
 * Casing as the notes write it: a lower-cased name gets its capital back ("arrhenius" → "Arrhenius"), and
 * a word capitalised only because a line started with it loses it ("What is Monopoly?" → "monopoly").
 */
function notesCasing(question: string, names: ReadonlyMap<string, NotesWord>): string {
  return question.replace(/(?<![\p{L}\p{N}'’-])[\p{L}][\p{L}'’]*/gu, (word, at: number) => {
    const lower = word.toLowerCase();
    // a sentence's first word, a single letter ("prophase I") and acronyms or "McNeil" stay as they are
    if (at === 0 || /[.!?:]["”]?\s+$/.test(question.slice(0, at)) || word.length < 2 || /\p{Lu}/u.test(word.slice(1)))
      return word;
    // an acronym's expansion in brackets keeps its capitals: "WTO (World Trade Organization)"
    if (question.charAt(at - 1) === '(' && /^\p{Lu}/u.test(word) && /^\s\p{Lu}/u.test(question.slice(at + word.length)))
      return word;
    const entry = names.get(lower);
    // a word the notes do not hold (a model's own wording) keeps the casing it came with
    if (!entry) return word;
    // a capital is given back only to a word the notes never write in lower case ("arrhenius")
    // "George Herbert mead": a word the notes only capitalise, right after a capitalised word, is part of that name
    const before = /(\p{Lu}\p{Ll}+) $/u.exec(question.slice(0, at))?.[1]?.toLowerCase();
    const beforeEntry = before ? names.get(before) : undefined;
    const afterName = !!before && !!beforeEntry && isName(before, beforeEntry) && /^\p{Lu}/u.test(entry.form);
    const name = isName(lower, entry) || (afterName && !entry.lower);
    if (word === lower) return !entry.lower && name ? entry.form : word;
    return name ? word : lower;
  });
}

/** The card after the gates, or null when no repair makes it acceptable. */
/** What the gates read of the notes. */
export interface GateNotes {
  words: ReadonlyMap<string, NotesWord>;
  /** short lines with no sentence end (headings and titles), by lineKey */
  headings: ReadonlySet<string>;
  /** the notes in lower case with spaces collapsed and emphasis marks gone */
  text: string;
  /** labels of indented bullets ("  - proactive = …"), with the noun their parent bullet names ("- interference:"), if any */
  subLabels: ReadonlyMap<string, string | null>;
}

/**
 * "  - proactive = OLD info disrupts new" under "- interference:": the label of an indented bullet, with
 * its parent's noun when the parent is a one-word label with nothing after its colon (a singular noun).
 */
function subBulletLabels(notes: string): Map<string, string | null> {
  const labels = new Map<string, string | null>();
  const parents: { indent: number; noun: string | null }[] = [];
  for (const raw of notes.split('\n')) {
    const bullet = /^(\s*)[-*+•]\s+(.*)$/.exec(raw);
    if (!bullet) continue;
    const indent = (bullet[1] ?? '').length;
    const body = (bullet[2] ?? '').replace(/\*\*|__/g, '').trim();
    while ((parents.at(-1)?.indent ?? -1) >= indent) parents.pop();
    const label = /^(\p{Ll}[\p{Ll}-]*)(?:\s*\([^)]*\))?\s*(?:=|:)\s*\S/u.exec(body)?.[1];
    const parent = parents.at(-1);
    if (label && parent) labels.set(label, parent.noun);
    const noun = /^(\p{Ll}[\p{Ll}-]*[^s\W]):$/u.exec(body)?.[1] ?? null;
    parents.push({ indent, noun });
  }
  return labels;
}

/**
 * "What is proactive?" of a sub-bullet: an adjective's noun is its parent bullet's ("What is proactive
 * interference?"); with no such parent the question names nothing and goes.
 */
function adjectiveOfParent(question: string, labels: ReadonlyMap<string, string | null>): string | null | undefined {
  const word = /^What (?:is|are) (\p{Ll}[\p{Ll}-]*(?:ic|ive|al|ar))(?: \([^)]*\))?\?$/u.exec(question)?.[1];
  if (!word || !labels.has(word)) return undefined;
  const noun = labels.get(word);
  return noun ? `What is ${word} ${noun}?` : null;
}

/** "MC (marginal revenue" of "… MR = MC": the notes go on with an equation or a comparison right after the answer. */
function cutAtSymbol(answer: string, text: string): boolean {
  const said = answer.replace(/\.$/, '').toLowerCase().replace(/\s+/g, ' ');
  if (said.length < 6) return false;
  for (let at = text.indexOf(said); at >= 0; at = text.indexOf(said, at + 1))
    if (/^\s*(?:=(?!>)|<(?!-)|>)/.test(text.slice(at + said.length))) return true;
  return false;
}

/** "rehearsal moves info STM -> LTM": an arrow read as "to" after a verb of motion; cut there the answer says nothing. */
const ARROW_AS_TO =
  /\b(?:moves?|moved|transfers?|passes|goes|flows?|converts?|turns?|changes?|shifts?)\b(?![^>→]*\b(?:to|into|from)\b)[^>→]*(?:->|=>|→)/i;

/**
 * "What is a continental plate?" → "The denser oceanic plate sinks beneath …": an answer that is a clause
 * whose subject is another thing of the same kind answers a different question.
 */
function answersAnotherSubject(question: string, answer: string): boolean {
  const term = /^What (?:is|are) (?:an? |the )?([\p{Ll}-]+(?: [\p{Ll}-]+){1,2})\?$/u.exec(question)?.[1];
  if (!term) return false;
  const head = term.split(' ').pop() ?? '';
  const subject = new RegExp(`^(?:the|an?) (?:[\\p{Ll}-]+ ){0,3}${head}s? (?:is|are|was|were|\\p{Ll}+s)\\b`, 'u').exec(
    answer.toLowerCase(),
  );
  return !!subject && !subject[0].includes(term);
}

const lineKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function gateNotes(notes: string): GateNotes {
  const headings = new Set<string>();
  for (const raw of notes.split('\n')) {
    // list items are content, not headings
    if (/^\s*(?:[-*+•–]|\d+[.)])\s/.test(raw)) continue;
    const line = raw.replace(/^\s*#+\s*/, '').trim();
    if (line && line.length <= 80 && !/[.!?;:,]$/.test(line)) headings.add(lineKey(line));
  }
  const text = notes
    .toLowerCase()
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ');
  return { words: capitalisedNames(notes), headings, text, subLabels: subBulletLabels(notes) };
}

export function gateCard(card: GeneratedFlashcard, notes: GateNotes): GeneratedFlashcard | null {
  let question = card.question.trim();
  let answer = card.answer.trim();
  if (!question || !answer) return null;
  if (GENERIC_SUBJECT.test(question) || isUnaskable(question) || PRONOUN_TERM.test(question)) return null;
  // a heading, bullet label or arrow in the question; a lone adjective or a worked example's variable as the term
  if (isLabelQuestion(question) || isLoneAdjective(question) || hasLoneVariable(question, answer)) return null;
  // "What is H0 null hyp?": a symbol and its label merged into one term (the notes' "H0 = null hypothesis")
  if (/^What (?:is|are) (?:the )?\p{Lu}\d\s+\p{Ll}/u.test(question)) return null;
  if (/^What (?:does|do|did) .+ do\?$/.test(question) && NOT_AN_ACTION.test(answer)) return null;
  if (CUT_AT_SYMBOL_TERM.test(question) || COUNT_TERM.test(question)) return null;
  // "When did evidence from the ocean floor supply the answer?": the question it answers is not on the card
  if (/\bthe (?:answer|question)\b/i.test(question)) return null;
  if (/^What (?:is|are) /.test(question) && EXAMPLE_VALUE.test(answer)) return null;
  if (ADJECTIVE_END.test(answer.replace(/\.$/, '')) || cutAtSymbol(answer, notes.text)) return null;
  if (answersAnotherSubject(question, answer)) return null;
  question = question.replace(ASIDE, '');
  const parentNoun = adjectiveOfParent(question, notes.subLabels);
  if (parentNoun === null) return null;
  if (parentNoun) question = parentNoun;
  const clause = /^What (?:does|do) .+ do\?$/.test(question) ? CLAUSE_VERB.exec(answer) : null;
  if (clause && clause.index > 3) answer = answer.slice(0, clause.index);
  question = countInQuestion(writeOutShorthand(question));
  if (ARROW_AS_TO.test(answer)) return null;
  const arrows = readArrows(cutMergedEquation(writeOutShorthand(answer)));
  if (arrows === null) return null;
  answer = arrows;
  if (SCAFFOLDING.test(question) || SCAFFOLDING.test(answer)) return null;
  if (LEFTOVER.test(question.replace(/[?.]$/, '')) || LEFTOVER.test(answer)) return null;
  if (ARITHMETIC.test(answer) || ARITHMETIC.test(question)) return null;
  if (VAGUE_QUESTION.test(question)) return null;
  // "What is Cell Biology Lecture 4?" → "Cellular Respiration": a heading answers nothing
  if (/^What (?:is|are|was|were) /.test(question) && notes.headings.has(lineKey(answer))) return null;
  const second = SECOND_CLAUSE.exec(answer);
  if (second && second.index > 3) answer = answer.slice(0, second.index);
  const merged = MERGED_CLAUSE.exec(answer);
  if (merged && merged.index > 3) answer = answer.slice(0, merged.index);
  // "A cost … e.g. pollution …": the example belongs to another card
  const example = /[\s,;]+\(?e\.g\.?[\s,]/i.exec(answer);
  if (example && example.index > 10) answer = answer.slice(0, example.index);
  // a label of the next line merged into this one ("… of another indicator: changes colour …")
  if (/\s\p{L}+:\s/u.test(answer)) return null;
  answer = answer.replace(/[\s,;:]+$/, '');
  // "… such as example" (of "example.org", cut where a sentence seemed to end): the example goes
  answer = answer.replace(/,?\s+such as \p{Ll}+$/u, '');
  // "The defence we are born with": a preposition closing a relative clause after its subject and verb ends it
  const stranded = /\b(?:we|you|they|it|he|she|one) (?:(?:are|is|was|were|can|must) )?\p{Ll}+ (?:with|to|for|of|by)$/u;
  const end = answer.replace(/\.$/, '');
  if ((UNFINISHED.test(end) && !stranded.test(end)) || EMPTY_ANSWER.test(answer)) return null;
  if (DANGLING_PRONOUN.test(answer) && !DANGLING_PRONOUN.test(question)) return null;
  // "A main-sequence star and has been …": a second predicate with no subject after a noun phrase
  const predicate = /^(?:an?|the)\s.*?(?=\s+and\s+(?:has|have|had|is|are|was|were)\s)/iu.exec(answer);
  if (predicate && predicate[0].split(/\s+/).length >= 2) answer = predicate[0];
  // "What is the term for a star in this stable stage?", "… expected of sb in that status": text not on the card
  if (refersBeyondCard(question, answer) || isInstructionForTerm(question, answer)) return null;
  question = singularVerb(notesCasing(question, notes.words));
  question = namedLaw(question, (lower) => {
    const entry = notes.words.get(`${lower}'s`) ?? notes.words.get(`${lower}’s`) ?? notes.words.get(lower);
    return entry && !entry.lower && /^\p{Lu}/u.test(entry.form) ? entry.form.replace(/['’]s$/, '') : null;
  });
  // "What is Gregor Mendel?" → "A monk in Brno": a person is asked with "Who" ("was" when the answer is past)
  const person = /^What (is|was) ((?:\p{Lu}\p{Ll}+ ){1,2}\p{Lu}\p{Ll}+)\?$/u.exec(question);
  const personName = person?.[2] ?? '';
  // a word of a name may also be a common word ("Mead"): the notes never writing it in lower case tells
  const nameWord = (w: string) => !isCommonWord(w.toLowerCase()) || notes.words.get(w.toLowerCase())?.lower === false;
  if (person && personName.split(' ').every(nameWord)) {
    const past = person[1] === 'was' || /\b(?:had|was|were|did)\b/i.test(answer);
    if (/^(?:an? |the )/i.test(answer)) question = `Who ${past ? 'was' : 'is'} ${personName}?`;
    // "Charles Horton Cooley" → "Looking-glass self": a short name of an idea is what the person is known for
    else if (
      /^\p{L}[\p{L}'’ -]*$/u.test(answer) &&
      answer.split(/\s+/).length <= 4 &&
      // "Monk", "German philosopher": a role says who they were, not what they are known for
      !PERSON_NOUNS.has(answer.split(/\s+/).pop()?.toLowerCase() ?? '')
    )
      question = `What ${person[1]} ${personName} known for?`;
    // anything else does not answer "What is <person>?"
    else return null;
  }
  if (!/[?.]$/.test(question)) return null;
  return { question, answer: answer.charAt(0).toUpperCase() + answer.slice(1) };
}

/** Every card through the gates, repaired or dropped, in order (duplicates are the caller's to judge). */
export function gateEach<T extends GeneratedFlashcard>(cards: readonly T[], notes: string): T[] {
  const read = gateNotes(notes);
  return cards.flatMap((card) => {
    const gated = gateCard(card, read);
    return gated ? [{ ...card, ...gated }] : [];
  });
}

/** Every card through the gates, in order; duplicates (same question or same answer) after the first go. */
export function gateCards<T extends GeneratedFlashcard>(cards: readonly T[], notes: string): T[] {
  const read = gateNotes(notes);
  const seen = new Set<string>();
  const out: T[] = [];
  for (const card of cards) {
    const gated = gateCard(card, read);
    if (!gated) continue;
    const q = `q:${lineKey(gated.question)}`;
    const a = `a:${lineKey(gated.answer)}`;
    if (seen.has(q) || seen.has(a)) continue;
    seen.add(q);
    seen.add(a);
    out.push({ ...card, ...gated });
  }
  return out;
}
