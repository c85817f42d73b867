import type { DueCard } from '@coursecards/shared/schemas/review';
import { clsx } from 'clsx';
import { MathText } from '../../../components/ui/math-text.tsx';
import { SpeakButton } from '../../../components/speech/speak-button.tsx';

function Side({ label, text, image, lang }: { label: string; text: string; image: string | null; lang: string }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-3">
      <p className="flex items-center gap-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        {label}
        <SpeakButton text={text} lang={lang} label={`Read the ${label.toLowerCase()} aloud`} />
      </p>
      {image && (
        <img src={image} alt={`${label} image`} className="max-h-48 w-auto max-w-full rounded-lg sm:max-h-60" />
      )}
      {text && (
        <p className="text-center text-xl leading-relaxed font-medium whitespace-pre-wrap break-words [overflow-wrap:anywhere] md:text-2xl">
          <MathText text={text} />
        </p>
      )}
    </div>
  );
}

/** The card under review: its question, and its answer once revealed. */
export function ReviewCardFace({ card, revealed }: { card: DueCard; revealed: boolean }) {
  return (
    <div
      className={clsx(
        'flex min-h-64 flex-col justify-center gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:min-h-80 md:p-10',
      )}
    >
      <Side label="Question" text={card.question} image={card.questionImage} lang={card.language} />
      {revealed && (
        <>
          <hr className="border-slate-200" />
          <Side label="Answer" text={card.answer} image={card.answerImage} lang={card.language} />
        </>
      )}
    </div>
  );
}
