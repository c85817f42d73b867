import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDueCards } from '../api/review-queries.ts';
import { ReviewSession } from './review-session.tsx';

/** How many cards one session reads. */
const SESSION_SIZE = 50;

/** /review[?setId=]: loads the due cards (all sets, or one) and runs a session over them. */
export function ReviewScreen({ setId }: { setId: string | null }) {
  // Each "Check for more" starts a new session over a fresh queue.
  const [round, setRound] = useState(0);
  const due = useDueCards(setId, SESSION_SIZE);

  if (due.isPending || due.isFetching) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" />
        Loading your cards…
      </p>
    );
  }
  if (due.isError) {
    return (
      <section
        role="alert"
        className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
      >
        <AlertTriangle className="mx-auto h-6 w-6 text-red-600" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold">Your cards could not be loaded</h2>
        <p className="mt-2 text-slate-600">{due.error.message}</p>
        <Button className="mt-5" onClick={() => void due.refetch()}>
          Try Again
        </Button>
      </section>
    );
  }
  return (
    <ReviewSession
      key={`${round}:${due.dataUpdatedAt}`}
      cards={due.data.cards}
      onMore={() => {
        setRound((r) => r + 1);
        void due.refetch();
      }}
    />
  );
}
