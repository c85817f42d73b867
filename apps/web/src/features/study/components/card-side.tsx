import { clsx } from 'clsx';
import { CardImageButton } from './card-image-button.tsx';
import type { ZoomedImage } from './image-zoom-dialog.tsx';
import { MathText } from '../../../components/ui/math-text.tsx';

export interface CardSideProps {
  /** "Question" or "Answer" */
  side: 'Question' | 'Answer';
  text: string;
  image: string | null;
  cardNumber: number;
  onZoom: (image: ZoomedImage) => void;
  /** the flip card's large centred text, or the list's */
  size?: 'list' | 'study';
}

/**
 * One side of a card: its image (a button that enlarges it) and its text, math drawn (MathText).
 * Equations may also be Unicode text (x², ∫₀¹…), so line breaks are kept. Long unbroken runs (a
 * chemical name, a URL) wrap anywhere: overflow-wrap "anywhere", unlike "break-word", also narrows
 * the text's min-content width, so a centring flex column cannot stretch it past the card.
 */
export function CardSide({ side, text, image, cardNumber, onZoom, size = 'list' }: CardSideProps) {
  const study = size === 'study';
  return (
    <div className={clsx('flex max-w-full min-w-0 flex-col gap-3', study && 'w-full items-center')}>
      {image && (
        <CardImageButton
          image={{ src: image, alt: `${side} image, card ${cardNumber}` }}
          onZoom={onZoom}
          className={study ? 'w-full max-w-md' : 'w-full'}
          imageClassName={study ? 'max-h-48 sm:max-h-60' : 'max-h-40'}
        />
      )}
      {text && (
        <p
          className={clsx(
            'max-w-full whitespace-pre-wrap wrap-anywhere',
            study ? 'text-center text-xl leading-relaxed font-medium md:text-2xl' : 'text-slate-800',
          )}
        >
          <MathText text={text} />
        </p>
      )}
    </div>
  );
}
