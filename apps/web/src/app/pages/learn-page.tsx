import { useParams } from 'react-router';
import { LearnScreen } from '../../features/learn/components/learn-screen.tsx';
import { useLearnRatings } from '../../features/review/lib/use-learn-ratings.ts';

/** /study/{setId}/learn (learn-and-match §2); each answer also feeds the student's reviews. */
export default function LearnPage() {
  const { setId = '' } = useParams();
  const onRated = useLearnRatings();
  return <LearnScreen setId={setId} onRated={onRated} />;
}
