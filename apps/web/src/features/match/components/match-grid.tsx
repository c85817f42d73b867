import { clsx } from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { moveFocus, type GridKey, type MatchBoard } from '../lib/match-board.ts';
import { MatchMessages } from '../lib/match-messages.ts';
import { MathText } from '../../../components/ui/math-text.tsx';

const gridKeys = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Four columns from the small breakpoint on, three on a phone: the arrow keys follow what is shown. */
function useColumns(): number {
  const query = '(min-width: 640px)';
  // Not every environment has matchMedia (jsdom): without it, the phone's three columns.
  const [wide, setWide] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setWide(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide ? 4 : 3;
}

/**
 * The board (learn-and-match §3): one tab stop, arrow keys move between the tiles still on it, Enter
 * or Space picks. The tile held is pressed; a wrong pair shows red until the next pick.
 */
export function MatchGrid({ board, onPick }: { board: MatchBoard; onPick: (index: number) => void }) {
  const columns = useColumns();
  const [focused, setFocused] = useState(0);
  const tileRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const entered = useRef(false);

  // A cleared tile leaves the board: the nearest one left takes its place as the tab stop (and focus).
  const active = board.cleared.has(focused)
    ? ([focused + 1, focused - 1, ...board.tiles.map((t) => t.index)].find(
        (i) => i >= 0 && i < board.tiles.length && !board.cleared.has(i),
      ) ?? focused)
    : focused;
  useEffect(() => {
    if (entered.current && document.activeElement !== tileRefs.current[active]) tileRefs.current[active]?.focus();
  }, [active]);

  // The game starts with focus on its first tile.
  useEffect(() => {
    tileRefs.current[0]?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!gridKeys.has(event.key)) return;
    event.preventDefault();
    const next = moveFocus(board, active, event.key as GridKey, columns);
    setFocused(next);
    tileRefs.current[next]?.focus();
  }

  return (
    <div
      role="group"
      aria-label={MatchMessages.boardLabel}
      onKeyDown={onKeyDown}
      onFocus={() => {
        entered.current = true;
      }}
      className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-3"
    >
      {board.tiles.map((tile) => {
        const cleared = board.cleared.has(tile.index);
        const selected = board.selected === tile.index;
        const missed = board.missed?.includes(tile.index) ?? false;
        if (cleared) return <div key={tile.index} aria-hidden="true" className="min-h-24 rounded-xl sm:min-h-28" />;
        return (
          <button
            key={tile.index}
            ref={(el) => {
              tileRefs.current[tile.index] = el;
            }}
            type="button"
            tabIndex={tile.index === active ? 0 : -1}
            aria-pressed={selected}
            onClick={() => {
              setFocused(tile.index);
              onPick(tile.index);
            }}
            onFocus={() => setFocused(tile.index)}
            className={clsx(
              'flex min-h-24 min-w-0 items-center justify-center rounded-xl p-2.5 text-center text-sm font-medium break-words hyphens-auto shadow-sm ring-1 transition-colors sm:min-h-28 sm:p-3 sm:text-base',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              selected
                ? 'bg-brand-600 text-white ring-brand-700'
                : missed
                  ? 'bg-red-50 text-red-900 ring-2 ring-red-400'
                  : 'bg-white text-slate-900 ring-slate-300 hover:bg-brand-50 hover:ring-brand-400',
            )}
          >
            <span className="line-clamp-5 min-w-0 whitespace-pre-wrap">
              <MathText text={tile.text} inlineOnly />
            </span>
          </button>
        );
      })}
    </div>
  );
}
