import { capitalizeFirst, POINTING_WORDS } from './english.ts';

/** Answers stay short enough to learn: at most this many characters, cut at a sentence or clause. */
export const ANSWER_MAX = 250;
export const QUESTION_MAX = 300;

const DANGLING_END =
  /(?:\s+(?:and|or|but|nor|which|that|who|whose|where|when|while|whereas|because|so|as|of|to|the|a|an|with|by|for|in|on|at|from|e\.g\.|i\.e\.|such as|including))+$/i;

/** Whether every bracket and quotation mark is closed. */
export function balanced(text: string): boolean {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  for (const ch of text) {
    if (ch === '(' || ch === '[' || ch === '{') stack.push(ch);
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (stack.pop() !== pairs[ch]) return false;
    }
  }
  if (stack.length) return false;
  const straight = (text.match(/"/g) ?? []).length;
  const open = (text.match(/“/g) ?? []).length;
  const close = (text.match(/”/g) ?? []).length;
  return straight % 2 === 0 && open === close;
}

function tidyEnd(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 3; i++) {
    out = out
      .replace(/[\s,;:–—-]+$/, '')
      .replace(DANGLING_END, '')
      .trim();
  }
  return out;
}

/** The last cut point at or before `limit` made by one of the separators, keeping at least `min` characters. */
function lastCut(text: string, limit: number, separators: readonly string[], min: number): number {
  let best = -1;
  for (const sep of separators) {
    let at = text.lastIndexOf(sep, limit);
    while (at >= min) {
      const candidate = tidyEnd(
        text.slice(0, at + (sep.startsWith('.') || sep.startsWith('!') || sep.startsWith('?') ? 1 : 0)),
      );
      if (balanced(candidate)) {
        best = Math.max(best, at);
        break;
      }
      at = text.lastIndexOf(sep, at - 1);
    }
  }
  return best;
}

/**
 * A concise answer: whitespace collapsed, cut at the last sentence end that fits, else the last
 * clause boundary (";", ",", "–", "("), else the last word, so that it is at most ANSWER_MAX long.
 */
export function conciseAnswer(text: string, max = ANSWER_MAX): string {
  let out = text.replace(/\s+/g, ' ').trim();
  if (out.length > max) {
    const sentenceEnd = lastCut(out, max - 1, ['. ', '! ', '? '], Math.floor(max * 0.3));
    if (sentenceEnd > 0) out = out.slice(0, sentenceEnd + 1);
    else {
      const clause = lastCut(out, max, ['; ', ': ', ' – ', ' — ', ', ', ' ('], Math.floor(max * 0.3));
      if (clause > 0) out = out.slice(0, clause);
      else out = out.slice(0, out.lastIndexOf(' ', max - 1) > 0 ? out.lastIndexOf(' ', max - 1) : max);
    }
    out = tidyEnd(out);
  }
  return out;
}

/** An answer as shown on a card: capitalised; a phrase without a closing full stop, a sentence with one. */
export function finishAnswer(text: string, asSentence: boolean): string {
  let out = conciseAnswer(text.replace(/^[\s,;:–—-]+/, ''));
  out = out.replace(/[\s,;:]+$/, '');
  if (asSentence) {
    if (!/[.!?]["'”’)]?$/.test(out)) out = `${tidyEnd(out)}.`;
  } else {
    out = out.replace(/(?<![A-Z]\.[A-Z]|\b(?:etc|e\.g|i\.e|al|approx|vs|No|Co|Ltd|Inc|St|Dr|Mr|Mrs|Ms|Prof))\.$/, '');
  }
  return capitalizeFirst(out);
}

/** Text for the middle of a question: no closing punctuation, no doubled spaces. */
export function inlineText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/[\s,;:.]+$/, '')
    .trim();
}

/** The generator's own guard: a question a student can read on its own. */
export function isWellFormedQuestion(question: string): boolean {
  const q = question.trim();
  if (q.length < 8 || q.length > QUESTION_MAX) return false;
  if (!/^[\p{Lu}\d"“'(]/u.test(q)) return false;
  if (!/[?.]$/.test(q) || /\s[?.]$/.test(q) || /\?\?|\s{2}|\s[,;:]/.test(q)) return false;
  if (!balanced(q)) return false;
  const first = (/^[\p{L}']+/u.exec(q)?.[0] ?? '').toLowerCase();
  if (POINTING_WORDS.has(first) && first !== 'one') return false;
  // no pronoun as the thing asked about ("What does it produce?"), unless the question carries the
  // sentence it points back to ("… exchange segments of DNA. What is this process called?")
  const context = /[.!?]["”]?\s+(?=(?:What|Who|When|Where|Which|Why|How)\b)/.exec(q);
  const asking = context ? q.slice(context.index + context[0].length) : q;
  if (
    !context &&
    /\b(?:is|are|was|were|does|do|did|has|have|had|can|will)\s+(?:it|they|this|these|those|he|she)\b/i.test(asking)
  )
    return false;
  if (/\b(?:the|a|an|and|or)\?$/i.test(q)) return false;
  return true;
}

export function isUsableAnswer(answer: string): boolean {
  const a = answer.trim();
  return a.length >= 1 && a.length <= ANSWER_MAX && balanced(a) && /[\p{L}\p{N}]/u.test(a);
}
