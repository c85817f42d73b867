import { clsx } from 'clsx';
import { Volume2 } from 'lucide-react';
import { speak, useCanSpeak } from '../../lib/speech.ts';

/**
 * The speaker button of a card side (themes-and-speech §2): reads `text` aloud in `lang`. Not
 * drawn where the browser has no voices, nor for a side with no text. A click here never reaches
 * the card under it (a flip card would turn).
 */
export function SpeakButton({
  text,
  lang,
  label,
  className,
}: {
  text: string;
  lang: string;
  /** what is read, for the button's name: "Read the question aloud" */
  label: string;
  className?: string;
}) {
  const canSpeak = useCanSpeak();
  if (!canSpeak || !text.trim()) return null;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        speak(text, lang);
      }}
      className={clsx(
        'inline-grid h-8 w-8 shrink-0 place-items-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-brand-700',
        className,
      )}
    >
      <Volume2 className="h-4.5 w-4.5" aria-hidden="true" />
    </button>
  );
}

/** The auto-read switch of flip study and review: each side is read as it shows. */
export function AutoReadSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const canSpeak = useCanSpeak();
  if (!canSpeak) return null;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-600">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 accent-brand-600"
      />
      Read aloud
    </label>
  );
}
