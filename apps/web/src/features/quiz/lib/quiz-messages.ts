import { UiConstants } from '@coursecards/shared/constants/limits';

/**
 * The quiz's words (sets-and-study §2 "Quiz", §8 "Quiz"), copied character for character.
 * Words the spec does not give (dialog labels, the image-only question stand-in) are marked "ours".
 */
export const QuizMessages = {
  loading: 'Loading quiz...',
  tryAgain: 'Try Again',
  emptyTitle: "This set doesn't have any flashcards yet",
  emptyHint: 'Add some flashcards to start studying!',
  answerImagesOnlyTitle: 'This set only contains flashcards with answer images',
  answerImagesOnlyHint:
    "Quiz mode currently doesn't support flashcards with answer images. Please try using View mode instead.",
  backToSetViewer: 'Back to Set Viewer',
  missingCard: 'Error: Could not load current card.',
  resetQuiz: 'Reset Quiz',

  backToSetPage: 'Back to Set Page',
  quizMode: 'Quiz Mode',
  settingsTitle: 'Quiz Settings',
  jumpToQuestion: 'Jump to Question',
  questionsSection: 'QUESTIONS',
  bookmarkedSection: 'BOOKMARKED',
  clickToEnlarge: 'Click image to enlarge',
  switchTo: { 'multiple-choice': 'Switch to Multiple Choice', 'text-input': 'Switch to Text Input' },
  loadingOptions: 'Loading options...',
  optionsMissing: 'Could not load options for this question.',
  checkAnswer: 'Check Answer',
  yourAnswer: 'Your Answer',
  feedback: 'Feedback',
  correctAnswer: 'Correct Answer',
  badge: { correct: 'Correct', close: 'Close!', incorrect: 'Incorrect' },
  previous: 'Previous',
  next: 'Next',
  nextQuestion: 'Next Question',
  seeResults: 'See Results',

  resultsTitle: 'Quiz Results',
  questionReview: 'Question Review',
  noAnswerProvided: '(No answer provided)',
  notAnswered: 'Not answered',
  bookmarked: 'Bookmarked',
  takeQuizAgain: 'Take Quiz Again',

  // ours
  typeNames: { 'multiple-choice': 'Multiple Choice', 'text-input': 'Text Input' },
  typeHints: {
    'multiple-choice': 'Pick the right answer from a short list',
    'text-input': 'Type the answer in your own words',
  },
  questionTypes: 'Question type',
  shuffleQuestions: 'Shuffle questions',
  shuffleHint: 'Ask the cards in a random order',
  forcedTypeHint: 'This quiz link always uses this question type.',
  reshuffleWarning: 'Changing the order starts the quiz over.',
  startQuiz: 'Start Quiz',
  applySettings: 'Apply',
  imageOnlyQuestion: '[Image]',
  answerPlaceholder: 'Type your answer…',
  enterHint: 'Enter to check · Shift+Enter for a new line',
  iWasRight: 'I was right',
  iWasRightHint: 'Count this answer as correct',
} as const;

/** Spec: "N flashcard(s) with answer images was/were skipped from this quiz". */
export function skippedNotice(count: number): string {
  return count === 1
    ? '1 flashcard with answer images was skipped from this quiz'
    : `${count} flashcards with answer images were skipped from this quiz`;
}

/** Spec: the counter 'N correct, M incorrect'. */
export const tallyText = (correct: number, incorrect: number) => `${correct} correct, ${incorrect} incorrect`;

/** Spec: 'X correct out of Y attempted questions (Z total)'. */
export const resultsLine = (correct: number, attempted: number, total: number) =>
  `${correct} correct out of ${attempted} attempted questions (${total} total)`;

/** sets-and-study §9: the jump list cuts question text at 30 characters and adds '...'. */
export function cutQuestion(text: string, limit: number = UiConstants.quizJumpQuestionCut): string {
  // By code point, so a math letter such as 𝑥 (two UTF-16 units) is never split in half.
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : chars.join('');
}
