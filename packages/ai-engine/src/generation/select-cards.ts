import type { Candidate, CardKind, Vocabulary } from './candidate.ts';
import { isUsableAnswer, isWellFormedQuestion } from './card-text.ts';
import { isCommonWord, wordLevel } from './dictionary.ts';
import { LIST_HEADS, VAGUE_HEADS, comparisonKey, contentWords, isPluralPhrase } from './english.ts';

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

/**
 * The precision floor (issue 19, ADR 0038): only card shapes that blind readers judged useful with high
 * reliability are kept, because a card that would embarrass the product is worse than no card. Each rule
 * is about the card's shape, and each is justified by the readers' per-kind tally (docs/results.md,
 * 2026-11-27; eval/ai/generation/kind-tally.ts):
 * - "What does X do?" and every other action card (blind readers: 45 % bad) go;
 * - "How many …?" (half bad: a count without what is counted) goes;
 * - from a "term: explanation" line only "What is/are <term>?" and "How is X calculated?" stay, and
 *   "What happens during <stage>?" only for a stage's technical name ("What happens during maturity?"
 *   needs a heading not on the card: 83 % bad); a bare term (no article the notes use) only when it
 *   reads as a term: no digit, bracket, arrow or symbol, no shorthand, no label repeated on several
 *   lines or a head that needs the heading's noun ("functions"), not a place ("in yeast"), with an
 *   answer that is neither a formula nor a worked value, an aside or a condition;
 * - a person's name asked "What is …?" goes whatever pattern made it, and a list's question with an
 *   aside in brackets.
 */
export function passesPrecisionFloor(c: Candidate, vocabulary: Vocabulary): boolean {
  if (c.kind === 'action') return false;
  if (/^How (?:many|much)\b/.test(c.question)) return false;
  const what = /^What (?:is|are|was|were) (.+)\?$/.exec(c.question);
  const term = what?.[1] ?? null;
  // "What is Gregor Mendel?": a person's name asked as a thing, whatever pattern made it
  if (term && /^\p{Lu}\p{Ll}+(?: \p{Lu}[\p{Ll}.]*)+$/u.test(term) && !isKnownPhrase(term, vocabulary)) return false;
  // "What are the five hypothesis tests (intro, more next wk)?": a list's lead with its aside
  if (c.kind === 'list' && c.question.includes('(')) return false;
  if (c.kind !== 'glossary') return true;
  // "How is density calculated?" → "Mass ÷ volume"
  if (/^How (?:is|are) [^?]+ (?:calculated|measured|worked out)\?$/.test(c.question)) return true;
  // a stage of a sequence only by its own technical name ("What happens during metaphase?"), never by an
  // everyday word whose process is in a heading not on the card ("What happens during maturity?")
  const during = /^What happens during ([\p{L}-]+)\?$/u.exec(c.question)?.[1];
  if (during) return (wordLevel(during.toLowerCase()) ?? 100) > 35;
  // "What does haploid mean?", "What does the law of demand state?": the line's claim about its term
  if (/^What does [^?]+ (?:mean|state)\?$/.test(c.question)) return !/[!?]$/.test(c.answer);
  if (!term) return false;
  // "prof: exam q usually asks …!!" is an aside and "interpretation: if we repeated …" a condition,
  // not what the term is
  if (/[!?]$/.test(c.answer) || /^if\b/i.test(c.answer)) return false;
  if (/^(?:an?|the) /i.test(term)) return true;
  // "What are sampling bias?": the verb does not agree with the term
  if (/^What are /.test(c.question) && !isPluralPhrase(term)) return false;
  return isBareGlossaryTerm(term, vocabulary) && !/(?:=|->|→|<-|;|\s\+\s|^\d)/.test(c.answer);
}

function isKnownPhrase(term: string, vocabulary: Vocabulary): boolean {
  const lower = term.toLowerCase();
  return (vocabulary.definite?.has(lower) ?? false) || (vocabulary.indefinite?.has(lower) ?? false);
}

/** How many lines of the notes open with this word as their label ("Location: …" under each stage). */
function linesLabelled(word: string, vocabulary: Vocabulary): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (vocabulary.text ?? '').match(new RegExp(`^[\\s>*•-]*${escaped}\\s*[:=–-]`, 'gimu'))?.length ?? 0;
}

/** "erosion", "trade deficit", "Perfect competition" read as terms; "worked ex", "FC", "in yeast", "pH 7", "Location" do not. */
function isBareGlossaryTerm(term: string, vocabulary: Vocabulary): boolean {
  // "standard error (SE)", "USP (unique selling proposition)": the term is its written-out side
  const pair = /^(.+?) \(([^()]+)\)$/.exec(term);
  if (pair?.[1] && pair[2]) {
    const [short, long] = /^\p{Lu}{2,6}s?$/u.test(pair[2]) ? [pair[2], pair[1]] : [pair[1], pair[2]];
    const initials = long
      .split(/[\s-]+/)
      .map((w) => w.charAt(0).toUpperCase())
      .join('');
    if (/^\p{Lu}{2,6}s?$/u.test(short) && initials.startsWith(short.replace(/s$/, '')))
      return isBareGlossaryTerm(long, vocabulary);
  }
  if (/[\d()[\]/=+<>→&]|\bvs\b/.test(term)) return false;
  const words = term.split(/\s+/);
  if (words.length > 4) return false;
  // shorthand and initials: "FC", "Ka", "prof", "worked ex", "null hyp"; a numeral after a word is part
  // of the name ("type I error", "type II error")
  const shorthand = (w: string, i: number) =>
    !(i > 0 && /^(?:I|II|III|IV|V)$/.test(w)) &&
    (/\p{Lu}.*\p{Lu}|^\p{Lu}\p{Ll}?$/u.test(w) ||
      (w.length <= 2 && !/^(?:of|or|on|in|to|at|by|as)$/.test(w)) ||
      (w.length <= 4 && !isCommonWord(w.toLowerCase())));
  if (words.some(shorthand)) return false;
  // a place or a moment, not a term: "in yeast", "produce where MR"
  if (
    /^(?:in|at|on|for|to|from|by|with|during)$/i.test(words[0] ?? '') ||
    words.some((w) => /^(?:where|when)$/i.test(w))
  )
    return false;
  const [only] = words;
  if (words.length === 1 && only) {
    const lower = only.toLowerCase();
    // a label repeated under several headings ("Location: cytoplasm" … "Location: matrix"), or a head
    // that needs the heading's noun ("functions: enzymes, muscle …" of proteins)
    if (linesLabelled(lower, vocabulary) > 1 || VAGUE_HEADS.has(lower) || LIST_HEADS.has(lower)) return false;
  }
  return true;
}

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
