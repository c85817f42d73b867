import { areOpposite, senseOfWord, type Term } from './analyse-answer.ts';
import { boundedEditDistance } from './edit-distance.ts';
import { isKnownWord } from './lexicon.ts';
import { own } from './own.ts';
import { HOMOPHONE_GROUPS, NEGATING_PREFIXES, NEGATORS, SYMBOL_NAMES } from './vocabulary.ts';
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
/** vague: a more general word for the card's ("increases" for "doubles"), the right idea less precisely */
export type MatchKind = 'exact' | 'accent' | 'form' | 'synonym' | 'typo' | 'opposite' | 'vague';

export interface TermMatch {
  kind: MatchKind;
  /** the student's terms that answer it */
  user: Term[];
  /** the meanings disagree: one side is negated ("not soluble" and "soluble") */
  contradicts: boolean;
}

/** Pairwise comparisons (typos, word families) stop here: a 5,000-character answer stays fast. */
const PAIR_BUDGET = 6_000;
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

function isLetters(word: string): boolean {
  return /^\p{L}+$/u.test(word) && word.length <= MAX_WORD;
}

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

/**
 * One word derived from a synonym of the other: "absorption" (from absorb) and "takes in",
 * "royal" (from monarch) and "king", "gravitational" (from gravitation) and "gravity".
 */
function derivedSynonym(c: Term, t: Term): boolean {
  const meets = (from: Term, to: Term) =>
    derivedWords(from.norm).some(
      (d) => (to.sense.startsWith('#') && curatedSense(d) === to.sense) || areWordnetSynonyms(d, to.norm),
    );
  return meets(c, t) || meets(t, c);
}

function negatingPrefix(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.length < 4 || long.length - short.length > 4 || !long.endsWith(short)) return false;
  return NEGATING_PREFIXES.includes(long.slice(0, long.length - short.length).replace(/-$/, ''));
}

function symbolNames(typed: Term, alone: boolean): readonly string[] {
  return own(SYMBOL_NAMES, typed.raw) ?? (alone ? (own(SYMBOL_NAMES, typed.raw.toUpperCase()) ?? []) : []);
}

export function matchTerms(correct: readonly Term[], user: readonly Term[]): (TermMatch | null)[] {
  const matches: (TermMatch | null)[] = correct.map(() => null);
  const used = new Set<number>();
  const take = (ci: number, kind: MatchKind, typed: Term[], flipped = false) => {
    for (const t of typed) used.add(t.index);
    const c = correct[ci]!;
    const negated = typed.some((t) => t.negated) !== flipped;
    matches[ci] = { kind, user: typed, contradicts: kind !== 'opposite' && c.negated !== negated };
  };
  const free = (t: Term | undefined): t is Term => t !== undefined && !used.has(t.index);

  // Indexes keep the passes linear; only the pairwise pass 4 compares term with term, within a budget.
  const index = (key: (t: Term) => string) => {
    const map = new Map<string, Term[]>();
    for (const t of user) {
      const k = key(t);
      const list = map.get(k);
      if (list) list.push(t);
      else map.set(k, [t]);
    }
    return map;
  };
  const byNorm = index((t) => t.norm);
  const byRoot = index((t) => t.root);
  const byLooseRoot = index((t) => withoutDoubles(t.root));
  const bySense = index((t) => t.sense);
  const byPair = new Map<string, [Term, Term]>();
  for (let k = 0; k + 1 < user.length; k++) byPair.set(user[k]!.norm + user[k + 1]!.norm, [user[k]!, user[k + 1]!]);
  const alone = user.length === 1;
  const symbols = user.filter((t) => symbolNames(t, alone).length > 0);

  // 1. The same word (perhaps without its accents).
  correct.forEach((c, ci) => {
    const typed = byNorm.get(c.norm)?.find(free);
    if (typed) take(ci, typed.accented === c.accented || c.article ? 'exact' : 'accent', [typed]);
  });

  // 2. Another form of it, or a synonym. A form that is no word while the card's is one is a
  // misspelling ("cytosin", "potental"), left to the typo pass.
  correct.forEach((c, ci) => {
    if (matches[ci] || c.article) return;
    if (c.root.length < 2) return;
    const form =
      byRoot.get(c.root)?.find((t) => free(t) && !t.article && !misspelt(c, t) && (!isName(c) || nameForm(c, t))) ??
      byLooseRoot
        .get(withoutDoubles(c.root))
        ?.find((t) => free(t) && !t.article && isKnownWord(t.norm) && isKnownWord(c.norm));
    if (form) return take(ci, 'form', [form]);
    const synonym = c.sense.startsWith('#')
      ? bySense.get(c.sense)?.find((t) => free(t) && !t.article && !misspelt(c, t))
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
      const joined = byNorm.get(c.norm + next.norm)?.find(free);
      if (joined) {
        take(ci, 'exact', [joined]);
        matches[ci + 1] = { kind: 'exact', user: [joined], contradicts: false };
        return;
      }
    }
    const symbol = symbols.find(
      (t) => free(t) && symbolNames(t, alone).some((name) => wordRoot(unifySpelling(foldAccents(name))) === c.root),
    );
    if (symbol) take(ci, 'synonym', [symbol]);
  });
  let budget = matchAcronyms(correct, user, matches, used, PAIR_BUDGET);

  // 3b. WordNet: another form of the word or a word derived from it, else a synonym; never an
  // opposite the curated lists know. Names, numbers and acronyms are not looked up.
  correct.forEach((c, ci) => {
    if (matches[ci] || !thesaurusWord(c)) return;
    let synonym: Term | undefined;
    for (const t of user) {
      if (!free(t) || !thesaurusWord(t) || budget-- <= 0) continue;
      if (areOpposite(c.sense, t.sense) || negatingPrefix(c.norm, t.norm)) continue;
      // "arterys" has the lemma "artery" to the lemmatiser, but is no word: a slip, left to the typo pass
      if (misspelt(c, t)) continue;
      if (sameLemma(c.norm, t.norm) || areDerived(c.norm, t.norm)) return take(ci, 'form', [t]);
      if (!synonym && areWordnetSynonyms(c.norm, t.norm)) synonym = t;
    }
    if (synonym) take(ci, 'synonym', [synonym]);
  });

  // 3c. A phrasal verb for a word or the reverse ("collided with" for "hit", "sped up" for "speed
  // up"), and a word derived from a synonym ("takes in" for "absorption", "royal" for "king").
  // Only where nothing closer matched: the verb alone still meets the verb alone first.
  const particleTerm = (side: readonly Term[], t: Term) => {
    const next = side[t.index + 1];
    return next && next.norm === t.particle ? [next] : [];
  };
  correct.forEach((c, ci) => {
    if (matches[ci] || !thesaurusWord(c)) return;
    const cardKeys = new Set(synonymKeys(c.norm));
    const cardPhrase = c.particle ? phraseKeys(c.norm, c.particle) : [];
    for (const t of user) {
      if (!free(t) || !thesaurusWord(t) || budget-- <= 0) continue;
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
  });

  // 4. Word families, opposites, negating prefixes, then misspellings: pairwise, within a budget.
  correct.forEach((c, ci) => {
    if (matches[ci] || c.article) return;
    for (const t of user) {
      if (!free(t) || t.article || budget-- <= 0) continue;
      if (areOpposite(c.sense, t.sense)) return take(ci, 'opposite', [t]);
      if (negatingPrefix(c.norm, t.norm)) return take(ci, 'form', [t], true);
      if ((sameFamily(c.root, t.root) && !misspelt(c, t)) || nameForm(c, t)) return take(ci, 'form', [t]);
    }
  });
  correct.forEach((c, ci) => {
    if (matches[ci]) return;
    let best: Term | undefined;
    let bestDistance = Infinity;
    for (const t of user) {
      if (!free(t) || budget-- <= 0 || t.article !== c.article) continue;
      if (!isTypo(c, t)) continue;
      const distance = boundedEditDistance(c.norm, t.norm, 3);
      if (distance < bestDistance) [best, bestDistance] = [t, distance];
    }
    if (best) take(ci, 'typo', [best]);
  });
  return matches;
}

/** "GDP" for "gross domestic product", "SMTP" for "Simple Mail Transfer Protocol", and the reverse. */
function matchAcronyms(
  correct: readonly Term[],
  user: readonly Term[],
  matches: (TermMatch | null)[],
  used: Set<number>,
  startBudget: number,
): number {
  let budget = startBudget;
  for (const typed of user) {
    if (budget <= 0) return budget;
    if (used.has(typed.index) || typed.norm.length < 2 || typed.norm.length > 6 || !/^\p{L}+$/u.test(typed.norm))
      continue;
    if (!typed.acronym && isKnownWord(typed.norm)) continue;
    for (let start = 0; start < correct.length && budget-- > 0; start++) {
      if (correct[start]!.initials[0] !== typed.norm[0]) continue;
      let initials = '';
      let end = start;
      while (end < correct.length && initials.length < typed.norm.length && !matches[end]) {
        initials += correct[end]!.initials;
        end++;
      }
      if (initials === typed.norm && end - start >= 2) {
        used.add(typed.index);
        for (let k = start; k < end; k++) matches[k] = { kind: 'synonym', user: [typed], contradicts: false };
        break;
      }
    }
  }
  correct.forEach((c, ci) => {
    if (matches[ci] || !c.acronym) return;
    for (let start = 0; start < user.length && budget-- > 0; start++) {
      if (user[start]!.initials[0] !== c.norm[0]) continue;
      let initials = '';
      let end = start;
      while (end < user.length && initials.length < c.norm.length && !used.has(user[end]!.index)) {
        initials += user[end]!.initials;
        end++;
      }
      if (initials === c.norm && end - start >= 2) {
        const typed = user.slice(start, end);
        for (const t of typed) used.add(t.index);
        matches[ci] = { kind: 'synonym', user: typed, contradicts: false };
        return;
      }
    }
  });
  return budget;
}
