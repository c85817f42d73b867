import type { Candidate, CardKind, Vocabulary } from './candidate.ts';
import { isUsableAnswer, isWellFormedQuestion } from './card-text.ts';
import { comparisonKey, contentWords } from './english.ts';

/** Ranking, de-duplication and spreading of the candidates over the notes. */

const FAMILY: Record<CardKind, string> = {
  definition: 'what',
  glossary: 'what',
  naming: 'what',
  purpose: 'what',
  statement: 'what',
  action: 'what',
  abbreviation: 'abbreviation',
  list: 'list',
  step: 'step',
  date: 'date',
  agent: 'agent',
  number: 'number',
  condition: 'condition',
};

/** Candidates worth this much or more are chosen when the engine picks the count itself. */
export const AUTO_COUNT_MIN_SCORE = 6.5;

function adjustedScore(candidate: Candidate, vocabulary: Vocabulary): number {
  let score = candidate.score;
  // A concept the notes keep coming back to is central to them.
  const words = candidate.concept.split(' ').filter(Boolean);
  if (words.length) {
    const mean =
      words.reduce((sum, w) => sum + (vocabulary.frequency.get(w) ?? vocabulary.frequency.get(`${w}s`) ?? 1), 0) /
      words.length;
    score += Math.min(1, 0.2 * (mean - 1));
  }
  const answerLength = candidate.answer.length;
  if (answerLength < 3 && !/\d/.test(candidate.answer)) score -= 2;
  if (answerLength > 200) score -= 0.5;
  if (candidate.question.length > 200) score -= 0.5;
  return score;
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size);
}

/** Well-formed candidates, best first, with duplicates (same question, same answer, same concept and aspect) removed. */
export function distinctCandidates(candidates: readonly Candidate[], vocabulary: Vocabulary): Candidate[] {
  const scored = candidates
    .filter((c) => isWellFormedQuestion(c.question) && isUsableAnswer(c.answer))
    // the answer must not simply repeat the question
    .filter((c) => comparisonKey(c.answer) !== '' && !comparisonKey(c.question).endsWith(comparisonKey(c.answer)))
    .map((c) => ({ ...c, score: Math.round(adjustedScore(c, vocabulary) * 1000) / 1000 }));
  scored.sort(
    (a, b) =>
      b.score - a.score || a.order - b.order || (a.question < b.question ? -1 : a.question > b.question ? 1 : 0),
  );

  const questions = new Set<string>();
  const answers = new Set<string>();
  const concepts = new Set<string>();
  const perSource = new Map<string, number>();
  const kept: Candidate[] = [];
  const keptWords: Set<string>[] = [];
  const keptConcepts: string[] = [];
  for (const c of scored) {
    const q = comparisonKey(c.question);
    const a = comparisonKey(c.answer);
    const concept = c.concept ? `${c.concept}|${FAMILY[c.kind]}` : '';
    if (questions.has(q) || answers.has(a) || (concept && concepts.has(concept))) continue;
    if ((perSource.get(c.source) ?? 0) >= 3) continue;
    // "When was X discovered?" and "Who discovered X?" ask different things: the question word counts.
    const asking = (/\b(?:what|who|when|where|which|why|how)\b/i.exec(c.question)?.[0] ?? '').toLowerCase();
    const words = new Set([...contentWords(c.question), asking]);
    // …but distinct terms that share a word ("consumer surplus", "producer surplus", "surplus") all stay
    const near = (other: Set<string>, i: number) =>
      overlap(words, other) >= 0.9 &&
      Math.abs(words.size - other.size) <= 1 &&
      (!c.concept || !keptConcepts[i] || keptConcepts[i] === c.concept);
    if (keptWords.some(near)) continue;
    questions.add(q);
    answers.add(a);
    if (concept) concepts.add(concept);
    perSource.set(c.source, (perSource.get(c.source) ?? 0) + 1);
    kept.push(c);
    keptWords.push(words);
    keptConcepts.push(c.concept);
  }
  return kept;
}

/**
 * Chooses `count` of the ranked candidates, best first but spread over the notes: each card already
 * taken from a section or a sentence lowers the others from there. Returned in the notes' order.
 */
export function pickSpread(ranked: readonly Candidate[], count: number): Candidate[] {
  const chosen: Candidate[] = [];
  const remaining = [...ranked];
  const bySection = new Map<number, number>();
  const bySource = new Map<string, number>();
  while (chosen.length < count && remaining.length) {
    let bestIndex = 0;
    let bestValue = Number.NEGATIVE_INFINITY;
    remaining.forEach((c, i) => {
      const value = c.score - 0.75 * (bySection.get(c.section) ?? 0) - 2 * (bySource.get(c.source) ?? 0);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = i;
      }
    });
    const [pick] = remaining.splice(bestIndex, 1);
    if (!pick) break;
    chosen.push(pick);
    bySection.set(pick.section, (bySection.get(pick.section) ?? 0) + 1);
    bySource.set(pick.source, (bySource.get(pick.source) ?? 0) + 1);
  }
  return chosen.sort((a, b) => a.order - b.order || (a.question < b.question ? -1 : 1));
}

/** How many cards the notes deserve when the engine chooses: the good candidates, at least 5 when there are 5, at most `max`. */
export function autoCount(ranked: readonly Candidate[], max: number): number {
  const good = ranked.filter((c) => c.score >= AUTO_COUNT_MIN_SCORE).length;
  return Math.min(max, Math.max(good, Math.min(5, ranked.length)));
}
