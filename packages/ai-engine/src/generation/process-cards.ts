import type { Candidate, Place, Vocabulary } from './candidate.ts';
import { finishAnswer } from './card-text.ts';
import { comparisonKey } from './english.ts';
import { tokensOfPhrase } from './nlp.ts';
import { inQuestion } from './question-wording.ts';

/**
 * Process sentences (issue 19): "During acquisition, a neutral stimulus is paired with the food" →
 * "What happens during acquisition?". The scene must be a named stage or event, not a stretch of time
 * ("During the summer", "During 1940": the date patterns ask those) or a pronoun's ("During his reign"),
 * and the rest must be a clause of its own.
 */
const DURING = /^(?:During|Throughout) ((?:the |a |an )?[\p{L}][\p{L}'’ -]{2,40}?), (.{12,240})$/iu;

const NOT_A_STAGE =
  /\b(?:his|her|its|their|our|this|that|these|those|which|each|time|times|period|year|years|month|week|day|days|night|morning|evening|summer|winter|spring|autumn|century|decade|january|february|march|april|may|june|july|august|september|october|november|december)\b/iu;

const PAST = new Set(['was', 'were', 'had', 'did']);

/** "In frost wedging, water seeps into cracks …": "In" sets a scene only when it names a process or a model. */
const IN_PROCESS =
  /^In ((?:the |a |an )?[\p{Ll}][\p{Ll}'’ -]{2,40}?(?:ing|sis|tion|sion|ment|ism|model|process|cycle|stage|phase|reaction)), (.{12,240})$/u;

export function processCard(text: string, place: Place, vocabulary: Vocabulary): Candidate | null {
  const clean = text.replace(/\.$/, '').trim();
  const during = DURING.exec(clean);
  const match = during ?? IN_PROCESS.exec(clean);
  const preposition = during ? 'during' : 'in';
  const scene = match?.[1];
  const rest = match?.[2];
  if (!scene || !rest || NOT_A_STAGE.test(scene) || /\d/.test(scene)) return null;
  const tokens = tokensOfPhrase(rest);
  // the rest is a clause with a subject of its own: "a neutral stimulus … is paired", "the river carries"
  // (the tagger reads "a capacitor stores energy" as three nouns, so a plural-looking noun after a noun counts)
  if (tokens[0]?.pos === 'PRON') return null;
  const verbAt = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      (t.pos === 'AUX' ||
        (t.pos === 'VERB' && !/ing$/.test(t.lower)) ||
        (t.pos === 'NOUN' &&
          /[^s]s$/.test(t.lower) &&
          t.lemma !== t.lower &&
          (tokens[i - 1]?.pos === 'NOUN' || tokens[i + 1]?.pos === 'DET'))),
  );
  const verb = tokens[verbAt];
  if (verbAt < 1 || !verb) return null;
  // "was", "stormed", "ran": a past form (a lemma that differs, without the -s of the present)
  const past =
    PAST.has(verb.lower) ||
    (verb.pos === 'VERB' && verb.lower !== verb.lemma && !/(?:s|ing)$/.test(verb.lower) && verb.lemma !== 'be');
  const answer = finishAnswer(rest, true);
  if (!answer || rest.split(/\s+/).length > 30) return null;
  const asked = inQuestion(scene, vocabulary, true);
  return {
    question: `What ${past ? 'happened' : 'happens'} ${preposition} ${asked}?`,
    answer,
    kind: 'step',
    score: 7.8,
    order: place.order,
    section: place.section,
    source: `${place.source}:during`,
    concept: comparisonKey(`${scene} happens`),
  };
}
