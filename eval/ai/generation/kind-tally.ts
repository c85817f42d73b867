import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { candidateCards, comparisonKey, gateEach, passesPrecisionFloor } from '@coursecards/ai-engine';

/**
 * Readers' verdicts per kind of card (issue 19, ADR 0038): every card in every judgments-*.json file,
 * grouped by the shape of its question and, where today's engine still proposes the same question for
 * the same note, by the pattern (candidate kind) that proposes it; then the verdicts of the judged cards
 * that still pass the precision floor and the gates (`+` in --cards).
 *
 *   npx tsx eval/ai/generation/kind-tally.ts            the tallies
 *   npx tsx eval/ai/generation/kind-tally.ts --cards    also every weak and bad card with its shape
 *   npx tsx eval/ai/generation/kind-tally.ts --lost     also every useful card no longer made
 */

const DIR = fileURLToPath(new URL('./', import.meta.url));
const SET = join(DIR, 'set');
type Verdict = 'useful' | 'weak' | 'bad';
interface Judged {
  file: string;
  note: string;
  question: string;
  answer?: string;
  verdict: Verdict;
  why?: string;
}

function asVerdict(card: Record<string, unknown>): Verdict | null {
  const v = card.verdict ?? card.reader;
  return v === 'useful' || v === 'weak' || v === 'bad' ? v : null;
}

function judgedCards(): Judged[] {
  const out: Judged[] = [];
  const push = (file: string, note: string, cards: Record<string, unknown>[]) => {
    for (const card of cards) {
      const verdict = asVerdict(card);
      if (!verdict || typeof card.question !== 'string') continue;
      out.push({
        file,
        note: note.replace(/^(?:tuning|blind)\//, ''),
        question: card.question,
        answer: typeof card.answer === 'string' ? card.answer : undefined,
        verdict,
        why: typeof card.why === 'string' ? card.why : undefined,
      });
    }
  };
  for (const file of readdirSync(DIR).filter((f) => /^judgments-.*\.json$/.test(f))) {
    const data = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as {
      notes?: { note: string; cards: Record<string, unknown>[] }[];
      runs?: Record<string, Record<string, Record<string, unknown>[]>>;
    };
    for (const n of data.notes ?? []) push(file, n.note, n.cards);
    for (const run of Object.values(data.runs ?? {}))
      for (const [note, cards] of Object.entries(run)) push(file, note, cards);
  }
  return out;
}

/** The question's shape, read from its words only. */
export function questionShape(question: string): string {
  const q = question.trim();
  if (/^What (?:is|are|was|were) .+\? *$/.test(q) && !/\b(?:called|known as|named|termed)\?$/.test(q)) {
    const term = q.replace(/^What (?:is|are|was|were) /, '').replace(/\?$/, '');
    if (
      /^(?:this|that|these|those|it|they|the (?:difference|process|answer|result|effect|role|purpose|function|main|first|second|third|last|relationship))\b/i.test(
        term,
      )
    )
      return 'what is <pointer or relation>';
    if (/\b(?:of|in|for|between|on|to|by|with|at|from)\b/.test(term)) return 'what is <term> of/in …';
    if (/^(?:an?|the) /.test(term)) return 'what is a/the <term>';
    return 'what is <bare term>';
  }
  if (/\b(?:called|known as|named|termed)\?$/.test(q)) {
    return /^[A-Z][^?]*[.:] [^?]*\?$/.test(q) ? 'context sentence + what is this called' : 'what is … called';
  }
  if (/^What (?:does|do|did) .+ (?:do|does)\?$/.test(q)) return 'what does X do';
  if (/^What (?:does|do|did) .+ (?:state|say|show|find|claim|argue|hold|propose|mean|measure|describe)\?$/.test(q))
    return 'what does X state/show/mean';
  if (/^What happens (?:during|in|at|when|if|after|before)\b/.test(q)) return 'what happens during/when';
  if (/^How (?:many|much)\b/.test(q)) return 'how many / how much';
  if (/^(?:When|In what year|In which year)\b/.test(q)) return 'when';
  if (/^Who\b/.test(q)) return 'who';
  if (/^Where\b/.test(q)) return 'where';
  if (/^Why\b/.test(q)) return 'why';
  if (/^What does [A-Z0-9]{2,}[a-z]? stand for\?$/.test(q)) return 'abbreviation';
  if (/^What (?:are|were) (?:the )?(?:two|three|four|five|six|seven|eight|\d+)\b/i.test(q)) return 'list (the N …)';
  if (/^How\b/.test(q)) return 'how';
  if (/^What (?:does|do|did|can|could|is|are|must|should|will)\b/.test(q)) return 'what <verb> other';
  if (/^What\b/.test(q)) return 'what other';
  return 'other';
}

/** Per note, each proposed question's kind; `+` after it when today's gates and floor let the card through. */
function candidateKinds(): Map<string, Map<string, string>> {
  const byNote = new Map<string, Map<string, string>>();
  for (const group of ['tuning', 'blind']) {
    if (!existsSync(join(SET, group))) continue;
    for (const file of readdirSync(join(SET, group))) {
      const notes = readFileSync(join(SET, group, file), 'utf8');
      const { candidates, vocabulary } = candidateCards(notes);
      // as the engine does: the gates repair and drop, then the floor reads what is left
      const kept = gateEach(candidates, notes).filter((c) => passesPrecisionFloor(c, vocabulary));
      const passing = new Set(kept.map((c) => `${c.kind} ${comparisonKey(c.question)}`));
      const kinds = new Map<string, string>();
      for (const c of candidates) {
        const key = comparisonKey(c.question);
        const passes = passing.has(`${c.kind} ${key}`);
        if (!kinds.has(key) || passes) kinds.set(key, `${c.kind}${passes ? ' +' : ''}`);
      }
      byNote.set(file.replace(/\.(?:md|txt)$/, ''), kinds);
    }
  }
  return byNote;
}

interface Tally {
  useful: number;
  weak: number;
  bad: number;
}

function printTally(title: string, groups: Map<string, Tally>): void {
  console.log(`\n${title}`);
  console.log('| kind | cards | useful | weak | bad | bad % |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const rows = [...groups].sort((a, b) => b[1].useful + b[1].weak + b[1].bad - (a[1].useful + a[1].weak + a[1].bad));
  for (const [kind, t] of rows) {
    const n = t.useful + t.weak + t.bad;
    const pct = (x: number) => `${Math.round((100 * x) / n)} %`;
    console.log(`| ${kind} | ${n} | ${t.useful} (${pct(t.useful)}) | ${t.weak} | ${t.bad} | ${pct(t.bad)} |`);
  }
}

const cards = judgedCards();
const kinds = candidateKinds();
const blindFiles = (file: string) => /blind|fresh/.test(file);
const byShape = new Map<string, Tally>();
const byShapeBlind = new Map<string, Tally>();
const byKind = new Map<string, Tally>();
const byKindBlind = new Map<string, Tally>();
const byKindShapeBlind = new Map<string, Tally>();
const stillMade = new Map<string, Tally>();
const add = (m: Map<string, Tally>, key: string, v: Verdict) => {
  const t = m.get(key) ?? { useful: 0, weak: 0, bad: 0 };
  t[v]++;
  m.set(key, t);
};
for (const c of cards) {
  const shape = questionShape(c.question);
  add(byShape, shape, c.verdict);
  if (blindFiles(c.file)) add(byShapeBlind, shape, c.verdict);
  const kind = kinds.get(c.note)?.get(comparisonKey(c.question)) ?? '(no longer proposed)';
  add(byKind, kind.replace(' +', ''), c.verdict);
  if (kind.endsWith(' +')) {
    add(stillMade, blindFiles(c.file) ? 'blind readers' : "the author's own readings", c.verdict);
    add(stillMade, 'all', c.verdict);
    if (blindFiles(c.file)) add(stillMade, `blind readers, ${kind.replace(' +', '')}`, c.verdict);
  }
  if (blindFiles(c.file)) {
    add(byKindBlind, kind.replace(' +', ''), c.verdict);
    add(byKindShapeBlind, `${kind.replace(' +', '')} / ${shape}`, c.verdict);
  }
}
console.log(`${cards.length} judged cards in ${new Set(cards.map((c) => c.file)).size} judgments files`);
printTally('By question shape, every judgments file', byShape);
printTally('By question shape, blind readers only', byShapeBlind);
printTally("By today's candidate kind (same note, same question)", byKind);
printTally("By today's candidate kind, blind readers only", byKindBlind);
printTally('By kind and question shape, blind readers only', byKindShapeBlind);
printTally('Judged cards that pass the precision floor and the gates today', stillMade);
if (process.argv.includes('--cards')) {
  for (const c of cards.filter((x) => x.verdict !== 'useful'))
    console.log(
      `${c.verdict}\t${questionShape(c.question)}\t${kinds.get(c.note)?.get(comparisonKey(c.question)) ?? '-'}\t${c.note}\t${c.question}\t${c.answer ?? ''}\t${c.why ?? ''}`,
    );
}
if (process.argv.includes('--lost')) {
  for (const c of cards.filter((x) => x.verdict === 'useful'))
    if (!kinds.get(c.note)?.get(comparisonKey(c.question))?.endsWith(' +'))
      console.log(`lost\t${blindFiles(c.file) ? 'blind' : 'author'}\t${c.note}\t${c.question}`);
}
