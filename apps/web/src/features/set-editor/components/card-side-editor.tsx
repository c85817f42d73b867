import { SetLimits } from '@coursecards/shared/constants/limits';
import { clsx } from 'clsx';
import { AlertCircle, ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type DragEvent } from 'react';
import { imageFileProblem, uploadFailureMessage, uploadImage } from '../api/set-editor-api.ts';
import type { CardSide } from '../lib/card-draft.ts';
import { fieldClasses } from './field-styles.ts';
import { MathPreview } from './math-preview.tsx';

/** What the "insert equation" control gets: the field it writes into. */
export interface EquationControlProps {
  /** e.g. "Card 2 question", for the control's accessible name */
  label: string;
  text: string;
  onTextChange: (text: string) => void;
}
/** A component the page supplies (the equation feature's button), rendered beside each side's image button. */
export type EquationControlType = ComponentType<EquationControlProps>;

export interface CardSideEditorProps {
  side: CardSide;
  /** 1-based card number, for labels */
  number: number;
  /** the card heading's id: the text field is named "Card {n} Question" */
  cardLabelId: string;
  textId: string;
  text: string;
  image: string | null;
  onText: (text: string) => void;
  onImage: (url: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** this side is the missing half of an incomplete card */
  invalid: boolean;
  EquationControl?: EquationControlType | undefined;
}

const sideName = { question: 'Question', answer: 'Answer' } as const;

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * One side of a card: text (with a preview of its math), an image, or both, plus the equation slot. An image is checked here
 * (type, 5 MB), uploaded at once with a preview and a spinner, and the card keeps the stored address.
 */
export function CardSideEditor(props: CardSideEditorProps) {
  const { side, number, text, image, onText, onImage, onUploadingChange, EquationControl } = props;
  const [uploading, setUploading] = useState<{ preview: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const labelId = `${props.textId}-label`;
  const what = `card ${number} ${side}`;

  // A preview's object URL lives only as long as its upload.
  useEffect(() => {
    const preview = uploading?.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [uploading]);

  async function take(file: File | undefined) {
    if (!file || uploading) return;
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem) return;
    setUploading({ preview: previewOf(file) });
    onUploadingChange(true);
    try {
      onImage(await uploadImage(file));
    } catch (err) {
      setError(uploadFailureMessage(err));
    } finally {
      setUploading(null);
      onUploadingChange(false);
    }
  }

  function handleDrop(event: DragEvent) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropping(false);
    void take(event.dataTransfer.files[0]);
  }

  const shownImage = uploading ? uploading.preview : image;

  return (
    <div
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={handleDrop}
      className={clsx(
        'flex min-w-0 flex-col gap-2 rounded-xl p-3 ring-1 transition-colors',
        dropping
          ? 'bg-brand-50 ring-2 ring-brand-400'
          : props.invalid
            ? 'bg-red-50/60 ring-red-300'
            : 'bg-slate-50 ring-slate-200',
      )}
    >
      <span id={labelId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {sideName[side]}
      </span>
      <textarea
        id={props.textId}
        aria-labelledby={`${props.cardLabelId} ${labelId}`}
        aria-invalid={props.invalid || undefined}
        rows={2}
        value={text}
        maxLength={SetLimits.cardTextMax}
        onChange={(event) => onText(event.target.value)}
        placeholder={side === 'question' ? 'Type a question or term' : 'Type the answer'}
        className={clsx(fieldClasses(props.invalid), 'field-sizing-content min-h-16 resize-none py-2')}
      />
      <MathPreview text={text} id={`${props.textId}-math`} />

      {shownImage !== null || uploading ? (
        <div className="relative overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
          {shownImage ? (
            <img
              src={shownImage}
              alt={`Image for ${what}`}
              className={clsx('mx-auto max-h-48 w-full object-contain', uploading && 'opacity-50')}
            />
          ) : (
            <div className="h-24" />
          )}
          {uploading && (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center gap-2 bg-white/40 text-sm font-medium text-brand-800"
            >
              <span
                className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
                aria-hidden="true"
              />
              Uploading image…
            </div>
          )}
        </div>
      ) : null}

      {error && (
        <p role="alert" className="flex items-start gap-1.5 text-sm text-red-700">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-1.5">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          aria-label={`Choose an image for ${what}`}
          className="hidden"
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          disabled={Boolean(uploading)}
          onClick={() => fileInput.current?.click()}
          aria-label={image ? `Replace image of ${what}` : `Add image to ${what}`}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-white disabled:opacity-50"
        >
          {image ? (
            <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <ImagePlus className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {image ? 'Replace image' : 'Add image'}
        </button>
        {image && !uploading && (
          <button
            type="button"
            onClick={() => {
              setError(null);
              onImage(null);
            }}
            aria-label={`Remove image of ${what}`}
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-xs font-medium text-red-700 ring-1 ring-red-200 hover:bg-red-50"
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
            Remove image
          </button>
        )}
        {EquationControl && <EquationControl label={`Card ${number} ${side}`} text={text} onTextChange={onText} />}
        <span className="ml-auto hidden text-xs text-slate-500 lg:inline">or drop an image here</span>
      </div>
    </div>
  );
}
