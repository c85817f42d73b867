import { Timings } from '@coursecards/shared/constants/limits';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useSubmitFeedback } from '../api/submit-feedback.ts';

const SUCCESS = 'Thank you! Your feedback has been submitted.';
const FAILURE = 'There was an error submitting your feedback. Please try again.';

/** "Feedback or Question": text required (blank sends nothing), e-mail optional; closes 2 s after success. */
export function FeedbackModal({
  open,
  onClose,
  defaultEmail,
}: {
  open: boolean;
  onClose: () => void;
  defaultEmail?: string;
}) {
  const [feedback, setFeedback] = useState('');
  const [email, setEmail] = useState(defaultEmail ?? '');
  const mutation = useSubmitFeedback();
  const feedbackId = useId();
  const emailId = useId();
  const closeAfterSuccess = useEffectEvent(() => {
    onClose();
    setFeedback('');
    mutation.reset();
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(closeAfterSuccess, Timings.feedbackModalAutoClose);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!feedback.trim() || mutation.isPending) return;
    mutation.mutate({ feedback: feedback.trim(), email: email.trim() });
  }

  return (
    <Modal open={open} onClose={onClose} title="Feedback or Question">
      {mutation.isSuccess ? (
        <p role="status" className="flex items-center gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-800">
          <CheckCircle2 className="h-6 w-6 shrink-0" aria-hidden="true" />
          {SUCCESS}
        </p>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-4">
          <p className="text-sm text-slate-600">
            Tell us what works, what doesn&apos;t, or ask us anything. We read every message.
          </p>
          <div>
            <label htmlFor={feedbackId} className="mb-1 block text-sm font-medium text-slate-700">
              Your feedback or question
            </label>
            <textarea
              id={feedbackId}
              value={feedback}
              onChange={(e) => setFeedback(e.target.value)}
              rows={5}
              required
              className="block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500"
              placeholder="What's on your mind?"
            />
          </div>
          <div>
            <label htmlFor={emailId} className="mb-1 block text-sm font-medium text-slate-700">
              Email <span className="font-normal text-slate-500">(optional, if you'd like a reply)</span>
            </label>
            <input
              id={emailId}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              className="block h-10 w-full rounded-lg border border-slate-300 px-3 text-sm shadow-sm focus:border-brand-500"
              placeholder="you@university.edu"
            />
          </div>
          {mutation.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {FAILURE}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={mutation.isPending} disabled={!feedback.trim()}>
              {mutation.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
