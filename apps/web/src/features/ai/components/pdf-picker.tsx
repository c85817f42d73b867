import { clsx } from 'clsx';
import { FileText, FileUp, X } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PdfNotice, PdfState } from '../lib/use-pdf-notes.ts';

const pageLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'page' : 'pages'}`;

/** The optional PDF: chosen with the file picker or dropped on the zone, then shown with its state. */
export function PdfPicker({
  pdf,
  error,
  notice,
  disabled,
  onChoose,
  onRemove,
}: {
  pdf: PdfState;
  error: string | null;
  notice: PdfNotice | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onChoose(file);
  };

  return (
    <div>
      <p className="text-sm font-medium text-slate-800">
        PDF <span className="font-normal text-slate-500">(optional)</span>
      </p>
      {pdf.status === 'none' ? (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="pdf-drop-zone"
          className={clsx(
            'mt-2 flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            dragging
              ? 'border-brand-500 bg-brand-50'
              : 'border-slate-300 bg-slate-50 hover:border-brand-300 hover:bg-brand-50/50',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <FileUp className="h-6 w-6 text-brand-500" aria-hidden="true" />
          <span className="mt-2 text-sm text-slate-700">
            <span className="font-semibold text-brand-700 underline-offset-2 hover:underline">Choose a PDF</span> or
            drag and drop it here
          </span>
          <span id={hintId} className="mt-1 text-xs text-slate-500">
            PDF only, up to 30MB. Its text fills your notes.
          </span>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            aria-label="Upload a PDF (optional)"
            aria-describedby={hintId}
            disabled={disabled}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so choosing the same file again is still a change.
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
        </label>
      ) : (
        <div className="mt-2 flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-white text-brand-600 ring-1 ring-slate-200">
            {pdf.status === 'parsing' ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <FileText className="h-4 w-4" aria-hidden="true" />
            )}
          </span>
          <div className="min-w-0 flex-1" role="status">
            <p className="truncate text-sm font-medium text-slate-900">{pdf.name}</p>
            <p className="text-xs text-slate-500">
              {pdf.status === 'parsing'
                ? 'Reading the PDF...'
                : pdf.pageCount === null
                  ? 'Text added to your notes'
                  : `${pageLabel(pdf.pageCount)} · text added to your notes`}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-200/60 hover:text-slate-700 disabled:opacity-50"
            aria-label={pdf.status === 'parsing' ? 'Cancel PDF' : 'Remove PDF'}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {notice && (
        <p
          role="status"
          className={clsx(
            'mt-2 rounded-lg px-3 py-2 text-sm',
            notice.tone === 'warning'
              ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'
              : 'bg-sky-50 text-sky-900 ring-1 ring-sky-200',
          )}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
