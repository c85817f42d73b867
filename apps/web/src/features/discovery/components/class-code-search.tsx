import { SetLimits } from '@coursecards/shared/constants/limits';
import { clsx } from 'clsx';
import { AlertCircle, Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useCombobox } from '../../../components/ui/combobox.ts';
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
  const { suggestions } = search;
  const box = useCombobox({ items: suggestions, canShow: !search.pendingCode, onChoose: search.choose });
  const messageId = useId();
  const hintId = useId();
  const busy = search.pendingCode !== null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    box.close();
    search.submit();
    // Several partial matches: the list shows them to pick from.
    box.open();
  }

  const describedBy = clsx(search.message && messageId, codes.isError && hintId) || undefined;

  return (
    <form role="search" aria-label="Find sets by class code" onSubmit={handleSubmit} noValidate>
      <label htmlFor={box.inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
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
              {...box.inputProps}
              type="text"
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
                box.typed();
              }}
              onFocus={box.open}
              onBlur={() => {
                box.close();
                search.blur();
              }}
              className={clsx(
                'h-12 w-full rounded-xl border bg-white pr-3 pl-11 text-base font-medium tracking-wide text-slate-900 shadow-sm transition-colors placeholder:font-normal placeholder:tracking-normal placeholder:text-slate-400 focus:ring-2 focus:outline-none',
                search.message
                  ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
                  : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
              )}
            />
          </div>
          <ul
            {...box.listProps}
            aria-label="Class code suggestions"
            // On phones the list takes its place in the flow, so it never hides "Find Flashcards" below.
            className="z-20 mt-1.5 max-h-[min(22rem,60vh)] overflow-y-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 sm:absolute sm:inset-x-0 sm:top-full"
          >
            {box.expanded &&
              suggestions.map((code, index) => (
                <li
                  key={code}
                  {...box.optionProps(index)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-2 px-4 py-2.5 text-sm font-semibold tracking-wide',
                    index === box.activeIndex ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-brand-50',
                  )}
                >
                  <Search
                    className={clsx('h-4 w-4', index === box.activeIndex ? 'text-brand-100' : 'text-slate-400')}
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
