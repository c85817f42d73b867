import { clsx } from 'clsx';
import { AlertCircle, GraduationCap } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useCombobox } from '../../../components/ui/combobox.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { suggestUniversities } from '../lib/university-suggestions.ts';
import { FieldMessage, inputClasses } from './fields.tsx';

export interface UniversityFieldProps {
  value: string;
  onChange: (typed: string) => void;
  onBlur: () => void;
  error: string | null;
  schools: readonly string[];
  loading: boolean;
  /** under the field, e.g. the request-a-missing-university link */
  hint?: ReactNode;
}

/**
 * University input with autocomplete (an ARIA combobox): up to five suggestions from the list,
 * chosen by click, or by arrow keys and Enter; Escape closes the list.
 */
export function UniversityField({ value, onChange, onBlur, error, schools, loading, hint }: UniversityFieldProps) {
  const messageId = useId();
  const suggestions = suggestUniversities(schools, value);
  // Nothing to suggest once the field holds exactly one of the suggestions.
  const alreadyChosen = suggestions.length === 1 && suggestions[0] === value;
  const box = useCombobox({ items: suggestions, canShow: !alreadyChosen, onChoose: onChange });

  return (
    <div>
      <label htmlFor={box.inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        University
      </label>
      <div className="relative">
        <GraduationCap
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          {...box.inputProps}
          type="text"
          aria-invalid={error ? true : undefined}
          aria-required="true"
          aria-describedby={messageId}
          autoComplete="off"
          spellCheck={false}
          placeholder="Start typing your university"
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            box.typed();
          }}
          onFocus={box.open}
          onBlur={() => {
            box.close();
            onBlur();
          }}
          className={inputClasses(Boolean(error), 'pl-10')}
        />
        {loading && (
          <span className="absolute inset-y-0 right-3 flex items-center text-brand-600">
            <Spinner className="h-4 w-4" />
          </span>
        )}
        <ul
          {...box.listProps}
          aria-label="Universities"
          className="absolute inset-x-0 top-full z-30 mt-1.5 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {box.expanded &&
            suggestions.map((name, i) => (
              <li
                key={name}
                {...box.optionProps(i)}
                onMouseEnter={() => box.highlight(i)}
                className={clsx(
                  'cursor-pointer px-3 py-2.5 text-sm text-slate-800',
                  i === box.activeIndex ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50',
                )}
              >
                {name}
              </li>
            ))}
        </ul>
      </div>
      <FieldMessage id={messageId} tone="error">
        {error && (
          <>
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {error}
          </>
        )}
      </FieldMessage>
      {hint && <div className="mt-1.5 text-sm text-slate-500">{hint}</div>}
    </div>
  );
}
