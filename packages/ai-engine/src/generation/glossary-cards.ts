import type { Candidate, Place, Vocabulary } from './candidate.ts';
import { finishAnswer, inlineText } from './card-text.ts';
import {
  comparisonKey,
  indefiniteArticle,
  isPluralPhrase,
  isYear,
  PERSONAL_PRONOUNS,
  LINE_LABELS,
  looksLikeDate,
  POINTING_WORDS,
  STATEMENT_HEADS,
  VAGUE_HEADS,
} from './english.ts';
import { sentencesOf, tokensOfPhrase, type Token } from './nlp.ts';
import { inQuestion } from './question-wording.ts';
import { FORMULA, kindFirst, MEASURES, withGenus } from './glossary-answers.ts';

/**
 * Term–explanation lines: "Term: explanation", "Term – explanation", "Term = explanation",
 * "**Term** – explanation", glossary list items and table-like lines.
 */
export interface GlossaryLine {
  term: string;
  explanation: string;
}

export interface GlossaryResult {
  cards: Candidate[];
  /**
   * The explanation is a sentence of its own ("Prophase – chromatin condenses …" asked as "What happens
   * during prophase?", or "Reconstructive memory: Elizabeth Loftus showed …"): the sentence patterns read it,
   * with the term in front of their questions.
   */
  sentence: { text: string; prefix: string } | null;
}

const SEPARATORS = [': ', ' – ', ' — ', ' - ', ' = ', ' -- ', '= ', ' : '];
const ORDINALS =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|final|last|step\s*\d+|stage\s*\d+|phase\s*\d+|part\s*\d+|\d+(?:st|nd|rd|th))\b/i;
const ADJECTIVE_DEFINITION =
  /^(?:having|being|able|capable|relating|related|describing|consisting|of or relating|not\s)/i;
const ABSTRACT_SUFFIX =
  /(?:ity|ness|ism|sis|ics|ance|ence|ment|tion|sion|ing|cy|ship|dom|hood|ure|age|ogy|ery|th|ia)$/i;

/** Splits a line at its first term separator, when the part before it can be a term. */
export function splitGlossaryLine(text: string, boldLead: string | null): GlossaryLine | null {
  if (boldLead) {
    const rest = text.slice(text.indexOf(boldLead) + boldLead.length);
    const match = /^\s*(?:[:–—=-]|--)\s*/.exec(rest);
    if (match) return { term: boldLead, explanation: rest.slice(match[0].length).trim() };
  }
  let best = -1;
  let sepLength = 0;
  for (const sep of SEPARATORS) {
    const at = text.indexOf(sep);
    if (at > 0 && at <= 70 && (best < 0 || at < best)) {
      best = at;
      sepLength = sep.length;
    }
  }
  if (best < 0) return arrowLine(text);
  const term = text.slice(0, best).trim();
  const explanation = text.slice(best + sepLength).trim();
  if (!term || !explanation) return null;
  return { term, explanation };
}

/**
 * "rhyme scheme -> pattern of rhymes …", "source -> where the river starts": an arrow separates a term from
 * its explanation only when the explanation reads as one (not "urban areas -> shorter lag time").
 */
function arrowLine(text: string): GlossaryLine | null {
  const match = /^([^>]{2,50}?) (?:->|→) (.+)$/u.exec(text);
  const explanation = match?.[2] ?? '';
  if (!match?.[1] || !/^(?:(?:an?|the|where|when|what|how|someone|something) |\p{L}+ of )/iu.test(explanation))
    return null;
  // "mouth -> where it meets the sea": "it" points to a line before
  if (/\b(?:it|they|them|this|these)\b/i.test(explanation)) return null;
  return { term: match[1].trim(), explanation };
}

const isFiniteVerb = (t: Token) =>
  t.pos === 'AUX' ||
  (t.pos === 'VERB' && !/ing$/.test(t.lower) && !(t.lower !== t.lemma && /(?:ed|en|wn|ne)$/.test(t.lower)));

/** A verb with its own subject in front: "USA enters the war", "the British army suffered about 57,000 casualties". */
function isFiniteAt(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const before = tokens[i - 1];
  if (!t || !before || before.lower === 'to') return false;
  if (isFiniteVerb(t)) return true;
  // "suffered about 57,000", "proposed continental drift": a past form right after a noun, with an object
  const after = tokens[i + 1];
  return (
    t.pos === 'VERB' &&
    /ed$/.test(t.lower) &&
    (before.pos === 'NOUN' || before.pos === 'PROPN') &&
    after !== undefined &&
    ['DET', 'NUM', 'ADV', 'PRON', 'ADJ', 'NOUN', 'PROPN'].includes(after.pos)
  );
}

/** A term is a short noun phrase: no clause, no pointing word, no label like "Note". */
function termProblem(term: string, tokens: readonly Token[]): string | null {
  const words = term.split(/\s+/);
  if (words.length > 8 || term.length > 70) return 'long';
  const first = (tokens[0]?.lower ?? '').replace(/[^a-z.]/g, '');
  if (POINTING_WORDS.has(first)) return 'pointing';
  if (
    LINE_LABELS.has(
      term
        .toLowerCase()
        .replace(/[^a-z. ]/g, '')
        .trim(),
    ) ||
    LINE_LABELS.has(first)
  )
    return 'label';
  if (/[.!?;]$/.test(term) || /[,;]/.test(term.replace(/\([^)]*\)/g, ''))) return 'sentence';
  if (tokens.some((_, i) => i > 0 && isFiniteAt(tokens, i))) return 'clause';
  // "v", "s", "v²": a symbol of an equation, not a term
  if ((term.match(/\p{L}/gu) ?? []).length < 2 && !term.includes('(')) return 'symbol';
  const last = tokens[tokens.length - 1];
  if (last && ['ADP', 'DET', 'CCONJ', 'SCONJ'].includes(last.pos)) return 'unfinished';
  if (!/\p{L}/u.test(term)) return 'no words';
  return null;
}

const QUANTIFIERS = new Set(['most', 'some', 'many', 'all', 'each', 'both', 'few', 'several', 'none', 'others']);

/** Whether the explanation reads as its own clause ("the cell grows", "DNA is replicated", "most are found …"). */
function isClause(tokens: readonly Token[]): boolean {
  for (let i = 0; i < Math.min(tokens.length, 10); i++) {
    const t = tokens[i];
    if (!t) break;
    if (t.pos === 'PUNCT' || ['that', 'which', 'who', 'whose', 'where', 'when', 'whereby'].includes(t.lower))
      return false;
    if (i > 0 && isFiniteAt(tokens, i)) {
      const before = tokens.slice(0, i);
      return before.some((b) => b.pos === 'NOUN' || b.pos === 'PROPN' || b.pos === 'PRON' || QUANTIFIERS.has(b.lower));
    }
  }
  return false;
}

/** A clause that tells a story of its own: a named person acts, or a year is given ("Elizabeth Loftus showed in 1974 …"). */
function isNarrative(tokens: readonly Token[]): boolean {
  const first = tokens[0];
  const second = tokens[1];
  const named =
    first !== undefined &&
    second !== undefined &&
    /^\p{Lu}/u.test(first.text) &&
    /^\p{Lu}/u.test(second.text) &&
    first.pos === 'PROPN' &&
    second.pos === 'PROPN';
  const pronounSubject = first !== undefined && (PERSONAL_PRONOUNS.has(first.lower) || QUANTIFIERS.has(first.lower));
  const firstSentence = tokens.slice(
    0,
    Math.max(1, tokens.findIndex((t) => t.text === '.' || t.text === ';') + 1 || tokens.length),
  );
  const dated = first !== undefined && first.pos !== 'DET' && firstSentence.some((t) => isYear(t.text));
  return named || pronounSubject || dated;
}

/** A lead naming the parts of one thing ("Earth's layers"): each part is "the" part ("the mantle"). */
const PARTS_OF_ONE = /^(?:the\s+)?\p{L}+['’]s\s+(?:layers|parts|components|regions|chambers|organs|lobes|sections)$/iu;

/** "What is a stack?", "What are substitutes?", "What is the centromere?", "What is scarcity?" */
function whatIs(
  term: string,
  explanation: string,
  vocabulary: Vocabulary,
  past: boolean,
  partOfWhole = false,
  kindFirst = false,
): string {
  const phrase = inQuestion(term, vocabulary, true);
  const plural = isPluralPhrase(term);
  const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  const firstWord = explanation.split(/\s+/)[0]?.toLowerCase() ?? '';
  const named = /^\p{Lu}/u.test(phrase) || /^(?:the|a|an)\s/i.test(phrase) || /^[^\p{L}]/u.test(phrase);
  let article = '';
  if (!plural && !named) {
    const head = (
      phrase
        .replace(/\([^)]*\)/g, '')
        .trim()
        .split(/\s+/)
        .pop() ?? ''
    ).toLowerCase();
    // "boundary" is countable when the notes also speak of "boundaries"
    const countable = [`${head}s`, `${head}es`, `${head.slice(0, -1)}ies`].some((form) =>
      vocabulary.frequency.has(form),
    );
    // "Episodic memory: memory for …" names its genus; "Divergent boundary: plates move apart …" does not
    const genus = firstWord.replace(/s$/, '') === head.replace(/s$/, '');
    const lowerPhrase = phrase.replace(/\s*\([^)]*\)/g, '').toLowerCase();
    // the notes' own article wins: "the crust and the upper mantle" → "What is the crust?"
    const notesSayThe = vocabulary.definite?.has(lowerPhrase) ?? false;
    const notesSayA = vocabulary.indefinite?.has(lowerPhrase) ?? false;
    // a mass noun ("hypoxia: a state of …") takes no "a" unless the notes count it
    const mass = ABSTRACT_SUFFIX.test(head) && !notesSayA;
    if (partOfWhole && !notesSayA) article = 'the ';
    else if (notesSayThe && !notesSayA && !ABSTRACT_SUFFIX.test(head)) article = 'the ';
    else if (
      ((firstWord === 'a' || firstWord === 'an' || firstWord === 'one') && !mass) ||
      (countable && !genus && firstWord !== 'the' && !ABSTRACT_SUFFIX.test(head)) ||
      // "watershed: boundary between two basins" → "What is a watershed?": the explanation names its kind
      (kindFirst && !genus && !ABSTRACT_SUFFIX.test(head) && !MEASURES.has(firstWord))
    )
      article = `${indefiniteArticle(phrase)} `;
    else if (firstWord === 'the' && !phrase.includes(' ') && !ABSTRACT_SUFFIX.test(phrase)) article = 'the ';
  }
  return `What ${be} ${article}${phrase}?`;
}

function card(
  place: Place,
  kind: Candidate['kind'],
  score: number,
  question: string,
  answer: string,
  concept: string,
  asSentence = false,
): Candidate | null {
  const q = inlineText(question);
  const a = finishAnswer(answer, asSentence);
  if (!q || !a) return null;
  const withMark = /[?.]$/.test(q) ? q : `${q}?`;
  return {
    question: withMark.charAt(0).toUpperCase() + withMark.slice(1),
    answer: a,
    kind,
    score,
    order: place.order,
    section: place.section,
    source: place.source,
    concept: comparisonKey(concept),
  };
}

export interface GlossaryContext {
  place: Place;
  vocabulary: Vocabulary;
  /** the heading or lead-in of the list the line belongs to, or of its section */
  context: string | null;
  /** the list's lead names stages, phases or steps */
  sequence: boolean;
  bold: boolean;
}

export function glossaryCards(line: GlossaryLine, ctx: GlossaryContext): GlossaryResult {
  const none: GlossaryResult = { cards: [], sentence: null };
  let term = line.term.replace(/^[*_"“]+|[*_"”]+$/g, '').trim();
  const explanation = line.explanation.replace(/^[*_]+/, '').trim();
  if (!term || !explanation) return none;
  // "Battle of Verdun (1916)": the date is a card of its own
  const dated = /^(.*?)\s*\(([^()]{3,40})\)$/.exec(term);
  let date: string | null = null;
  if (dated && looksLikeDate(dated[2] ?? '')) {
    term = (dated[1] ?? '').trim();
    date = (dated[2] ?? '').trim();
  }
  const termTokens = tokensOfPhrase(term);
  const problem = termProblem(term, termTokens);
  const explanationTokens = tokensOfPhrase(explanation.slice(0, 400));
  const cards: Candidate[] = [];
  const push = (c: Candidate | null) => {
    if (c) cards.push(c);
  };
  if (problem === 'label' || problem === 'clause' || problem === 'sentence' || problem === 'pointing') {
    return problem === 'label' ? { cards: [], sentence: { text: explanation, prefix: ctx.context ?? '' } } : none;
  }
  if (problem) return none;

  const bonus = ctx.bold ? 0.3 : 0;
  // "1914: war begins" → "What happened in 1914?"
  if (looksLikeDate(term)) {
    push(card(ctx.place, 'date', 7, `What happened in ${term}?`, explanation, `${term} happened`, true));
    return { cards, sentence: null };
  }
  // "Battle of Hastings: 1066"
  if (looksLikeDate(explanation)) {
    push(
      card(ctx.place, 'date', 7.5, `When was ${inQuestion(term, ctx.vocabulary, true)}?`, explanation, `${term} when`),
    );
    return { cards, sentence: null };
  }
  const lowerTerm = term.toLowerCase();
  const generic = ORDINALS.test(term) || VAGUE_HEADS.has(lowerTerm);
  if (generic && !ctx.context) return none;
  const prefix = generic && ctx.context ? `${inlineText(ctx.context)}: ` : '';
  const ask = (question: string) =>
    prefix ? `${prefix}${question.charAt(0).toLowerCase()}${question.slice(1)}` : question;
  const past = date !== null;
  // the head noun: "law" in "Law of demand", "phase" in "G1 phase"
  const beforeOf = lowerTerm.replace(/\([^)]*\)/g, ' ').split(/\s+(?:of|in|for|on)\s+/)[0] ?? lowerTerm;
  const headWord = (beforeOf.trim().split(/\s+/).pop() ?? '').replace(/[^a-z]/g, '');
  const asked = generic ? `the ${lowerTerm}` : inQuestion(term, ctx.vocabulary, true);
  const definite = /^(?:the|a|an)\s/i.test(asked) || /^\p{Lu}/u.test(asked) ? asked : `the ${asked}`;
  const clause = isClause(explanationTokens);
  const sequence = ctx.sequence || /(?:phase|stage|step)$/.test(headWord);
  // the answer is the explanation's first sentence; later ones are read as prose
  const answer = sentencesOf(explanation.slice(0, 600))[0]?.text ?? explanation;

  if (date) push(card(ctx.place, 'date', 7.5, ask(`When was ${definite}?`), date, `${term} when`));
  const narrative =
    isNarrative(explanationTokens) && explanationTokens.slice(0, 10).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (STATEMENT_HEADS.has(headWord) && (clause || !/^(?:a|an|the|one)\b/i.test(explanation))) {
    push(card(ctx.place, 'statement', 9 + bonus, ask(`What does ${definite} state?`), answer, term, true));
  } else if (sequence && (clause || !/^(?:a|an|one|the\s+(?:period|stage|phase|step|time))\b/i.test(explanation))) {
    push(card(ctx.place, 'glossary', 8.5 + bonus, ask(`What happens during ${asked}?`), answer, term, true));
  } else if (date && (clause || !/^(?:a|an|the|one)\b/i.test(explanation))) {
    push(card(ctx.place, 'glossary', 8 + bonus, ask(`What happened during ${definite}?`), answer, term, true));
  } else if (narrative) {
    return {
      cards,
      sentence: { text: explanation, prefix: generic && ctx.context ? `${ctx.context}, ${lowerTerm}` : term },
    };
  } else if (ADJECTIVE_DEFINITION.test(explanation) && !isPluralPhrase(term)) {
    push(card(ctx.place, 'glossary', 9 + bonus, ask(`What does ${asked} mean?`), answer, term));
  } else if (!generic && FORMULA.test(explanation) && !explanationTokens.some((t) => t.pos === 'AUX')) {
    // "momentum = mass x velocity": how it is worked out, not what it is
    push(card(ctx.place, 'glossary', 8.5 + bonus, `How is ${asked} calculated?`, answer, term));
  } else if (explanation.split(/\s+/).length >= 2 || /\d/.test(explanation)) {
    const question = generic
      ? ask(`What ${past ? 'was' : 'is'} ${asked}?`)
      : whatIs(
          term,
          explanation,
          ctx.vocabulary,
          past,
          PARTS_OF_ONE.test(ctx.context ?? ''),
          kindFirst(explanationTokens),
        );
    const answered =
      /^What is /.test(question) && !ABSTRACT_SUFFIX.test(headWord)
        ? withGenus(answer, headWord, explanationTokens)
        : answer;
    // "What is strong base?" → "A base that …": the answer counts it, so the question does too
    const counted =
      answered !== answer && !/^What is (?:an?|the) /.test(question) && !/^What is \p{Lu}/u.test(question)
        ? question.replace(/^What is /, `What is ${indefiniteArticle(question.slice(8))} `)
        : question;
    push(card(ctx.place, 'glossary', (clause ? 8.5 : 9.5) + bonus, counted, answered, term));
  }
  // "Production possibilities frontier (PPF)" → "What does PPF stand for?"
  const abbreviation = /^(.*?)\s*\(([A-Z][A-Za-z0-9]{1,7})\)$/.exec(term);
  if (abbreviation) {
    const full = (abbreviation[1] ?? '').trim();
    const short = abbreviation[2] ?? '';
    const initials = full
      .split(/[\s-]+/)
      .filter((w) => /^\p{L}/u.test(w) && !['of', 'and', 'the', 'in', 'for'].includes(w.toLowerCase()))
      .map((w) => w.charAt(0).toUpperCase())
      .join('');
    if (initials.startsWith(short.toUpperCase().slice(0, 2)) && short.length >= 2) {
      push(card(ctx.place, 'abbreviation', 6, `What does ${short} stand for?`, full, `${short} stand for`));
    }
  }
  return { cards, sentence: null };
}
