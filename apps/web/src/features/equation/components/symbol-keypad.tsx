import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { keypadGroups, type KeypadKey } from '../lib/keypad-groups.ts';

/** Names like sin, dx or f(x) read better smaller than single symbols. */
const isWord = (label: string) => /^[a-z]{2,}/i.test(label);

/**
 * The keypad: a tab per symbol group (arrow keys, Home and End move between tabs, as the ARIA
 * tabs pattern asks) and a grid of keys. A key press does not take focus from the equation input,
 * so its caret stays where the student left it.
 */
export function SymbolKeypad({ onKey }: { onKey: (key: KeypadKey) => void }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const group = keypadGroups[active] ?? keypadGroups[0]!;

  function handleTabKey(event: KeyboardEvent) {
    const last = keypadGroups.length - 1;
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next > last ? 0 : next < 0 ? last : next;
    setActive(wrapped);
    tabs.current[wrapped]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Symbol groups"
        onKeyDown={handleTabKey}
        className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-2 md:flex-wrap md:overflow-visible"
      >
        {keypadGroups.map((g, i) => (
          <button
            key={g.name}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={clsx(
              'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
              i === active
                ? 'bg-brand-600 text-white shadow-sm'
                : 'bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-800',
            )}
          >
            {g.name}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="grid grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-1.5 rounded-xl bg-slate-50 p-2 ring-1 ring-slate-200"
      >
        {group.keys.map((key) => (
          <button
            key={key.label}
            type="button"
            // The name starts with what the key shows (WCAG 2.5.3), then says what it does: "x² Squared".
            aria-label={key.name && `${key.label} ${key.name}`}
            title={key.insert === key.label ? key.name : `${key.name ?? key.label}: ${key.insert}`}
            // Keep focus (and the caret) in the equation input when a key is clicked or tapped.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onKey(key)}
            className={clsx(
              'flex h-11 items-center justify-center rounded-lg bg-white px-1 text-slate-800 shadow-xs ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-300 active:bg-brand-100',
              isWord(key.label) ? 'text-sm' : 'text-lg',
            )}
          >
            {key.label}
          </button>
        ))}
      </div>
    </div>
  );
}
