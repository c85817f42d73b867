import type { Term } from './analyse-answer.ts';

// How a card's term was answered. Its own file so that match-terms.ts and match-acronyms.ts, which
// both fill it in, need not import each other.

/** vague: a more general word for the card's ("increases" for "doubles"), the right idea less precisely */
export type MatchKind = 'exact' | 'accent' | 'form' | 'synonym' | 'typo' | 'opposite' | 'vague';

export interface TermMatch {
  kind: MatchKind;
  /** the student's terms that answer it */
  user: Term[];
  /** the meanings disagree: one side is negated ("not soluble" and "soluble") */
  contradicts: boolean;
}
