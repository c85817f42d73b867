import { patternCandidate, type Candidate, type CardKind, type Place, type Vocabulary } from './candidate.ts';
import { inQuestion } from './question-wording.ts';

/**
 * More sentence shapes a teacher puts on cards (issue 19), each read from one clause:
 * - a named law with its statement after "which": "Thorndike proposed the law of effect, which states that …"
 *   → "What does the law of effect state?";
 * - a unit: "Potential difference is measured in volts" → "What is potential difference measured in?";
 * - a name after the fact: "…, the response may briefly return, which is known as spontaneous recovery"
 *   → "…, the response may briefly return. What is this called?";
 * - a gerund definition that repeats the term's head: "Observational learning is learning by watching others".
 */

const LAW =
  /\b((?:the )?(?:law|principle|rule|theory|theorem|hypothesis) of (?:the )?[\p{L}-]+(?: [\p{L}-]+){0,3}|\p{Lu}[\p{L}-]+['’]s (?:(?:first|second|third|zeroth) )?(?:law|principle|rule|theorem)(?: of [\p{L}-]+(?: [\p{L}-]+){0,3})?), which (states|says|holds|predicts|explains) that (.{12,300})$/u;

/** "According to the law of conservation of mass, matter is …", "According to Newton's third law, …" */
const ACCORDING =
  /^According to ((?:the )?(?:law|principle|rule|theory|theorem|hypothesis) of (?:the )?[\p{L}-]+(?: [\p{L}-]+){0,3}|\p{Lu}[\p{L}-]+['’]s (?:(?:first|second|third|zeroth) )?(?:law|principle|rule|theorem)(?: of [\p{L}-]+(?: [\p{L}-]+){0,3})?), (.{12,300})$/u;

/**
 * "A solution that cannot dissolve any more solute is saturated": the adjective is the term, the rest its
 * meaning → "What is a solution that cannot dissolve any more solute called?"
 */
const DESCRIBED_BY =
  /^([Aa]n?|[Tt]he)? ?([\p{L}][\p{Ll}-]+(?: [\p{Ll}-]+)?) ((?:that|which|who|with) [^,;]{6,100}) (is|are) (?:called |described as |said to be )?([\p{Ll}][\p{Ll}-]{3,30})$/u;

const UNIT =
  /^(?:the |an? )?([\p{L}][\p{L}'’-]*(?: [\p{L}][\p{L}'’-]*){0,3}) (is|are) (?:usually |normally )?measured in (?:the )?((?:[\p{L}-]+ ){0,2}[\p{L}-]+)(?: \(([^)]{1,12})\))?$/iu;

const WHICH_NAMED = /^(.{20,220}?),? which is (?:known as|called|termed) (?:the |an? )?([\p{L}][\p{L} -]{2,40})$/u;

const GERUND_DEFINITION =
  /^(?:the |an? )?([\p{L}][\p{L}-]*(?: [\p{L}][\p{L}-]*){0,2} ([\p{L}]+ing)) is (\2 (?:by|through|from|of|in|that|about|without|with) .{4,160})$/iu;

const POINTING = /^(?:it|this|that|these|those|they|which|its|their)\b/i;

const make = (
  place: Place,
  kind: CardKind,
  score: number,
  question: string,
  answer: string,
  concept: string,
  tag: string,
  asSentence = false,
) => patternCandidate(place, kind, score, question, answer, concept, tag, { asSentence });

/**
 * DESCRIBED_BY's groups for a clause; in "…; one with two different alleles is heterozygous", "one" stands
 * for the noun of the clause before ("An organism with two identical alleles … is homozygous"), and with
 * no such clause it names nothing.
 */
function describedBy(text: string, clauseBefore: string | null): (string | undefined)[] | null {
  const described = DESCRIBED_BY.exec(text);
  if (!described || !/^ones?$/i.test(described[2] ?? '')) return described;
  if (described[1]) return null;
  const before = clauseBefore ? DESCRIBED_BY.exec(clauseBefore.replace(/[.;]\s*$/, '')) : null;
  const noun = before?.[2];
  if (!before || !noun || /^ones?$/i.test(noun) || /^the$/i.test(before[1] ?? '')) return null;
  const copy: (string | undefined)[] = [...described];
  copy[1] = before[1];
  copy[2] = noun;
  return copy;
}

/** The cards these shapes give for one sentence (without its final full stop). */
export function lawAndUnitCards(
  text: string,
  place: Place,
  vocabulary: Vocabulary,
  clauseBefore: string | null = null,
): Candidate[] {
  const out: (Candidate | null)[] = [];
  const law = LAW.exec(text);
  if (law?.[1] && law[2] && law[3]) {
    const name = law[1].replace(/^the /i, '');
    const asked = /^\p{Lu}/u.test(name) ? name : `the ${name}`;
    const verb = law[2].replace(/s$/, '');
    out.push(make(place, 'statement', 8.8, `What does ${asked} ${verb}?`, law[3], name, 'law', true));
  }
  const according = ACCORDING.exec(text);
  if (according?.[1] && according[2]) {
    const name = according[1].replace(/^the /i, '');
    const asked = /^\p{Lu}/u.test(name) ? name : `the ${name}`;
    out.push(make(place, 'statement', 8.8, `What does ${asked} state?`, according[2], name, 'according', true));
  }
  const described = describedBy(text, clauseBefore);
  const adjective = described?.[5] ?? '';
  // an adjective, not a noun or a verb form ("… are enzymes", "… is increasing")
  if (
    described?.[2] &&
    described[3] &&
    // only a general statement defines ("A solution that …", "Metals that …"), not "the firm that …"
    !/^the$/i.test(described[1] ?? '') &&
    /(?:ic|al|ous|ive|ent|ant|le|ed|ar|ary|ory|ful|less|id|ous)$/.test(adjective) &&
    !/ing$/.test(adjective)
  ) {
    const be = described[4] ?? 'is';
    const lead = described[1] ? `${described[1].toLowerCase()} ` : be === 'is' ? 'a ' : '';
    const noun = lead ? described[2] : described[2].charAt(0).toLowerCase() + described[2].slice(1);
    const question = `What ${be} ${lead}${noun} ${described[3]} called?`;
    out.push(make(place, 'naming', 8, question, adjective, adjective, 'described'));
  }
  const unit = UNIT.exec(text);
  const measured = unit?.[1];
  if (unit && measured && unit[3] && !POINTING.test(measured)) {
    const asked = inQuestion(measured, vocabulary, true);
    const answer = unit[4] ? `${unit[3]} (${unit[4]})` : unit[3];
    out.push(make(place, 'number', 7.6, `What ${unit[2]} ${asked} measured in?`, answer, `${measured} unit`, 'unit'));
  }
  const named = WHICH_NAMED.exec(text);
  // "which" must point to the event, not to a thing just named ("computed by the % operator, which is called …")
  const lastWords = named?.[1]?.split(' ').slice(-4).join(' ') ?? '';
  const pointsToThing = /\b(?:the|a|an)\b/i.test(lastWords);
  if (
    named?.[1] &&
    named[2] &&
    !pointsToThing &&
    !/\b(?:it|this|they|these)\b/i.test(named[1].split(' ').slice(0, 2).join(' '))
  ) {
    const clause = named[1].charAt(0).toUpperCase() + named[1].slice(1);
    out.push(make(place, 'naming', 7.4, `${clause}. What is this called?`, named[2], named[2], 'named'));
  }
  const gerund = GERUND_DEFINITION.exec(text);
  if (gerund?.[1] && gerund[3] && !POINTING.test(gerund[1])) {
    const asked = inQuestion(gerund[1], vocabulary, true);
    out.push(make(place, 'definition', 8.4, `What is ${asked}?`, gerund[3], gerund[1], 'gerund'));
  }
  return out.filter((c): c is Candidate => c !== null);
}
