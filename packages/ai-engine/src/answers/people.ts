import type { Analysis, Term } from './analyse-answer.ts';
import { isKnownWord } from './lexicon.ts';
import type { TermMatch } from './term-match.ts';
import { GIVEN_NAMES } from './person-names.ts';

/** People in an answer: the surname alone names the person, another given name is another person. */

/** Small words inside a name: van, von, da, de… ("Vincent van Gogh"). */
const NAME_PARTICLES: ReadonlySet<string> = new Set(
  'van von der den de da di du del della des la le ter ten bin ibn al el dos das y'.split(' '),
);

/** Words before a surname that are no given name: "President Washington", "Madame Curie". */
const TITLES: ReadonlySet<string> = new Set(
  (
    'mr mrs ms miss dr doctor sir dame lady lord madame madam monsieur mister professor prof president ' +
    'king queen prince princess emperor empress tsar czar saint general captain admiral colonel pope ' +
    'reverend father brother sister chancellor senator governor judge justice minister premier chairman ' +
    'young old great elder younger'
  ).split(' '),
);

export interface Person {
  given: Term[];
  surname: Term;
}

/**
 * "Charles Darwin", "Karl Marx and Friedrich Engels": people, each named by a given name and a
 * surname. A given name is one of the common ones, or, when the question asks "Who…?", any
 * capitalised word that is not a dictionary word.
 */
export function peopleIn(card: Analysis, asksWho: boolean): Person[] | null {
  if (card.terms.length < 2) return null;
  const bySegment = new Map<number, Term[]>();
  for (const t of card.terms) {
    const list = bySegment.get(t.segment);
    if (list) list.push(t);
    else bySegment.set(t.segment, [t]);
  }
  const people: Person[] = [];
  for (const terms of bySegment.values()) {
    if (terms.length < 2 || terms.length > 5) return null;
    // "Ludwig van Beethoven", "Leonardo da Vinci": a particle inside a name is written small
    const isParticle = (t: Term, k: number) => k > 0 && k < terms.length - 1 && NAME_PARTICLES.has(t.raw);
    if (!terms.every((t, k) => /^\p{Lu}/u.test(t.raw) || isParticle(t, k))) return null;
    if (terms.filter((t, k) => !isParticle(t, k)).length > 4) return null;
    // "North Vietnam" is no person: past the common given names, the first word must be no
    // dictionary word ("Mao Zedong"), so a direction, a title or a common word does not start a name
    const first = terms[0]!.norm;
    if (!GIVEN_NAMES.has(first) && !(asksWho && terms.length <= 3 && !isKnownWord(first))) return null;
    people.push({ given: terms.slice(0, -1), surname: terms.at(-1)! });
  }
  return people;
}

/**
 * "Louis Armstrong" for "Neil Armstrong": the surname said, with a given name none of the card's
 * (a misspelt one was matched as a typo, so it is not here).
 */
export function anotherGivenName(
  person: Person,
  typed: Analysis,
  matches: readonly (TermMatch | null)[],
  used: ReadonlySet<number>,
): boolean {
  if (person.given.some((g) => matches[g.index] !== null)) return false;
  const surnameAt = Math.min(...matches[person.surname.index]!.user.map((t) => t.index));
  const before = typed.terms[surnameAt - 1];
  // a title ("President Washington") or an initial ("J. M. Keynes") is not another name; a capitalised
  // word that starts the answer right before the surname is one ("Anna Freud"), unless a title
  const startsAnswer = before === typed.terms[0] && typed.terms.length === 2;
  const name =
    before &&
    !TITLES.has(before.norm) &&
    (GIVEN_NAMES.has(before.norm) || !isKnownWord(before.norm) || startsAnswer) &&
    before.norm.length >= 3;
  return (
    name === true &&
    !used.has(before.index) &&
    /^\p{Lu}/u.test(before.raw) &&
    before.segment === typed.terms[surnameAt]!.segment
  );
}
