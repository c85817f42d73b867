import type { ExportFormat } from '@coursecards/shared/schemas/import-export';
import { clsx } from 'clsx';
import { ChevronDown, Download, FileSpreadsheet, FileText, Package, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';

const FORMATS: { format: ExportFormat; label: string; hint: string; Icon: LucideIcon }[] = [
  { format: 'csv', label: 'CSV', hint: 'Spreadsheets, and imports here', Icon: FileSpreadsheet },
  { format: 'text', label: 'Text (Quizlet)', hint: 'Tab between sides, one card a line', Icon: FileText },
  { format: 'apkg', label: 'Anki package', hint: 'A deck with its images, for Anki', Icon: Package },
];

/**
 * The set viewer's Export button: a disclosure with the three formats. Each downloads the file at
 * once; the outcome is announced.
 */
export function ExportMenu({ setId }: { setId: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  async function exportAs(format: ExportFormat) {
    setBusy(format);
    setStatus(null);
    try {
      // Loaded on the first export, not with the set viewer: its first paint never needs it.
      const { downloadExport } = await import('../api/import-export-api.ts');
      const name = await downloadExport(setId, format);
      setStatus({ text: `Downloaded ${name}`, error: false });
      setOpen(false);
      toggle.current?.focus();
    } catch (err) {
      setStatus({ text: err instanceof ApiError ? err.message : 'That set could not be exported.', error: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses('secondary', 'md')}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Export
        <ChevronDown className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute bottom-full left-1/2 z-20 mb-2 w-64 -translate-x-1/2 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200 md:top-full md:right-0 md:bottom-auto md:left-auto md:mt-2 md:mb-0 md:translate-x-0"
      >
        <ul aria-label="Export formats">
          {FORMATS.map(({ format, label, hint, Icon }) => (
            <li key={format}>
              <button
                type="button"
                onClick={() => void exportAs(format)}
                disabled={busy !== null}
                className="flex w-full items-start gap-3 rounded-lg px-3 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50 disabled:opacity-60"
              >
                <span className="mt-0.5 h-4 w-4 shrink-0 text-brand-600">
                  {busy === format ? <Spinner className="h-4 w-4" /> : <Icon className="h-4 w-4" aria-hidden="true" />}
                </span>
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{label}</span>
                  <span className="block text-xs text-slate-600">{hint}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {/* A polite live region (not role=status: the viewer's card count is the page's status). */}
      <p aria-live="polite" className="sr-only">
        {status?.text}
      </p>
      {status?.error && (
        <p className="absolute right-0 mt-1 w-64 text-right text-xs text-red-700" aria-hidden="true">
          {status.text}
        </p>
      )}
    </div>
  );
}
