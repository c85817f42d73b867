import type { Candidate, Place, Vocabulary } from './candidate.ts';
import { finishAnswer } from './card-text.ts';
import { comparisonKey, isPluralPhrase } from './english.ts';
import { tokensOfPhrase, type Token } from './nlp.ts';
import { inQuestion } from './question-wording.ts';

/**
 * Two definitions in one sentence (issue 19): "A conductor lets charge flow easily, whereas an insulator
 * resists it", "Mass is the amount of matter in an object, weight is the force of gravity on it", "food is
 * an unconditioned stimulus and salivation is an unconditioned response". Read whole, the sentence gives
 * one card with the second definition merged into its answer (or none); split, each clause is a
 * definition of its own. A split is made only where both sides are clauses with their own subject, and
 * the second names its subject (no pronoun that would point back across the split).
 */

/** Strong boundaries ("while", "whereas", ";") need a subject and a verb on each side. */
const STRONG = /(?:,?\s+(?:while|whereas)\s+|,\s+(?:and|but)\s+|;\s+)/giu;
/** Weak ones (a bare comma or "and") split only two "X is a/an/the …" definitions. */
const WEAK = /(?:,\s+|\s+and\s+)/giu;

/** An opener that sets the scene for both sides: "Before conditioning, …", "In a series circuit, …". */
const OPENER = /^((?:Before|After|During|In|At|For|On|Under|Within|Inside)\s[^,]{2,40}),\s+/iu;

const POINTING = /\b(?:it|its|they|them|their|this|these|those|that one|the former|the latter)\b/iu;
const DESCRIBED = /^(?:an? |the )?[\p{L}][\p{L} -]* (?:that|which|who|with) [^,;]+ (?:is|are) [\p{Ll}-]+$/iu;
const OBJECT_POINTING = /\b(?:it|they|them|this|these|those|the former|the latter)\b/iu;
const COPULA_DEFINITION =
  /^(?:the |a |an )?[\p{L}][\p{L}'’-]*(?: [\p{L}][\p{L}'’-]*){0,3} (?:is|are) (?:the|a|an|one) \S/iu;

/** A subject of one to five words (an article, adjectives, nouns) followed by a finite verb. */
function hasSubjectAndVerb(tokens: readonly Token[]): boolean {
  let i = 0;
  if (tokens[0]?.pos === 'DET') i++;
  const subjectStart = i;
  while (i < tokens.length && i - subjectStart < 5 && ['ADJ', 'NOUN', 'PROPN'].includes(tokens[i]?.pos ?? '')) i++;
  if (i === subjectStart) return false;
  const verb = tokens[i];
  if (!verb) return false;
  // "… resists", "… is measured": a verb in the present or past with its subject before it
  return verb.pos === 'AUX' || (verb.pos === 'VERB' && verb.lower !== verb.lemma);
}

function isClause(text: string): boolean {
  return hasSubjectAndVerb(tokensOfPhrase(text));
}

/**
 * "An organism's genotype is …, while its phenotype is …": in a contrast of two parallel definitions
 * "its" is the first side's owner → "an organism's phenotype is …" ("their" for a plural owner).
 */
function parallelOwner(first: string, second: string): string {
  const owned = /^(its|their) ([\p{L}-]+(?: [\p{L}-]+)?) (is|are) /iu.exec(second);
  const owner = /^((?:an? |the )?[\p{L}-]+(?: [\p{L}-]+)?)['’]s [\p{L}-]+(?: [\p{L}-]+)? (?:is|are) /iu.exec(first);
  if (!owned?.[1] || !owner?.[1]) return second;
  if ((owned[1].toLowerCase() === 'its') === isPluralPhrase(owner[1].replace(/^(?:an? |the )/i, ''))) return second;
  const name = /^(?:An?|The) /.test(owner[1]) ? owner[1].charAt(0).toLowerCase() + owner[1].slice(1) : owner[1];
  return `${name}'s ${second.slice(owned[1].length + 1)}`;
}

/** Where the sentence splits into two definitions, or null. */
function splitOnce(text: string): [string, string] | null {
  const opener = OPENER.exec(text);
  const scene = opener?.[1] ?? null;
  const body = opener ? text.slice(opener[0].length) : text;
  for (const [pattern, strong] of [
    [STRONG, true],
    [WEAK, false],
  ] as const) {
    for (const match of body.matchAll(pattern)) {
      const first = body.slice(0, match.index).trim();
      const second = parallelOwner(
        first,
        body
          .slice(match.index + match[0].length)
          .trim()
          .replace(/\.$/, ''),
      );
      if (first.split(/\s+/).length < 3 || second.split(/\s+/).length < 3) continue;
      if (POINTING.test(second.split(/\s+/).slice(0, 3).join(' '))) continue;
      if (POINTING.test(second) && !strong) continue;
      const bothDefine = COPULA_DEFINITION.test(first) && COPULA_DEFINITION.test(second);
      if (!strong && !bothDefine) continue;
      // "Metals that can be hammered are malleable, while metals that can be drawn are ductile"
      const bothDescribe = strong && DESCRIBED.test(first) && DESCRIBED.test(second);
      if (!bothDefine && !bothDescribe && !(isClause(first) && isClause(second))) continue;
      // the second side's object may not point back ("…, and punishment decreases it"); "its" is its own
      if (OBJECT_POINTING.test(second)) continue;
      if (!scene) return [`${first}.`, `${second.charAt(0).toUpperCase()}${second.slice(1)}.`];
      return [`${scene}, ${first}.`, `${scene}, ${second}.`];
    }
  }
  return null;
}

/** The sentence's clauses: itself, or its two (at most three) paired definitions. */
export function pairedClauses(sentence: string): string[] {
  // a sentence longer than this is not one the sentence patterns read (at most 90 tokens)
  if (sentence.length > 600) return [sentence];
  const split = splitOnce(sentence.trim());
  if (!split) return [sentence];
  const [first, second] = split;
  const further = splitOnce(second);
  return further ? [first, ...further] : [first, second];
}

/** Verbs that say nothing a card could ask about ("X has …", "X gives …"). */
const EMPTY_VERBS = new Set([
  'is',
  'has',
  'does',
  'gets',
  'gives',
  'makes',
  'means',
  'provides',
  'includes',
  'contains',
]);

/**
 * "Mechanical weathering breaks rock into pieces, while chemical weathering changes the minerals": each
 * side of a contrast is what its subject does. The tagger often reads "weathering breaks" as two nouns,
 * so the verb is the first word in -s after a singular subject of one to four words, with an object after it.
 */
export function contrastCard(clause: string, place: Place, vocabulary: Vocabulary, index: number): Candidate | null {
  const match = /^(?:(an?|the) )?((?:[\p{L}-]+ ){0,3}?[\p{L}-]+?) ([a-z]+[^s\W]s) (.{6,160})$/u.exec(
    clause.replace(/\.$/, ''),
  );
  const subject = match?.[2];
  const verb = match?.[3];
  const rest = match?.[4];
  if (!match || !subject || !verb || !rest || EMPTY_VERBS.has(verb)) return null;
  const words = subject.split(' ');
  const last = words[words.length - 1] ?? '';
  // the verb is the first word in -s: no word of the subject ends in one ("real GDP uses the prices")
  if (words.some((w) => /[^s]s$/.test(w)) || /s$/.test(last)) return null;
  if (/^(?:it|this|that|which|there|he|she|one)$/i.test(words[0] ?? '')) return null;
  const tokens = tokensOfPhrase(`${verb} ${rest}`);
  const next = tokens[1];
  if (!next || !['DET', 'NOUN', 'ADJ', 'ADP', 'NUM', 'PRON', 'ADV'].includes(next.pos)) return null;
  if (next.pos === 'PRON' && !/^(?:something|someone|one)$/i.test(next.lower)) return null;
  const asked = inQuestion(`${match[1] ? `${match[1]} ` : ''}${subject}`, vocabulary, true);
  const answer = finishAnswer(`${verb} ${rest}`, false);
  if (!answer) return null;
  return {
    question: `What does ${asked} do?`,
    answer,
    kind: 'action',
    score: 7.6,
    order: place.order,
    section: place.section,
    source: `${place.source}:c${index}`,
    concept: comparisonKey(`${subject} does`),
  };
}
