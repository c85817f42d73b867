/**
 * AiOverlay: "Generate Flashcards with AI" (spec accounts §2, §4 "AI generation", §5, §8 "AI").
 *
 *   <AiOverlay open={open} onClose={() => setOpen(false)} onGenerated={(cards) => append(cards)} />
 *
 * - open / onClose: a controlled modal; onClose is called however it closes (button, Escape,
 *   backdrop, or on its own 1.5 s after generating). Each opening starts with a fresh form.
 * - onGenerated (optional): receives the generated cards ({question, answer}[], trimmed, none
 *   empty) the moment they arrive, and the overlay then closes after 1.5 s. Without it the cards
 *   are handed to the set creator: stored under aiGeneratedFlashcards (with shouldScrollToCards),
 *   then the overlay closes and navigates to /set-creator (closing it earlier goes there at once).
 *   The set creator, already on /set-creator, passes onGenerated to append the cards in place.
 *
 * Load it lazily (React.lazy on this module) where it is opened: it is kept out of the landing
 * bundle. It needs a router around it; it reads the session token itself.
 */
import { AiLimits, Timings } from '@coursecards/shared/constants/limits';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { sessionToken } from '../../../lib/session-token.ts';
import { generateFlashcards, type GeneratedCard } from '../api/ai-api.ts';
import { AiMessages } from '../lib/ai-messages.ts';
import { aiFailureMessage, notesProblem } from '../lib/ai-rules.ts';
import { storeCardsForCreator } from '../lib/hand-off.ts';
import { usePdfNotes } from '../lib/use-pdf-notes.ts';
import { CardCountPicker } from './card-count-picker.tsx';
import { PdfPicker } from './pdf-picker.tsx';

export type { GeneratedCard } from '../api/ai-api.ts';

export interface AiOverlayProps {
  open: boolean;
  onClose: () => void;
  onGenerated?: (cards: GeneratedCard[]) => void;
}

export function AiOverlay({ open, onClose, onGenerated }: AiOverlayProps) {
  const navigate = useNavigate();
  // Cards already handed over by storage, waiting for the move to the creator.
  const pendingNavigation = useRef(false);

  const close = () => {
    if (!open) return;
    const goToCreator = pendingNavigation.current;
    pendingNavigation.current = false;
    onClose();
    if (goToCreator) void navigate('/set-creator');
  };

  const handOver = (cards: GeneratedCard[]) => {
    if (onGenerated) onGenerated(cards);
    else {
      storeCardsForCreator(cards);
      pendingNavigation.current = true;
    }
  };

  return (
    <Modal open={open} onClose={close} title="Generate Flashcards with AI" size="lg">
      <AiGenerationForm onGenerated={handOver} onFinished={close} toCreator={!onGenerated} />
    </Modal>
  );
}

/** The form inside the overlay; mounted only while it is open, so every opening starts afresh. */
function AiGenerationForm({
  onGenerated,
  onFinished,
  toCreator,
}: {
  onGenerated: (cards: GeneratedCard[]) => void;
  onFinished: () => void;
  toCreator: boolean;
}) {
  const notesId = useId();
  const counterId = useId();
  const [notes, setNotes] = useState('');
  const [count, setCount] = useState<number>(AiLimits.cardCountDefault);
  const [autoCount, setAutoCount] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'editing' | 'generating' | 'done'>('editing');
  const [generated, setGenerated] = useState(0);
  const pdf = usePdfNotes((text) => {
    setNotes(text);
    setError(null);
  });
  const request = useRef<AbortController | null>(null);
  const finish = useEffectEvent(onFinished);

  useEffect(() => () => request.current?.abort(), []);

  // Spec §9: the overlay closes 1.5 s after the cards arrive.
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => finish(), Timings.aiOverlayCloseAfterGeneration);
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'editing' || pdf.pdf.status === 'parsing') return;
    const problem = notesProblem(notes);
    if (problem) return setError(problem);
    if (!sessionToken.get()) return setError(AiMessages.notAuthenticated);

    setError(null);
    setPhase('generating');
    const controller = new AbortController();
    request.current = controller;
    try {
      const cards = await generateFlashcards({ notes: notes.trim(), count, autoCount }, controller.signal);
      if (cards.length === 0) {
        setError(AiMessages.noValidCards);
        setPhase('editing');
        return;
      }
      onGenerated(cards);
      setGenerated(cards.length);
      setPhase('done');
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(aiFailureMessage(err, AiMessages.generateFailed));
      setPhase('editing');
    }
  }

  if (phase === 'done') {
    return (
      <div role="status" className="flex flex-col items-center py-10 text-center">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
          <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
        </span>
        <p className="mt-4 text-lg font-semibold">
          {generated} {generated === 1 ? 'flashcard' : 'flashcards'} generated!
        </p>
        <p className="mt-1 text-slate-600">{toCreator ? 'Opening the set creator...' : 'Adding them to your set...'}</p>
      </div>
    );
  }

  const busy = phase === 'generating';
  const parsing = pdf.pdf.status === 'parsing';
  return (
    <form onSubmit={(event) => void generate(event)} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        Upload a PDF or paste your notes, and AI turns them into question-and-answer flashcards.
      </p>
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
          rows={6}
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
      {/* Kept in view at the bottom of the scrolling panel (the Modal body pads 1.5rem below), with the error. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-100 bg-white px-6 pt-4 pb-5">
        {error && (
          <p
            role="alert"
            className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700 ring-1 ring-red-200"
          >
            {error}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" busy={busy} disabled={parsing}>
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
