import { type Candidate, type CardKind } from './candidate.ts';
import { DETERMINERS, pastFromParticiple, PERSON_NOUNS, PURPOSE_HEADS, VAGUE_HEADS } from './english.ts';
import { joinTokens, type Token } from './nlp.ts';
import { clauseEnd, findDatePhrase, numberSpan, trimEndPunct } from './clauses.ts';
import { baseForm, doSupport } from './question-wording.ts';
import {
  ask,
  BE,
  DESCRIBING_VERBS,
  indexOfWord,
  LINKERS,
  make,
  NAMING_VERBS,
  type Parts,
  type ResolvedSubject,
  scoreFor,
  type SentenceContext,
  skipAdverbs,
  STATEMENT_VERBS,
  withIntro,
} from './sentence-parts.ts';

/** Sentence patterns of "X is …": definitions, "refers to", "states that", and passives with a date or an agent. */

/** "X is a …", "X are proteins that …", "The boiling point of water is 100 °C", "The aim of damages is to …". */
export function copulaCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, be: number): Candidate[] {
  const { tokens } = parts;
  const beToken = tokens[be];
  if (!beToken) return [];
  const { next: k, hedged } = skipAdverbs(tokens, be + 1);
  const first = tokens[k];
  if (
    !first ||
    first.lower === 'not' ||
    first.lower === 'that' ||
    NAMING_VERBS.has(first.lower) ||
    first.lower === 'defined' ||
    first.lower === 'used'
  )
    return [];
  if (first.pos === 'VERB' && first.lower !== first.lemma) return []; // passive: see the date and agent patterns
  const end = clauseEnd(tokens, k);
  const complement = trimEndPunct(tokens.slice(k, end));
  if (!complement.length) return [];
  const second = complement[1];
  // "The dangerous pursuit of knowledge is the central theme of the novel": asks nothing answerable
  const nouns = complement.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  const headIndex = complement.findIndex((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  const afterHead = complement[headIndex + 1];
  if (
    nouns.length &&
    VAGUE_HEADS.has(nouns[0]?.lower ?? '') &&
    (nouns.every((t) => VAGUE_HEADS.has(t.lower)) ||
      afterHead === undefined ||
      afterHead.text === ':' ||
      afterHead.text === ',') &&
    !complement.some((t) => ['that', 'which', 'who', 'whose', 'where'].includes(t.lower))
  )
    return [];
  const numeric =
    numberSpan(complement, 0) !== null && !(second && second.lower === 'of' && complement[0]?.lower === 'one');
  let kind: CardKind | null = null;
  let score = 0;
  const possessiveStart =
    (first.pos === 'PROPN' || first.pos === 'NOUN') && (second?.text === "'s" || second?.text === '’s');
  if (DETERMINERS.has(first.lower) || first.lower === 'one' || first.lower === 'any' || possessiveStart) {
    kind = 'definition';
    score = 9;
  } else if (numeric) {
    kind = 'number';
    score = 7;
  } else if (['when', 'where', 'how'].includes(first.lower) && complement.length >= 4) {
    kind = 'definition';
    score = 7.5;
  } else if (first.lower === 'to' && PURPOSE_HEADS.has(subject.head) && complement[1]?.pos === 'VERB') {
    kind = 'purpose';
    score = 8;
  } else if (
    first.pos === 'NOUN' ||
    first.pos === 'PROPN' ||
    (first.pos === 'ADJ' && (second?.pos === 'NOUN' || second?.pos === 'ADJ'))
  ) {
    // Without a determiner, a definition starts with a plural noun ("proteins that …", "large molecules made of …").
    const noun = complement.slice(0, 4).find((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
    const pluralNoun = noun !== undefined && noun.lower !== noun.lemma && noun.lower.endsWith('s');
    const window = complement.slice(1, 7);
    const linked = window.some((t) => LINKERS.has(t.lower)) && !(first.pos === 'ADJ' && second?.pos === 'ADP');
    // a mass noun ("Nationalism is intense loyalty to one's nation") needs a singular subject and a close link
    const massNoun =
      !pluralNoun &&
      !subject.plural &&
      noun !== undefined &&
      ['to', 'of', 'that', 'which', 'for', 'between'].includes(complement[complement.indexOf(noun) + 1]?.lower ?? '');
    if ((pluralNoun && linked) || massNoun) {
      kind = 'definition';
      score = 8.5;
    }
  }
  if (!kind || (complement.length < 2 && kind !== 'number')) return [];
  // "Advertisements are normally also invitations to treat": a hedged claim is no definition
  if (hedged && kind === 'definition' && !DETERMINERS.has(first.lower)) return [];
  if (kind === 'number') {
    // "She was eighteen years old at the time" → "How old was Mary Shelley?"
    const age = complement.findIndex((t) => t.lower === 'old');
    if (age > 1 && ['years', 'year', 'months', 'days'].includes(complement[age - 1]?.lower ?? '')) {
      const rest = joinTokens(complement.slice(age + 1));
      const question = `How old ${beToken.lower} ${ask(subject, ctx.vocabulary)}${rest ? ` ${rest}` : ''}?`;
      const card = make(
        withIntro(ctx, parts.intro),
        'number',
        scoreFor(7, subject),
        question,
        joinTokens(complement.slice(0, age - 1)),
        `${subject.text} age`,
      );
      return card ? [card] : [];
    }
    if (subject.person) return [];
  }
  const answer = joinTokens(complement);
  const head = complement.find((t) => t.pos === 'NOUN');
  const who = subject.person && kind === 'definition' && head !== undefined && PERSON_NOUNS.has(head.lower);
  const question = `${who ? 'Who' : 'What'} ${beToken.lower} ${ask(subject, ctx.vocabulary)}?`;
  const card = make(
    withIntro(ctx, parts.intro),
    kind,
    scoreFor(score, subject, hedged),
    question,
    answer,
    subject.text,
  );
  return card ? [card] : [];
}

/** "X refers to …", "X means …", "X stands for …", "X is defined as …", "X describes/measures …". */
export function explicitCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
  const { tokens } = parts;
  const verb = tokens[v];
  if (!verb) return [];
  const lemma = baseForm(verb);
  let k = v + 1;
  let question: string | null = null;
  let score = 9.5;
  const does = doSupport(verb, subject.plural);
  if (lemma === 'refer' && tokens[k]?.lower === 'to' && does) {
    k++;
    question = `What ${does} ${ask(subject, ctx.vocabulary)} refer to?`;
  } else if (lemma === 'mean' && does && tokens[k]?.lower !== 'that') {
    question = `What ${does} ${ask(subject, ctx.vocabulary)} mean?`;
  } else if (lemma === 'stand' && tokens[k]?.lower === 'for' && does) {
    k++;
    question = `What ${does} ${ask(subject, ctx.vocabulary)} stand for?`;
    score = 8;
  } else if (BE.has(verb.lower) && tokens[k]?.lower === 'defined' && tokens[k + 1]?.lower === 'as') {
    k += 2;
    question = `How ${verb.lower} ${ask(subject, ctx.vocabulary)} defined?`;
  } else if (DESCRIBING_VERBS.has(lemma) && does && tokens[k]?.lower !== 'that' && tokens[k]?.pos !== 'ADP') {
    question = `What ${does} ${ask(subject, ctx.vocabulary)} ${lemma}?`;
    score = 8;
  }
  if (!question) return [];
  const end = clauseEnd(tokens, k);
  const rest = trimEndPunct(tokens.slice(k, end));
  if (rest.length < 1 || (rest.length < 2 && lemma !== 'stand')) return [];
  const card = make(
    withIntro(ctx, parts.intro),
    'definition',
    scoreFor(score, subject),
    question,
    joinTokens(rest),
    subject.text,
  );
  return card ? [card] : [];
}

/** "The law of conservation of energy states that …", "In 1956 George Miller argued that …". */
export function statementCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
  const { tokens, intro } = parts;
  let verbIndex = v;
  let auxiliary: Token | null = null;
  if (['has', 'have', 'had'].includes(tokens[v]?.lower ?? '') && tokens[v + 1]?.pos === 'VERB') {
    auxiliary = tokens[v] ?? null;
    verbIndex = v + 1;
  }
  const verb = tokens[verbIndex];
  if (!verb) return [];
  const lemma = baseForm(verb);
  if (!STATEMENT_VERBS.has(lemma)) return [];
  let k = verbIndex + 1;
  // "Ebbinghaus also found in 1885 that …": allow a short date or place in between
  const date = findDatePhrase(tokens, k, k + 1);
  if (date) k = date.end;
  if (tokens[k]?.lower !== 'that') return [];
  k++;
  const end = clauseEnd(tokens, k);
  const clause = trimEndPunct(tokens.slice(k, end));
  if (clause.length < 3) return [];
  const does = auxiliary ? auxiliary.lower : doSupport(verb, subject.plural);
  if (!does) return [];
  const when = intro?.date ? ` in ${intro.date}` : date ? ` ${joinTokens(tokens.slice(date.start, date.end))}` : '';
  const verbWord = auxiliary ? verb.lower : lemma;
  const question = `What ${does} ${ask(subject, ctx.vocabulary)} ${verbWord}${when}?`;
  const card = make(
    intro && !intro.date ? withIntro(ctx, intro) : ctx,
    'statement',
    scoreFor(8, subject),
    question,
    joinTokens(clause),
    subject.text,
    true,
  );
  return card ? [card] : [];
}

/** "The Treaty of Versailles was signed on 28 June 1919", "… was proposed by Richard Atkinson and Richard Shiffrin in 1968". */
export function passiveCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, be: number): Candidate[] {
  const { tokens, intro } = parts;
  const beToken = tokens[be];
  if (!beToken) return [];
  const { next: p } = skipAdverbs(tokens, be + 1);
  const participle = tokens[p];
  if (
    !participle ||
    participle.pos !== 'VERB' ||
    participle.lower === participle.lemma ||
    participle.lower.endsWith('ing')
  )
    return [];
  if (NAMING_VERBS.has(participle.lower) || participle.lower === 'defined') return [];
  if (tokens[p + 1]?.lower === 'to' || tokens[p + 1]?.lower === 'that') return []; // "is said to have shown", "was found that"
  const adverbs = joinTokens(tokens.slice(be + 1, p));
  const end = clauseEnd(tokens, p + 1);
  const out: Candidate[] = [];
  const date = findDatePhrase(tokens, p + 1, end);
  const dateText = date?.date ?? intro?.date ?? null;
  const phrase = ask(subject, ctx.vocabulary);
  const baseCtx = intro && !intro.date ? withIntro(ctx, intro) : ctx;
  if (dateText) {
    const question = `When ${beToken.lower} ${phrase} ${adverbs ? `${adverbs} ` : ''}${participle.lower}?`;
    const card = make(
      baseCtx,
      'date',
      scoreFor(7.5, subject),
      question,
      dateText,
      `${subject.text} ${participle.lower} when`,
    );
    if (card) out.push(card);
  }
  // "The efficiency of an algorithm is usually described with big-O notation, which …" → "What is the
  // efficiency of an algorithm usually described with?" (the means, a noun phrase of its own)
  const means = tokens[p + 1]?.lower;
  if ((means === 'with' || means === 'using') && !dateText) {
    const stop = tokens.findIndex(
      (t, i) =>
        i > p + 1 &&
        ([',', ';', ':', '.', '(', '—', '–'].includes(t.text) || t.lower === 'which' || t.lower === 'that'),
    );
    const object = tokens.slice(p + 2, stop < 0 ? end : Math.min(stop, end));
    const head = object[object.length - 1];
    if (
      object.length >= 1 &&
      object.length <= 5 &&
      head?.pos === 'NOUN' &&
      !object.some((t) => t.pos === 'VERB' || t.pos === 'PRON' || t.pos === 'ADP')
    ) {
      const question = `What ${beToken.lower} ${phrase} ${adverbs ? `${adverbs} ` : ''}${participle.lower} ${means}?`;
      const card = make(baseCtx, 'naming', scoreFor(7.5, subject), question, joinTokens(object), joinTokens(object));
      if (card) out.push(card);
    }
  }
  // "A dominant allele is expressed even when only one copy is present" → "When is a dominant allele expressed?"
  let w = p + 1;
  while (w < p + 3 && tokens[w]?.pos === 'ADV' && !['when', 'if'].includes(tokens[w]?.lower ?? '')) w++;
  if (!dateText && ['when', 'if'].includes(tokens[w]?.lower ?? '') && !subject.person) {
    const condition = trimEndPunct(tokens.slice(p + 1, clauseEnd(tokens, w + 1)));
    if (condition.length - (w - p - 1) >= 4) {
      const question = `When ${beToken.lower} ${phrase} ${adverbs ? `${adverbs} ` : ''}${participle.lower}?`;
      const card = make(
        baseCtx,
        'condition',
        scoreFor(7.5, subject),
        question,
        joinTokens(condition),
        `${subject.text} when`,
      );
      if (card) out.push(card);
    }
  }
  // "by Gavrilo Princip", "by Richard Atkinson and Richard Shiffrin"
  const by = indexOfWord(tokens, new Set(['by']), p + 1, end);
  if (by > 0 && (beToken.lower === 'was' || beToken.lower === 'were')) {
    let a = by + 1;
    const agent: Token[] = [];
    while (a < end) {
      const t = tokens[a];
      if (!t) break;
      const nameLike =
        /^\p{Lu}/u.test(t.text) ||
        (['and', 'von', 'van', 'de', 'da', 'la', 'le', 'del', 'der', '&'].includes(t.lower) && agent.length > 0) ||
        (t.text === '.' && /^\p{Lu}$/u.test(agent[agent.length - 1]?.text ?? ''));
      if (!nameLike || findDatePhrase(tokens, a, a + 1)) break;
      agent.push(t);
      a++;
    }
    while (agent.length && ['and', 'von', 'van', 'de', '&'].includes(agent[agent.length - 1]?.lower ?? '')) agent.pop();
    const nameCount = agent.filter((t) => /^\p{Lu}/u.test(t.text)).length;
    if (nameCount >= 1 && agent.length <= 8 && !(subject.person && nameCount < 2)) {
      const past = pastFromParticiple(participle.lower);
      const question = `Who ${adverbs && adverbs !== 'first' ? `${adverbs} ` : adverbs === 'first' ? 'first ' : ''}${past} ${phrase}?`;
      const card = make(
        baseCtx,
        'agent',
        scoreFor(7.5, subject),
        question,
        joinTokens(agent),
        `${subject.text} ${participle.lower} by`,
      );
      if (card) out.push(card);
    }
  }
  return out;
}
