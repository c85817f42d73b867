import { RotateCcw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { UNDO_WINDOW_MS } from '../lib/undo-edit.ts';

/**
 * "Card 3 removed · Undo" after a destructive edit in the creator. It goes by itself after
 * UNDO_WINDOW_MS, but not while the pointer or keyboard focus is on it (time enough to reach
 * Undo). Announced politely; render it with a `key` per edit so each gets its full time.
 */
export function UndoToast({ message, onUndo, onClose }: { message: string; onUndo: () => void; onClose: () => void }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(onClose, UNDO_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [held, onClose]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4">
      <div
        role="status"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        className="pointer-events-auto flex max-w-full items-center gap-3 rounded-2xl bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-xl"
      >
        <span className="min-w-0 font-medium">{message}</span>
        <button
          type="button"
          onClick={onUndo}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-white/10 px-3 py-1.5 font-semibold text-brand-200 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-brand-300"
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Undo
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label="Dismiss"
          className="shrink-0 rounded-lg p-1.5 text-slate-300 hover:bg-white/10 hover:text-white"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
