import { clsx } from 'clsx';
import { ZoomIn } from 'lucide-react';
import type { ZoomedImage } from './image-zoom-dialog.tsx';

/**
 * A card's image as a button that opens the zoom preview. The click stops here, so on a flip card
 * it enlarges the image without flipping the card.
 */
export function CardImageButton({
  image,
  onZoom,
  className,
  imageClassName,
}: {
  image: ZoomedImage;
  onZoom: (image: ZoomedImage) => void;
  className?: string;
  imageClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onZoom(image);
      }}
      aria-label={`Enlarge ${image.alt}`}
      className={clsx(
        'group/image relative block overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200 transition hover:ring-brand-300',
        className,
      )}
    >
      <img
        src={image.src}
        alt={image.alt}
        loading="lazy"
        className={clsx('mx-auto w-auto max-w-full object-contain', imageClassName)}
      />
      <span
        aria-hidden="true"
        className="absolute right-2 bottom-2 grid h-8 w-8 place-items-center rounded-full bg-white/90 text-slate-600 shadow-sm ring-1 ring-slate-200 transition group-hover/image:text-brand-700"
      >
        <ZoomIn className="h-4 w-4" />
      </span>
    </button>
  );
}
