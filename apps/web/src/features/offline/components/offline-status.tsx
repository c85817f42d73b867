import { CheckCircle2, CloudOff, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import type { RatingSync } from '../lib/use-rating-sync.ts';

/** How long "synced" stays on screen. */
const SYNCED_SHOWN_MS = 5_000;

const plural = (n: number) => `${n} ${n === 1 ? 'rating' : 'ratings'}`;

/**
 * A small pill at the bottom of every page while something is worth knowing: offline, ratings
 * waiting on this device, or that they just reached the server (docs/product/offline.md §3).
 * Screen readers hear each change once (a polite live region, present before anything is in it).
 */
export function OfflineStatus({ sync }: { sync: RatingSync }) {
  const { online, waiting, syncing, synced, refused, acknowledge } = sync;
  const settled = online && waiting === 0 && (synced > 0 || refused > 0);
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(acknowledge, SYNCED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [settled, acknowledge]);

  let body: React.ReactNode = null;
  if (!online)
    body = (
      <Pill tone="offline" icon={<CloudOff className="h-4 w-4" aria-hidden="true" />}>
        <span className="font-semibold">You’re offline</span>
        <span className="text-amber-800">
          {waiting > 0 ? `${plural(waiting)} waiting to sync` : 'Opened sets still work'}
        </span>
      </Pill>
    );
  else if (waiting > 0)
    body = (
      <Pill
        tone="waiting"
        icon={
          <RefreshCw
            className={`h-4 w-4 ${syncing ? 'animate-spin motion-reduce:animate-none' : ''}`}
            aria-hidden="true"
          />
        }
      >
        <span className="font-semibold">
          {syncing ? `Syncing ${plural(waiting)}…` : `${plural(waiting)} waiting to sync`}
        </span>
      </Pill>
    );
  else if (settled)
    body = (
      <Pill tone="done" icon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />}>
        <span className="font-semibold">{synced > 0 ? `${plural(synced)} synced` : 'Sync finished'}</span>
        {refused > 0 && <span>{`${plural(refused)} not saved: the card was deleted`}</span>}
      </Pill>
    );

  return (
    // A live region without the status role: pages keep their own single status (tests and
    // assistive technology look for one).
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 print:hidden"
    >
      {body}
    </div>
  );
}

const TONES = {
  offline: 'bg-amber-50 text-amber-950 ring-amber-300',
  waiting: 'bg-white text-slate-800 ring-slate-300',
  done: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
} as const;

function Pill({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof TONES;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <p
      className={`pointer-events-auto flex max-w-full flex-wrap items-center gap-x-2 gap-y-0.5 rounded-full px-4 py-2 text-sm shadow-lg ring-1 ${TONES[tone]}`}
    >
      <span className="shrink-0">{icon}</span>
      {children}
    </p>
  );
}
