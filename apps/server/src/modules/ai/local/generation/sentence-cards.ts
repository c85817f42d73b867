import type { Candidate, CardKind, Place, Vocabulary } from './candidate.ts';
import { finishAnswer, inlineText } from './card-text.ts';
import {
  comparisonKey,
  DETERMINERS,
  isPluralPhrase,
  PERSON_NOUNS,
  PERSONAL_PRONOUNS,
  POINTING_WORDS,
  PURPOSE_HEADS,
  UNITS,
  VAGUE_HEADS,
  pastFromParticiple,
} from './english.ts';
import { joinTokens, type Sentence, type Token } from './nlp.ts';
import {
  baseForm,
  clauseEnd,
  doSupport,
  findDatePhrase,
  inQuestion,
  isPunct,
  isWord,
  leadingIntro,
  numberSpan,
  skipOpeners,
  subjectOf,
  trimEndPunct,
  type Intro,
  type Subject,
} from './phrases.ts';

/**
 * Cards from one sentence of prose: definitions ("X is a …", "X refers to …"), names ("… is called X"),
 * claims ("X states that …"), dates, people and numbers. Each pattern reads the sentence's own words.
 */
export interface SentenceContext {
  place: Place;
  vocabulary: Vocabulary;
  /** the sentence before, in the same paragraph */
  previous: Sentence | null;
  /** the subject of the sentence before, for "It …", "They …", "He …" */
  previousSubject: Subject | null;
  /** put before each question when the sentence needs it to make sense ("Battle of the Somme (1916)") */
  prefix: string | null;
  /** the sentence's own leading phrase, kept in front of the question ("In animal cells, …") */
  intro?: string;
}

export interface SentenceResult {
  cards: Candidate[];
  subject: Subject | null;
}

const BE = new Set(['is', 'are', 'was', 'were']);
const HEDGES = new Set([
  'also',
  'usually',
  'often',
  'generally',
  'normally',
  'typically',
  'sometimes',
  'mostly',
  'mainly',
  'largely',
  'commonly',
  'frequently',
  'rarely',
  'seldom',
  'occasionally',
]);
const COPULA_ADVERBS = new Set([
  ...HEDGES,
  'simply',
  'thus',
  'therefore',
  'now',
  'still',
  'always',
  'essentially',
  'basically',
  'first',
  'then',
  'both',
  'all',
  'just',
  'only',
  'traditionally',
]);
const NAMING_VERBS = new Set(['called', 'known', 'termed', 'named', 'labelled', 'labeled', 'dubbed']);
const STATEMENT_VERBS = new Set(
  'state show say hold argue suggest predict claim propose assume imply demonstrate find conclude note believe maintain assert establish reveal observe prove indicate contend posit hypothesise hypothesize recognise recognize theorise theorize'.split(
    ' ',
  ),
);
const DESCRIBING_VERBS = new Set([
  'describe',
  'measure',
  'represent',
  'denote',
  'indicate',
  'quantify',
  'explain',
  'determine',
  'predict',
  'specify',
  'define',
]);
const OBJECT_VERBS = new Set(
  'include contain comprise produce cause require need affect regulate control store convert transport release absorb form create carry make provide prevent reduce increase decrease lower raise protect support break digest synthesise synthesize encode catalyse catalyze bind detect'.split(
    ' ',
  ),
);
const NO_DO_VERBS = new Set(
  'be have do become seem appear remain occur happen tend need want begin start stay get go come say mean refer stand consist lie sit look feel sound keep continue try let'.split(
    ' ',
  ),
);
const LINKERS = new Set([
  'that',
  'which',
  'who',
  'whose',
  'where',
  'whereby',
  'of',
  'for',
  'in',
  'with',
  'used',
  'between',
  'from',
  'to',
  'on',
  'by',
  'made',
  'consisting',
  'containing',
  'called',
  'within',
  'among',
  'into',
  'through',
  'at',
]);

interface Parts {
  tokens: Token[];
  intro: Intro | null;
  /** where the body (subject onwards) starts */
  start: number;
}

function make(
  ctx: SentenceContext,
  kind: CardKind,
  score: number,
  question: string,
  answer: string,
  concept: string,
  asSentence = false,
): Candidate | null {
  let q = inlineText(question);
  if (!q) return null;
  const lowerFirst = (text: string) =>
    /^(?:What|Who|When|How|Which|Where|Why)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  q = q.charAt(0).toUpperCase() + q.slice(1);
  if (ctx.intro) q = `${ctx.intro}, ${lowerFirst(q)}`;
  if (ctx.prefix) q = `${ctx.prefix}: ${lowerFirst(q)}`;
  if (!/[?.]$/.test(q)) q += '?';
  const a = finishAnswer(answer, asSentence);
  if (!a) return null;
  return {
    question: q,
    answer: a,
    kind,
    score,
    order: ctx.place.order,
    section: ctx.place.section,
    source: ctx.place.source,
    concept: comparisonKey(concept),
  };
}

/** The subject as it stands in a question (pronouns replaced by what they point at). */
interface ResolvedSubject extends Subject {
  resolved: boolean;
}

function resolveSubject(subject: Subject | null, ctx: SentenceContext): ResolvedSubject | null {
  if (!subject) return null;
  if (!subject.pronoun) return subject.vague ? null : { ...subject, resolved: false };
  const previous = ctx.previousSubject;
  if (!previous || previous.vague || previous.pronoun || previous.demonstrative) return null;
  const fits =
    (subject.pronoun === 'it' && !previous.plural && !previous.person) ||
    (subject.pronoun === 'they' && previous.plural) ||
    ((subject.pronoun === 'he' || subject.pronoun === 'she') && previous.person);
  return fits ? { ...previous, resolved: true } : null;
}

/** The first index in [from, to) whose token text (lower case) is one of `words`. */
function indexOfWord(tokens: readonly Token[], words: ReadonlySet<string>, from: number, to = tokens.length): number {
  for (let i = from; i < Math.min(to, tokens.length); i++) if (words.has(tokens[i]?.lower ?? '')) return i;
  return -1;
}

function skipAdverbs(tokens: readonly Token[], from: number): { next: number; hedged: boolean } {
  let i = from;
  let hedged = false;
  while (
    i < tokens.length &&
    (COPULA_ADVERBS.has(tokens[i]?.lower ?? '') || (tokens[i]?.pos === 'ADV' && tokens[i]?.lower.endsWith('ly')))
  ) {
    if (HEDGES.has(tokens[i]?.lower ?? '')) hedged = true;
    i++;
  }
  return { next: i, hedged };
}

const ask = (subject: ResolvedSubject, vocabulary: Vocabulary) => inQuestion(subject.text, vocabulary);

const scoreFor = (base: number, subject: ResolvedSubject | null, hedged = false) =>
  base - (subject?.resolved ? 0.5 : 0) - (hedged ? 1 : 0);

/** "X is called Y", "This process is called Y", "X, called Y, …", "…, a result known as Y". */
function namingCards(parts: Parts, ctx: SentenceContext): Candidate[] {
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
  const nameEnd = clauseEnd(tokens, nameStart, true);
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
    const question =
      !resolved.plural && /^(?:the|a|an)\s/i.test(phrase) && !resolved.person
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

function selfContained(text: string): boolean {
  const first = (/^[\p{L}']+/u.exec(text)?.[0] ?? '').toLowerCase();
  return first !== '' && !POINTING_WORDS.has(first) && /^[\p{Lu}\d"“]/u.test(text);
}

/** The words a pointing subject refers to: the clause before a semicolon, else the previous sentence. */
function contextBefore(parts: Parts, ctx: SentenceContext, subjectStart: number): string | null {
  const { tokens } = parts;
  const semicolon = tokens.slice(0, subjectStart).findIndex((t) => t.text === ';');
  let text: string | null = null;
  if (semicolon > 0) text = inlineText(joinTokens(tokens.slice(0, semicolon)));
  else if (subjectStart === skipOpeners(tokens) && ctx.previous) text = inlineText(ctx.previous.text);
  if (!text || !selfContained(text) || text.length > 220 || text.endsWith('?')) return null;
  return `${text}.`;
}

/** "X is a …", "X are proteins that …", "The boiling point of water is 100 °C", "The aim of damages is to …". */
function copulaCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, be: number): Candidate[] {
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

/** A context that carries a leading "In animal cells," into the question. */
function withIntro(ctx: SentenceContext, intro: Intro | null): SentenceContext {
  if (!intro) return ctx;
  return { ...ctx, intro: inlineText(intro.text) };
}

/** "X refers to …", "X means …", "X stands for …", "X is defined as …", "X describes/measures …". */
function explicitCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
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
function statementCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
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
function passiveCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, be: number): Candidate[] {
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

/** "Britain launched HMS Dreadnought in 1906", "Linus Pauling introduced the electronegativity scale in 1932". */
function activeCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
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
  const object = trimEndPunct(tokens.slice(v + 1, objectEnd));
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
function numberCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
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
function leadingNumberCards(parts: Parts, ctx: SentenceContext): Candidate[] {
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
function conditionCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
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
function actionCards(parts: Parts, ctx: SentenceContext, subject: ResolvedSubject, v: number): Candidate[] {
  const { tokens } = parts;
  const verb = tokens[v];
  if (!verb || verb.pos !== 'VERB' || subject.person) return [];
  const lemma = baseForm(verb);
  if (NO_DO_VERBS.has(lemma) || STATEMENT_VERBS.has(lemma) || DESCRIBING_VERBS.has(lemma)) return [];
  const present = subject.plural ? verb.lower === lemma : verb.lower !== lemma && verb.lower.endsWith('s');
  if (!present) return [];
  const next = tokens[v + 1];
  if (
    !next ||
    next.lower === 'that' ||
    (next.pos !== 'DET' &&
      next.pos !== 'NOUN' &&
      next.pos !== 'ADJ' &&
      next.pos !== 'NUM' &&
      next.pos !== 'PROPN' &&
      next.pos !== 'ADV')
  )
    return [];
  const end = clauseEnd(tokens, v + 1);
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
  if (tokens.some((t) => /^\d{4}$/.test(t.text))) return [];
  let predicateStart = v;
  while (predicateStart > 0 && tokens[predicateStart - 1]?.pos === 'ADV') predicateStart--;
  const colon = tokens.findIndex((t, i) => i > v && t.text === ':');
  const predicate = trimEndPunct(tokens.slice(predicateStart, colon > 0 && colon < end ? colon : end));
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
function appositiveCards(parts: Parts, ctx: SentenceContext): Candidate[] {
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

/** The first verb (or auxiliary) after the subject: where the subject ends. */
function firstVerbIndex(tokens: readonly Token[], from: number): number {
  for (let i = from; i < tokens.length && i < from + 17; i++) {
    const t = tokens[i];
    if (!t) break;
    // "… states that", "… shows that": the tagger sometimes reads these as plural nouns
    if (i > from && tokens[i + 1]?.lower === 'that' && t.lower.endsWith('s') && STATEMENT_VERBS.has(baseForm(t)))
      return i;
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
