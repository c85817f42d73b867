import { analyseAnswer, type Term } from './analyse-answer.ts';
import { prepareText, tokenize } from './tokens.ts';
import { readUnit } from './units.ts';

/**
 * What the card's question tells the checker about a fair answer: the words it already names (a
 * student need not repeat its subject), the unit it asks in ("in km/s"), how many items it wants
 * ("Name two…"), whether the order counts ("in order"), and whether it asks for a trend ("How does
 * X change…?", where "decreases" is the answer's head), and whether it asks for a word's form (a
 * participle, a plural), where another form of the word is another answer.
 */
export interface QuestionContext {
  /** roots and synonym senses of the question's meaning-bearing words */
  keys: ReadonlySet<string>;
  /** dimensions of the units the question asks in ("in km/s" → length/time) */
  unitDims: ReadonlySet<string>;
  /** "Name two…", "Give one…": how many items suffice */
  wanted: number | null;
  /** "in order", "in order of size", "in sequence" */
  ordered: boolean;
  /** "How does X change…?", "What happens to X…?" */
  asksTrend: boolean;
  /** "What is the past participle of…?", "the plural of…": the word's exact form is the answer */
  asksForm: boolean;
  /** "Who…?": a name of two or three capitalised words is a person's */
  asksWho: boolean;
}

/** Questions are short; past this the rest is not read. */
const READ_LIMIT = 2000;

const COUNTS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, a: 1, an: 1 };
const WANTED =
  /\b(?:name|list|give|state|identify|write down|suggest|mention)\s+(?:any\s+|at least\s+)?(one|two|three|four|five|[1-5])\b/i;
const ORDERED = /\bin (?:the )?(?:(?:right|correct) )?order\b|\bin sequence\b|\bchronological(?:ly)?\b/i;
const TREND =
  /\bhow (?:does|do|did|will|would)\b[^?]{0,120}?\b(?:change|changes|vary|varies|affect|affected)\b|\bwhat happens to\b|\btrend\b/i;
const FORM =
  /\b(?:past tense|(?:past|present) participle|participle|plural|singular|infinitive|gerund|conjugat\w*|comparative|superlative|feminine|masculine|spell(?:ing|ed|t)?)\b/i;

const EMPTY: QuestionContext = {
  keys: new Set(),
  unitDims: new Set(),
  wanted: null,
  ordered: false,
  asksTrend: false,
  asksForm: false,
  asksWho: false,
};

/** The keys a term is found by in the question: its root and its synonym sense. */
export function termKeys(t: Term): string[] {
  return t.sense === t.root ? [t.root] : [t.root, t.sense];
}

/** Units the question asks in: "in km/s", "in degrees Celsius", "as a percentage", "How many metres…?". */
function unitDimensions(text: string): Set<string> {
  const dims = new Set<string>();
  const tokens = tokenize(text);
  tokens.forEach((t, i) => {
    const before = tokens[i - 1]?.lower;
    // "in km/s", "per second", "How many bytes…?"
    if (before !== 'in' && before !== 'per' && before !== 'of' && before !== 'many') return;
    const unit = readUnit(tokens, i, text);
    if (unit) dims.add(unit.unit.dim);
  });
  if (/\bper ?cent(?:age)?\b|%/i.test(text)) dims.add('percent');
  return dims;
}

export function readQuestion(question: string): QuestionContext {
  const text = prepareText(question.slice(0, READ_LIMIT)).trim();
  if (!text) return EMPTY;
  const keys = new Set(analyseAnswer(text).terms.flatMap(termKeys));
  const count = WANTED.exec(text)?.[1]?.toLowerCase();
  return {
    keys,
    unitDims: unitDimensions(text),
    wanted: count === undefined ? null : (COUNTS[count] ?? Number(count)),
    ordered: ORDERED.test(text),
    asksTrend: TREND.test(text),
    asksForm: FORM.test(text),
    asksWho: /^\s*who\b/i.test(text),
  };
}

/** Whether the question already names this term. */
export function inQuestion(context: QuestionContext, t: Term): boolean {
  return termKeys(t).some((k) => context.keys.has(k));
}
