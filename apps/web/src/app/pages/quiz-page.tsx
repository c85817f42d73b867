import { useMatch, useParams } from 'react-router';
import { QuizScreen } from '../../features/quiz/components/quiz-screen.tsx';
import { useQuizRatings } from '../../features/review/lib/use-quiz-ratings.ts';

/** /study/{setId}/quiz (the dialog chooses the type), /quiz/{setId}/text and /quiz/{setId}/multiple-choice. */
export default function QuizPage() {
  const { setId = '' } = useParams();
  const text = useMatch('/quiz/:setId/text');
  const multipleChoice = useMatch('/quiz/:setId/multiple-choice');
  const forcedType = text ? 'text-input' : multipleChoice ? 'multiple-choice' : null;
  const onGraded = useQuizRatings();
  return <QuizScreen setId={setId} forcedType={forcedType} onGraded={onGraded} />;
}
