import { SetLimits } from '@coursecards/shared/constants/limits';
import { clsx } from 'clsx';
import { AlertCircle, Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useClassCodeList } from '../../../lib/static-lists.ts';
import { DiscoveryMessages } from '../lib/discovery-messages.ts';
import { useClassCodeSearch } from '../lib/use-class-code-search.ts';

export interface ClassCodeSearchProps {
  /** whose list to suggest from: the user's university, else the default list */
  university: string | null;
  /** called once a code is chosen, after the spec's 500 ms pause */
  onSearch: (classCode: string) => void;
}

/** The class-code search box: an ARIA combobox over the university's codes and "Find Flashcards". */
export function ClassCodeSearch({ university, onSearch }: ClassCodeSearchProps) {
  const codes = useClassCodeList(university);
  const search = useClassCodeSearch({ list: codes.data, listFailed: codes.isError, onSearch });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const messageId = useId();
  const hintId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const { suggestions } = search;
  const expanded = open && suggestions.length > 0 && !search.pendingCode;
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  const busy = search.pendingCode !== null;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (code: string) => {
    close();
    search.choose(code);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    search.submit();
    // Several partial matches: the list shows them to pick from.
    setOpen(true);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Enter': {
        // Enter on a highlighted suggestion chooses it; otherwise it submits the form.
        const chosen = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  const describedBy = clsx(search.message && messageId, codes.isError && hintId) || undefined;

  return (
    <form role="search" aria-label="Find sets by class code" onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        Class Code
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="relative min-w-0 flex-1">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id={inputId}
              type="text"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              aria-invalid={search.message ? true : undefined}
              aria-describedby={describedBy}
              aria-busy={codes.isPending || undefined}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={SetLimits.classCodeMax}
              placeholder={codes.isPending ? 'Loading class codes…' : 'e.g. CSE101'}
              value={search.value}
              onChange={(event) => {
                // Upper-cased in place, so the caret stays where the user is typing.
                const input = event.target;
                const { selectionStart, selectionEnd } = input;
                const upper = input.value.toUpperCase();
                if (upper !== input.value) {
                  input.value = upper;
                  input.setSelectionRange(selectionStart, selectionEnd);
                }
                search.change(upper);
                setOpen(true);
                setActive(-1);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => {
                close();
                search.blur();
              }}
              onKeyDown={handleKeyDown}
              className={clsx(
                'h-12 w-full rounded-xl border bg-white pr-3 pl-11 text-base font-medium tracking-wide text-slate-900 shadow-sm transition-colors placeholder:font-normal placeholder:tracking-normal placeholder:text-slate-400 focus:ring-2 focus:outline-none',
                search.message
                  ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
                  : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
              )}
            />
          </div>
          <ul
            id={listId}
            role="listbox"
            aria-label="Class code suggestions"
            hidden={!expanded}
            // On phones the list takes its place in the flow, so it never hides "Find Flashcards" below.
            className="z-20 mt-1.5 max-h-[min(22rem,60vh)] overflow-y-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 sm:absolute sm:inset-x-0 sm:top-full"
          >
            {expanded &&
              suggestions.map((code, index) => (
                <li
                  key={code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keeps focus in the input, so choosing is not a blur with a half-typed code.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(code)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-2 px-4 py-2.5 text-sm font-semibold tracking-wide',
                    index === activeIndex ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-brand-50',
                  )}
                >
                  <Search
                    className={clsx('h-4 w-4', index === activeIndex ? 'text-brand-100' : 'text-slate-400')}
                    aria-hidden="true"
                  />
                  {code}
                </li>
              ))}
          </ul>
          {search.message && (
            <p id={messageId} role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {search.message}
            </p>
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          busy={busy}
          disabled={codes.isPending}
          // Keeps focus in the input: a blur would close the list above and move this button from under the pointer.
          onMouseDown={(event) => event.preventDefault()}
          className="rounded-xl sm:w-auto"
        >
          {!busy && <Search className="h-5 w-5" aria-hidden="true" />}
          Find Flashcards
        </Button>
      </div>
      {codes.isError && (
        <p id={hintId} className="mt-2 text-sm text-slate-500">
          {DiscoveryMessages.classCodesUnavailable}
        </p>
      )}
    </form>
  );
}
