import { useParams } from 'react-router';
import { MatchScreen } from '../../features/match/components/match-screen.tsx';

/** /study/{setId}/match (learn-and-match §3). */
export default function MatchPage() {
  const { setId = '' } = useParams();
  return <MatchScreen setId={setId} />;
}
