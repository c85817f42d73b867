import { StatsView } from '../../features/review/components/stats-view.tsx';

export default function StatsPage() {
  return <StatsView />;
}
