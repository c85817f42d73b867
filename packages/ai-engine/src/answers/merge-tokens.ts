import { own } from './own.ts';
import type { Token } from './tokens.ts';
import { CAPITAL_ALIASES, PHRASES } from './phrases-and-aliases.ts';
import { lemmasOf } from './wordnet.ts';

const phraseFirstWords = new Map<string, string[][]>();
for (const phrase of Object.keys(PHRASES)) {
  const words = phrase.split(' ');
  const list = phraseFirstWords.get(words[0]!) ?? [];
  list.push(words);
  phraseFirstWords.set(words[0]!, list);
}
for (const list of phraseFirstWords.values()) list.sort((a, b) => b.length - a.length);

function synthetic(base: Token, norm: string, end: number, text: string): Token {
  return { ...base, raw: text.slice(base.start, end), lower: norm, norm, end };
}

/** Joins "D.N.A." into one token and reads multi-word phrases ("goes up", "in a row") as one. */
export function mergeTokens(tokens: readonly Token[], text: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // D.N.A., U.S.
    if (t.kind === 'word' && t.raw.length === 1 && text[t.end] === '.' && tokens[i + 1]?.raw.length === 1) {
      let j = i;
      let letters = '';
      while (
        j < tokens.length &&
        tokens[j]!.kind === 'word' &&
        tokens[j]!.raw.length === 1 &&
        (j === i || text.slice(tokens[j - 1]!.end, tokens[j]!.start) === '.')
      ) {
        letters += tokens[j]!.raw;
        j++;
      }
      if (letters.length >= 2) {
        const raw = letters;
        out.push({
          ...t,
          raw,
          lower: raw.toLowerCase(),
          norm: own(CAPITAL_ALIASES, raw) ?? raw.toLowerCase(),
          end: tokens[j - 1]!.end,
        });
        i = j - 1;
        continue;
      }
    }
    // hyphenated words are one word: "semi-permeable", "pre-operational", "non-polar"
    const hyphen = tokens[i + 1];
    const second = tokens[i + 2];
    // (touching in the text: "three-line" read its number first, leaving "A" before "-line")
    if (
      t.kind === 'word' &&
      hyphen?.raw === '-' &&
      hyphen.start === t.end &&
      second?.kind === 'word' &&
      second.start === hyphen.end
    ) {
      out.push({
        ...t,
        raw: text.slice(t.start, second.end),
        lower: t.lower + second.lower,
        norm: t.norm + second.norm,
        end: second.end,
      });
      i += 2;
      continue;
    }
    // H+ is a proton
    if (t.kind === 'word' && t.norm === 'h' && tokens[i + 1]?.raw === '+' && !tokens[i + 1]!.spaced) {
      out.push(synthetic(t, 'proton', tokens[i + 1]!.end, text));
      i++;
      continue;
    }
    const alias = t.kind === 'word' ? own(CAPITAL_ALIASES, t.raw) : undefined;
    if (alias) {
      // lower too: "US" is the same word as "United States", not it with a missing accent
      out.push({ ...t, lower: alias, norm: alias });
      continue;
    }
    const phrase = t.kind === 'word' ? phraseAt(tokens, i) : undefined;
    if (phrase) {
      const value = PHRASES[phrase.join(' ')]!;
      out.push({
        ...synthetic(t, value, tokens[i + phrase.length - 1]!.end, text),
        kind: value === '±' ? 'symbol' : 'word',
      });
      i += phrase.length - 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

const phraseSecondWords = new Set(Object.keys(PHRASES).map((p) => p.split(' ')[1]!));

/**
 * The phrase starting at token i, if any: as written ("goes up"), or with its first word in
 * another tense ("sped up", "wore away"), through the verb's lemmas.
 */
function phraseAt(tokens: readonly Token[], i: number): string[] | undefined {
  const fits = (words: string[]) =>
    words.every((w, k) => {
      const token = tokens[i + k];
      return token !== undefined && (k === 0 || (token.lower === w && !token.boundary));
    });
  const first = tokens[i]!.lower;
  const written = phraseFirstWords.get(first)?.find(fits);
  if (written || !phraseSecondWords.has(tokens[i + 1]?.lower ?? '')) return written;
  for (const lemma of lemmasOf(first)) {
    const found = lemma !== first ? phraseFirstWords.get(lemma)?.find(fits) : undefined;
    if (found) return found;
  }
  return undefined;
}
