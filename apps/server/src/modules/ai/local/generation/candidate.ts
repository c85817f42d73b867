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
