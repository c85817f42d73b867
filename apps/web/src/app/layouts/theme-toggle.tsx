import type { ThemeChoice } from '@coursecards/shared/domain/theme';
import { clsx } from 'clsx';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { chooseTheme, storedThemeChoice } from '../../lib/theme.ts';

const options: ReadonlyArray<{ value: ThemeChoice; label: string; icon: LucideIcon }> = [
  { value: 'system', label: 'Auto', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

/**
 * The theme switch of the navigation (themes-and-speech §1): native radios, so arrow keys move the
 * choice and a screen reader names the group; Auto follows the system and forgets the stored choice.
 */
export function ThemeToggle() {
  const [choice, setChoice] = useState(storedThemeChoice);
  const name = useId();
  const pick = (value: ThemeChoice) => {
    chooseTheme(value);
    setChoice(value);
  };
  return (
    <fieldset className="px-1">
      <legend className="mb-1.5 px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Theme</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        {options.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            title={value === 'system' ? 'Follow the system setting' : undefined}
            className={clsx(
              'flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              choice === value ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => pick(value)}
              className="sr-only"
            />
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
