import type { QuestionStatus } from '../lib/quiz-machine.ts';
import { QuizMessages } from '../lib/quiz-messages.ts';

/** sets-and-study §2: green for correct, yellow for close, red for incorrect, grey for unanswered. */
export const statusChip: Record<QuestionStatus, string> = {
  correct: 'bg-emerald-100 text-emerald-800 ring-emerald-300',
  close: 'bg-amber-100 text-amber-800 ring-amber-300',
  incorrect: 'bg-red-100 text-red-800 ring-red-300',
  unanswered: 'bg-slate-100 text-slate-600 ring-slate-300',
};

/** Words for each status, so colour is never the only sign. */
export const statusName: Record<QuestionStatus, string> = {
  ...QuizMessages.badge,
  unanswered: QuizMessages.notAnswered,
};

/** The status icon's colour beside a question in the jump list. */
export const statusIconColour: Record<QuestionStatus, string> = {
  correct: 'text-emerald-600',
  close: 'text-amber-600',
  incorrect: 'text-red-600',
  unanswered: 'text-slate-400',
};
