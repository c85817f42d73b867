import { memoize } from './own.ts';
import { readQuantities, type Quantity } from './quantities.ts';
import { prepareText, tokenize, type Token } from './tokens.ts';
import { mergeTokens } from './merge-tokens.ts';
import { senseOf, senseOfWord } from './senses.ts';
import { FOREIGN_ARTICLES, GENERIC_WORDS, NEGATORS, STOPWORDS } from './function-words.ts';
import { PARTICLES } from './phrases-and-aliases.ts';
import { unifySpelling, wordRoot } from './word-forms.ts';

/** A meaning-bearing word of an answer. */
export interface Term {
  /** order among the answer's terms */
  index: number;
  /** as written, for feedback */
  raw: string;
  start: number;
  end: number;
  /** lower case, accents folded, spelling unified */
  norm: string;
  /** lower case with its accents, to tell a missing accent from a typo */
  accented: string;
  root: string;
  /** synonym group, else the root: what "means the same" is decided by */
  sense: string;
  /** under a "not", "no", "without"… */
  negated: boolean;
  /** 1, or less for words that name a kind ("empire", "treaty") */
  weight: number;
  /** le, la, el, der… in a language answer */
  article: boolean;
  /** written in capitals, 2–6 letters (an acronym) */
  acronym: boolean;
  /** the initials of its camel-case parts ("HyperText" → "ht"), for acronyms */
  initials: string;
  /** list segment (comma, "and", "or") it belongs to */
  segment: number;
  /** the particle right after it ("takes in", "collided with"): a phrasal verb may be meant */
  particle: string | null;
}

/** A filler word said: its synonym group and where it stands. */
export interface QuietWord {
  sense: string;
  norm: string;
  start: number;
}

export interface Analysis {
  text: string;
  tokens: Token[];
  /** tokens left after numbers were read */
  rest: Token[];
  terms: Term[];
  quantities: Quantity[];
  /** an answer that starts with yes or no */
  yesNo: 'yes' | 'no' | null;
  /** how many list segments the terms fall in */
  segments: number;
  /**
   * "from left to right", "source code into machine code": the senses on each side of a change
   * of place or form, in order
   */
  directions: Direction[];
  /** the lone "one"s left out of quantities ("only one seller"): what an answer's count may be */
  weakQuantities: Quantity[];
  /**
   * synonym groups of the filler words said ("because", "getting"): they carry no meaning of their
   * own, but answer a card word of their group ("caused by", "receiving"); where each stands, since
   * "because" turns a cause round
   */
  quietWords: QuietWord[];
}

const PARTICLE_SET: ReadonlySet<string> = new Set(PARTICLES);
const YES = new Set(['yes', 'yeah', 'yep', 'yup', 'correct', 'true']);
const NO = new Set(['no', 'nope', 'false']);
const CLAUSE_WORDS = new Set(['but', 'whereas', 'while', 'however', 'and', 'or']);
const SEGMENT_WORDS = new Set(['and', 'or', '&']);

const rootOf = memoize(wordRoot);
const unified = memoize(unifySpelling);

function makeTerm(
  index: number,
  t: Token,
  norm: string,
  accented: string,
  negated: boolean,
  article: boolean,
  segment: number,
): Term {
  const root = rootOf(norm);
  return {
    index,
    raw: t.raw,
    start: t.start,
    end: t.end,
    norm,
    accented,
    root,
    sense: senseOfWord(norm, root),
    negated,
    weight: GENERIC_WORDS.has(norm) ? 0.3 : 1,
    article,
    acronym: /^\p{Lu}{2,6}$/u.test(t.raw),
    initials: camelInitials(t.raw),
    segment,
    particle: null,
  };
}

function camelInitials(raw: string): string {
  const parts = raw.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})/gu);
  return parts && parts.length > 1 ? parts.map((p) => p[0]!.toLowerCase()).join('') : raw[0]!.toLowerCase();
}

export interface Direction {
  from: string[];
  to: string[];
}

/** Reads an answer: its numbers, its meaning-bearing words with their negation, and its shape. */
export function analyseAnswer(input: string): Analysis {
  const text = prepareText(input);
  const tokens = tokenize(text);
  const { quantities: allQuantities, rest: unmerged } = readQuantities(tokens, text);
  const rest = mergeTokens(unmerged, text);

  const terms: Term[] = [];
  let yesNo: Analysis['yesNo'] = null;
  let pendingNegation = false;
  let clauseStart = 0;
  let segment = 0;
  let segmentHasTerm = false;
  let seenWord = false;
  const directions: Direction[] = [];
  const quietWords: QuietWord[] = [];
  // the side of a direction the next terms fall on, within one clause
  let direction: Direction | null = null;
  let side: 'from' | 'to' | null = null;

  const closeClause = () => {
    // "…prokaryotic cells do not": a negation with nothing after it belongs to what came before
    if (pendingNegation && terms.length > clauseStart) terms.at(-1)!.negated = true;
    pendingNegation = false;
    if (direction && direction.from.length && direction.to.length) directions.push(direction);
    direction = null;
    side = null;
    clauseStart = terms.length;
  };

  for (let i = 0; i < rest.length; i++) {
    const t = rest[i]!;
    if (t.boundary || (t.kind === 'word' && CLAUSE_WORDS.has(t.norm))) closeClause();
    if ((t.boundary && /[,;]/.test(text.slice(rest[i - 1]?.end ?? 0, t.start))) || SEGMENT_WORDS.has(t.norm)) {
      if (segmentHasTerm) segment++;
      segmentHasTerm = false;
    }
    if (t.kind === 'symbol' && t.raw === '%') {
      // a percent sign with no number before it: "% change in price"
      terms.push(makeTerm(terms.length, t, 'percent', 'percent', pendingNegation, false, segment));
      segmentHasTerm = true;
      pendingNegation = false;
      continue;
    }
    if (t.kind !== 'word') continue;
    const word = t.norm;
    if (!seenWord) {
      seenWord = true;
      if (YES.has(word)) {
        yesNo = 'yes';
        continue;
      }
      if (NO.has(word) && (rest[i + 1] === undefined || rest[i + 1]!.boundary || STOPWORDS.has(rest[i + 1]!.norm))) {
        yesNo = 'no';
        continue;
      }
    }
    if (NEGATORS.has(word)) {
      pendingNegation = true;
      continue;
    }
    const next = rest[i + 1];
    const article = FOREIGN_ARTICLES.has(word) && next?.kind === 'word' && !next.boundary;
    // "A, T, G, C": a capital A or I standing alone is a letter, not an article or a pronoun
    const letter = t.raw.length === 1 && /\p{Lu}/u.test(t.raw) && (next === undefined || next.boundary);
    if (word === 'from') {
      direction = { from: [], to: [] };
      side = 'from';
    } else if ((word === 'to' || word === 'into') && side === 'from' && direction?.from.length) {
      side = 'to';
    } else if (word === 'into' && !direction) {
      // "converts A into B": what comes before "into" in the clause is the start
      direction = { from: terms.slice(clauseStart).map((t) => t.sense), to: [] };
      side = 'to';
    } else if (word === 'out' && next?.norm === 'of' && !direction) {
      // "flows out of B": what comes before is where it goes, what follows where it comes from
      direction = { from: [], to: terms.slice(clauseStart).map((t) => t.sense) };
      side = 'from';
    }
    if (!article && !letter && STOPWORDS.has(word)) {
      const sense = senseOf.get(word);
      if (sense && !pendingNegation) quietWords.push({ sense, norm: word, start: t.start });
      continue;
    }
    const term = makeTerm(terms.length, t, word, unified(t.lower), pendingNegation, article, segment);
    // "Tropic of Cancer", "Battle of Hastings": the capitalised head before "of" only says the kind
    if (/^\p{Lu}/u.test(t.raw) && next?.norm === 'of' && /^\p{Lu}/u.test(rest[i + 2]?.raw ?? '')) term.weight = 0.3;
    if (next?.kind === 'word' && !next.boundary && PARTICLE_SET.has(next.norm)) term.particle = next.norm;
    if (direction && side) direction[side].push(term.sense);
    terms.push(term);
    segmentHasTerm = true;
    pendingNegation = false;
  }
  closeClause();

  // "Solid, liquid, gas": a word that only names a kind is the whole item when it stands alone in a list.
  if (segment > 0) {
    const perSegment = new Map<number, number>();
    for (const t of terms) perSegment.set(t.segment, (perSegment.get(t.segment) ?? 0) + 1);
    for (const t of terms) if (t.weight < 1 && perSegment.get(t.segment) === 1) t.weight = 1;
  }

  // A lone "one" is a number only when the answer says nothing else ("a meaningful one" is a pronoun).
  const strong = allQuantities.filter((q) => !q.weak);
  const quantities = strong.length === 0 && terms.length === 0 ? allQuantities : strong;
  return {
    text,
    tokens,
    rest,
    terms,
    quantities,
    yesNo,
    segments: terms.length ? segment + (segmentHasTerm ? 1 : 0) : 0,
    directions,
    quietWords,
    weakQuantities: quantities === strong ? allQuantities.filter((q) => q.weak) : [],
  };
}
