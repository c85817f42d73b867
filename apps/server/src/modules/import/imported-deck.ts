/** A card as read from a file, before its images are stored and the set's rules applied. */
export interface RawCard {
  question: string;
  answer: string;
  /** image references on each side: media names in a package, upload addresses in a CSV */
  questionImages: string[];
  answerImages: string[];
  /** where the card came from, for warnings: a line of a paste or file, or a note's number */
  source: number;
}

export interface RawDeck {
  name: string;
  cards: RawCard[];
}

/** What a file held: its decks in order, and what was dropped on the way. */
export interface ReadFile {
  decks: RawDeck[];
  warnings: string[];
}
