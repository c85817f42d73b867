import { TodayView } from '../../features/review/components/today-view.tsx';

export default function TodayPage() {
  return <TodayView />;
}
