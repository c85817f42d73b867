import { AiLimits } from '@coursecards/shared/constants/limits';
import { clsx } from 'clsx';
import { useId } from 'react';
import { cardCountBand, clampCardCount } from '../lib/ai-rules.ts';

/** How many cards to ask for: presets, a slider for anything between, or the AI's own choice. */
export function CardCountPicker({
  count,
  autoCount,
  disabled,
  onCount,
  onAutoCount,
}: {
  count: number;
  autoCount: boolean;
  disabled: boolean;
  onCount: (count: number) => void;
  onAutoCount: (auto: boolean) => void;
}) {
  const sliderId = useId();
  const bandId = useId();
  const autoId = useId();
  const autoHintId = useId();
  const fixedDisabled = disabled || autoCount;
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">Number of flashcards</legend>
      <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Presets">
        {AiLimits.cardCountPresets.map((preset) => (
          <button
            key={preset}
            type="button"
            disabled={fixedDisabled}
            aria-pressed={!autoCount && count === preset}
            onClick={() => onCount(preset)}
            className={clsx(
              'h-9 min-w-11 rounded-lg px-3 text-sm font-semibold ring-1 transition-colors disabled:cursor-not-allowed disabled:opacity-50',
              !autoCount && count === preset
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {preset}
          </button>
        ))}
      </div>
      <div className="mt-3 flex items-center gap-3">
        <label htmlFor={sliderId} className="sr-only">
          Flashcard count
        </label>
        <input
          id={sliderId}
          type="range"
          min={AiLimits.cardCountMin}
          max={AiLimits.cardCountMax}
          step={1}
          value={count}
          disabled={fixedDisabled}
          aria-describedby={bandId}
          onChange={(event) => onCount(clampCardCount(Number(event.target.value)))}
          className="h-2 flex-1 cursor-pointer accent-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
        />
        <span className="w-8 text-right text-sm font-semibold text-slate-900 tabular-nums" aria-hidden="true">
          {count}
        </span>
      </div>
      <p id={bandId} className={clsx('mt-1 text-sm', autoCount ? 'text-slate-400' : 'text-slate-600')}>
        {autoCount ? 'The AI will choose how many cards your notes need.' : `${count} cards: ${cardCountBand(count)}`}
      </p>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={autoId}
          type="checkbox"
          checked={autoCount}
          aria-describedby={autoHintId}
          onChange={(event) => onAutoCount(event.target.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
        />
        <div className="text-sm">
          <label htmlFor={autoId} className="cursor-pointer font-medium text-slate-800">
            Let AI choose the number of cards
          </label>
          <p id={autoHintId} className="text-slate-500">
            Best when you are unsure how much your notes cover.
          </p>
        </div>
      </div>
    </fieldset>
  );
}
