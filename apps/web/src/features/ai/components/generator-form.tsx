/**
 * GeneratorForm: the AI generator's form, shared by the overlay and the full page (/ai-generate):
 * optional PDF (parsed at once), notes with a counter capped at 40000, the card count with its
 * presets and bands or auto-count, Generate, then a success state (accounts-and-discovery §2, §4, §5, §8).
 *
 * - onGenerated receives the cards (trimmed, none empty) the moment they arrive; onFinished is
 *   called 1.5 s later (accounts-and-discovery §9). nextStep says what happens then ("Opening the set creator...").
 * - emptyNotesMessage: the overlay's words by default; the AI notes page has its own.
 * - initialNotes / onNotesChange: the page starts from remembered notes and remembers each change.
 * - variant: 'modal' keeps Generate in view at the bottom of the modal's scrolling body; 'page'
 *   lays it out in the flow.
 * - review: the cards first appear as a list to keep, edit or drop (ReviewCards); onGenerated receives
 *   the kept cards when the student adds them, and regenerating replaces the batch (ADR 0026).
 */
import { AiLimits, Timings } from '@coursecards/shared/constants/limits';
import { clsx } from 'clsx';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { sessionToken } from '../../../lib/session-token.ts';
import { generateFlashcards, type GeneratedCard } from '../api/ai-api.ts';
import { AiMessages } from '../lib/ai-messages.ts';
import { aiFailureMessage, notesProblem } from '../lib/ai-rules.ts';
import { usePdfNotes } from '../lib/use-pdf-notes.ts';
import { CardCountPicker } from './card-count-picker.tsx';
import { PdfPicker } from './pdf-picker.tsx';
import { ReviewCards } from './review-cards.tsx';

export interface GeneratorFormProps {
  onGenerated: (cards: GeneratedCard[]) => void;
  onFinished: () => void;
  nextStep: string;
  emptyNotesMessage?: string;
  initialNotes?: string;
  onNotesChange?: (notes: string) => void;
  intro?: ReactNode;
  variant: 'modal' | 'page';
  review?: boolean;
}

export function GeneratorForm({
  onGenerated,
  onFinished,
  nextStep,
  emptyNotesMessage = AiMessages.notesEmpty,
  initialNotes = '',
  onNotesChange,
  intro,
  variant,
  review = false,
}: GeneratorFormProps) {
  const notesId = useId();
  const counterId = useId();
  const progressId = useId();
  const [notes, setNotesState] = useState(() => initialNotes.slice(0, AiLimits.notesMax));
  const [count, setCount] = useState<number>(AiLimits.cardCountDefault);
  const [autoCount, setAutoCount] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'editing' | 'generating' | 'review' | 'done'>('editing');
  // the batch under review; a new one replaces it (key makes ReviewCards start afresh)
  const [batch, setBatch] = useState<{ cards: GeneratedCard[]; message: string | null; id: number } | null>(null);
  const [generated, setGenerated] = useState<{ count: number; message: string | null }>({ count: 0, message: null });
  const setNotes = (value: string) => {
    setNotesState(value);
    onNotesChange?.(value);
  };
  const pdf = usePdfNotes((text) => {
    setNotes(text);
    setError(null);
  });
  const request = useRef<AbortController | null>(null);
  const finish = useEffectEvent(onFinished);

  useEffect(() => () => request.current?.abort(), []);

  // accounts-and-discovery §9: the hand-over completes 1.5 s after the cards arrive.
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => finish(), Timings.aiOverlayCloseAfterGeneration);
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function generate(event?: FormEvent) {
    event?.preventDefault();
    if ((phase !== 'editing' && phase !== 'review') || pdf.pdf.status === 'parsing') return;
    const problem = notesProblem(notes, emptyNotesMessage);
    if (problem) return setError(problem);
    if (!sessionToken.get()) return setError(AiMessages.notAuthenticated);

    setError(null);
    setPhase('generating');
    const controller = new AbortController();
    request.current = controller;
    try {
      const { cards, message } = await generateFlashcards({ notes: notes.trim(), count, autoCount }, controller.signal);
      if (cards.length === 0) {
        setError(AiMessages.noValidCards);
        setPhase('editing');
        return;
      }
      const shortfall = autoCount ? null : (message ?? null);
      if (review) {
        setBatch((current) => ({ cards, message: shortfall, id: (current?.id ?? 0) + 1 }));
        setPhase('review');
        return;
      }
      onGenerated(cards);
      setGenerated({ count: cards.length, message: shortfall });
      setPhase('done');
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(aiFailureMessage(err, AiMessages.generateFailed));
      setPhase('editing');
    }
  }

  if (phase === 'review' && batch) {
    return (
      <ReviewCards
        key={batch.id}
        cards={batch.cards}
        message={batch.message}
        onEditNotes={() => setPhase('editing')}
        onRegenerate={() => void generate()}
        onAdd={(kept) => {
          onGenerated(kept);
          setGenerated({ count: kept.length, message: null });
          setPhase('done');
        }}
      />
    );
  }

  if (phase === 'done') {
    return (
      <div
        role="status"
        className={clsx('flex flex-col items-center text-center', variant === 'page' ? 'py-16' : 'py-10')}
      >
        <span className="grid h-14 w-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
          <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
        </span>
        <p className="mt-4 text-lg font-semibold">
          {generated.count} {generated.count === 1 ? 'flashcard' : 'flashcards'} generated!
        </p>
        {/* Fewer than asked: the server says how many and why (ADR 0026), and the student should know. */}
        {generated.message && <p className="mt-1 max-w-md text-sm text-slate-600">{generated.message}</p>}
        <p className="mt-1 text-slate-600">{nextStep}</p>
      </div>
    );
  }

  const busy = phase === 'generating';
  const parsing = pdf.pdf.status === 'parsing';
  return (
    <form onSubmit={(event) => void generate(event)} noValidate className="space-y-5">
      {intro}
      <PdfPicker
        pdf={pdf.pdf}
        error={pdf.error}
        notice={pdf.notice}
        disabled={busy}
        onChoose={pdf.choose}
        onRemove={() => {
          // The PDF's text goes with it, unless the user has made it their own by editing it.
          if (pdf.pdf.status === 'ready' && notes === pdf.pdf.text) setNotes('');
          pdf.clear();
        }}
      />
      <div>
        <label htmlFor={notesId} className="text-sm font-medium text-slate-800">
          Your notes
        </label>
        <textarea
          id={notesId}
          value={notes}
          maxLength={AiLimits.notesMax}
          disabled={busy}
          aria-describedby={counterId}
          onChange={(event) => {
            setNotes(event.target.value.slice(0, AiLimits.notesMax));
            setError(null);
          }}
          rows={variant === 'page' ? 10 : 6}
          placeholder="Paste or type your lecture notes, a textbook section or a study guide..."
          className="mt-2 block min-h-32 w-full resize-y rounded-xl border-0 bg-white px-4 py-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500"
        />
        <div className="mt-1.5 flex justify-between gap-4 text-xs text-slate-500">
          <span>At least {AiLimits.notesMin} characters</span>
          <span id={counterId} className="tabular-nums">
            {notes.length.toLocaleString('en-US')} / {AiLimits.notesMax.toLocaleString('en-US')} characters
          </span>
        </div>
      </div>
      <CardCountPicker
        count={count}
        autoCount={autoCount}
        disabled={busy}
        onCount={setCount}
        onAutoCount={setAutoCount}
      />
      <div
        className={clsx(
          variant === 'modal'
            ? // Kept in view at the bottom of the scrolling panel (the Modal body pads 1.5rem below).
              'sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-100 bg-white px-6 pt-4 pb-5'
            : 'border-t border-slate-100 pt-5',
        )}
      >
        {error && (
          <p
            role="alert"
            className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700 ring-1 ring-red-200"
          >
            {error}
          </p>
        )}
        {busy && (
          // An AI call takes seconds: say what is happening, not only spin.
          <div className="mb-3" role="status">
            <IndeterminateBar />
            <p id={progressId} className="mt-2 text-center text-sm text-slate-600">
              {autoCount
                ? 'Reading your notes and writing the flashcards they need...'
                : `Reading your notes and writing ${count} flashcards...`}
            </p>
          </div>
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={busy}
          disabled={parsing}
          aria-describedby={busy ? progressId : undefined}
        >
          {!busy && <Sparkles className="h-5 w-5" aria-hidden="true" />}
          {busy ? 'Generating...' : 'Generate Flashcards'}
        </Button>
        <p className="mt-2 text-center text-xs text-slate-500">
          All generated cards are editable: review and change them before you save the set.
        </p>
      </div>
    </form>
  );
}

/**
 * A bar that sweeps while the length of the wait is unknown. Animated from script: the page's
 * Content-Security-Policy allows no inline <style> for a keyframes rule. Still for reduced motion.
 */
function IndeterminateBar() {
  const sweep = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = sweep.current;
    if (!bar || typeof bar.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = bar.animate([{ transform: 'translateX(-100%)' }, { transform: 'translateX(300%)' }], {
      duration: 1400,
      easing: 'ease-in-out',
      iterations: Infinity,
    });
    return () => animation.cancel();
  }, []);
  return (
    <div className="h-1.5 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
      <div
        ref={sweep}
        className="h-full w-1/3 rounded-full bg-brand-500 motion-reduce:w-full motion-reduce:animate-pulse"
      />
    </div>
  );
}
