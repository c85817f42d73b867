import { type Candidate } from './candidate.ts';
import { type Sentence, type Token } from './nlp.ts';
import { isPunct, isWord, leadingIntro, skipOpeners } from './clauses.ts';
import { subjectOf } from './phrases.ts';
import { baseForm } from './question-wording.ts';
import {
  BE,
  type Parts,
  resolveSubject,
  type SentenceContext,
  type SentenceResult,
  STATEMENT_VERBS,
} from './sentence-parts.ts';
import { namingCards, appositiveCards } from './naming-cards.ts';
import { copulaCards, explicitCards, statementCards, passiveCards } from './definition-cards.ts';
import { activeCards, numberCards, leadingNumberCards, conditionCards, actionCards } from './fact-cards.ts';

export type { SentenceContext, SentenceResult } from './sentence-parts.ts';

/**
 * Cards from one sentence of prose: definitions ("X is a …", "X refers to …"), names ("… is called X"),
 * claims ("X states that …"), dates, people and numbers. Each pattern reads the sentence's own words; this
 * file finds the subject and its verb and hands the sentence to the patterns that fit.
 */

/** The first verb (or auxiliary) after the subject: where the subject ends. */
function firstVerbIndex(tokens: readonly Token[], from: number): number {
  for (let i = from; i < tokens.length && i < from + 17; i++) {
    const t = tokens[i];
    if (!t) break;
    // "… states that", "… shows that": the tagger sometimes reads these as plural nouns
    if (i > from && tokens[i + 1]?.lower === 'that' && t.lower.endsWith('s') && STATEMENT_VERBS.has(baseForm(t)))
      return i;
    // "Merge sort, invented by John von Neumann in 1945, divides …": the participle's phrase is an aside
    if (t.pos === 'VERB' && tokens[i - 1]?.text === ',' && i > from + 1 && t.lower !== t.lemma && /ed$/.test(t.lower)) {
      const close = tokens.findIndex((x, j) => j > i && j < i + 12 && x.text === ',');
      const after = tokens[close + 1];
      if (close > 0 && after && (after.pos === 'VERB' || after.pos === 'AUX') && tokens[close + 2]?.pos !== 'PUNCT')
        return close + 1;
    }
    if (t.pos === 'AUX' || (t.pos === 'VERB' && i > from)) {
      // a participle modifying the next noun is still part of the subject
      const next = tokens[i + 1];
      if (
        t.pos === 'VERB' &&
        next &&
        (next.pos === 'NOUN' || next.pos === 'PROPN') &&
        /(?:ed|ing)$/.test(t.lower) &&
        i > from &&
        tokens[i - 1]?.pos === 'DET'
      )
        continue;
      return i;
    }
    if (t.pos === 'PUNCT' && (t.text === ';' || t.text === ':')) return -1;
  }
  return -1;
}

export function sentenceCards(sentence: Sentence, ctx: SentenceContext): SentenceResult {
  const all = sentence.tokens;
  if (all.length < 3 || all.length > 90 || sentence.text.trim().endsWith('?')) return { cards: [], subject: null };
  const tokens = all;
  const opener = skipOpeners(tokens);
  const intro = leadingIntro(tokens, opener);
  const start = intro ? intro.restStart : opener;
  const parts: Parts = { tokens, intro, start };
  const cards: Candidate[] = [];

  cards.push(...namingCards(parts, ctx));
  cards.push(...leadingNumberCards(parts, ctx));
  cards.push(...appositiveCards(parts, ctx));

  const v = firstVerbIndex(tokens, start);
  if (v <= start) return { cards, subject: null };
  // "Bubble sort repeatedly swaps …", "Ebbinghaus also found …": the adverb belongs to the verb
  let subjectEnd = v;
  // the subject ends before an aside between commas (firstVerbIndex skipped it)
  if (tokens[v - 1]?.text === ',') {
    const open = tokens.findIndex((t, i) => i > start && i < v - 1 && t.text === ',');
    if (open > start) subjectEnd = open;
  }
  while (subjectEnd > start + 1 && tokens[subjectEnd - 1]?.pos === 'ADV') subjectEnd--;
  const raw = subjectOf(tokens, start, subjectEnd, ctx.vocabulary);
  const subject = resolveSubject(raw, ctx);
  const carried = raw && !raw.pronoun && !raw.vague ? raw : raw?.pronoun && subject ? subject : null;
  if (!subject) return { cards, subject: carried };
  const verb = tokens[v];
  if (!verb) return { cards, subject: carried };

  if (BE.has(verb.lower)) {
    cards.push(...explicitCards(parts, ctx, subject, v));
    if (!cards.some((c) => c.kind === 'naming')) cards.push(...copulaCards(parts, ctx, subject, v));
    cards.push(...passiveCards(parts, ctx, subject, v));
    cards.push(...conditionCards(parts, ctx, subject, v));
  } else {
    const explicit = explicitCards(parts, ctx, subject, v);
    cards.push(...explicit);
    if (!explicit.length) {
      const statement = statementCards(parts, ctx, subject, v);
      cards.push(...statement);
      if (!statement.length) {
        const condition = conditionCards(parts, ctx, subject, v);
        cards.push(...condition);
        const numbers = numberCards(parts, ctx, subject, v);
        cards.push(...numbers);
        const active = activeCards(parts, ctx, subject, v);
        cards.push(...active);
        if (!condition.length && !numbers.length && !active.length) cards.push(...actionCards(parts, ctx, subject, v));
      }
    }
  }
  return { cards, subject: carried };
}

export { isWord, isPunct };
