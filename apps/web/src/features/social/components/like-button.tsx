import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { AlertToast } from '../../../components/ui/alert-toast.tsx';
import { likeCountLabel } from '../lib/social-messages.ts';
import { useLike } from '../lib/use-like.ts';

/**
 * <LikeButton setId userId />: the heart and like count of one set, for the set viewer.
 *
 * A toggle button (aria-pressed) showing the server's count; pressing it likes or unlikes the
 * set (see useLike: one request at a time, the server's count after each change, the state
 * remembered under set_{id}_liked). A failure shows "Failed to update like status." in an alert
 * the user dismisses. Needs a QueryClientProvider above it; `userId` is the signed-in user's uid.
 */
export function LikeButton({ setId, userId, className }: { setId: string; userId: string; className?: string }) {
  const like = useLike(setId, userId);
  const countText =
    like.likesCount !== undefined ? likeCountLabel(like.likesCount) : like.countFailed ? 'likes not available' : '';

  return (
    <>
      <button
        type="button"
        onClick={like.toggle}
        aria-pressed={like.hasLiked}
        // Not `disabled`: the button keeps focus while its request is on its way.
        aria-disabled={like.pending || undefined}
        aria-busy={like.pending || undefined}
        title={like.hasLiked ? 'Unlike this set' : 'Like this set'}
        className={clsx(
          'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ring-inset aria-disabled:cursor-wait',
          like.hasLiked
            ? 'bg-rose-50 text-rose-700 ring-rose-200 hover:bg-rose-100'
            : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-rose-700',
          className,
        )}
      >
        <Heart
          className={clsx(
            'h-5 w-5 transition-transform',
            like.hasLiked ? 'fill-rose-500 text-rose-500' : 'text-rose-400',
            like.pending && 'scale-90',
          )}
          aria-hidden="true"
        />
        <span className="sr-only">Like this set{countText && `, ${countText}`}</span>
        <span aria-hidden="true" className="min-w-[1ch] tabular-nums">
          {like.likesCount !== undefined ? (
            like.likesCount.toLocaleString('en-US')
          ) : like.countFailed ? (
            '—'
          ) : (
            <span className="inline-block h-3 w-4 animate-pulse rounded bg-slate-200 align-middle" />
          )}
        </span>
      </button>
      {like.error && <AlertToast message={like.error} onDismiss={like.dismissError} />}
    </>
  );
}
