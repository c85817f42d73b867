import { SetLimits, SuggestionLimits } from '@coursecards/shared/constants/limits';
import { suggestClassCodes } from '@coursecards/shared/domain/class-code-search';
import { clsx } from 'clsx';
import { AlertCircle } from 'lucide-react';
import { useId, useMemo, type Ref } from 'react';
import { useCombobox } from '../../../components/ui/combobox.ts';
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
  const messageId = useId();

  const suggestions = useMemo(() => (list ? suggestClassCodes(list, value) : []), [list, value]);
  const box = useCombobox({ items: suggestions, onChoose: change });
  // A save's verdict is the newer news: clicking Save blurs the field first, then validates.
  const message = error ?? blurError;

  return (
    <div className="relative">
      <label htmlFor={box.inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        Class Code
      </label>
      <input
        ref={inputRef}
        {...box.inputProps}
        type="text"
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
          box.typed();
        }}
        onFocus={box.open}
        onBlur={() => {
          box.close();
          blur();
        }}
        className={clsx(fieldClasses(Boolean(message)), 'h-11 uppercase placeholder:normal-case')}
      />
      <ul
        {...box.listProps}
        aria-label="Class code suggestions"
        style={{ maxHeight: SuggestionLimits.classCodeCreatorListMaxHeightPx }}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-y-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
      >
        {box.expanded &&
          suggestions.map((code, index) => (
            <li
              key={code}
              {...box.optionProps(index)}
              className={clsx(
                'cursor-pointer px-3 py-2 font-mono text-sm tracking-wide',
                index === box.activeIndex ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-brand-50',
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
