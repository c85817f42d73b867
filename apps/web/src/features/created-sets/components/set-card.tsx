import { clsx } from 'clsx';
import { Globe, Lock, PencilLine, Trash2 } from 'lucide-react';
import { SetCard as BaseSetCard, CreatedOn } from '../../../components/ui/set-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CreatedSet } from '../api/created-sets-api.ts';
import { CreatedSetsMessages } from '../lib/created-sets-messages.ts';

function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const Icon = isPublic ? Globe : Lock;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        isPublic ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {isPublic ? 'Public Set' : 'Private Set'}
    </span>
  );
}

const iconButton =
  'grid h-9 w-9 place-items-center rounded-lg text-slate-500 transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/**
 * One created set. The title is the link to the study view and stretches over the whole card, so
 * a click anywhere opens it; the edit and delete buttons sit above that link.
 */
export function SetCard({
  set,
  editing,
  onEdit,
  onDelete,
}: {
  set: CreatedSet;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <BaseSetCard
      set={set}
      focusRing="link"
      top={<VisibilityBadge isPublic={set.isPublic} />}
      footer={
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <CreatedOn
            createdAt={set.createdAt}
            fallback={CreatedSetsMessages.recentlyCreated}
            className="min-w-0 text-sm text-slate-500"
          />
          <div className="relative z-10 flex shrink-0 gap-1">
            <button
              type="button"
              onClick={onEdit}
              disabled={editing}
              aria-busy={editing || undefined}
              className={clsx(iconButton, 'hover:bg-brand-50 hover:text-brand-700')}
              aria-label={`Edit ${set.title}`}
              title="Edit set"
            >
              {editing ? <Spinner className="h-4 w-4" /> : <PencilLine className="h-4 w-4" aria-hidden="true" />}
            </button>
            <button
              type="button"
              onClick={onDelete}
              className={clsx(iconButton, 'hover:bg-red-50 hover:text-red-700')}
              aria-label={`Delete ${set.title}`}
              title="Delete set"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      }
    />
  );
}
