import { SetLimits, SuggestionLimits } from '@coursecards/shared/constants/limits';
import { suggestClassCodes } from '@coursecards/shared/domain/class-code-search';
import { clsx } from 'clsx';
import { AlertCircle } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useClassCodeBlur } from '../lib/use-class-code-input.ts';
import { fieldClasses } from './field-styles.ts';

export interface ClassCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** the loaded list; undefined while loading or when none could be loaded */
  list: readonly string[] | undefined;
  loading: boolean;
  /** a save-time problem with the class code */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** Class Code: an ARIA combobox over the university's list, at most 10 suggestions (sets-and-study §5). */
export function ClassCodeField({ value, onChange, list, loading, error, inputRef }: ClassCodeFieldProps) {
  const { blurError, change, blur } = useClassCodeBlur(value, onChange, list);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const messageId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const suggestions = useMemo(() => (list ? suggestClassCodes(list, value) : []), [list, value]);
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  // A save's verdict is the newer news: clicking Save blurs the field first, then validates.
  const message = error ?? blurError;

  function choose(code: string) {
    change(code);
    setOpen(false);
    setActive(-1);
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
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  }

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        Class Code
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        aria-busy={loading || undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={SetLimits.classCodeMax}
        placeholder={loading ? 'Loading class codes…' : 'e.g. CSE 101'}
        value={value}
        onChange={(event) => {
          change(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          blur();
        }}
        onKeyDown={handleKeyDown}
        className={clsx(fieldClasses(Boolean(message)), 'h-11 uppercase placeholder:normal-case')}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Class code suggestions"
        hidden={!expanded}
        style={{ maxHeight: SuggestionLimits.classCodeCreatorListMaxHeightPx }}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-y-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
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
                'cursor-pointer px-3 py-2 font-mono text-sm tracking-wide',
                index === activeIndex ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-brand-50',
              )}
            >
              {code}
            </li>
          ))}
      </ul>
      {message && (
        <p id={messageId} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}
