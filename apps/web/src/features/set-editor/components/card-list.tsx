import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, type ComponentProps } from 'react';
import type { CardDraft, CardSide } from '../lib/card-draft.ts';
import { CardEditor } from './card-editor.tsx';
import type { EquationControlType } from './card-side-editor.tsx';

export interface CardListProps {
  cards: CardDraft[];
  onChange: (key: string, patch: Partial<Omit<CardDraft, 'key'>>) => void;
  onRemove: (key: string) => void;
  onMove: (from: number, to: number) => void;
  onUploadingChange: (uploading: boolean) => void;
  problem: { cardKey: string; side: CardSide; message: string } | null;
  EquationControl?: EquationControlType | undefined;
}

type SortableCardProps = Omit<ComponentProps<typeof CardEditor>, 'nodeRef' | 'style' | 'dragging' | 'handleProps'>;

function SortableCard(props: SortableCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.card.key,
  });
  return (
    <CardEditor
      {...props}
      nodeRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
      handleProps={{ ...attributes, ...listeners }}
    />
  );
}

/**
 * The cards in order. Reordering: drag a card by its handle (pointer, or keyboard: Space, arrows,
 * Space), or use its Move up / Move down buttons, which keep focus on the card that moved.
 */
export function CardList({
  cards,
  onChange,
  onRemove,
  onMove,
  onUploadingChange,
  problem,
  EquationControl,
}: CardListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ key: string; direction: 'up' | 'down' } | null>(null);

  const position = (id: UniqueIdentifier) => cards.findIndex((c) => c.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up card ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Card ${position(active.id)} is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `Card ${position(active.id)} dropped at position ${position(over.id)}.` : 'Card dropped.',
    onDragCancel: ({ active }) => `Reordering cancelled. Card ${position(active.id)} stays where it was.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  }

  // Moving a card re-orders the DOM, which can drop focus: put it back on the same button, or on the
  // other arrow when the card reached the end of the list.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const panel = listRef.current?.querySelector(`[data-card-key="${target.key}"]`);
    const same = panel?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = panel?.querySelector<HTMLButtonElement>(`[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [cards]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder a card, press Space or Enter to pick it up, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={cards.map((c) => c.key)} strategy={verticalListSortingStrategy}>
        <ol ref={listRef} className="space-y-4">
          {cards.map((card, index) => (
            <SortableCard
              key={card.key}
              card={card}
              index={index}
              count={cards.length}
              onChange={(patch) => onChange(card.key, patch)}
              onRemove={() => onRemove(card.key)}
              onMove={(direction) => {
                focusAfterMove.current = { key: card.key, direction };
                onMove(index, direction === 'up' ? index - 1 : index + 1);
              }}
              onUploadingChange={onUploadingChange}
              problem={problem?.cardKey === card.key ? problem : null}
              EquationControl={EquationControl}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
