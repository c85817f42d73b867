import { ImportLimits } from '@coursecards/shared/constants/import-limits';
import { readPaste } from '@coursecards/shared/domain/paste-import';
import type { ImportedCard, ImportPreviewResponse } from '@coursecards/shared/schemas/import-export';
import { clsx } from 'clsx';
import { AlertTriangle, ClipboardPaste, FileUp, ImageIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { previewImportFile } from '../api/import-export-api.ts';
import { CARD_SEPARATORS, customSeparator, partsOf, partTitle, TERM_SEPARATORS } from '../lib/import-choices.ts';
import { MathText } from '../../../components/ui/math-text.tsx';

/** What an import hands the creator: a title and the cards, nothing saved yet. */
export interface ImportResult {
  title: string;
  cards: ImportedCard[];
}

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: (result: ImportResult) => void;
}

type Tab = 'paste' | 'file';

/**
 * Import (docs/product/import-export.md): paste text with a live preview, or choose a file (CSV,
 * TSV, text, Anki package) that the server reads into a preview. Either ends by handing the cards
 * to the creator, where the student reviews and saves them.
 */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const [tab, setTab] = useState<Tab>('paste');
  const tabsId = useId();
  const tabs: { id: Tab; label: string; Icon: typeof FileUp }[] = [
    { id: 'paste', label: 'Paste', Icon: ClipboardPaste },
    { id: 'file', label: 'File', Icon: FileUp },
  ];
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ paste: null, file: null });

  return (
    <Modal open={open} onClose={onClose} title="Import cards" size="lg" className="max-h-[92dvh]">
      <div className="flex min-h-0 flex-1 flex-col">
        <div role="tablist" aria-label="Import from" className="mt-1 flex gap-1 rounded-xl bg-slate-100 p-1">
          {tabs.map(({ id, label, Icon }, i) => (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`${tabsId}-${id}`}
              aria-selected={tab === id}
              aria-controls={`${tabsId}-${id}-panel`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                const next = tabs[(i + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
                if (!next) return;
                setTab(next.id);
                tabRefs.current[next.id]?.focus();
              }}
              className={clsx(
                'flex flex-1 items-center justify-center gap-2 rounded-lg py-2 text-sm font-semibold transition-colors',
                tab === id ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${tabsId}-${tab}-panel`}
          aria-labelledby={`${tabsId}-${tab}`}
          className="mt-4 flex min-h-0 flex-1 flex-col"
        >
          {tab === 'paste' ? <PasteImport onImported={onImported} /> : <FileImport onImported={onImported} />}
        </div>
      </div>
    </Modal>
  );
}

function SeparatorChoice({
  legend,
  name,
  options,
  choice,
  custom,
  onChoice,
  onCustom,
}: {
  legend: string;
  name: string;
  options: readonly { id: string; label: string }[];
  choice: string;
  custom: string;
  onChoice: (id: string) => void;
  onCustom: (value: string) => void;
}) {
  const customId = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-2">
        {[...options, { id: 'custom', label: 'Custom' }].map((option) => (
          <label key={option.id} className="flex items-center gap-1.5 text-sm text-slate-700">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={choice === option.id}
              onChange={() => onChoice(option.id)}
              className="h-4 w-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
        {choice === 'custom' && (
          <>
            <label htmlFor={customId} className="sr-only">
              Custom separator: {legend.toLowerCase()}
            </label>
            <input
              id={customId}
              value={custom}
              maxLength={ImportLimits.separatorMax}
              onChange={(event) => onCustom(event.target.value)}
              placeholder="e.g. - or \t"
              className="h-8 w-28 rounded-md border border-slate-300 px-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </>
        )}
      </div>
    </fieldset>
  );
}

function PasteImport({ onImported }: { onImported: (result: ImportResult) => void }) {
  const textId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('tab');
  const [termCustom, setTermCustom] = useState(' - ');
  const [card, setCard] = useState('newline');
  const [cardCustom, setCardCustom] = useState('\\n\\n');
  const termSeparator =
    term === 'custom' ? customSeparator(termCustom) : (TERM_SEPARATORS.find((s) => s.id === term)?.value ?? '\t');
  const cardSeparator =
    card === 'custom' ? customSeparator(cardCustom) : (CARD_SEPARATORS.find((s) => s.id === card)?.value ?? '\n');
  const separatorsSet = termSeparator !== '' && cardSeparator !== '';
  // The same reading the server does (paste-import.ts), live as the student types.
  const reading = useMemo(
    () => (separatorsSet && text.trim() !== '' ? readPaste(text, termSeparator, cardSeparator) : null),
    [text, termSeparator, cardSeparator, separatorsSet],
  );
  const cards = (reading?.cards ?? []).map((c) => ({ ...c, questionImage: null, answerImage: null }));

  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={textId} className="text-sm font-medium text-slate-800">
          Paste your cards
        </label>
        <p id={hintId} className="mt-0.5 text-xs text-slate-500">
          From Quizlet: open the set, choose Export, copy the text. Any two-column text works.
        </p>
        <textarea
          id={textId}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={6}
          maxLength={ImportLimits.textMaxChars}
          placeholder={'mitochondria\tpowerhouse of the cell\nribosome\tmakes proteins'}
          className="mt-2 w-full resize-y rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SeparatorChoice
          legend="Between term and definition"
          name="term-separator"
          options={TERM_SEPARATORS}
          choice={term}
          custom={termCustom}
          onChoice={setTerm}
          onCustom={setTermCustom}
        />
        <SeparatorChoice
          legend="Between cards"
          name="card-separator"
          options={CARD_SEPARATORS}
          choice={card}
          custom={cardCustom}
          onChoice={setCard}
          onCustom={setCardCustom}
        />
      </div>
      <Preview cards={cards} warnings={reading?.warnings ?? []} empty="Paste text above to see your cards here." />
      <ImportActions
        count={cards.length}
        disabled={!reading || reading.tooMany || cards.length === 0}
        onImport={(part) => onImported({ title: '', cards: part })}
        cards={cards}
        title=""
      />
    </div>
  );
}

function FileImport({ onImported }: { onImported: (result: ImportResult) => void }) {
  const inputId = useId();
  const hintId = useId();
  const deckId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [deck, setDeck] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  /** Reads the file (the chosen deck of it) on the server; a newer choice cancels an older one. */
  function read(chosen: File, chosenDeck: string | null) {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setFile(chosen);
    setDeck(chosenDeck);
    setLoading(true);
    setError(null);
    previewImportFile(chosen, chosenDeck, controller.signal)
      .then((answer) => setPreview(answer))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setPreview(null);
        setError(err instanceof ApiError ? err.message : 'That file could not be read. Please try again.');
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
  }

  return (
    <div className="flex flex-col gap-4">
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-center transition-colors hover:border-brand-300 hover:bg-brand-50/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
      >
        <FileUp className="h-6 w-6 text-brand-500" aria-hidden="true" />
        <span className="mt-2 text-sm text-slate-700">
          <span className="font-semibold text-brand-700">{file ? 'Choose another file' : 'Choose a file'}</span>
          {file && <span className="block break-all text-slate-500">{file.name}</span>}
        </span>
        <span id={hintId} className="mt-1 text-xs text-slate-500">
          CSV, TSV or text, or an Anki package (.apkg, .colpkg), up to {Math.round(ImportLimits.fileMaxBytes / 2 ** 20)}{' '}
          MB.
        </span>
        <input
          id={inputId}
          type="file"
          accept=".csv,.tsv,.txt,.apkg,.colpkg,text/csv,text/plain,text/tab-separated-values"
          className="sr-only"
          aria-label="Choose a file to import"
          aria-describedby={hintId}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            setPreview(null);
            read(chosen, null);
          }}
        />
      </label>
      {loading && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" /> Reading {file?.name}…
        </p>
      )}
      {error && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      {preview && preview.decks.length > 1 && (
        <div>
          <label htmlFor={deckId} className="text-sm font-medium text-slate-800">
            Deck
          </label>
          <select
            id={deckId}
            value={deck ?? preview.decks[0]?.name ?? ''}
            onChange={(event) => file && read(file, event.target.value)}
            disabled={loading}
            className="mt-1.5 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          >
            {preview.decks.map((d) => (
              <option key={d.name} value={d.name}>
                {d.name} ({d.cardCount.toLocaleString('en-US')} {d.cardCount === 1 ? 'card' : 'cards'})
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-slate-500">Each deck becomes a set of its own: import them one at a time.</p>
        </div>
      )}
      {preview && !loading && (
        <>
          <Preview cards={preview.cards} warnings={preview.warnings} empty="No cards in this deck." />
          <ImportActions
            count={preview.cards.length}
            disabled={preview.cards.length === 0}
            onImport={(part, title) => onImported({ title, cards: part })}
            cards={preview.cards}
            title={preview.title}
          />
        </>
      )}
    </div>
  );
}

const PREVIEW_ROWS = 5;

function Preview({ cards, warnings, empty }: { cards: ImportedCard[]; warnings: string[]; empty: string }) {
  return (
    <section aria-label="Preview" className="rounded-xl border border-slate-200">
      <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
        <h3 className="text-sm font-semibold text-slate-800">Preview</h3>
        <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
          {cards.length.toLocaleString('en-US')} {cards.length === 1 ? 'card' : 'cards'}
        </p>
      </div>
      {warnings.length > 0 && (
        <ul aria-label="Problems found" className="space-y-1 border-b border-amber-200 bg-amber-50 px-3 py-2">
          {warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2 text-sm text-amber-900">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {warning}
            </li>
          ))}
        </ul>
      )}
      {cards.length === 0 ? (
        <p className="px-3 py-4 text-sm text-slate-500">{empty}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {cards.slice(0, PREVIEW_ROWS).map((c, i) => (
            <li key={i} className="grid grid-cols-2 gap-3 px-3 py-2 text-sm">
              <Side text={c.question} image={c.questionImage} label="Term" />
              <Side text={c.answer} image={c.answerImage} label="Definition" />
            </li>
          ))}
          {cards.length > PREVIEW_ROWS && (
            <li className="px-3 py-2 text-xs text-slate-500">
              and {(cards.length - PREVIEW_ROWS).toLocaleString('en-US')} more
            </li>
          )}
        </ol>
      )}
    </section>
  );
}

function Side({ text, image, label }: { text: string; image: string | null; label: string }) {
  return (
    <div className="min-w-0">
      <span className="sr-only">{label}: </span>
      {image && (
        <span className="mb-1 inline-flex items-center gap-1 text-xs text-slate-500">
          <ImageIcon className="h-3.5 w-3.5" aria-hidden="true" /> image
        </span>
      )}
      <p
        className={clsx(
          'line-clamp-3 break-words whitespace-pre-line',
          text ? 'text-slate-800' : 'text-red-600 italic',
        )}
      >
        {text ? <MathText text={text} /> : image ? '' : 'empty'}
      </p>
    </div>
  );
}

/** The import button; for a deck bigger than a set, a choice of which numbered part to open. */
function ImportActions({
  count,
  disabled,
  cards,
  title,
  onImport,
}: {
  count: number;
  disabled: boolean;
  cards: ImportedCard[];
  title: string;
  onImport: (cards: ImportedCard[], title: string) => void;
}) {
  const partId = useId();
  const parts = partsOf(count);
  const [part, setPart] = useState(0);
  const chosen = parts[Math.min(part, parts.length - 1)];
  const size = chosen ? chosen.last - chosen.first + 1 : 0;
  return (
    <div className="sticky bottom-0 mt-auto flex flex-col gap-3 border-t border-slate-200 bg-white pt-3 sm:flex-row sm:items-end sm:justify-end">
      {parts.length > 1 && (
        <div className="sm:mr-auto">
          <label htmlFor={partId} className="text-sm font-medium text-slate-800">
            Part to open now
          </label>
          <select
            id={partId}
            value={part}
            onChange={(event) => setPart(Number(event.target.value))}
            className="mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          >
            {parts.map((p) => (
              <option key={p.index} value={p.index}>
                Part {p.index + 1} of {parts.length}: cards {p.first + 1}–{p.last + 1}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button
        className="w-full sm:w-auto"
        disabled={disabled}
        onClick={() =>
          chosen &&
          onImport(
            cards.slice(chosen.first, chosen.last + 1),
            title ? partTitle(title, chosen.index, parts.length) : '',
          )
        }
      >
        Import {size.toLocaleString('en-US')} {size === 1 ? 'card' : 'cards'}
      </Button>
    </div>
  );
}
