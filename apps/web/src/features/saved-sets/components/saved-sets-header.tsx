import { ListPageActions, ListPageHeader } from '../../../components/ui/list-page-header.tsx';
import { setCountLabel } from '../lib/saved-sets-messages.ts';

/**
 * The page heading, fixed under the mobile top bar (or at the top beside the sidebar) while the
 * grid scrolls. With saved sets it carries the spec's top bar: their count and Find Sets.
 */
export function SavedSetsHeader({ count }: { count?: number }) {
  return (
    <ListPageHeader
      heading={<h1 className="text-2xl font-bold tracking-tight md:text-3xl">Saved Sets</h1>}
      countLabel={count === undefined ? undefined : setCountLabel(count)}
    >
      {count !== undefined && <ListPageActions />}
    </ListPageHeader>
  );
}
