// What the set editor exchanges with the page and the features it slots in (AI, import).

export interface SetEditorUser {
  uid: string;
  username: string | null;
  university: string | null;
}

/** A card as the AI overlay hands it over. */
export interface GeneratedCard {
  question: string;
  answer: string;
}

export interface AiOverlaySlotProps {
  open: boolean;
  onClose: () => void;
  onGenerated: (cards: readonly GeneratedCard[]) => void;
}

/** A card as an import hands it over (text and uploaded images). */
export interface ImportedCardData {
  question: string;
  answer: string;
  questionImage: string | null;
  answerImage: string | null;
}

export interface ImportDialogSlotProps {
  open: boolean;
  onClose: () => void;
  onImported: (result: ImportedDeck) => void;
}

export interface ImportedDeck {
  title: string;
  cards: readonly ImportedCardData[];
}
