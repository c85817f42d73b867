import { ZoomIn } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { QuizMessages } from '../lib/quiz-messages.ts';

/** A question's image: click (or Enter) to see it large in a dialog (sets-and-study §2 'Click image to enlarge'). */
export function QuestionImage({ src, questionNumber }: { src: string; questionNumber: number }) {
  const [open, setOpen] = useState(false);
  const alt = `Image for question ${questionNumber}`;
  return (
    <figure className="mt-4">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="group relative block w-full overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200"
      >
        <img src={src} alt={alt} className="mx-auto max-h-64 w-auto object-contain" />
        <span
          className="absolute right-2 bottom-2 grid h-8 w-8 place-items-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200 transition-transform group-hover:scale-110"
          aria-hidden="true"
        >
          <ZoomIn className="h-4 w-4" />
        </span>
      </button>
      <figcaption className="mt-1.5 text-center text-xs text-slate-500">{QuizMessages.clickToEnlarge}</figcaption>
      <Modal open={open} onClose={() => setOpen(false)} title={`Question ${questionNumber} image`} size="lg">
        <img src={src} alt={alt} className="mx-auto max-h-[75dvh] w-auto rounded-lg object-contain" />
      </Modal>
    </figure>
  );
}
