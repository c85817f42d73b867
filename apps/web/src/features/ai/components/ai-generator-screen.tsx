/**
 * The full-page AI generator (/ai-generate and /ai-generator, product decisions): the overlay's form on a
 * page of its own, with the spec's AI notes page around it (sets-and-study §2, §5): back to the set
 * creator, the notes remembered under ai-generate-notes, a tip dismissed for good under
 * ai-generate-tip-dismissed. Generated cards go to the set creator exactly as from the overlay:
 * stored under aiGeneratedFlashcards, then /set-creator 1.5 s later.
 */
import { ArrowLeft, FileUp, Lightbulb, ListChecks, PencilLine, Sparkles, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';
import { useRememberedDismissal } from '../../../components/ui/tips-box.tsx';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';
import { AiMessages } from '../lib/ai-messages.ts';
import { storeCardsForCreator } from '../lib/hand-off.ts';
import { GeneratorForm } from './generator-form.tsx';

export function AiGeneratorScreen() {
  const navigate = useNavigate();
  const [initialNotes] = useState(() => safeStorage.get(StorageKeys.aiGenerateNotes) ?? '');

  const rememberNotes = (notes: string) => {
    if (notes) safeStorage.set(StorageKeys.aiGenerateNotes, notes);
    else safeStorage.remove(StorageKeys.aiGenerateNotes);
  };

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/70 via-slate-50 to-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2.5 sm:py-3 md:px-8">
          <Link
            to="/set-creator"
            aria-label="Back to Set Creator"
            className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            <span className="sm:hidden">Back</span>
            <span className="hidden sm:inline">Back to Set Creator</span>
          </Link>
          <Logo className="ml-auto" />
        </div>
      </header>

      <main className="mx-auto max-w-6xl px-4 pt-6 pb-12 md:px-8 md:pt-10">
        <div className="flex items-start gap-4">
          <span className="hidden h-12 w-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-violet-500 text-white shadow-md shadow-brand-500/20 sm:grid">
            <Sparkles className="h-6 w-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Generate Flashcards with AI</h1>
            <p className="mt-1 max-w-2xl text-slate-600">
              Turn a lecture PDF or your own notes into question-and-answer cards, then review them in the set creator.
            </p>
          </div>
        </div>

        <div className="mt-6 grid items-start gap-6 md:mt-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <div className="min-w-0 space-y-4">
            <GeneratorTip />
            <section
              aria-label="Generator"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 md:p-8"
            >
              <GeneratorForm
                variant="page"
                emptyNotesMessage={AiMessages.notesPageEmpty}
                initialNotes={initialNotes}
                onNotesChange={rememberNotes}
                onGenerated={storeCardsForCreator}
                onFinished={() => void navigate('/set-creator')}
                nextStep="Opening the set creator..."
              />
            </section>
          </div>
          <HowItWorks />
        </div>
      </main>
    </div>
  );
}

/** One tip, shown until dismissed; the dismissal is remembered (ai-generate-tip-dismissed). */
function GeneratorTip() {
  const [hidden, dismiss] = useRememberedDismissal(StorageKeys.aiGenerateTipDismissed);
  if (hidden) return null;
  return (
    <aside
      aria-label="Tip"
      className="relative flex gap-3 rounded-2xl bg-amber-50 p-4 pr-12 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-amber-500" aria-hidden="true" />
      <p>
        <span className="font-semibold">Tip:</span> notes with headings, definitions and key terms make the clearest
        cards. A scanned PDF has no text to read: paste its notes instead.
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss tip"
        className="absolute top-3 right-3 rounded-lg p-1.5 text-amber-700 hover:bg-amber-100"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </aside>
  );
}

function HowItWorks() {
  return (
    <aside
      aria-labelledby="ai-how-it-works"
      className="rounded-2xl bg-white/70 p-5 ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-20"
    >
      <h2 id="ai-how-it-works" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        How it works
      </h2>
      <ol className="mt-4 space-y-5">
        <Step icon={<FileUp className="h-4 w-4" />} title="Add your material">
          Upload a lecture PDF (up to 30MB) and its text fills your notes, or paste notes of at least 100 characters.
        </Step>
        <Step icon={<ListChecks className="h-4 w-4" />} title="Choose how many cards">
          From a quick 5 to an intensive 50, or let the AI decide from what your notes cover.
        </Step>
        <Step icon={<PencilLine className="h-4 w-4" />} title="Review and save">
          The cards open in the set creator: edit any of them, add a title and class code, then save.
        </Step>
      </ol>
      <p className="mt-5 border-t border-slate-200 pt-4 text-xs text-slate-500">
        Your notes are kept in this browser, so they are still here when you come back.
      </p>
    </aside>
  );
}

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="text-sm">
        <p className="font-medium text-slate-900">{title}</p>
        <p className="mt-0.5 text-slate-600">{children}</p>
      </div>
    </li>
  );
}
