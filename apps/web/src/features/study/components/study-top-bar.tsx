import { InnerPageHeader } from '../../../components/ui/inner-page-header.tsx';
import type { BackLink } from '../lib/back-link.ts';

/**
 * The study screens' top bar: the inner pages' header (Back on the left, an optional title in the
 * middle, the logo on the right on wider screens). `state` rides along on the back link (the
 * viewer's origin).
 */
export function StudyTopBar({ back, title, state }: { back: BackLink; title?: string; state?: unknown }) {
  return (
    <InnerPageHeader
      back={{ ...back, state }}
      title={
        title && (
          <p title={title} className="truncate">
            {title}
          </p>
        )
      }
    />
  );
}
