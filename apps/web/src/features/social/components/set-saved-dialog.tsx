import { Timings } from '@coursecards/shared/constants/limits';
import { clsx } from 'clsx';
import { BookmarkCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SocialMessages } from '../lib/social-messages.ts';

/**
 * <SetSavedDialog open onClose />: spec "Set Saved Successfully!". A progress bar runs down for
 * Timings.savedDialogAutoClose (3 s), the dialog then fades out over Timings.savedDialogFade
 * (500 ms) and reports onClose. "View Saved Sets" goes to /saved-sets; the close button, Escape
 * and the backdrop close it at once.
 */
export function SetSavedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [fading, setFading] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  // Every way out (the timer, the close button, Escape, a link) ends here, ready for the next save.
  const finish = useCallback(() => {
    setFading(false);
    onClose();
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    // Web Animations rather than a CSS keyframe: the bar's length is the timing constant.
    const countdown = bar.current?.animate?.([{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], {
      duration: Timings.savedDialogAutoClose,
      easing: 'linear',
      fill: 'forwards',
    });
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const fadeTimer = setTimeout(() => {
      setFading(true);
      closeTimer = setTimeout(finish, Timings.savedDialogFade);
    }, Timings.savedDialogAutoClose);
    return () => {
      clearTimeout(fadeTimer);
      clearTimeout(closeTimer);
      countdown?.cancel();
    };
  }, [open, finish]);

  return (
    <Modal
      open={open}
      onClose={finish}
      size="sm"
      title={
        <span className="flex items-center gap-2.5">
          <span className="grid h-8 w-8 place-items-center rounded-full bg-emerald-50 text-emerald-600">
            <BookmarkCheck className="h-5 w-5" aria-hidden="true" />
          </span>
          {SocialMessages.savedTitle}
        </span>
      }
      // 500 ms: Timings.savedDialogFade, the time the close waits for.
      className={clsx(
        'transition-opacity duration-500 backdrop:transition-opacity backdrop:duration-500',
        fading && 'opacity-0 backdrop:opacity-0',
      )}
    >
      <div data-fading={fading || undefined}>
        <p className="text-slate-600">A copy of this set is now in your Saved Sets, ready to study anytime.</p>
        <div className="mt-5 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div ref={bar} className="h-full origin-left rounded-full bg-emerald-500" />
        </div>
        <Link to="/saved-sets" className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
          {SocialMessages.viewSavedSets}
        </Link>
      </div>
    </Modal>
  );
}
