import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** panel width */
  size?: 'sm' | 'md' | 'lg';
  /** a side drawer instead of a centred panel */
  placement?: 'center' | 'left';
  className?: string;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * A modal on the native <dialog>: the browser traps focus, closes it on Escape, makes the page
 * behind inert and returns focus to where it was.
 */
export function Modal({ open, onClose, title, children, size = 'md', placement = 'center', className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Every way of closing (button, backdrop, Escape) goes through the dialog, which reports it once.
  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself, not on its content.
      onClick={(e) => e.target === ref.current && close()}
      className={clsx(
        'bg-white text-ink shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm open:flex open:flex-col',
        placement === 'center'
          ? ['m-auto w-[calc(100%-2rem)] rounded-2xl', widths[size]]
          : 'my-0 mr-auto ml-0 h-full max-h-none w-80 max-w-[85vw]',
        className,
      )}
    >
      {open && (
        <div className="flex min-h-0 flex-1 flex-col">
          <div className="flex items-start justify-between gap-4 px-6 pt-5">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-3 pb-6">{children}</div>
        </div>
      )}
    </dialog>
  );
}
