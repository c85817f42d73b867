import { gateEach } from '../src/gates/generation-gates.ts';
import { candidateCards, generateCardsFromNotes } from '../src/generation/generate-cards.ts';

/** A card as the helpers here write it: "question → answer". */
export const card = (question: string, answer: string) => `${question} → ${answer}`;

/** The cards the engine makes of `notes` (up to `count`), each as "question → answer". */
export const cards = (notes: string, count = 20) =>
  generateCardsFromNotes(notes, { count, autoCount: false }).flashcards.map((c) => card(c.question, c.answer));

/**
 * What the patterns propose after the gates, before the precision floor of ADR 0038: the shapes the
 * tests read are still read, though the floor now keeps none of their cards ("What does X do?",
 * "How many/much …?").
 */
export const proposed = (notes: string) =>
  gateEach(candidateCards(notes).candidates, notes).map((c) => card(c.question, c.answer));
