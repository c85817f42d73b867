import { checkAnswerLocally } from '../src/answers/check-answer.ts';

/** The local checker's verdict on `typed` for a card's answer (and question), as one word. */
export function grade(typed: string, card: string, question = ''): 'correct' | 'close' | 'incorrect' {
  const r = checkAnswerLocally(typed, card, question);
  return r.isCorrect ? 'correct' : r.isClose ? 'close' : 'incorrect';
}
