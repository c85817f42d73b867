import type { Candidate, Vocabulary } from './candidate.ts';
import { finishAnswer } from './card-text.ts';
import { comparisonKey, GENERIC_HEADINGS } from './english.ts';
import { tokensOfPhrase } from './nlp.ts';
import type { NoteStructure, NoteUnit } from './note-structure.ts';
import { baseForm, inQuestion } from './question-wording.ts';

/**
 * Bullets under a heading that name no subject of their own (issue 19): the nearest heading is the
 * subject. "## Glycolysis / - Location: cytoplasm" asks "Where does glycolysis take place?", "- also
 * called the citric acid cycle" asks for another name, "- splits one glucose into two pyruvate" asks
 * "What does glycolysis split?", and "- in yeast: pyruvate -> ethanol + CO2" asks what it turns pyruvate
 * into there. A bullet that fits none of these gives nothing here (never "What is location?").
 */

const LOCATION = /^(?:location|site|where|occurs in|takes place in)\s*[:=–-]\s*(.{2,80})$/i;
const OTHER_NAME = /^(?:also called|also known as|aka|a\.k\.a\.)\s+(.{2,60})$/i;
const IN_ARROW = /^in ([\p{L} ]{2,30}?)\s*:\s*([\p{L}\d]+(?: [\p{L}\d]+)?)\s*(?:->|→|=>)\s*(.{2,80})$/iu;
/** verbs too general to ask about ("has", "is") or that need a different question ("happens when …") */
const WEAK_VERBS = new Set(['is', 'are', 'has', 'have', 'does', 'do', 'gets', 'goes', 'happens', 'occurs', 'needs']);

/** The heading as a question's subject: "Krebs cycle" → "the Krebs cycle", "Glycolysis" → "glycolysis". */
function subjectOfHeading(heading: string, vocabulary: Vocabulary): string | null {
  const text = heading.replace(/^\d+(?:\.\d+)*[.)]?\s+/, '').trim();
  if (!/^\p{L}[\p{L}\s'’-]{2,40}$/u.test(text) || text.split(/\s+/).length > 4) return null;
  if (GENERIC_HEADINGS.has(text.toLowerCase())) return null;
  const phrase = inQuestion(text, vocabulary, true);
  const lower = phrase.toLowerCase();
  const definite = vocabulary.definite?.has(lower) || /\b(?:cycle|chain|system|process|law|model)$/i.test(lower);
  return definite && !/^the\s/i.test(phrase) ? `the ${phrase}` : phrase;
}

function card(
  unit: NoteUnit,
  question: string,
  answer: string,
  concept: string,
  kind: Candidate['kind'],
): Candidate | null {
  const a = finishAnswer(answer.split(/,\s/)[0] ?? answer, false);
  if (!a) return null;
  return {
    question,
    answer: a,
    kind,
    score: 8,
    order: unit.order * 1000,
    section: unit.section,
    source: `u${unit.order}:h`,
    concept: comparisonKey(concept),
  };
}

export function headingBulletCards(unit: NoteUnit, structure: NoteStructure, vocabulary: Vocabulary): Candidate[] {
  if (unit.kind !== 'item' || unit.depth > 0) return [];
  const list = structure.lists[unit.listId];
  // a list with a lead line of its own ("Factors that shift demand:") is read by list-cards.ts
  if (list?.lead && list.lead.kind !== 'heading') return [];
  const heading = structure.sections[unit.section]?.heading;
  const subject = heading ? subjectOfHeading(heading, vocabulary) : null;
  if (!subject) return [];
  const text = unit.text.trim().replace(/\.$/, '');
  const out: (Candidate | null)[] = [];
  const location = LOCATION.exec(text);
  if (location?.[1])
    out.push(card(unit, `Where does ${subject} take place?`, location[1], `${subject} where`, 'definition'));
  const other = OTHER_NAME.exec(text);
  if (other?.[1]) out.push(card(unit, `What is another name for ${subject}?`, other[1], `${subject} name`, 'naming'));
  const arrow = IN_ARROW.exec(text);
  if (arrow?.[1] && arrow[2] && arrow[3]) {
    const question = `In ${arrow[1].trim()}, what does ${subject} turn ${arrow[2]} into?`;
    out.push(card(unit, question, arrow[3], `${subject} ${arrow[1]}`, 'statement'));
  }
  if (!location && !other && !arrow) {
    // "splits one glucose into two pyruvate molecules": a bullet that opens with a verb in -s
    const tokens = tokensOfPhrase(text);
    const verb = tokens[0];
    const rest = text.slice(verb?.text.length ?? 0).trim();
    if (
      verb &&
      /^\p{Ll}+s$/u.test(verb.text) &&
      verb.pos === 'VERB' &&
      !WEAK_VERBS.has(verb.lower) &&
      /^[\p{L}\d]/u.test(rest) &&
      !/^(?:the following|that|when|if)\b/i.test(rest)
    ) {
      out.push(card(unit, `What does ${subject} ${baseForm(verb)}?`, rest, `${subject} ${verb.lemma}`, 'action'));
    }
  }
  return out.filter((c): c is Candidate => c !== null);
}
