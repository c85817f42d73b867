/**
 * AiOverlay: "Generate Flashcards with AI" (accounts-and-discovery §2, §4 "AI generation", §5, §8 "AI").
 *
 *   <AiOverlay open={open} onClose={() => setOpen(false)} onGenerated={(cards) => append(cards)} />
 *
 * - open / onClose: a controlled modal; onClose is called however it closes (button, Escape,
 *   backdrop, or on its own 1.5 s after generating). Each opening starts with a fresh form.
 * - onGenerated (optional): receives the cards the student kept ({question, answer}[], trimmed, none
 *   empty) once they have reviewed the batch and added it, and the overlay then closes after 1.5 s. Without it the cards
 *   are handed to the set creator: stored under aiGeneratedFlashcards (with shouldScrollToCards),
 *   then the overlay closes and navigates to /set-creator (closing it earlier goes there at once).
 *   The set creator, already on /set-creator, passes onGenerated to append the cards in place.
 *
 * Load it lazily (React.lazy on this module) where it is opened: it is kept out of the landing
 * bundle. It needs a router around it; it reads the session token itself.
 */
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import type { GeneratedCard } from '../api/ai-api.ts';
import { storeCardsForCreator } from '../lib/hand-off.ts';
import { GeneratorForm } from './generator-form.tsx';

export type { GeneratedCard } from '../api/ai-api.ts';

export interface AiOverlayProps {
  open: boolean;
  onClose: () => void;
  onGenerated?: (cards: GeneratedCard[]) => void;
}

export function AiOverlay({ open, onClose, onGenerated }: AiOverlayProps) {
  const navigate = useNavigate();
  // Cards already handed over by storage, waiting for the move to the creator.
  const pendingNavigation = useRef(false);

  const close = () => {
    if (!open) return;
    const goToCreator = pendingNavigation.current;
    pendingNavigation.current = false;
    onClose();
    if (goToCreator) void navigate('/set-creator');
  };

  const handOver = (cards: GeneratedCard[]) => {
    if (onGenerated) onGenerated(cards);
    else {
      storeCardsForCreator(cards);
      pendingNavigation.current = true;
    }
  };

  return (
    <Modal open={open} onClose={close} title="Generate Flashcards with AI" size="lg">
      {/* Mounted only while open, so every opening starts with a fresh form. */}
      <GeneratorForm
        variant="modal"
        review
        onGenerated={handOver}
        onFinished={close}
        nextStep={onGenerated ? 'Adding them to your set...' : 'Opening the set creator...'}
        intro={
          <p className="text-sm text-slate-600">
            Upload a PDF or paste your notes, and AI turns them into question-and-answer flashcards.
          </p>
        }
      />
    </Modal>
  );
}
