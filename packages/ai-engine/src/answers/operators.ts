import type { Analysis } from './analyse-answer.ts';
import { own } from './own.ts';

/**
 * Arithmetic in an answer: "+" is not "-", "mass × volume" is not "mass / volume", and in an
 * expression of numbers "5 - 2" is not "2 - 5" (while "3 + 2" is "2 + 3"). Operators are read as
 * signs or words ("plus", "times", "divided by"); relations (=, <, "greater than") are relations.ts's.
 */

const SIGNS: Readonly<Record<string, string>> = {
  '+': '+',
  '-': '-',
  '×': '×',
  '*': '×',
  '/': '/',
  '±': '±',
  '^': '^',
};
const WORDS: Readonly<Record<string, string>> = { plus: '+', minus: '-', times: '×' };
const BEFORE_BY: Readonly<Record<string, string>> = { multiplied: '×', divided: '/' };
const COMMUTATIVE = new Set(['+', '×']);

interface Arithmetic {
  /** the operators in order, as signs */
  operators: { sign: string; start: number }[];
  /** numbers and operators only, no other word: an expression ("2 - 3", "2 minus 3") */
  expression: boolean;
}

function arithmeticOf(answer: Analysis): Arithmetic {
  const operators: Arithmetic['operators'] = [];
  let otherWords = false;
  for (let i = 0; i < answer.rest.length; i++) {
    const t = answer.rest[i]!;
    if (t.kind === 'symbol') {
      const sign = own(SIGNS, t.raw);
      // a dash touching what it joins is a range or a hyphen ("1914-1918", "5-7-5", "three-line")
      const dash = t.raw === '-' && (!t.spaced || answer.rest[i + 1]?.spaced === false);
      if (sign && !dash) operators.push({ sign, start: t.start });
    } else if (t.kind === 'word') {
      const sign = own(WORDS, t.lower) ?? (answer.rest[i + 1]?.lower === 'by' ? own(BEFORE_BY, t.lower) : undefined);
      if (!sign) otherWords = true;
      else {
        operators.push({ sign, start: t.start });
        if (!own(WORDS, t.lower)) i++;
      }
    }
  }
  return { operators, expression: !otherWords && operators.length > 0 && answer.quantities.length > 0 };
}

/** An expression as numbers and signs in order: "2 - 3" → ["2", "-", "3"]. */
function items(answer: Analysis, { operators }: Arithmetic): string[] {
  const all = [
    ...answer.quantities.map((q) => ({ item: String(q.value), start: q.start })),
    ...operators.map((o) => ({ item: o.sign, start: o.start })),
  ];
  return all.sort((a, b) => a.start - b.start).map((a) => a.item);
}

/** Another operator, or in an expression the numbers another way round: another answer. */
export function operationChanged(card: Analysis, typed: Analysis): boolean {
  const c = arithmeticOf(card);
  const t = arithmeticOf(typed);
  if (c.operators.length === 0 || t.operators.length === 0) return false;
  const signs = (a: Arithmetic) => a.operators.map((o) => o.sign).join(' ');
  if (signs(c) !== signs(t)) return true;
  if (!c.expression || !t.expression) return false;
  const [cardItems, typedItems] = [items(card, c), items(typed, t)];
  if (cardItems.join(' ') === typedItems.join(' ')) return false;
  // "3 + 2" for "2 + 3": one commutative operation with its two numbers the other way round
  const [a, op, b] = cardItems;
  const swapped = cardItems.length === 3 && COMMUTATIVE.has(op!) && typedItems.join(' ') === `${b} ${op} ${a}`;
  return !swapped;
}
