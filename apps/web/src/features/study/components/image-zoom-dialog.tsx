import { Modal } from '../../../components/ui/modal.tsx';

/** An image on a card, as the zoom preview shows it. */
export interface ZoomedImage {
  src: string;
  /** names the image: "Question image, card 3" */
  alt: string;
}

/** The image zoom preview: the card's image as large as the screen allows, in a modal dialog. */
export function ImageZoomDialog({ image, onClose }: { image: ZoomedImage | null; onClose: () => void }) {
  return (
    <Modal open={image !== null} onClose={onClose} title={image?.alt ?? ''} size="lg">
      {image && (
        <div className="grid place-items-center rounded-xl bg-slate-50 p-2 ring-1 ring-slate-200">
          <img src={image.src} alt={image.alt} className="max-h-[70dvh] w-full rounded-lg object-contain" />
        </div>
      )}
    </Modal>
  );
}
