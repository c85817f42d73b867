import { type Candidate, type CardKind, type Place, type Vocabulary } from './candidate.ts';
import { finishAnswer, inlineText } from './card-text.ts';
import { comparisonKey, POINTING_WORDS } from './english.ts';
import { joinTokens, type Sentence, type Token } from './nlp.ts';
import { type Intro, skipOpeners } from './clauses.ts';
import type { Subject } from './phrases.ts';
import { inQuestion } from './question-wording.ts';

/**
 * What the sentence patterns share (naming-cards.ts, definition-cards.ts, fact-cards.ts): the context a
 * sentence is read in, the word lists, and making a card from a question and an answer.
 */
export interface SentenceContext {
  place: Place;
  vocabulary: Vocabulary;
  /** the sentence before, in the same paragraph */
  previous: Sentence | null;
  /** the subject of the sentence before, for "It …", "They …", "He …" */
  previousSubject: Subject | null;
  /** put before each question when the sentence needs it to make sense ("Battle of the Somme (1916)") */
  prefix: string | null;
  /** the sentence's own leading phrase, kept in front of the question ("In animal cells, …") */
  intro?: string;
}

export interface SentenceResult {
  cards: Candidate[];
  subject: Subject | null;
}

export const BE = new Set(['is', 'are', 'was', 'were']);
export const HEDGES = new Set([
  'also',
  'usually',
  'often',
  'generally',
  'normally',
  'typically',
  'sometimes',
  'mostly',
  'mainly',
  'largely',
  'commonly',
  'frequently',
  'rarely',
  'seldom',
  'occasionally',
]);
export const COPULA_ADVERBS = new Set([
  ...HEDGES,
  'simply',
  'thus',
  'therefore',
  'now',
  'still',
  'always',
  'essentially',
  'basically',
  'first',
  'then',
  'both',
  'all',
  'just',
  'only',
  'traditionally',
]);
export const NAMING_VERBS = new Set(['called', 'known', 'termed', 'named', 'labelled', 'labeled', 'dubbed']);
export const STATEMENT_VERBS = new Set(
  'state show say hold argue suggest predict claim propose assume imply demonstrate find conclude note believe maintain assert establish reveal observe prove indicate contend posit hypothesise hypothesize recognise recognize theorise theorize'.split(
    ' ',
  ),
);
export const DESCRIBING_VERBS = new Set([
  'describe',
  'measure',
  'represent',
  'denote',
  'indicate',
  'quantify',
  'explain',
  'determine',
  'predict',
  'specify',
  'define',
]);
export const OBJECT_VERBS = new Set(
  'include contain comprise produce cause require need affect regulate control store convert transport release absorb form create carry make provide prevent reduce increase decrease lower raise protect support break digest synthesise synthesize encode catalyse catalyze bind detect'.split(
    ' ',
  ),
);
export const NO_DO_VERBS = new Set(
  'be have do become seem appear remain occur happen tend need want begin start stay get go come say mean refer stand consist lie sit look feel sound keep continue try let'.split(
    ' ',
  ),
);
export const LINKERS = new Set([
  'that',
  'which',
  'who',
  'whose',
  'where',
  'whereby',
  'of',
  'for',
  'in',
  'with',
  'used',
  'between',
  'from',
  'to',
  'on',
  'by',
  'made',
  'consisting',
  'containing',
  'called',
  'within',
  'among',
  'into',
  'through',
  'at',
]);

export interface Parts {
  tokens: Token[];
  intro: Intro | null;
  /** where the body (subject onwards) starts */
  start: number;
}

export function make(
  ctx: SentenceContext,
  kind: CardKind,
  score: number,
  question: string,
  answer: string,
  concept: string,
  asSentence = false,
): Candidate | null {
  let q = inlineText(question);
  if (!q) return null;
  const lowerFirst = (text: string) =>
    /^(?:What|Who|When|How|Which|Where|Why)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  q = q.charAt(0).toUpperCase() + q.slice(1);
  if (ctx.intro) q = `${ctx.intro}, ${lowerFirst(q)}`;
  if (ctx.prefix) q = `${ctx.prefix}: ${lowerFirst(q)}`;
  if (!/[?.]$/.test(q)) q += '?';
  const a = finishAnswer(answer, asSentence);
  if (!a) return null;
  return {
    question: q,
    answer: a,
    kind,
    score,
    order: ctx.place.order,
    section: ctx.place.section,
    source: ctx.place.source,
    concept: comparisonKey(concept),
  };
}

/** The subject as it stands in a question (pronouns replaced by what they point at). */
export interface ResolvedSubject extends Subject {
  resolved: boolean;
}

export function resolveSubject(subject: Subject | null, ctx: SentenceContext): ResolvedSubject | null {
  if (!subject) return null;
  if (!subject.pronoun) return subject.vague ? null : { ...subject, resolved: false };
  const previous = ctx.previousSubject;
  if (!previous || previous.vague || previous.pronoun || previous.demonstrative) return null;
  const fits =
    (subject.pronoun === 'it' && !previous.plural && !previous.person) ||
    (subject.pronoun === 'they' && previous.plural) ||
    ((subject.pronoun === 'he' || subject.pronoun === 'she') && previous.person);
  return fits ? { ...previous, resolved: true } : null;
}

/** The first index in [from, to) whose token text (lower case) is one of `words`. */
export function indexOfWord(
  tokens: readonly Token[],
  words: ReadonlySet<string>,
  from: number,
  to = tokens.length,
): number {
  for (let i = from; i < Math.min(to, tokens.length); i++) if (words.has(tokens[i]?.lower ?? '')) return i;
  return -1;
}

export function skipAdverbs(tokens: readonly Token[], from: number): { next: number; hedged: boolean } {
  let i = from;
  let hedged = false;
  while (
    i < tokens.length &&
    (COPULA_ADVERBS.has(tokens[i]?.lower ?? '') || (tokens[i]?.pos === 'ADV' && tokens[i]?.lower.endsWith('ly')))
  ) {
    if (HEDGES.has(tokens[i]?.lower ?? '')) hedged = true;
    i++;
  }
  return { next: i, hedged };
}

export const ask = (subject: ResolvedSubject, vocabulary: Vocabulary) => inQuestion(subject.text, vocabulary);

export const scoreFor = (base: number, subject: ResolvedSubject | null, hedged = false) =>
  base - (subject?.resolved ? 0.5 : 0) - (hedged ? 1 : 0);

export function selfContained(text: string): boolean {
  const first = (/^[\p{L}']+/u.exec(text)?.[0] ?? '').toLowerCase();
  return first !== '' && !POINTING_WORDS.has(first) && /^[\p{Lu}\d"“]/u.test(text);
}

/** The words a pointing subject refers to: the clause before a semicolon, else the previous sentence. */
export function contextBefore(parts: Parts, ctx: SentenceContext, subjectStart: number): string | null {
  const { tokens } = parts;
  const semicolon = tokens.slice(0, subjectStart).findIndex((t) => t.text === ';');
  let text: string | null = null;
  if (semicolon > 0) text = inlineText(joinTokens(tokens.slice(0, semicolon)));
  else if (subjectStart === skipOpeners(tokens) && ctx.previous) text = inlineText(ctx.previous.text);
  if (!text || !selfContained(text) || text.length > 220 || text.endsWith('?')) return null;
  return `${text}.`;
}

/** A context that carries a leading "In animal cells," into the question. */
export function withIntro(ctx: SentenceContext, intro: Intro | null): SentenceContext {
  if (!intro) return ctx;
  return { ...ctx, intro: inlineText(intro.text) };
}
