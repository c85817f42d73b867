import type { Term } from './analyse-answer.ts';
import { areOpposite, senseOfWord } from './senses.ts';
import { boundedEditDistance } from './edit-distance.ts';
import { isKnownWord } from './lexicon.ts';
import { memoize, own } from './own.ts';
import { matchAcronyms } from './match-acronyms.ts';
import type { MatchKind, TermMatch } from './term-match.ts';
import { CHECK_STEPS, WorkBudget } from './work-budget.ts';
import { NEGATING_PREFIXES, NEGATORS } from './function-words.ts';
import { SYMBOL_NAMES } from './symbol-names.ts';
import { HOMOPHONE_GROUPS } from './synonyms-antonyms-homophones.ts';
import { foldAccents, sameFamily, unifySpelling, withoutDoubles, wordRoot } from './word-forms.ts';
import {
  areDerived,
  areWordnetSynonyms,
  derivedWords,
  lemmasOf,
  phraseKeys,
  sameLemma,
  synonymKeys,
} from './wordnet.ts';

/**
 * Pairs the card's terms with the student's: the same word, another form of it, a synonym, an
 * acronym, a misspelling, or its opposite. Beyond the curated lists, WordNet gives irregular forms
 * (struck/strike), derived words (absorb/absorption) and synonyms in a frequent sense (halt/stop). One student word answers one card word, except an
 * acronym or a split word ("semi permeable"), which answer several.
 */
const MAX_WORD = 40;

const homophones = new Map<string, Set<string>>();
for (const group of HOMOPHONE_GROUPS) for (const word of group) homophones.set(word, new Set(group));

/** How many edits a misspelling of a word of this length may have. */
function allowedEdits(length: number): number {
  if (length <= 3) return 1; // only a swap of two letters, checked below
  if (length <= 5) return 1;
  if (length <= 8) return 2;
  return 3;
}

const isLetters = memoize((word: string): boolean => word.length <= MAX_WORD && /^\p{L}+$/u.test(word));

function isTypo(correct: Term, typed: Term): boolean {
  const c = correct.norm;
  const u = typed.norm;
  if (!isLetters(c) || !isLetters(u) || c.length < 3) return false;
  if (homophones.get(c)?.has(u)) return true;
  // a five-letter word may take two slips when it keeps its first letter and lands on no word ("nakt")
  const max = c.length === 5 && c[0] === u[0] && !correct.acronym && !isKnownWord(u) ? 2 : allowedEdits(c.length);
  const distance = boundedEditDistance(c, u, max);
  if (distance > max) return false;
  // an acronym is only forgiven two swapped letters (SMPT for SMTP), never another letter (HTTP, HTTPS)
  if (correct.acronym && (distance !== 1 || [...c].sort().join('') !== [...u].sort().join(''))) return false;
  if (c.length <= 3 && (distance !== 1 || [...c].sort().join('') !== [...u].sort().join(''))) return false;
  // A real word is another answer (mitosis for meiosis), not a slip; unless the card's word is no
  // English word at all (a name, a foreign word) and the slip is a single letter.
  if (isKnownWord(u) && !(distance === 1 && !isKnownWord(c))) return false;
  return true;
}

/** A misspelling of a number written in words ("forteen", "fourty"): not itself a word. */
export function misspeltNumberWord(word: string, typed: Term): boolean {
  if (!isLetters(typed.norm) || isKnownWord(typed.norm)) return false;
  const max = allowedEdits(word.length);
  return boundedEditDistance(word, typed.norm, max) <= max;
}

/** A name's plural or its people's adjective: "Maslows", "Russian", "Incan". */
function nameForm(correct: Term, typed: Term): boolean {
  if (!isName(correct)) return false;
  const [short, long] =
    typed.norm.length > correct.norm.length ? [correct.norm, typed.norm] : [typed.norm, correct.norm];
  // the card's plural for the student's singular ("Montague" for "the Montagues") as well, when the
  // card's word is capitalised inside it (a name, not a word capitalised to start: "Gracias")
  if (long === correct.norm && correct.start === 0) return false;
  const tails = long === typed.norm ? /^(?:s|es|n|an|ian)$/ : /^(?:s|es)$/;
  return long.startsWith(short) && tails.test(long.slice(short.length));
}

/** A capitalised word that is no English word: a name, whose endings are not suffixes ("Nile" is not "nil"). */
function isName(t: Term): boolean {
  return /^\p{Lu}/u.test(t.raw) && !t.acronym && !isKnownWord(t.norm);
}

/**
 * A student's word that is no word, near a card word that is one (or cut short of it: "cytosin"),
 * or near a name ("Vivaldy" for "Vivaldi"): a slip, not another form of the word.
 */
function misspelt(correct: Term, typed: Term): boolean {
  const max = allowedEdits(correct.norm.length);
  const name = isName(correct) && !nameForm(correct, typed);
  return (
    isLetters(typed.norm) &&
    !isKnownWord(typed.norm) &&
    (isKnownWord(correct.norm) || correct.norm.startsWith(typed.norm) || name) &&
    boundedEditDistance(correct.norm, typed.norm, max) <= max
  );
}

/** A word the thesaurus may look up: a lower-case content word, not an acronym or an article. */
function thesaurusWord(t: Term): boolean {
  return !t.article && !t.acronym && t.norm.length >= 3 && !NEGATORS.has(t.norm);
}

/** The sense a curated synonym group gives a word, if any. */
function curatedSense(word: string): string | null {
  const sense = senseOfWord(word, wordRoot(word));
  return sense.startsWith('#') ? sense : null;
}

/** The curated senses and the WordNet synonym keys of the words derived from a word (absorption → absorb). */
const derivedMeanings = memoize((word: string) => {
  const derived = derivedWords(word);
  return {
    senses: new Set(derived.map(curatedSense).filter((s) => s !== null)),
    keys: new Set(derived.flatMap(synonymKeys)),
  };
});

/**
 * One word derived from a synonym of the other: "absorption" (from absorb) and "takes in",
 * "royal" (from monarch) and "king", "gravitational" (from gravitation) and "gravity".
 */
function derivedSynonym(c: Term, t: Term): boolean {
  const meets = (from: Term, to: Term) => {
    const { senses, keys } = derivedMeanings(from.norm);
    if (to.sense.startsWith('#') && senses.has(to.sense)) return true;
    // (a word is no synonym of itself: when it is among the derived words, the others are asked one by one)
    if (!derivedWords(from.norm).includes(to.norm)) return synonymKeys(to.norm).some((k) => keys.has(k));
    return derivedWords(from.norm).some((d) => areWordnetSynonyms(d, to.norm));
  };
  return meets(c, t) || meets(t, c);
}

export function negatingPrefix(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.length < 4 || long.length - short.length > 4 || !long.endsWith(short)) return false;
  return NEGATING_PREFIXES.includes(long.slice(0, long.length - short.length).replace(/-$/, ''));
}

function symbolNames(typed: Term, alone: boolean): readonly string[] {
  return own(SYMBOL_NAMES, typed.raw) ?? (alone ? (own(SYMBOL_NAMES, typed.raw.toUpperCase()) ?? []) : []);
}

/** A long answer repeats its words: past this many, the copies of one word are not tried for a card word. */
const TRIES = 16;

export function matchTerms(
  correct: readonly Term[],
  user: readonly Term[],
  budget: WorkBudget = new WorkBudget(CHECK_STEPS),
): (TermMatch | null)[] {
  const matches: (TermMatch | null)[] = correct.map(() => null);
  const used = new Set<number>();
  const take = (ci: number, kind: MatchKind, typed: Term[], flipped = false) => {
    for (const t of typed) used.add(t.index);
    const c = correct[ci]!;
    const negated = typed.some((t) => t.negated) !== flipped;
    matches[ci] = { kind, user: typed, contradicts: kind !== 'opposite' && c.negated !== negated };
  };
  const free = (t: Term | undefined): t is Term => t !== undefined && !used.has(t.index);

  // Indexes keep the passes linear; only the pairwise passes compare term with term, within a budget.
  const index = (keys: (t: Term) => readonly string[]) => {
    const map = new Map<string, Term[]>();
    for (const t of user) {
      for (const k of keys(t)) {
        const list = map.get(k);
        if (list) list.push(t);
        else map.set(k, [t]);
      }
    }
    return map;
  };
  // Where each list's first free term is: terms are taken, never given back, so the look skips each once.
  const firstFree = new Map<Term[], number>();
  const pick = (list: Term[] | undefined, accept: (t: Term) => boolean = () => true): Term | undefined => {
    if (!list) return undefined;
    let k = firstFree.get(list) ?? 0;
    while (k < list.length && used.has(list[k]!.index)) k++;
    firstFree.set(list, k);
    for (const end = Math.min(list.length, k + TRIES); k < end; k++)
      if (free(list[k]) && accept(list[k]!)) return list[k];
    return undefined;
  };
  const alone = user.length === 1;
  const byNorm = index((t) => [t.norm]);
  const byRoot = index((t) => [t.root]);
  const byLooseRoot = index((t) => [withoutDoubles(t.root)]);
  const bySense = index((t) => [t.sense]);
  // a symbol by the roots of the names it stands for ("Fe" under iron's root)
  const bySymbolName = index((t) => symbolNames(t, alone).map(symbolNameRoot));
  const byPair = new Map<string, [Term, Term]>();
  for (let k = 0; k + 1 < user.length; k++) byPair.set(user[k]!.norm + user[k + 1]!.norm, [user[k]!, user[k + 1]!]);

  // 1. The same word (perhaps without its accents).
  correct.forEach((c, ci) => {
    const typed = pick(byNorm.get(c.norm));
    if (typed) take(ci, typed.accented === c.accented || c.article ? 'exact' : 'accent', [typed]);
  });

  // 2. Another form of it, or a synonym. A form that is no word while the card's is one is a
  // misspelling ("cytosin", "potental"), left to the typo pass.
  correct.forEach((c, ci) => {
    if (matches[ci] || c.article) return;
    if (c.root.length < 2) return;
    const form =
      pick(byRoot.get(c.root), (t) => !t.article && !misspelt(c, t) && (!isName(c) || nameForm(c, t))) ??
      pick(byLooseRoot.get(withoutDoubles(c.root)), (t) => !t.article && isKnownWord(t.norm) && isKnownWord(c.norm));
    if (form) return take(ci, 'form', [form]);
    const synonym = c.sense.startsWith('#')
      ? pick(bySense.get(c.sense), (t) => !t.article && !misspelt(c, t))
      : undefined;
    if (synonym) take(ci, 'synonym', [synonym]);
  });

  // 3. Split or joined words ("semi permeable", "goodmorning"), acronyms both ways, symbols.
  correct.forEach((c, ci) => {
    if (matches[ci]) return;
    const split = byPair.get(c.norm);
    if (split && free(split[0]) && free(split[1])) return take(ci, 'exact', [...split]);
    const next = correct[ci + 1];
    if (next && !matches[ci + 1]) {
      const joined = pick(byNorm.get(c.norm + next.norm));
      if (joined) {
        take(ci, 'exact', [joined]);
        matches[ci + 1] = { kind: 'exact', user: [joined], contradicts: false };
        return;
      }
    }
    const symbol = pick(bySymbolName.get(c.root));
    if (symbol) take(ci, 'synonym', [symbol]);
  });
  matchAcronyms(correct, user, matches, used, budget);

  // The pairwise passes: each unmatched card word against the free student words, within the budget.
  // A student word repeated is compared once per card word, and a card word repeated is not compared
  // again while nothing has been taken since the same word found nothing.
  const kindOf = (t: Term) => `${t.raw}\u0000${t.article}\u0000${t.particle}\u0000${t.start === 0}`;
  const pairwise = (skip: (c: Term) => boolean, scan: (c: Term, ci: number, free: Iterable<Term>) => void) => {
    const foundNothing = new Set<string>();
    correct.forEach((c, ci) => {
      if (matches[ci] || skip(c) || budget.spent || foundNothing.has(kindOf(c))) return;
      const taken = used.size;
      scan(c, ci, budget.distinct(user, used, kindOf));
      if (used.size !== taken) foundNothing.clear();
      else if (!matches[ci]) foundNothing.add(kindOf(c));
    });
  };

  // 3b. WordNet: another form of the word or a word derived from it, else a synonym; never an
  // opposite the curated lists know. Names, numbers and acronyms are not looked up.
  pairwise(
    (c) => !thesaurusWord(c),
    (c, ci, candidates) => {
      let synonym: Term | undefined;
      for (const t of candidates) {
        if (!thesaurusWord(t)) continue;
        if (areOpposite(c.sense, t.sense) || negatingPrefix(c.norm, t.norm)) continue;
        // "arterys" has the lemma "artery" to the lemmatiser, but is no word: a slip, left to the typo pass
        if (misspelt(c, t)) continue;
        if (sameLemma(c.norm, t.norm) || areDerived(c.norm, t.norm)) return take(ci, 'form', [t]);
        if (!synonym && areWordnetSynonyms(c.norm, t.norm)) synonym = t;
      }
      if (synonym) take(ci, 'synonym', [synonym]);
    },
  );

  // 3c. A phrasal verb for a word or the reverse ("collided with" for "hit", "sped up" for "speed
  // up"), and a word derived from a synonym ("takes in" for "absorption", "royal" for "king").
  // Only where nothing closer matched: the verb alone still meets the verb alone first.
  const particleTerm = (side: readonly Term[], t: Term) => {
    const next = side[t.index + 1];
    return next && next.norm === t.particle ? [next] : [];
  };
  pairwise(
    (c) => !thesaurusWord(c),
    (c, ci, candidates) => {
      const cardKeys = new Set(synonymKeys(c.norm));
      const cardPhrase = c.particle ? phraseKeys(c.norm, c.particle) : [];
      for (const t of candidates) {
        if (!thesaurusWord(t)) continue;
        if (areOpposite(c.sense, t.sense) || negatingPrefix(c.norm, t.norm) || misspelt(c, t)) continue;
        if (t.particle) {
          const spare = particleTerm(user, t).filter(free);
          const curated = lemmasOf(t.norm).some(
            (l) => c.sense.startsWith('#') && senseOfWord(`${l}_${t.particle}`, '') === c.sense,
          );
          const keys = phraseKeys(t.norm, t.particle);
          if (curated || keys.some((k) => cardKeys.has(k) || cardPhrase.includes(k)))
            return take(ci, 'synonym', [t, ...spare]);
        }
        if (cardPhrase.length && synonymKeys(t.norm).some((k) => cardPhrase.includes(k))) {
          take(ci, 'synonym', [t]);
          for (const p of particleTerm(correct, c)) if (!matches[p.index]) matches[p.index] = { ...matches[ci]! };
          return;
        }
        if (derivedSynonym(c, t)) return take(ci, 'synonym', [t]);
      }
    },
  );

  // 4. Word families, opposites, negating prefixes, then misspellings.
  pairwise(
    (c) => c.article,
    (c, ci, candidates) => {
      for (const t of candidates) {
        if (t.article) continue;
        if (areOpposite(c.sense, t.sense)) return take(ci, 'opposite', [t]);
        if (negatingPrefix(c.norm, t.norm)) return take(ci, 'form', [t], true);
        if ((sameFamily(c.root, t.root) && !misspelt(c, t)) || nameForm(c, t)) return take(ci, 'form', [t]);
      }
    },
  );
  pairwise(
    () => false,
    (c, ci, candidates) => {
      let best: Term | undefined;
      let bestDistance = Infinity;
      for (const t of candidates) {
        if (t.article !== c.article || !isTypo(c, t)) continue;
        const distance = boundedEditDistance(c.norm, t.norm, 3);
        if (distance < bestDistance) [best, bestDistance] = [t, distance];
        // (no slip is nearer than one edit: the first such word is the one taken)
        if (distance <= 1) break;
      }
      if (best) take(ci, 'typo', [best]);
    },
  );
  return matches;
}

const symbolNameRoot = memoize((name: string) => wordRoot(unifySpelling(foldAccents(name))));
