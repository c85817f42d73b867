import { gateEach } from '../src/gates/generation-gates.ts';
import { candidateCards, generateCardsFromNotes } from '../src/generation/generate-cards.ts';

/** The cards the engine makes of `notes` (up to 20), each as "question → answer". */
export const cards = (notes: string) =>
  generateCardsFromNotes(notes, { count: 20, autoCount: false }).flashcards.map((c) => `${c.question} → ${c.answer}`);

/**
 * What the patterns propose after the gates, before the precision floor of ADR 0038: the shapes the
 * tests read are still read, though the floor now keeps none of their cards ("What does X do?",
 * "How many/much …?").
 */
export const proposed = (notes: string) =>
  gateEach(candidateCards(notes).candidates, notes).map((c) => `${c.question} → ${c.answer}`);
