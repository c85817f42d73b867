import { clsx } from 'clsx';
import { Bookmark, Check, ChevronDown, Minus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { QuestionEntry, QuestionStatus } from '../lib/quiz-machine.ts';
import { QuizMessages } from '../lib/quiz-messages.ts';
import { statusChip, statusIconColour, statusName } from './status-styles.ts';

export interface JumpMenuProps {
  entries: readonly QuestionEntry[];
  onJump: (position: number) => void;
}

const statusIcon: Record<QuestionStatus, typeof Check | null> = {
  correct: Check,
  close: Minus,
  incorrect: X,
  unanswered: null,
};

/**
 * sets-and-study §2 'Jump to Question': a menu button (WAI-ARIA menu pattern) with a QUESTIONS group and a
 * BOOKMARKED group. Arrow keys, Home and End move between items; Escape closes and returns focus
 * to the button; Tab or a click elsewhere closes it.
 */
export function JumpMenu({ entries, onJump }: JumpMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const questionsId = useId();
  const bookmarkedId = useId();
  const bookmarked = entries.filter((entry) => entry.bookmarked);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // On opening, the current question's item takes focus.
  useEffect(() => {
    if (!open) return;
    const all = items();
    (all.find((item) => item.dataset.current === 'true') ?? all[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(all.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  }

  function pick(position: number) {
    setOpen(false);
    onJump(position);
  }

  const item = (entry: QuestionEntry, group: string) => {
    const Icon = statusIcon[entry.status];
    return (
      <button
        key={`${group}-${entry.position}`}
        type="button"
        role="menuitem"
        tabIndex={-1}
        data-current={entry.current && group === 'questions' ? 'true' : undefined}
        onClick={() => pick(entry.position)}
        className={clsx(
          'flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left text-sm outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500',
          entry.current && 'bg-slate-50 font-semibold',
        )}
      >
        <span
          className={clsx(
            'grid h-7 min-w-7 shrink-0 place-items-center rounded-full px-1.5 text-xs font-bold tabular-nums ring-1',
            statusChip[entry.status],
          )}
        >
          {entry.number}
        </span>
        <span className="min-w-0 flex-1 truncate text-slate-800">{entry.label}</span>
        <span className="sr-only">
          , {statusName[entry.status]}
          {entry.bookmarked ? `, ${QuizMessages.bookmarked}` : ''}
          {entry.current ? ', current question' : ''}
        </span>
        {Icon && <Icon className={clsx('h-4 w-4 shrink-0', statusIconColour[entry.status])} aria-hidden="true" />}
        {entry.bookmarked && <Bookmark className="h-4 w-4 shrink-0 fill-brand-500 text-brand-500" aria-hidden="true" />}
      </button>
    );
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKey}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        {QuizMessages.jumpToQuestion}
        <ChevronDown className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={QuizMessages.jumpToQuestion}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-2 max-h-[min(24rem,60dvh)] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200"
        >
          <div role="group" aria-labelledby={questionsId}>
            <p id={questionsId} className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-slate-500">
              {QuizMessages.questionsSection}
            </p>
            {entries.map((entry) => item(entry, 'questions'))}
          </div>
          {bookmarked.length > 0 && (
            <div role="group" aria-labelledby={bookmarkedId} className="mt-1.5 border-t border-slate-100 pt-1.5">
              <p id={bookmarkedId} className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-slate-500">
                {QuizMessages.bookmarkedSection}
              </p>
              {bookmarked.map((entry) => item(entry, 'bookmarked'))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
