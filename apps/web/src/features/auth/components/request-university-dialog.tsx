import { AccountLimits } from '@coursecards/shared/constants/limits';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { requestUniversity } from '../api/account-api.ts';
import { messageOf } from '../lib/error-message.ts';
import { FormAlert, TextField } from './fields.tsx';

const SENT = 'Thanks! We received your request and will review it soon.';
const FAILED = 'Your request could not be sent. Please try again.';

/** "Request a missing university": its name and, optionally, an address to tell when it is added. */
export function RequestUniversityDialog({
  open,
  onClose,
  initialName,
  initialEmail,
}: {
  open: boolean;
  onClose: () => void;
  initialName: string;
  initialEmail: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Request a university" size="sm">
      {/* Mounted per opening, so each request starts from what the form holds now. */}
      {open && <RequestForm onClose={onClose} initialName={initialName} initialEmail={initialEmail} />}
    </Modal>
  );
}

function RequestForm({
  onClose,
  initialName,
  initialEmail,
}: {
  onClose: () => void;
  initialName: string;
  initialEmail: string;
}) {
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || state === 'sending') return;
    setState('sending');
    setError(null);
    try {
      await requestUniversity({ name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}) });
      setState('sent');
    } catch (err) {
      setError(messageOf(err, FAILED));
      setState('idle');
    }
  }

  if (state === 'sent') {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{SENT}</FormAlert>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4">
      <p className="text-sm text-slate-600">
        Tell us which university is missing from the list and we&apos;ll look into adding it.
      </p>
      <TextField
        label="University name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={AccountLimits.universityMax}
        autoComplete="organization"
      />
      <TextField
        label="Your email (optional)"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
      />
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={state === 'sending'} disabled={!name.trim()}>
          Send request
        </Button>
      </div>
    </form>
  );
}
