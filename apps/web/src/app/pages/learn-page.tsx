import { useParams } from 'react-router';
import { LearnScreen } from '../../features/learn/components/learn-screen.tsx';

/** /study/{setId}/learn (learn-and-match §2). */
export default function LearnPage() {
  const { setId = '' } = useParams();
  return <LearnScreen setId={setId} />;
}
