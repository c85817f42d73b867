// The quiz feature's public entry: the building blocks every study mode shares (the frame, the
// load states, the answer widgets and the answer-check calls). Other features import only this file;
// see docs/contributing.md ("add a study mode").
export { checkTypedAnswer, loadOptions, logAnswerOverride } from './api/quiz-api.ts';
export { AnswerPanel } from './components/answer-panel.tsx';
export { MultipleChoiceOptions } from './components/multiple-choice-options.tsx';
export { QuestionImage } from './components/question-image.tsx';
export { QuizLoading, QuizStatePanel } from './components/quiz-states.tsx';
export { StudyModeHeader } from './components/study-mode-header.tsx';
export { TextAnswerForm } from './components/text-answer-form.tsx';
