import type { ReviewSettings } from '@coursecards/shared/schemas/review';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSaveSettings } from '../api/review-queries.ts';

const field =
  'mt-1 block w-full rounded-lg border-0 px-3 py-2 text-slate-900 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600';

/** Desired retention, new cards and reviews a day, and when the student's day starts (in their time zone). */
export function ReviewSettingsForm({ settings }: { settings: ReviewSettings }) {
  const [draft, setDraft] = useState(settings);
  const save = useSaveSettings();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const number = (key: keyof ReviewSettings) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: Number(event.target.value) }));
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <label className="text-sm font-medium text-slate-700">
        Desired retention: {Math.round(draft.desiredRetention * 100)}%
        <input
          type="range"
          min={0.7}
          max={0.97}
          step={0.01}
          value={draft.desiredRetention}
          onChange={number('desiredRetention')}
          className="mt-3 block w-full accent-brand-600"
        />
        <span className="mt-1 block text-xs font-normal text-slate-500">
          Higher means more reviews and fewer forgotten cards.
        </span>
      </label>
      <label className="text-sm font-medium text-slate-700">
        New cards per day
        <input
          type="number"
          min={0}
          max={500}
          value={draft.newCardsPerDay}
          onChange={number('newCardsPerDay')}
          className={field}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Maximum reviews per day
        <input
          type="number"
          min={1}
          max={9999}
          value={draft.maxReviewsPerDay}
          onChange={number('maxReviewsPerDay')}
          className={field}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Your day starts at
        <select value={draft.dayStartHour} onChange={number('dayStartHour')} className={field}>
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h} value={h}>
              {`${String(h).padStart(2, '0')}:00`}
            </option>
          ))}
        </select>
      </label>
      <p className="text-sm text-slate-600 sm:col-span-2">
        Time zone: <span className="font-medium text-slate-800">{draft.timeZone}</span>
        {draft.timeZone !== browserZone && (
          <>
            {' '}
            <button
              type="button"
              className="font-medium text-brand-700 underline"
              onClick={() => setDraft((d) => ({ ...d, timeZone: browserZone }))}
            >
              Use this device’s ({browserZone})
            </button>
          </>
        )}
      </p>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" busy={save.isPending}>
          Save settings
        </Button>
        <p aria-live="polite" className="text-sm">
          {save.isSuccess && <span className="text-emerald-700">Saved.</span>}
          {save.isError && <span className="text-red-700">{save.error.message}</span>}
        </p>
      </div>
    </form>
  );
}
