import type { Analysis, Term } from './analyse-answer.ts';
import type { TermMatch } from './term-match.ts';
import { cardIndexByStudentTerm, termFrom, usedByStudent } from './term-lookups.ts';
import { isPlural } from './wordnet.ts';

/** Words that say there are many: "many sellers" is not "only one seller". */
const MANY = new Set(['many', 'several', 'multiple', 'numerous']);

/** The word right after a count ("one seller"), when nothing but space stands between them. */
function nounAfter(a: Analysis, end: number): Term | undefined {
  const next = termFrom(a.terms, end);
  return next && !/\S/.test(a.text.slice(end, next.start)) ? next : undefined;
}

/** Words that count one: "a single seller", "the sole supplier". */
const ONE = new Set(['single', 'sole', 'lone']);

/** The nouns an answer counts as one ("one seller", "1 seller", "a single seller"). */
const ones = (a: Analysis) => [
  ...[...a.weakQuantities, ...a.quantities].filter((q) => q.value === 1).map((q) => nounAfter(a, q.end)),
  ...a.terms.filter((t) => ONE.has(t.norm)).map((t) => nounAfter(a, t.end)),
];
/** The nouns an answer counts as many ("many sellers", "2 sellers"). */
const manys = (a: Analysis) => [
  ...a.terms.filter((t) => MANY.has(t.norm)).map((t) => nounAfter(a, t.end)),
  ...a.quantities.filter((q) => q.value > 1 && Number.isInteger(q.value)).map((q) => nounAfter(a, q.end)),
];

/**
 * "Only one seller" for "a single seller", and the reverse: a count of one said as a number or as a
 * word answers the other. The card's count word counts as answered; the student's count word as part
 * of their word for the noun, so it is no extra word.
 */
export function matchCountWords(card: Analysis, typed: Analysis, matches: (TermMatch | null)[]): void {
  const typedOnes = new Set(ones(typed).flatMap((t) => (t ? [t.index] : [])));
  const cardOnes = new Set(ones(card).flatMap((t) => (t ? [t.index] : [])));
  const used = usedByStudent(matches);
  card.terms.forEach((c, ci) => {
    const noun = ONE.has(c.norm) && !matches[ci] ? nounAfter(card, c.end) : undefined;
    if (noun && matches[noun.index]?.user.some((u) => typedOnes.has(u.index)))
      matches[ci] = { kind: 'synonym', user: [], contradicts: c.negated };
  });
  const byStudent = cardIndexByStudentTerm(matches);
  for (const t of typed.terms) {
    const noun = ONE.has(t.norm) && !used.has(t.index) ? nounAfter(typed, t.end) : undefined;
    const ci = noun ? byStudent.get(noun.index) : undefined;
    if (ci !== undefined && cardOnes.has(ci)) matches[ci] = { ...matches[ci]!, user: [...matches[ci]!.user, t] };
  }
}

/**
 * The count contradicts: the card says one ("only one seller") and the student many or two of the
 * same thing, or the student says one of what the card names in the plural ("one person" for "the
 * people").
 */
export function countContradicts(card: Analysis, typed: Analysis, matches: readonly (TermMatch | null)[]): boolean {
  // a clash only when both counts stand before the same noun, the card's and the student's word for it
  // ("one seller and many buyers" counts two nouns)
  const clash = (cardNouns: (Term | undefined)[], typedNouns: (Term | undefined)[]) => {
    const said = new Set(typedNouns.filter((t) => t !== undefined).map((t) => t.index));
    return cardNouns.some((c) => c !== undefined && matches[c.index]?.user.some((u) => said.has(u.index)));
  };
  if (clash(ones(card), manys(typed)) || clash(manys(card), ones(typed))) return true;
  if ([...card.weakQuantities, ...card.quantities].some((q) => q.value === 1)) return false;
  // "one person" for "people": the student's one stands right before the word that answers a plural
  const byStudent = cardIndexByStudentTerm(matches);
  return typed.weakQuantities.some((q) => {
    const after = termFrom(typed.terms, q.end + 1);
    if (!after || /\S/.test(typed.text.slice(q.end, after.start))) return false;
    const ci = byStudent.get(after.index);
    return ci !== undefined && isPlural(card.terms[ci]!.norm);
  });
}

/**
 * "An animal that eats plants and meat" for "…eats only plants": the card says only this one, the
 * student lists another beside it. Returns the card's word, or null.
 */
export function onlyOneBroken(card: Analysis, typed: Analysis, matches: readonly (TermMatch | null)[]): Term | null {
  const used = usedByStudent(matches);
  for (const only of card.rest) {
    if (only.kind !== 'word' || only.norm !== 'only') continue;
    const word = nounAfter(card, only.end);
    for (const u of (word && matches[word.index]?.user) ?? []) {
      const beside = [typed.terms[u.index - 1], typed.terms[u.index + 1]];
      // (another item of the same list: a list word or a comma stands between them)
      if (beside.some((t) => t && !used.has(t.index) && !t.negated && t.segment !== u.segment)) return word!;
    }
  }
  return null;
}
