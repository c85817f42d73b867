/** Small closed word lists and English helpers the card patterns share. */

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** Words that cannot open a self-contained question: they point at something said before. */
export const POINTING_WORDS = words(
  'it its they them their theirs this these that those he she him his her hers we us our you your i one such',
);

export const PERSONAL_PRONOUNS = words('it they he she we you i them him her us');

export const POSSESSIVE_PRONOUNS = words('its their his her our your my');

export const DETERMINERS = words('a an the');

/** Clause openers: a subject never contains one. */
export const CLAUSE_WORDS = words(
  'that which who whom whose when where while whereas if unless because although though since until after before as so than whether how why what',
);

/** Heads too vague to stand alone in a question ("What is the novel?", "What is the result?"). */
export const VAGUE_HEADS = words(`
  result results effect effects reason reasons problem problems answer answers question questions point points idea ideas
  difference differences thing things way ways case cases example examples other others following same latter former
  first second third fourth last next rest main key part parts aspect aspects factor issue issues area areas
  novel book story text poem play film author writer narrator character chapter passage title subtitle lecture course
  class term terms word words concept phenomenon technique approach method process system model theory rule law principle
  study experiment research researcher researchers scientist scientists court defendant claimant party parties plaintiff
  war treaty plan figure table diagram graph equation formula value number amount rate level type kind sort form group
  one ones people person man woman he she it they this that these those each both all some most many few
  name aim goal purpose function role job task step stage phase period time year day formula unit scale cell
  theme themes topic topics subject motif message
`);

/** Plural heads that name the members of a list ("stages of mitosis", "types of rock"). */
export const LIST_HEADS = words(`
  types kinds sorts stages phases steps causes effects consequences functions features characteristics properties components
  parts elements principles factors forms levels classes categories examples advantages disadvantages benefits limitations
  methods sources uses roles signs symptoms rules laws layers branches theories models events battles stores structures
  organelles functions processes methods approaches strategies techniques conditions requirements criteria assumptions
  ingredients members groups regions tissues organs systems classes themes devices divisions checkpoints stores measures
  tests errors goals aims reasons differences similarities problems phases periods eras movements schools families
`);

/** Headings that name a genre of notes rather than a topic. */
export const GENERIC_HEADINGS = words(`
  introduction overview summary conclusion conclusions notes note review revision recap glossary definitions definition key
  terms keywords vocabulary questions answers examples example context background themes miscellaneous misc other others
  misc readings reading references sources appendix contents
`);

/** Leading labels of a line that are not terms ("Note: …", "Example – …"). */
export const LINE_LABELS = words(`
  note notes nb n.b. example examples e.g. eg ex evidence definition summary tip tips remember important reminder warning
  caution answer question q a see source sources ref reference aside key idea exam hint hints also why how what
`);

export const PERSON_NOUNS = words(`
  scientist scientists writer writers poet poets novelist author explorer philosopher economist psychologist physicist chemist
  biologist mathematician king queen emperor president leader member student professor engineer inventor artist painter
  composer politician general ruler prince princess heir archduke monarch statesman historian critic theorist doctor
  physician surgeon lawyer judge pope saint soldier sailor woman man girl boy child daughter son wife husband mother father
  brother sister teacher founder creator reformer revolutionary playwright dramatist character protagonist narrator sociologist
  astronomer geologist geographer anthropologist linguist
`);

/** Nouns after which a "to …" complement is an answer ("The aim of damages is to put …"). */
export const PURPOSE_HEADS = words('aim aims purpose goal goals function role job idea objective task point intention');

/** Heads whose statement is a claim ("Law of demand: when the price rises …" → "What does the law of demand state?"). */
export const STATEMENT_HEADS = words('law rule principle theorem effect hypothesis theory postulate axiom paradox');

export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** Words that say a number is approximate ("about 9 million"). */
export const APPROXIMATELY = words(
  'about approximately roughly around nearly almost over under some circa c. ca. more less up than at least most',
);

export const MONTHS = words(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec',
);

/** Units after a number: "2 cm" asks "how far", not "how many cm". */
export const UNITS = words(`
  m cm mm km nm µm kg g mg µg lb lbs oz s ms min h hr hrs hours hour minutes minute seconds second days day weeks week months
  month years year decades decade centuries century mph kph km/h m/s °c °f k j kj cal kcal w kw mw v a ω hz khz mhz ghz pa kpa
  atm mol l ml dl per percent % °
`);

/** The past tense of irregular verbs, by past participle ("written" → "wrote"), for "Who wrote …?". */
const IRREGULAR_PAST: Record<string, string> = {
  written: 'wrote',
  drawn: 'drew',
  given: 'gave',
  taken: 'took',
  shown: 'showed',
  known: 'knew',
  begun: 'began',
  chosen: 'chose',
  driven: 'drove',
  beaten: 'beat',
  broken: 'broke',
  spoken: 'spoke',
  stolen: 'stole',
  thrown: 'threw',
  sung: 'sang',
  seen: 'saw',
  done: 'did',
  gone: 'went',
  grown: 'grew',
  flown: 'flew',
  eaten: 'ate',
  fallen: 'fell',
  forgotten: 'forgot',
  frozen: 'froze',
  hidden: 'hid',
  ridden: 'rode',
  risen: 'rose',
  shaken: 'shook',
  sworn: 'swore',
  torn: 'tore',
  worn: 'wore',
  woken: 'woke',
  become: 'became',
  come: 'came',
  run: 'ran',
  overcome: 'overcame',
  undertaken: 'undertook',
  overthrown: 'overthrew',
  withdrawn: 'withdrew',
  forbidden: 'forbade',
  sunk: 'sank',
  struck: 'struck',
  swum: 'swam',
  rung: 'rang',
  drunk: 'drank',
};

/** The simple past of a verb given as its past participle (regular verbs: the same word). */
export function pastFromParticiple(participle: string): string {
  return IRREGULAR_PAST[participle.toLowerCase()] ?? participle;
}

export function isYear(text: string): boolean {
  if (!/^\d{3,4}s?$/.test(text)) return false;
  const year = Number.parseInt(text, 10);
  return year >= 500 && year <= 2100;
}

/** "1914", "28 June 1914", "June 1914", "1880s", "the 1760s", "1066 BC", "11 November 1918". */
export function looksLikeDate(text: string): boolean {
  const parts = text
    .toLowerCase()
    .replace(/[(),]/g, ' ')
    .split(/\s+/)
    .filter(
      (w) =>
        w &&
        w !== 'the' &&
        w !== 'of' &&
        w !== 'early' &&
        w !== 'late' &&
        w !== 'mid' &&
        w !== 'summer' &&
        w !== 'winter' &&
        w !== 'spring' &&
        w !== 'autumn',
    );
  if (!parts.length || parts.length > 5) return false;
  let hasYearOrMonth = false;
  for (const part of parts) {
    if (isYear(part) || MONTHS.has(part)) hasYearOrMonth = true;
    else if (
      /^\d{1,2}(st|nd|rd|th)?$/.test(part) ||
      part === 'bc' ||
      part === 'bce' ||
      part === 'ad' ||
      part === 'ce' ||
      part === 'c.'
    )
      continue;
    else return false;
  }
  return hasYearOrMonth;
}

export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** Whether a noun phrase reads as plural ("Mitochondria", "homologous chromosomes", "Substitutes"). */
export function isPluralPhrase(phrase: string): boolean {
  const cleaned = phrase.replace(/\([^)]*\)/g, ' ').trim();
  const head = cleaned.split(/\s+(?:of|in|for|on|with|from|to|at|by|between)\s+/i)[0] ?? cleaned;
  const last = (head.split(/\s+/).pop() ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (!last) return false;
  if (
    /^(data|criteria|phenomena|bacteria|mitochondria|people|children|men|women|teeth|feet|mice|geese|alumni|fungi|nuclei|stimuli|media|cacti|larvae|algae|vertebrae|indices|matrices|appendices|analyses|hypotheses|theses|crises|axes|oases|species|series)$/.test(
      last,
    )
  )
    return last !== 'species' && last !== 'series';
  if (/(ss|us|is|ics|sis|xis|ous|ness|less|ps)$/.test(last)) return false;
  return last.length > 3 && last.endsWith('s');
}

/** "a" or "an" before a word, by its sound as far as spelling tells. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(uni|use|usu|uti|eu|one|once|ur[aeiou])/.test(w)) return 'a';
  if (/^[A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

export function capitalizeFirst(text: string): string {
  const first = text.charAt(0);
  // "pH", "mRNA", "iPhone", "x̄" keep their own case.
  if (/^[a-z][A-Z]/.test(text) || /^[a-z]\u0304/.test(text)) return text;
  return first.toUpperCase() + text.slice(1);
}

/** Content words of a text: lower-cased letters and digits, no stop words. */
const STOP = words(`
  a an the of in on at to for by with from and or but nor so as is are was were be been being am do does did has have had
  it its this that these those they them their he she his her we our you your i what which who whom whose when where why how
  than then there here not no yes can could may might must shall should will would also into onto over under about after
  before between during through up down out off very more most such each every any all some other only just
`);

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w));
}

/** A key for comparing two texts: their content words, singular, in order. */
export function comparisonKey(text: string): string {
  return contentWords(text)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}
