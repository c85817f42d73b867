import { answerKind, checkAnswerLocally, pickDistractors } from '@coursecards/ai-engine';
import { heldOutPairs } from './data/held-out.ts';
import { tuningPairs } from './data/tuning.ts';

/**
 * The distractor picker on the labelled cards: each subject's cards stand for one set, so a card's
 * pool is the other answers of its subject (as the quizzed set's other answers would be); then the
 * same cards with an empty pool, where only generated numbers, families and opposites can help.
 * Prints the share of questions that got 3 options, how many options equal the correct answer
 * (must be 0), how many options the checker would call correct or close, and the kind-match share.
 * Run: npx tsx eval/ai/answers/distractor-eval.ts
 */
interface Card {
  subject: string;
  question: string;
  answer: string;
}

function cardsOf(): Card[] {
  const seen = new Set<string>();
  const cards: Card[] = [];
  for (const p of [...tuningPairs, ...heldOutPairs]) {
    const key = `${p.question}\u0000${p.correctAnswer}`;
    if (seen.has(key)) continue;
    seen.add(key);
    cards.push({ subject: p.subject, question: p.question, answer: p.correctAnswer });
  }
  return cards;
}

const compact = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.,;:!?'"()]+/g, '');
const pct = (n: number, d: number) => `${d ? ((n / d) * 100).toFixed(1) : '0.0'} %`;

function report(title: string, cards: readonly Card[], poolOf: (card: Card) => string[]): void {
  let full = 0;
  let options = 0;
  let equal = 0;
  let accepted = 0;
  let close = 0;
  let kindMatch = 0;
  let duplicates = 0;
  const started = performance.now();
  for (const card of cards) {
    const picked = pickDistractors({
      question: card.question,
      correctAnswer: card.answer,
      count: 3,
      pool: poolOf(card),
    });
    if (picked.length === 3) full++;
    options += picked.length;
    const kind = answerKind(card.answer);
    for (const [i, option] of picked.entries()) {
      if (compact(option) === compact(card.answer)) equal++;
      const check = checkAnswerLocally(option, card.answer);
      if (check.isCorrect) accepted++;
      if (check.isClose) close++;
      if (answerKind(option) === kind) kindMatch++;
      if (picked.slice(i + 1).some((other) => compact(other) === compact(option))) duplicates++;
    }
  }
  const ms = (performance.now() - started) / Math.max(cards.length, 1);
  console.info(`\n== ${title}: ${cards.length} questions ==`);
  console.info(`questions with 3 distractors: ${full} (${pct(full, cards.length)})`);
  console.info(`options offered: ${options}`);
  console.info(`options equal to the correct answer (normalised): ${equal}`);
  console.info(`options the checker accepts as correct: ${accepted}`);
  console.info(`options the checker calls close: ${close}`);
  console.info(`duplicate options within a question: ${duplicates}`);
  console.info(`options of the answer's kind: ${kindMatch} (${pct(kindMatch, options)})`);
  console.info(`time per question: ${ms.toFixed(2)} ms`);
}

export async function runDistractorEval(): Promise<void> {
  const cards = cardsOf();
  const bySubject = new Map<string, string[]>();
  for (const card of cards) bySubject.set(card.subject, [...(bySubject.get(card.subject) ?? []), card.answer]);
  report('pool: the subject’s other answers', cards, (card) =>
    (bySubject.get(card.subject) ?? []).filter((a) => a !== card.answer),
  );
  report('empty pool', cards, () => []);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runDistractorEval();
}
