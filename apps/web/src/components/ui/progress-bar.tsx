import type { HTMLAttributes } from 'react';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  label: string;
  /** how much of the track is filled, 0 to 100 */
  percent: number;
  /** what assistive technology hears, when it is not the percent itself */
  range?: { min: number; max: number; now: number };
  valueText?: string;
  /** the track's classes are `className`; these are the filled part's */
  barClassName: string;
}

/** A progress bar: a track and its filled part, with the progressbar role and its values. */
export function ProgressBar({ label, percent, range, valueText, barClassName, ...track }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={range?.min ?? 0}
      aria-valuemax={range?.max ?? 100}
      aria-valuenow={range?.now ?? percent}
      aria-valuetext={valueText}
      {...track}
    >
      <div className={barClassName} style={{ width: `${percent}%` }} />
    </div>
  );
}
