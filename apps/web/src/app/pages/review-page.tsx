import { useSearchParams } from 'react-router';
import { ReviewScreen } from '../../features/review/components/review-screen.tsx';
import { StudyTopBar } from '../../features/study/components/study-top-bar.tsx';

/** /review: a review session across every set, or one set's with ?setId=. */
export default function ReviewPage() {
  const [params] = useSearchParams();
  const setId = params.get('setId')?.trim() || null;
  return (
    <div className="min-h-dvh">
      <StudyTopBar back={{ to: '/today', label: 'Today' }} title={setId ? 'Review this set' : 'Review'} />
      <main className="mx-auto max-w-6xl px-4 py-6 md:px-8 md:py-10">
        <h1 className="sr-only">Review session</h1>
        <ReviewScreen setId={setId} />
      </main>
    </div>
  );
}
