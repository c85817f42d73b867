import type { LearnAnswerWith, LearnCardChoice, LearnQuestionTypes } from '@coursecards/shared/domain/learn-rounds';

/** Learn's words (learn-and-match §2), all ours. */
export const LearnMessages = {
  mode: 'Learn',
  loading: 'Loading Learn...',
  emptyTitle: "This set doesn't have any flashcards yet",
  emptyHint: 'Add some flashcards to start learning!',
  nothingLearnableTitle: 'Nothing to learn here',
  nothingLearnableHint: 'Every card answers with an image in this direction. Try answering with the other side.',
  backToSetViewer: 'Back to Set Viewer',

  optionsTitle: 'Learn options',
  optionsIntro: 'Rounds of about seven cards. Get a card right in multiple choice, then typed, to master it.',
  answerWith: 'Answer with',
  answerWithNames: { definition: 'Definition', term: 'Term' } satisfies Record<LearnAnswerWith, string>,
  answerWithHints: {
    definition: 'See the term, give the definition',
    term: 'See the definition, give the term',
  } satisfies Record<LearnAnswerWith, string>,
  questionTypes: 'Question types',
  questionTypeNames: {
    both: 'Multiple choice, then typed',
    'multiple-choice': 'Multiple choice only',
    typed: 'Typed only',
  } satisfies Record<LearnQuestionTypes, string>,
  whichCards: 'Which cards',
  cardChoiceNames: { all: 'All cards', starred: 'Starred cards', missed: 'Missed last time' } satisfies Record<
    LearnCardChoice,
    string
  >,
  noStarred: 'Star cards while you learn to study just those.',
  noMissed: 'Finish a run to review the cards you missed.',
  restartWarning: 'Starting with these options begins again from the first round.',
  start: 'Start Learning',
  resume: 'Resume',
  options: 'Options',

  round: (n: number) => `Round ${n}`,
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  stages: { unseen: 'Not studied', familiar: 'Familiar', mastered: 'Mastered' },
  kindNames: { 'multiple-choice': 'Multiple choice', typed: 'Type the answer' },
  starCard: 'Star this card',
  unstarCard: 'Unstar this card',
  correct: 'Correct!',
  close: 'Close!',
  wrong: 'Not quite',
  comesBack: 'This card comes back later in the round.',
  iWasRight: 'I was right',
  overridden: 'Counted as right.',
  continue: 'Continue',
  roundDone: (n: number) => `Round ${n} done`,
  roundDoneHint: 'Keep going: missed cards come first in the next round.',
  nextRound: 'Next round',
  saveFailed: 'Your progress could not be saved. It will be saved with your next answer.',

  doneTitle: 'You mastered every card!',
  doneLine: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} mastered.`,
  missedTitle: 'Cards you missed along the way',
  noneMissed: 'You got every card right the first time.',
  reviewMissed: 'Review missed cards',
  startOver: 'Start over',
  skippedNotice: (n: number) =>
    n === 1
      ? '1 flashcard that answers with an image is left out of Learn'
      : `${n} flashcards that answer with an image are left out of Learn`,
} as const;
