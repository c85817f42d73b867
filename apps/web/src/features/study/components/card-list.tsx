import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { clsx } from 'clsx';
import { ArrowDownAZ, Eye, EyeOff, LayoutGrid, List, ListOrdered, Search, X } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  allRevealed,
  numberCards,
  toggleAllRevealed,
  toggleRevealed,
  visibleCards,
  type CardLayout,
  type CardSort,
} from '../lib/card-list-view.ts';
import { showingLabel, StudyMessages } from '../lib/study-messages.ts';
import { useDrawnInSteps } from '../lib/use-drawn-in-steps.ts';
import { CardListItem } from './card-list-item.tsx';
import { ImageZoomDialog, type ZoomedImage } from './image-zoom-dialog.tsx';

/** A segmented control's button: pressed or not. */
function Segment({
  pressed,
  onPress,
  label,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onPress}
      className={clsx(
        'inline-flex h-8 flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none',
        pressed ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {children}
    </button>
  );
}

const segmentGroup = 'flex rounded-lg bg-slate-100 p-1';

const NONE: ReturnType<typeof visibleCards> = [];

/**
 * "All Flashcards" (sets-and-study §2 "List tools"): search by question or answer text, grid or list, show
 * or hide all answers (and each card's own), A to Z or the set's order, "Showing X of Y cards",
 * and the image zoom preview.
 */
export function CardList({ cards, language }: { cards: readonly Flashcard[]; language: string }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CardSort>('default');
  const [layout, setLayout] = useState<CardLayout>('grid');
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const [zoomed, setZoomed] = useState<ZoomedImage | null>(null);
  const searchId = useId();

  const numbered = useMemo(() => numberCards(cards), [cards]);
  const shown = useMemo(() => visibleCards(numbered, search, sort), [numbered, search, sort]);
  // The cards are drawn in a render of their own, which React may interrupt: the page above them
  // (the set's title, its actions) paints without waiting for every card, and typing in the search
  // box stays quick on a long set; past the first screen they come a few at a time (use-drawn-in-steps.ts).
  const drawn = useDeferredValue(shown, NONE);
  const drawnCount = useDrawnInSteps(drawn.length);
  const shownIds = shown.map(({ card }) => card.id);
  const everyAnswerShown = allRevealed(shownIds, revealed);

  return (
    <section aria-labelledby="all-flashcards-heading">
      <h2 id="all-flashcards-heading" className="text-xl font-bold tracking-tight md:text-2xl">
        {StudyMessages.allFlashcards}
      </h2>

      <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 lg:flex-row lg:items-center">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <label htmlFor={searchId} className="sr-only">
            Search flashcards
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search questions and answers"
            autoComplete="off"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Sort cards" className={clsx(segmentGroup, 'flex-1 sm:flex-none')}>
            <Segment pressed={sort === 'default'} onPress={() => setSort('default')}>
              <ListOrdered className="h-4 w-4" aria-hidden="true" />
              Default order
            </Segment>
            <Segment pressed={sort === 'alphabetical'} onPress={() => setSort('alphabetical')}>
              <ArrowDownAZ className="h-4 w-4" aria-hidden="true" />A to Z
            </Segment>
          </div>
          <div role="group" aria-label="Card layout" className={segmentGroup}>
            <Segment pressed={layout === 'grid'} onPress={() => setLayout('grid')} label="Grid view">
              <LayoutGrid className="h-4 w-4" aria-hidden="true" />
            </Segment>
            <Segment pressed={layout === 'list'} onPress={() => setLayout('list')} label="List view">
              <List className="h-4 w-4" aria-hidden="true" />
            </Segment>
          </div>
          <Button
            variant="secondary"
            className="flex-1 sm:flex-none"
            disabled={shown.length === 0}
            onClick={() => setRevealed(toggleAllRevealed(shownIds, revealed))}
          >
            {everyAnswerShown ? (
              <EyeOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Eye className="h-4 w-4" aria-hidden="true" />
            )}
            {everyAnswerShown ? 'Hide All Answers' : 'Show All Answers'}
          </Button>
        </div>
      </div>

      <p role="status" className="mt-4 text-sm text-slate-600">
        {showingLabel(shown.length, cards.length)}
      </p>

      {shown.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-slate-800">
            {cards.length === 0 ? StudyMessages.noFlashcardsYet : StudyMessages.noMatches}
          </p>
          {search.trim() && (
            <Button variant="secondary" className="mt-4" onClick={() => setSearch('')}>
              <X className="h-4 w-4" aria-hidden="true" />
              Clear Search
            </Button>
          )}
        </div>
      ) : (
        <ul
          aria-label="Flashcards"
          className={clsx(
            'mt-4 grid gap-4',
            layout === 'grid' ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1',
          )}
        >
          {drawn.slice(0, drawnCount).map((item) => (
            <li key={item.card.id}>
              <CardListItem
                item={item}
                layout={layout}
                language={language}
                revealed={revealed.has(item.card.id)}
                onToggleAnswer={() => setRevealed(toggleRevealed(revealed, item.card.id))}
                onZoom={setZoomed}
              />
            </li>
          ))}
        </ul>
      )}
      <ImageZoomDialog image={zoomed} onClose={() => setZoomed(null)} />
    </section>
  );
}
