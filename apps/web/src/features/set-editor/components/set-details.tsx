import { SetLimits } from '@coursecards/shared/constants/limits';
import { SET_LANGUAGES } from '@coursecards/shared/domain/set-languages';
import { clsx } from 'clsx';
import { AlertCircle } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { ClassCodeField } from './class-code-field.tsx';
import { fieldClasses } from './field-styles.ts';

export interface SetDetailsProps {
  title: string;
  classCode: string;
  description: string;
  language: string;
  onTitle: (value: string) => void;
  onClassCode: (value: string) => void;
  onDescription: (value: string) => void;
  onLanguage: (value: string) => void;
  classCodes: readonly string[] | undefined;
  classCodesLoading: boolean;
  /** the save-time problem, shown at the field it concerns */
  errors: { title?: string; classCode?: string; description?: string };
  titleRef: Ref<HTMLInputElement>;
  classCodeRef: Ref<HTMLInputElement>;
  descriptionRef: Ref<HTMLTextAreaElement>;
}

function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/**
 * Set Title, Class Code and Description (sets-and-study §2), the description capped at 500 with a
 * counter, and the set's Language (themes-and-speech §2).
 */
export function SetDetails({ titleRef, classCodeRef, descriptionRef, ...props }: SetDetailsProps) {
  const { errors } = props;
  const titleId = useId();
  const descriptionId = useId();
  const counterId = useId();
  const languageId = useId();
  const remaining = SetLimits.descriptionMax - props.description.length;

  return (
    <section aria-label="Set details" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div>
          <label htmlFor={titleId} className="mb-1.5 block text-sm font-medium text-slate-700">
            Set Title
          </label>
          <input
            ref={titleRef}
            id={titleId}
            type="text"
            value={props.title}
            onChange={(e) => props.onTitle(e.target.value)}
            maxLength={SetLimits.titleMax}
            placeholder="e.g. Cell Biology: Midterm 1"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${titleId}-error` : undefined}
            className={clsx(fieldClasses(Boolean(errors.title)), 'h-11')}
          />
          {errors.title && <FieldMessage id={`${titleId}-error`}>{errors.title}</FieldMessage>}
        </div>
        <ClassCodeField
          value={props.classCode}
          onChange={props.onClassCode}
          list={props.classCodes}
          loading={props.classCodesLoading}
          error={errors.classCode ?? null}
          inputRef={classCodeRef}
        />
        {/* Description beside Language on wide screens: the two fields of the set's second row. */}
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-2">
            <label htmlFor={descriptionId} className="text-sm font-medium text-slate-700">
              Description <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <span
              id={counterId}
              className={clsx('text-xs tabular-nums', remaining <= 50 ? 'text-amber-700' : 'text-slate-500')}
            >
              {props.description.length}/{SetLimits.descriptionMax}
            </span>
          </div>
          <textarea
            ref={descriptionRef}
            id={descriptionId}
            rows={2}
            value={props.description}
            // Typing and pasting stop at the limit; a longer stored description can still be shortened.
            maxLength={SetLimits.descriptionMax}
            onChange={(e) => props.onDescription(e.target.value)}
            placeholder="What does this set cover?"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={clsx(counterId, errors.description && `${descriptionId}-error`)}
            className={clsx(fieldClasses(Boolean(errors.description)), 'min-h-16 resize-y py-2')}
          />
          {errors.description && <FieldMessage id={`${descriptionId}-error`}>{errors.description}</FieldMessage>}
        </div>
        <div>
          <label htmlFor={languageId} className="mb-1.5 block text-sm font-medium text-slate-700">
            Language
          </label>
          <select
            id={languageId}
            value={props.language}
            onChange={(e) => props.onLanguage(e.target.value)}
            aria-describedby={`${languageId}-hint`}
            className={clsx(fieldClasses(false), 'h-11')}
          >
            {SET_LANGUAGES.map(({ tag, name }) => (
              <option key={tag} value={tag}>
                {name}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="mt-1 text-xs text-slate-500">
            Read aloud uses a voice for this language.
          </p>
        </div>
      </div>
    </section>
  );
}
