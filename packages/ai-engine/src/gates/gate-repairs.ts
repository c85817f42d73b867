import { GENERIC_HEADINGS, PERSON_NOUNS } from '../generation/english.ts';
import { tokensOfPhrase } from '../generation/nlp.ts';

/**
 * Repairs and checks the gates (generation-gates.ts) make on the wording of a card, whichever engine made
 * it (issue 19): shorthand copied verbatim from notes is written out, a second "X = Y" note merged into
 * an answer is cut off, and questions that cannot be asked as worded are recognised.
 */

/** Note-taking shorthand, written out: "b/c" → "because", "w/" → "with", "&" → "and". */
const SHORTHAND: readonly [RegExp, string][] = [
  [/(?<=\s)&(?=\s)/g, 'and'],
  [/\bb\/c\b/gi, 'because'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\bmax\.?(?=\s)/gi, 'maximum'],
  [/\bmin\.(?=\s)/g, 'minimum'],
  [/\bapprox\.?(?=\s)/gi, 'approximately'],
  [/\besp\.?(?=\s)/gi, 'especially'],
  [/\bgovt\b/gi, 'government'],
  [/\bppl\b/gi, 'people'],
  [/\bno\. of\b/gi, 'number of'],
  [/\bimpt\b/gi, 'important'],
  [/\btemp\b(?!\.)/g, 'temperature'],
  // "mass x velocity": a times sign between quantities (not a variable: "for x in", "let x be")
  [
    /(?<=\b(?!(?:for|of|in|to|and|or|the|an|is|are|let|if|when|where|with|by|at|on|as|solve|find|set)\b)\p{L}{2,}) x (?=(?!(?:in|is|are|be|and|or|to|of|the|an|as|at|on|if|when|equals)\b)\p{L}{2})/gu,
    ' × ',
  ],
];

export function writeOutShorthand(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SHORTHAND)
    out = out.replace(pattern, (found) =>
      /^\p{Lu}/u.test(found) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement,
    );
  return out;
}

/**
 * An arrow in an answer: in an equation ("acid + base -> salt + water") it stays; after a definition it is
 * a note of what follows ("the final electron acceptor -> forms water"), which is cut off; anything else
 * cannot be read as a sentence (null).
 */
export function readArrows(answer: string): string | null {
  const at = answer.search(/\s*(?:->|=>|→)\s*/);
  if (at < 0) return answer;
  const before = answer.slice(0, at).trim();
  // a reaction or formula: a "+" on either side, or no lower-case word before the arrow
  if (/\s\+\s/.test(answer) || !/\p{Ll}{3}/u.test(before)) return answer.replace(/\s*->\s*/g, ' → ');
  return before.split(/\s+/).length >= 3 ? before : null;
}

/** "Acid dissociation constant, bigger Ka = stronger acid": a second note of the line goes. */
export function cutMergedEquation(answer: string): string {
  // the note before "=" is a term of one to three words, not a clause ("reached when air resistance = weight")
  const merged = /[,;]\s+((?:[\p{L}\p{N}+-]+\s){1,3})=\s/u.exec(answer);
  // "Energy due to height, PE = mgh": a symbol's formula belongs to the term; a note names words ("bigger Ka")
  const words = merged?.[1] && /\p{Ll}{3}/u.test(merged[1]);
  return merged && words && merged.index >= 10 ? answer.slice(0, merged.index) : answer;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "What are 4 types of erosion?" → "What are the four types of erosion?" */
export function countInQuestion(question: string): string {
  return question.replace(/^What are (\d) (\p{L}+s) of /u, (whole, n: string, kind: string) => {
    const word = NUMBER_WORDS[Number(n)];
    return word ? `What are the ${word} ${kind} of ` : whole;
  });
}

/** Plural nouns that do not end in -s, for "How many …?". */
const IRREGULAR_PLURALS =
  /^(?:people|children|men|women|teeth|feet|mice|geese|data|criteria|phenomena|bacteria|fungi|nuclei|cacti|sheep|fish|deer|species|series|times)$/i;

/**
 * Questions that cannot be asked as worded: "How many reason why … is because …?" (a number word read as
 * a count: "How many" wants a plural), "What do psychologists do?" (a profession as the subject asks
 * nothing in particular).
 */
export function isUnaskable(question: string): boolean {
  const howMany = /^How many (\p{L}+)\b/u.exec(question);
  const noun = howMany?.[1] ?? '';
  if (howMany && !/s$/i.test(noun) && !IRREGULAR_PLURALS.test(noun)) return true;
  const profession = /^What (?:do|did) (?:(?:many|some|most) )?(\p{L}+)s do\?$/iu.exec(question)?.[1]?.toLowerCase();
  if (profession && PERSON_NOUNS.has(profession)) return true;
  return /^What (?:do|did) (?:(?:many|some|most) )?(?:psychologists|scientists|researchers|historians|economists|biologists|chemists|physicists|geographers|sociologists|students|people|experts|doctors|teachers) do\?$/i.test(
    question,
  );
}

/** "What does the newton's first law state?" → "What does Newton's first law state?" (a law named after a person). */
export function namedLaw(question: string, capitalised: (lower: string) => string | null): string {
  return question.replace(
    /\bthe (\p{L}+)(['’]s (?:(?:first|second|third|zeroth) )?(?:laws?|principle|rule|theorem|equation|constant|effect|paradox|hypothesis|model))\b/giu,
    (whole, name: string, rest: string) => {
      const form = capitalised(name.toLowerCase());
      return form ? `${form}${rest}` : whole;
    },
  );
}

/**
 * Words that refer back to text the card does not hold (issue 19): "this stable stage", "these
 * layers", "in that status", "such behaviour", "the above", and the shorthand "sb"/"sth". "this is …",
 * "that" as a conjunction ("shows that mass …") and "such as" are not pointers.
 */
const REFERS_BACK = new RegExp(
  [
    String.raw`(?<!\b(?:least|most|as|so) )\b(?:this|these|those)\s+(?!(?:is|are|was|were|means?|meant|can|could|will|would|may|might|must|has|have|had|does|do|did|and|or|of|in|to|as|that|which|because|also|not|called|known|named|termed|who|whom|whose|where|when|with|for|from|at|on|by)\b)\p{L}{3,}`,
    String.raw`\b(?:in|of|at|for|by|from|on|with|into|during|under)\s+that\s+(?!(?:is|are|was|were|of)\b)\p{L}{3,}`,
    String.raw`\bsuch\s+(?!(?:as|that|a|an)\b)\p{L}{3,}`,
    String.raw`\bthe above\b`,
    String.raw`\b(?:sb|sth|smb|smth)\b`,
  ].join('|'),
  'iu',
);

/**
 * Whether a card points at text not on it. A question made of a context sentence and "What is this
 * state called?" resolves its own "this" (the context is on the card), so only the context and the
 * answer are read then; a one-sentence question or its answer may not point back at all.
 */
export function refersBeyondCard(question: string, answer: string): boolean {
  const last = question.search(/[.!]\s+(?=\p{Lu})[^.!]*\?$/u);
  const context = last >= 0 ? question.slice(0, last + 1) : '';
  const asked = last >= 0 ? question.slice(last + 1) : question;
  // "What is this state called?" after its context sentence points at that sentence
  const askedPoints =
    REFERS_BACK.test(asked) &&
    !(context && /^\s*What (?:is|are) (?:this|these) [\p{L} -]+ (?:called|known as|named|termed)\?$/u.test(asked));
  return askedPoints || REFERS_BACK.test(context) || REFERS_BACK.test(answer);
}

/**
 * A heading, bullet label or the notes' arrow read as part of a question: "Key terms: what is the
 * role?", "What is Erving Goffman -> dramaturgy?". A reaction ("… + … → …") may hold an arrow.
 */
export function isLabelQuestion(question: string): boolean {
  if (/(?:->|=>|→)/.test(question) && !/\s\+\s/.test(question)) return true;
  // a topic as context stays ("Newton's laws of motion: what does the second law state?"); a genre label goes
  const label = /^([^:?]{2,40}):\s*(?:what|who|which|how|when|where|why)\b/.exec(question)?.[1];
  return (
    !!label &&
    label
      .toLowerCase()
      .split(/\s+/)
      .every((w) => GENERIC_HEADINGS.has(w))
  );
}

/**
 * A lone adjective asked as a term ("What is stratified?"): a participle or adjective ending, with no
 * article or noun after it, names no concept.
 */
export function isLoneAdjective(question: string): boolean {
  const term = /^What (?:is|are) (\p{Ll}[\p{Ll}-]+)\?$/u.exec(question)?.[1];
  if (
    !term ||
    /^(?:hatred|kindred|hundred|sacred|need|seed|speed|greed|creed|bed|shed|red|variable|table|cable|vegetable)$/.test(
      term,
    )
  )
    return false;
  return /(?:[^e]ed|ous|ful|less|ible|able)$/.test(term);
}

/**
 * A variable of a worked example as the term ("What is sample of n?" → "100 students"): a lone lower-case
 * letter ending a "What is …?" term, or anywhere in a question answered by a bare quantity. "In F = ma,
 * what does m stand for?" → "Mass" asks about notation and stays.
 */
export function hasLoneVariable(question: string, answer: string): boolean {
  // a letter in brackets is notation ("O(log n)"), not an example's value
  const asked = question.replace(/\([^)]*\)|\?$/g, '');
  if (/^What (?:is|are) .*\s[b-hj-z]$/u.test(asked)) return true;
  return /^\d/.test(answer) && /(?<![\p{L}\p{N}'’.-])[b-hj-z](?![\p{L}\p{N}'’-])/u.test(asked);
}

/** Words ending in -s that are singular ("bias", "atlas"); -ss, -us, -is endings are read as singular anyway. */
const SINGULAR_IN_S = /^(?:bias|alias|atlas|canvas|gas|lens|chaos|ethos|pathos|cosmos|pancreas|news|mathematics)$/i;

/** "What are sampling bias?" → "What is sampling bias?": a singular noun ending in -s asked with "are". */
export function singularVerb(question: string): string {
  return question.replace(/^What are ((?:[\p{L}-]+ ){0,3}([\p{L}-]+))\?$/u, (whole, term: string, last: string) =>
    SINGULAR_IN_S.test(last) || /(?:ss|us|sis|xis)$/i.test(last) ? `What is ${term}?` : whole,
  );
}

/**
 * "What is cluster?" → "Pick whole groups at random": a bare one-word term answered by an instruction (a
 * verb in its base form first) is a method's bullet label, and the answer does not say what the term is.
 */
export function isInstructionForTerm(question: string, answer: string): boolean {
  if (!/^What (?:is|are) \p{Ll}[\p{Ll}-]+\?$/u.test(question)) return false;
  const first = tokensOfPhrase(answer.split(/\s+/).slice(0, 4).join(' '))[0];
  return !!first && first.pos === 'VERB' && first.lower === first.lemma;
}
