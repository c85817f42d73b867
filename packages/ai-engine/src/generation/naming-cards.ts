import { type Candidate } from './candidate.ts';
import { inlineText } from './card-text.ts';
import {
  DETERMINERS,
  isPluralPhrase,
  PERSON_NOUNS,
  PERSONAL_PRONOUNS,
  POINTING_WORDS,
  VAGUE_HEADS,
} from './english.ts';
import { joinTokens, type Token } from './nlp.ts';
import { clauseEnd, trimEndPunct } from './clauses.ts';
import { subjectOf } from './phrases.ts';
import { inQuestion } from './question-wording.ts';
import {
  ask,
  BE,
  contextBefore,
  indexOfWord,
  make,
  NAMING_VERBS,
  type Parts,
  resolveSubject,
  scoreFor,
  selfContained,
  type SentenceContext,
} from './sentence-parts.ts';

/** Sentence patterns that name a term: "X is called Y", "…, known as Y", and appositives ("…, a member of …"). */

/** "X is called Y", "This process is called Y", "X, called Y, …", "…, a result known as Y". */
export function namingCards(parts: Parts, ctx: SentenceContext): Candidate[] {
  const { tokens, start } = parts;
  const out: Candidate[] = [];
  const n = indexOfWord(tokens, NAMING_VERBS, start + 1);
  if (n < 0) return out;
  const verb = tokens[n];
  if (!verb) return out;
  let nameStart = n + 1;
  if (verb.lower === 'known' || verb.lower === 'termed') {
    if (tokens[nameStart]?.lower === 'as') nameStart++;
    else if (verb.lower === 'known') return out;
  }
  let nameEnd = clauseEnd(tokens, nameStart, true);
  // "A sorting algorithm is called stable when it keeps …": the condition belongs to the question
  const when = tokens.findIndex(
    (t, i) => i > nameStart && i < nameStart + 5 && (t.lower === 'when' || t.lower === 'if'),
  );
  const condition: Token[] = when > 0 && when < nameEnd ? trimEndPunct(tokens.slice(when, nameEnd)) : [];
  // "…, and inelastic when it responds only slightly": a second name in the condition
  const oneCondition = !condition.slice(1).some((t) => t.lower === 'when' || t.lower === 'if');
  if (condition.length >= 3 && oneCondition && BE.has(tokens[n - 1]?.lower ?? '')) nameEnd = when;
  else condition.length = 0;
  const nameTokens = trimEndPunct(tokens.slice(nameStart, nameEnd));
  // a name may be a gerund ("crossing over") but not a clause
  if (
    !nameTokens.length ||
    nameTokens.length > 8 ||
    nameTokens.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !t.lower.endsWith('ing')))
  )
    return out;
  const name = joinTokens(nameTokens);
  if (POINTING_WORDS.has(nameTokens[0]?.lower ?? '')) return out;
  const label = verb.lower === 'known' ? 'known as' : verb.lower;
  const before = tokens[n - 1];

  if (before && BE.has(before.lower)) {
    const subject = subjectOf(tokens, start, n - 1, ctx.vocabulary);
    if (!subject) return out;
    if (subject.demonstrative || subject.pronoun === 'it') {
      // "This process is called crossing over": the question carries the sentence it points back to.
      const context = contextBefore(parts, ctx, start);
      if (!context) return out;
      const what = subject.pronoun
        ? 'this'
        : inQuestion(subject.text, ctx.vocabulary)
            .replace(/^that\b/, 'this')
            .replace(/^those\b/, 'these');
      const card = make(ctx, 'naming', 7.5, `${context} What ${before.lower} ${what} ${label}?`, name, name);
      if (card) out.push(card);
      return out;
    }
    const resolved = resolveSubject(subject, ctx);
    if (!resolved) return out;
    const phrase = ask(resolved, ctx.vocabulary);
    const question = condition.length
      ? `What ${before.lower} ${phrase} ${label} ${joinTokens(condition)}?`
      : !resolved.plural && /^(?:the|a|an)\s/i.test(phrase) && !resolved.person
        ? `What is the term for ${phrase}?`
        : `What ${before.lower} ${phrase} ${label}?`;
    const card = make(ctx, 'naming', scoreFor(8.5, resolved), question, name, name);
    if (card) out.push(card);
    return out;
  }
  if (before && before.text === ',') {
    // "Visual sensory memory, called iconic memory, lasts …"
    const subject = subjectOf(tokens, start, n - 1, ctx.vocabulary);
    const resolved = subject && !subject.demonstrative ? resolveSubject(subject, ctx) : null;
    if (resolved && tokens[nameEnd]?.text === ',') {
      const card = make(
        ctx,
        'naming',
        scoreFor(8, resolved),
        `What is ${ask(resolved, ctx.vocabulary)} ${label}?`,
        name,
        name,
      );
      if (card) out.push(card);
    }
    return out;
  }
  // "…, a result known as the spacing effect."
  const comma = n - 1 - [...tokens.slice(start, n)].reverse().findIndex((t) => t.text === ',');
  if (comma > start && comma < n - 1 && nameEnd >= tokens.length - 1) {
    const nounTokens = tokens.slice(comma + 1, n).filter((t) => !DETERMINERS.has(t.lower));
    if (
      nounTokens.length >= 1 &&
      nounTokens.length <= 3 &&
      nounTokens.every((t) => t.pos === 'NOUN' || t.pos === 'ADJ')
    ) {
      const clause = inlineText(joinTokens(tokens.slice(0, comma)));
      if (selfContained(clause) && clause.length <= 220) {
        const noun = joinTokens(nounTokens).toLowerCase();
        const card = make(ctx, 'naming', 7, `${clause}. What is this ${noun} ${label}?`, name, name);
        if (card) out.push(card);
      }
    }
  }
  return out;
}

const COMMENT_NOUNS = new Set([
  'view',
  'claim',
  'argument',
  'result',
  'process',
  'practice',
  'move',
  'step',
  'decision',
  'event',
  'development',
  'situation',
  'change',
  'phenomenon',
  'finding',
  'conclusion',
  'point',
  'fact',
  'sign',
  'tactic',
]);
const APPOSITIVE_LINKERS = new Set([
  'of',
  'that',
  'which',
  'who',
  'whose',
  'where',
  'used',
  'in',
  'for',
  'to',
  'between',
  'by',
]);

/**
 * "… experiments with galvanism, the use of electric current to make …" → "What is galvanism?";
 * "… by Gavrilo Princip, a member of a Bosnian Serb nationalist group" → "Who was Gavrilo Princip?".
 */
export function appositiveCards(parts: Parts, ctx: SentenceContext): Candidate[] {
  const { tokens } = parts;
  const out: Candidate[] = [];
  const past = tokens.some(
    (t) => ['was', 'were', 'had'].includes(t.lower) || (t.pos === 'VERB' && /ed$/.test(t.lower)),
  );
  for (let i = 1; i < tokens.length - 3; i++) {
    if (tokens[i]?.text !== ',' || !['the', 'a', 'an'].includes(tokens[i + 1]?.lower ?? '')) continue;
    // the term: the nouns (and their adjectives) just before the comma
    let s = i;
    while (s > 0 && i - s < 6) {
      const t = tokens[s - 1];
      const capitalised = t !== undefined && s - 1 > 0 && /^\p{Lu}/u.test(t.text);
      if (!t || !(t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ' || t.text === '-' || capitalised)) break;
      s--;
    }
    const before = tokens[s - 1];
    // "these commitments", "his case": a pointing word makes the term depend on what came before
    if (before && (POINTING_WORDS.has(before.lower) || before.pos === 'PRON')) continue;
    // "maxim, eudaimonia, phronesis, the doctrine of the mean": an item of a series, not an appositive
    const item = tokens[s - 2];
    if (before?.text === ',' && item && (item.pos === 'NOUN' || item.pos === 'ADJ')) continue;
    // "The Minamata Convention on Mercury, an …": the term is only the end of a longer name
    if (
      /^(?:of|on|for)$/.test(before?.lower ?? '') &&
      /^\p{Lu}/u.test(tokens[s - 2]?.text ?? '') &&
      /^\p{Lu}/u.test(tokens[s]?.text ?? '')
    )
      continue;
    // keep the article the notes use: "a base case", "the De Lacey family"
    if (before && ['a', 'an', 'the'].includes(before.lower)) s--;
    else while (s < i && tokens[s]?.pos === 'ADJ') s++;
    // "During the siege, the defenders ran out of food": a scene set at the start, not a noun and its appositive
    if (s === 1 && tokens[0]?.pos === 'ADP') continue;
    const termTokens = tokens.slice(s, i);
    const lastTerm = termTokens[termTokens.length - 1];
    if (!termTokens.length || !lastTerm || (lastTerm.pos !== 'NOUN' && lastTerm.pos !== 'PROPN')) continue;
    const termText = joinTokens(termTokens);
    if (termTokens.length === 1 && VAGUE_HEADS.has(lastTerm.lower)) continue;
    if (POINTING_WORDS.has(termTokens[0]?.lower ?? '')) continue;
    // the appositive: to the next comma, semicolon or the end
    let e = i + 2;
    while (e < tokens.length && !(tokens[e]?.pos === 'PUNCT' && ',;:()'.includes(tokens[e]?.text ?? '')) && e - i < 30)
      e++;
    const appositive = trimEndPunct(tokens.slice(i + 1, e));
    if (appositive.length < 3 || !appositive.some((t) => APPOSITIVE_LINKERS.has(t.lower))) continue;
    if (appositive.some((t) => PERSONAL_PRONOUNS.has(t.lower))) continue;
    const appositiveNouns = appositive.filter((t) => t.pos === 'NOUN');
    const head = appositiveNouns[0];
    if (appositiveNouns.length && appositiveNouns.every((t) => VAGUE_HEADS.has(t.lower))) continue;
    // "…, a view argued by …" comments on the whole sentence, not on the noun before the comma
    if (head && COMMENT_NOUNS.has(head.lower)) continue;
    // "…, a war between two powers could …" is a clause, not an appositive
    const relative = appositive.findIndex((t) =>
      ['that', 'which', 'who', 'whose', 'where', 'whereby'].includes(t.lower),
    );
    if (
      appositive.some(
        (t, k) =>
          (t.pos === 'AUX' ||
            (t.pos === 'VERB' &&
              /(?:s|ed)$/.test(t.lower) &&
              appositive[k - 1]?.pos === 'NOUN' &&
              !/ed$/.test(t.lower))) &&
          (relative < 0 || k < relative),
      )
    )
      continue;
    const names = termTokens.filter((t) => /^\p{Lu}/u.test(t.text)).length;
    const person = names >= 2 && names === termTokens.length && head !== undefined && PERSON_NOUNS.has(head.lower);
    const subject = inQuestion(termText, ctx.vocabulary);
    const plural = isPluralPhrase(termText);
    const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
    const question = person ? `Who ${be} ${subject}?` : `What ${plural ? 'are' : 'is'} ${subject}?`;
    const card = make(ctx, 'definition', person ? 7 : 8, question, joinTokens(appositive), termText);
    if (card) out.push(card);
  }
  return out;
}
