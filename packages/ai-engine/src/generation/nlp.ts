import winkNLP, {
  type ItemSentence,
  type ItsFunction,
  type PartOfSpeech,
  type Tokens,
  type WinkMethods,
} from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * Sentence boundaries, part-of-speech tags and lemmas from winkNLP's small English model, which ships
 * inside its npm package (no download at run time) and is deterministic. Tagging is statistical and
 * imperfect, so the patterns that use it never rely on a tag alone.
 */
export interface Token {
  text: string;
  /** lower-cased text */
  lower: string;
  pos: PartOfSpeech;
  lemma: string;
  /** whether whitespace came before it in the source */
  spaceBefore: boolean;
}

export interface Sentence {
  text: string;
  tokens: Token[];
}

let engine: WinkMethods | null = null;

/** The model loads once (≈100 ms), on first use rather than at server start. */
function nlp(): WinkMethods {
  engine ??= winkNLP(model, ['sbd', 'pos']);
  return engine;
}

/** A piece of text longer than this is cut before tagging (the notes are at most 40,000 characters). */
const MAX_PIECE = 50_000;

function tokensOf(tokenCollection: Tokens): Token[] {
  // its.* are plain functions (no `this`) that out() calls with each token's data; the typings give
  // lemma a third parameter that out() supplies itself.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { pos, lemma, precedingSpaces } = nlp().its;
  const texts: readonly string[] = tokenCollection.out();
  const tags: readonly string[] = tokenCollection.out(pos);
  const lemmas: readonly string[] = tokenCollection.out(lemma as unknown as ItsFunction<string>);
  const spaces: readonly string[] = tokenCollection.out(precedingSpaces);
  return texts.map((text, i) => ({
    text,
    lower: text.toLowerCase(),
    pos: (tags[i] ?? 'X') as PartOfSpeech,
    lemma: (lemmas[i] ?? text).toLowerCase(),
    spaceBefore: (spaces[i] ?? '').length > 0,
  }));
}

/** Words that start a noun phrase: after one of them a word tagged as a plural noun was a verb. */
const PHRASE_STARTS = new Set(['a', 'an', 'the', 'each', 'every', 'its', 'their', 'his', 'her', 'this', 'these']);

const pluralNoun = (t: Token | undefined) =>
  t !== undefined && t.pos === 'NOUN' && t.lower !== t.lemma && /[^s]s$/.test(t.lower);

/**
 * The model tags a present-tense verb after a noun as a plural noun ("Linear search checks each element",
 * "WTO sets rules for trade", "… divides a list, sorts each half"), which leaves the sentence without its
 * verb. Such a word is read as a verb when it is the sentence's first verb-like word after a singular noun
 * and a noun phrase follows it, or when it continues a run of such verbs after "and" or a comma.
 */
export function mendVerbTags(tokens: Token[]): Token[] {
  let seenVerb: Token | null = null;
  return tokens.map((t, i) => {
    const before = tokens[i - 1];
    const next = tokens[i + 1];
    let verb = false;
    if (pluralNoun(t) && before && next) {
      const afterSingular =
        (before.pos === 'NOUN' || before.pos === 'PROPN') && before.lower === before.lemma && i >= 1;
      const afterBracket = before.text === ')' && i >= 3;
      if (!seenVerb && (afterSingular || afterBracket)) {
        // (a bounded look: a run of words with no punctuation stays linear)
        const ahead = tokens.slice(i + 1, i + 31);
        const clause = ahead.findIndex((x) => [',', ';', ':'].includes(x.text));
        const rest = clause < 0 ? ahead : ahead.slice(0, clause);
        // "sets rules for trade": a bare noun after it only when nothing else in the clause is a verb
        verb =
          PHRASE_STARTS.has(next.lower) ||
          ((next.pos === 'NOUN' || next.pos === 'ADJ') && !rest.some((x) => x.pos === 'VERB' || x.pos === 'AUX'));
      } else if (
        seenVerb &&
        /s$/.test(seenVerb.lower) &&
        (before.lower === 'and' || before.text === ',') &&
        (PHRASE_STARTS.has(next.lower) || next.pos === 'ADJ')
      ) {
        verb = true;
      }
    }
    const out = verb ? { ...t, pos: 'VERB' as PartOfSpeech } : t;
    if (out.pos === 'VERB' || out.pos === 'AUX') seenVerb = seenVerb && !/s$/.test(out.lower) ? seenVerb : out;
    return out;
  });
}

/** The sentences of a paragraph, each with its tokens. */
export function sentencesOf(text: string): Sentence[] {
  const doc = nlp().readDoc(text.slice(0, MAX_PIECE));
  const out: Sentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = mendVerbTags(tokensOf(sentence.tokens()));
    if (tokens.length) out.push({ text: joinTokens(tokens), tokens });
  });
  return out;
}

/** Tags a short piece (a term, a heading) as one unit. */
export function tokensOfPhrase(text: string): Token[] {
  return tokensOf(nlp().readDoc(text.slice(0, MAX_PIECE)).tokens());
}

/** The text of a run of tokens, with the source's spacing. */
export function joinTokens(tokens: readonly Token[]): string {
  let out = '';
  tokens.forEach((token, i) => {
    out += i > 0 && token.spaceBefore ? ` ${token.text}` : token.text;
  });
  return out;
}
