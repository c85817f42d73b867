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
