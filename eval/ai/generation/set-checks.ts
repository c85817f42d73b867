import { formProblems, isGrounded, normalise, notesUsage, notesVocabulary, wordsOf, type Card } from './card-checks.ts';

/**
 * Automatic checks of issue 19 over one note's cards, written from the rubric (not from the
 * generator's code): headings or labels turned into questions, exercise scaffolding, leftovers of
 * stripped formatting, arithmetic steps, duplicates, and which key concepts the cards cover.
 */

export type Verdict = 'useful' | 'weak' | 'bad';

/** Labels that name no concept: a glossary's "Scarcity:" is a term, "Location:" or "In yeast:" is not. */
const GENERIC_LABEL =
  /^(?:location|overall|example|examples|note|notes|e\.?g|summary|definitions?|main themes.*|learning objectives|(?:in|at|on|for|during|with) .+)$/i;

/** Generic labels of the notes: "Location:", "Main themes for the exam:", or a label used on several lines. */
export function labelsOf(notes: string): string[] {
  const uses = new Map<string, number>();
  for (const raw of notes.split('\n')) {
    const line = raw.replace(/^\s*(?:#+|[-*•]|\d+[.)])\s*/, '').trim();
    const label = /^([\p{L}][\p{L}\s'’-]{1,40}):/u.exec(line)?.[1];
    if (label) uses.set(normalise(label), (uses.get(normalise(label)) ?? 0) + 1);
  }
  return [...uses].filter(([label, n]) => n > 1 || GENERIC_LABEL.test(label)).map(([label]) => label);
}

/** Heading-like lines: "# …", a line ending in ":", or a short capitalised line with no sentence end. */
export function headingsOf(notes: string): string[] {
  const out: string[] = [];
  for (const raw of notes.split('\n')) {
    const line = raw.replace(/^\s*(?:#+|[-*•]|\d+[.)])\s*/, '').trim();
    if (!line || line.includes('|')) continue;
    if (/^#/.test(raw.trim()) || /:$/.test(line)) out.push(line.replace(/:$/, ''));
    else if (!/[.!?;,=]/.test(line) && line.split(/\s+/).length <= 6 && /^\p{Lu}/u.test(line)) out.push(line);
  }
  return out.map((h) => normalise(h)).filter((h) => h.length > 2);
}

const SCAFFOLDING =
  /\b(?:the following|the modified program|the solution|two of the lines|write a program|exercise)\b/i;
const LEFTOVER = /\(\s*\)|,\s*,|\b(?:the|a|an|of|and|or)\s*$|\s[,.;:]/i;
const ARITHMETIC = /\d\s*[-+x×*/]\s*\d|=\s*-?\d/;

/** The subject asked about when a question reads "What is/are X?" (lower case), else null. */
function whatIsSubject(question: string): string | null {
  const match = /^what (?:is|are|was|were) (?:an? |the )?(.+?)\?$/i.exec(question.trim());
  return match?.[1] ? normalise(match[1]) : null;
}

export interface CardCheck extends Card {
  problems: string[];
  verdict: Verdict;
}

/** The automatic verdict of each card: bad when any problem, weak when trivial, useful otherwise. */
export function checkCards(notes: string, cards: readonly Card[]): CardCheck[] {
  const usage = notesUsage(notes);
  const vocabulary = notesVocabulary(notes);
  const headings = new Set(headingsOf(notes));
  const labels = new Set(labelsOf(notes));
  const seenQ = new Set<string>();
  const seenA = new Set<string>();
  return cards.map((card) => {
    const problems = formProblems(card, usage);
    const subject = whatIsSubject(card.question);
    // "What is location?", or "What is Cell Biology Lecture 4?" → "Cellular Respiration" (a heading answered)
    if (subject && (labels.has(subject) || headings.has(normalise(card.answer))))
      problems.push('heading or label as the subject');
    for (const h of headings) {
      if (h.split(' ').length >= 3 && normalise(card.question).includes(h))
        problems.push('heading inside the question');
    }
    if (SCAFFOLDING.test(card.question) || SCAFFOLDING.test(card.answer)) problems.push('exercise scaffolding');
    if (LEFTOVER.test(card.question.replace(/\?$/, '')) || LEFTOVER.test(card.answer)) problems.push('leftover');
    if (ARITHMETIC.test(card.answer) && !/=|formula|equation|calculate/i.test(card.question))
      problems.push('arithmetic step');
    if (!isGrounded(card, vocabulary)) problems.push('answer not grounded');
    const q = normalise(card.question);
    const a = normalise(card.answer);
    if (seenQ.has(q) || seenA.has(a)) problems.push('duplicate');
    seenQ.add(q);
    seenA.add(a);
    let verdict: Verdict = problems.length ? 'bad' : 'useful';
    // trivial: a one-word answer to a question that names no subject of the notes' own
    if (verdict === 'useful' && wordsOf(card.answer).length < 2 && !/\d/.test(card.answer)) verdict = 'weak';
    if (verdict === 'useful' && /^What (?:does|do) [\w\s]+ (?:provide|have|do)\?$/i.test(card.question))
      verdict = 'weak';
    return { ...card, problems, verdict };
  });
}

/** A concept is covered when one of its wordings occurs, as whole words, in a card's question or answer. */
export function coveredConcepts(concepts: readonly string[], cards: readonly Card[]): string[] {
  const texts = cards.map((c) => ` ${c.question} ${c.answer} `.toLowerCase());
  return concepts.filter((concept) =>
    concept.split('|').some((wording) => {
      const w = wording.toLowerCase();
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
      return texts.some((t) => pattern.test(t));
    }),
  );
}
