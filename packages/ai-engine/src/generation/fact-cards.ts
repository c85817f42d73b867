import { type Candidate } from './candidate.ts';
import { PERSONAL_PRONOUNS, UNITS } from './english.ts';
import { joinTokens, type Token } from './nlp.ts';
import { clauseEnd, findDatePhrase, numberSpan, trimEndPunct } from './clauses.ts';
import { baseForm, doSupport } from './question-wording.ts';
import {
  ask,
  BE,
  DESCRIBING_VERBS,
  make,
  NO_DO_VERBS,
  OBJECT_VERBS,
  type Parts,
  type ResolvedSubject,
  scoreFor,
  type SentenceContext,
  STATEMENT_VERBS,
  withIntro,
} from './sentence-parts.ts';

/** Sentence patterns of facts: actions with an object, numbers, conditions ("when …") and what a subject does. */

const CURRENCIES = new Set(['dollars', 'pounds', 'euros', 'francs', 'marks', 'yen', 'rubles', 'roubles']);

const PATH_PREPOSITIONS = new Set(['through', 'across', 'along', 'over', 'into', 'onto', 'around']);

const SUBORDINATORS = new Set(['while', 'whilst', 'because', 'although', 'after', 'before', 'when']);

/** "Britain launched HMS Dreadnought in 1906", "Linus Pauling introduced the electronegativity scale in 1932". */
export function activeCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
  const { tokens, intro } = parts;
  const verb = tokens[v];
  if (!verb || verb.pos !== 'VERB') return [];
  const past =
    /ed$/.test(verb.lower) || (verb.lower !== verb.lemma && !verb.lower.endsWith('s') && !verb.lower.endsWith('ing'));
  if (!past) return [];
  const lemma = baseForm(verb);
  if (STATEMENT_VERBS.has(lemma) && tokens[v + 1]?.lower === 'that') return [];
  const end = clauseEnd(tokens, v + 1, true);
  const date = findDatePhrase(tokens, v + 1, end);
  const objectEnd = date ? date.start : end;
  const whole = trimEndPunct(tokens.slice(v + 1, objectEnd));
  // "discovered classical conditioning while studying digestion": the object ends where a clause of time or reason starts
  const subordinate = whole.findIndex((t, i) => i > 0 && SUBORDINATORS.has(t.lower));
  const object = subordinate > 0 && !date ? whole.slice(0, subordinate) : whole;
  if (
    object.length > 14 ||
    object.some((t) => t.pos === 'VERB' && t.lower !== 'to') ||
    object.some((t) => ['that', 'which', 'who', 'because', 'when', 'while', 'and', 'but'].includes(t.lower))
  )
    return [];
  if (object.some((t) => PERSONAL_PRONOUNS.has(t.lower))) return [];
  const out: Candidate[] = [];
  const phrase = ask(subject, ctx.vocabulary);
  const objectText = joinTokens(object);
  const dateText = date?.date ?? intro?.date ?? null;
  const baseCtx = intro && !intro.date ? withIntro(ctx, intro) : ctx;
  if (dateText && !NO_DO_VERBS.has(lemma)) {
    const question = `When did ${phrase} ${lemma}${objectText ? ` ${objectText}` : ''}?`;
    const card = make(baseCtx, 'date', scoreFor(7.5, subject), question, dateText, `${subject.text} ${lemma} when`);
    if (card) out.push(card);
  }
  const possessive = object.some((t) => ['his', 'her', 'its', 'their'].includes(t.lower));
  if (subject.person && object.length >= 1 && !possessive && !NO_DO_VERBS.has(lemma) && object[0]?.pos !== 'ADP') {
    const card = make(
      baseCtx,
      'agent',
      scoreFor(7.5, subject),
      `Who ${verb.lower} ${objectText}?`,
      subject.text,
      `${objectText} ${lemma} by`,
    );
    if (card) out.push(card);
  }
  return out;
}

/** "The human body replaces roughly 330 billion cells every day", "Interphase takes up about 90% of the cycle". */
export function numberCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
  const { tokens, intro } = parts;
  const verb = tokens[v];
  if (!verb || (verb.pos !== 'VERB' && !['has', 'have', 'had'].includes(verb.lower))) return [];
  let k = v + 1;
  let particle = '';
  if (tokens[k]?.pos === 'ADP' && ['up', 'out', 'off', 'down'].includes(tokens[k]?.lower ?? '')) {
    particle = ` ${tokens[k]?.lower}`;
    k++;
  }
  const number = numberSpan(tokens, k);
  if (!number) return [];
  // "A valid contract has five essential elements:" introduces a list, which asks for them all
  if (tokens[tokens.length - 1]?.text === ':') return [];
  const does =
    doSupport(verb, subject.plural) ??
    (verb.lower === 'has' ? 'does' : verb.lower === 'have' ? 'do' : verb.lower === 'had' ? 'did' : null);
  if (!does) return [];
  const lemma = baseForm(verb);
  const end = clauseEnd(tokens, number.end, true);
  const baseCtx = intro && !intro.date ? withIntro(ctx, intro) : ctx;
  const phrase = ask(subject, ctx.vocabulary);
  const after = tokens[number.end];
  if (after && (after.text === '%' || after.lower === 'percent') && tokens[number.end + 1]?.lower === 'of') {
    const of = trimEndPunct(tokens.slice(number.end + 2, end));
    if (!of.length || of.length > 10) return [];
    const question = `What percentage of ${joinTokens(of)} ${does} ${phrase} ${lemma}${particle}?`;
    const card = make(
      baseCtx,
      'number',
      scoreFor(7, subject),
      question,
      `${number.text}${after.text === '%' ? '%' : ' percent'}`,
      question,
    );
    return card ? [card] : [];
  }
  // "330 billion cells every day"
  let n = number.end;
  const nounTokens: Token[] = [];
  while (n < end && (tokens[n]?.pos === 'NOUN' || tokens[n]?.pos === 'ADJ') && nounTokens.length < 3) {
    nounTokens.push(tokens[n] as Token);
    n++;
  }
  const lastNoun = nounTokens[nounTokens.length - 1];
  // "The Marshall Plan gave about 13 billion dollars to rebuild …" → "How much did the Marshall Plan give …?"
  if (lastNoun && nounTokens.length === 1 && CURRENCIES.has(lastNoun.lower) && tokens[n]?.lower !== 'of') {
    const rest = trimEndPunct(tokens.slice(n, end));
    if (rest.length > 8 || rest.some((t) => PERSONAL_PRONOUNS.has(t.lower))) return [];
    const question = `How much ${does} ${phrase} ${lemma}${particle}${rest.length ? ` ${joinTokens(rest)}` : ''}?`;
    const card = make(baseCtx, 'number', scoreFor(7, subject), question, `${number.text} ${lastNoun.text}`, question);
    return card ? [card] : [];
  }
  if (!lastNoun || lastNoun.pos !== 'NOUN' || UNITS.has(lastNoun.lower) || UNITS.has(nounTokens[0]?.lower ?? ''))
    return [];
  if (tokens[n]?.lower === 'of') return [];
  const rest = trimEndPunct(tokens.slice(n, end));
  if (rest.length > 8 || rest.some((t) => PERSONAL_PRONOUNS.has(t.lower) || t.pos === 'VERB')) return [];
  const question = `How many ${joinTokens(nounTokens)} ${does} ${phrase} ${lemma}${particle}${rest.length ? ` ${joinTokens(rest)}` : ''}?`;
  const card = make(baseCtx, 'number', scoreFor(7, subject), question, number.text, question);
  return card ? [card] : [];
}

/** "About 9 million soldiers died in the war", "about 68% of values lie within one standard deviation". */
export function leadingNumberCards(parts: Parts, ctx: SentenceContext): Candidate[] {
  const { tokens, start, intro } = parts;
  const number = numberSpan(tokens, start);
  if (!number) return [];
  const end = clauseEnd(tokens, number.end, true);
  const baseCtx = intro && !intro.date ? withIntro(ctx, intro) : ctx;
  const after = tokens[number.end];
  let subjectWords: Token[] = [];
  let i = number.end;
  let percentage = false;
  if (after && (after.text === '%' || after.lower === 'percent') && tokens[i + 1]?.lower === 'of') {
    percentage = true;
    i += 2;
  }
  while (i < end && subjectWords.length < 8 && !(tokens[i]?.pos === 'VERB' || tokens[i]?.pos === 'AUX')) {
    subjectWords.push(tokens[i] as Token);
    i++;
  }
  subjectWords = trimEndPunct(subjectWords);
  const verb = tokens[i];
  if (!verb || !subjectWords.length || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) return [];
  if (subjectWords.some((t) => t.pos === 'PUNCT' || PERSONAL_PRONOUNS.has(t.lower))) return [];
  if (!percentage && (subjectWords[0]?.pos !== 'NOUN' || UNITS.has(subjectWords[0]?.lower ?? ''))) return [];
  const rest = trimEndPunct(tokens.slice(i, end));
  if (rest.length < 2 || rest.length > 16) return [];
  const question = `${percentage ? 'What percentage of' : 'How many'} ${joinTokens(subjectWords)} ${joinTokens(rest)}?`;
  const answer = percentage ? `${number.text}${after?.text === '%' ? '%' : ' percent'}` : number.text;
  const card = make(baseCtx, 'number', 7, question, answer, question);
  return card ? [card] : [];
}

/** "A collision happens when two keys hash to the same index", "X is used to …". */
export function conditionCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
  const { tokens } = parts;
  const verb = tokens[v];
  if (!verb) return [];
  const lemma = baseForm(verb);
  const baseCtx = parts.intro && !parts.intro.date ? withIntro(ctx, parts.intro) : ctx;
  if (['occur', 'happen', 'arise'].includes(lemma) && ['when', 'if'].includes(tokens[v + 1]?.lower ?? '')) {
    const does = doSupport(verb, subject.plural);
    if (!does) return [];
    const end = clauseEnd(tokens, v + 2);
    const clause = trimEndPunct(tokens.slice(v + 1, end));
    if (clause.length < 3) return [];
    const card = make(
      baseCtx,
      'condition',
      scoreFor(7.5, subject),
      `When ${does} ${ask(subject, ctx.vocabulary)} ${lemma}?`,
      joinTokens(clause),
      `${subject.text} when`,
    );
    return card ? [card] : [];
  }
  if (lemma === 'consist' && tokens[v + 1]?.lower === 'of') {
    const does = doSupport(verb, subject.plural);
    const end = clauseEnd(tokens, v + 2);
    const rest = trimEndPunct(tokens.slice(v + 2, end));
    if (!does || rest.length < 2) return [];
    const question = `What ${does} ${ask(subject, ctx.vocabulary)} consist of?`;
    const card = make(
      baseCtx,
      'definition',
      scoreFor(7.5, subject),
      question,
      joinTokens(rest),
      `${subject.text} parts`,
    );
    return card ? [card] : [];
  }
  if (BE.has(verb.lower) && tokens[v + 1]?.lower === 'used' && ['to', 'for'].includes(tokens[v + 2]?.lower ?? '')) {
    const end = clauseEnd(tokens, v + 3);
    const rest = trimEndPunct(tokens.slice(v + 2, end));
    if (rest.length < 2) return [];
    const answer = tokens[v + 2]?.lower === 'for' ? joinTokens(rest.slice(1)) : joinTokens(rest);
    const card = make(
      baseCtx,
      'purpose',
      scoreFor(7.5, subject),
      `What ${verb.lower} ${ask(subject, ctx.vocabulary)} used for?`,
      answer,
      `${subject.text} use`,
    );
    return card ? [card] : [];
  }
  return [];
}

/** "Merge sort divides the array into halves …" → "What does merge sort do?"; "Insulin regulates …" → "What does insulin regulate?" */
export function actionCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
  const { tokens } = parts;
  const verb = tokens[v];
  if (!verb || verb.pos !== 'VERB' || subject.person) return [];
  const lemma = baseForm(verb);
  if (NO_DO_VERBS.has(lemma) || STATEMENT_VERBS.has(lemma) || DESCRIBING_VERBS.has(lemma)) return [];
  const present = subject.plural ? verb.lower === lemma : verb.lower !== lemma && verb.lower.endsWith('s');
  if (!present) return [];
  const next = tokens[v + 1];
  // "steps through a list": a verb of movement with its path is still an action
  const path = next?.pos === 'ADP' && PATH_PREPOSITIONS.has(next.lower) && !OBJECT_VERBS.has(lemma);
  if (
    !next ||
    next.lower === 'that' ||
    (!path &&
      next.pos !== 'DET' &&
      next.pos !== 'NOUN' &&
      next.pos !== 'ADJ' &&
      next.pos !== 'NUM' &&
      next.pos !== 'PROPN' &&
      next.pos !== 'ADV')
  )
    return [];
  let end = clauseEnd(tokens, v + 1);
  // "…, founded 1995": a trailing participle's phrase is another fact
  const aside = tokens.findIndex(
    (t, i) =>
      i > v && i < end && t.text === ',' && /ed$/.test(tokens[i + 1]?.lower ?? '') && tokens[i + 1]?.pos === 'VERB',
  );
  if (aside > 0) end = aside;
  const does = subject.plural ? 'do' : 'does';
  const baseCtx = parts.intro && !parts.intro.date ? withIntro(ctx, parts.intro) : ctx;
  if (OBJECT_VERBS.has(lemma) && next.pos !== 'ADV') {
    const object = trimEndPunct(tokens.slice(v + 1, end));
    if (object.length < 1 || object.length > 25) return [];
    const card = make(
      baseCtx,
      'action',
      scoreFor(6.5, subject),
      `What ${does} ${ask(subject, ctx.vocabulary)} ${lemma}?`,
      joinTokens(object),
      `${subject.text} ${lemma}`,
    );
    return card ? [card] : [];
  }
  // A story with a date ("USA enters the war (April 1917)") is not what something does.
  // (only the predicate's own words count: "Merge sort, invented … in 1945, divides …" is no story)
  if (tokens.slice(v, end).some((t) => /^\d{4}$/.test(t.text))) return [];
  let predicateStart = v;
  while (predicateStart > 0 && tokens[predicateStart - 1]?.pos === 'ADV') predicateStart--;
  const colon = tokens.findIndex((t, i) => i > v && t.text === ':');
  let predicate = trimEndPunct(tokens.slice(predicateStart, colon > 0 && colon < end ? colon : end));
  // "Binary search works only on a sorted list: it compares …": what it does follows the colon, and the
  // part before is a condition, not an action
  const pronoun = subject.plural ? 'they' : 'it';
  const after = tokens[colon + 2];
  if (colon > 0 && tokens[colon + 1]?.lower === pronoun && after?.pos === 'VERB' && !NO_DO_VERBS.has(baseForm(after))) {
    predicate = trimEndPunct(tokens.slice(colon + 2, clauseEnd(tokens, colon + 2)));
  }
  if (predicate.length < 3 || predicate.length > 40) return [];
  const card = make(
    baseCtx,
    'action',
    scoreFor(6, subject),
    `What ${does} ${ask(subject, ctx.vocabulary)} do?`,
    joinTokens(predicate),
    `${subject.text} do`,
  );
  return card ? [card] : [];
}
