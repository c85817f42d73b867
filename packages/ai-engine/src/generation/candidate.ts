import { finishAnswer } from './card-text.ts';
import { comparisonKey } from './english.ts';

/** What each pattern proposes; selection ranks, de-duplicates and spreads them. */
export type CardKind =
  | 'definition'
  | 'glossary'
  | 'naming'
  | 'list'
  | 'statement'
  | 'date'
  | 'agent'
  | 'number'
  | 'condition'
  | 'purpose'
  | 'action'
  | 'abbreviation'
  | 'step';

export interface Candidate {
  question: string;
  answer: string;
  kind: CardKind;
  /** higher is better (about 4–11) */
  score: number;
  /** position of its source in the notes (unit order) */
  order: number;
  /** the section it comes from */
  section: number;
  /** the sentence or line it comes from: one source rarely gives more than one card */
  source: string;
  /** what it asks about (a term), to keep one card per concept and aspect */
  concept: string;
}

/** Where in the notes a pattern is looking. */
export interface Place {
  order: number;
  section: number;
  source: string;
}

/** Words whose capital letter is only sentence-initial: "Mitosis" is "mitosis" elsewhere in the notes. */
export interface Vocabulary {
  /** words seen starting with a lower-case letter */
  lowercase: ReadonlySet<string>;
  /** words (lower-cased) seen with a capital in the middle of a sentence: names */
  capitalized: ReadonlySet<string>;
  /** how often each content word occurs in the notes */
  frequency: ReadonlyMap<string, number>;
  /** lower-cased phrases of one to three words the notes write after "the" (not followed by "of"): "crust", "cell cycle" */
  definite?: ReadonlySet<string>;
  /** the notes' text, to look up how they write a phrase ("the cell cycle", not "the Cell Cycle") */
  text?: string;
  /** lower-cased phrases the notes write after "a" or "an" */
  indefinite?: ReadonlySet<string>;
}

/**
 * A candidate from a pattern over one clause's text (more-patterns.ts, laws-and-units.ts): the answer
 * finished as every answer is, or null when nothing of it is left; `tag` tells the clause's patterns apart.
 */
export function patternCandidate(
  place: Place,
  kind: CardKind,
  score: number,
  question: string,
  answer: string,
  concept: string,
  tag: string,
  { asSentence = false, minLength = 1 }: { asSentence?: boolean; minLength?: number } = {},
): Candidate | null {
  const a = finishAnswer(answer, asSentence);
  if (!a || a.length < minLength) return null;
  return {
    question,
    answer: a,
    kind,
    score,
    order: place.order,
    section: place.section,
    source: `${place.source}:${tag}`,
    concept: comparisonKey(concept),
  };
}
