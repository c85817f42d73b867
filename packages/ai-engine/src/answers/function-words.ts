/**
 * Curated word lists the checker leans on. Every list is small on purpose: a general thesaurus
 * would pair words that are not interchangeable in a course ("cell" and "prison"), so only words
 * that mean the same in a classroom answer are grouped. All entries are lower case, accents folded.
 */

/** Words that carry no meaning of their own in a short answer: articles, pronouns, auxiliaries, hedges. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the of to in on at by for from with and or as is are was were be been being am ' +
    'it its this that these those which who whom whose what when where there here they them their theirs ' +
    'he she him his her hers i me my mine we us our ours you your yours one ones ' +
    'do does did done doing has have had having can could will would shall should may might must ' +
    'so such than then also just about approximately approx around roughly nearly almost basically ' +
    'um umm uh er erm hmm like think guess maybe perhaps probably answer called known ' +
    'ie eg etc very quite really some any each both either into onto upon over under via ' +
    'across through throughout within between among amongst along toward towards ' +
    'only whether if because while whilst though although since unless until ' +
    'get gets got getting become becomes became use uses used using something someone thing things stuff ' +
    "there's yes yeah yep equals times multiplied"
  ).split(/\s+/),
);

/** Words that negate what follows (or, at the end of a clause, what came before). */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'none',
  'nor',
  'neither',
  'without',
  'cannot',
  'lack',
  'lacks',
  'lacking',
  'lacked',
]);

/** Contractions whose base is an auxiliary: "don't" is "do not". */
export const NEGATIVE_CONTRACTIONS: Readonly<Record<string, string>> = {
  "can't": 'can',
  "won't": 'will',
  "shan't": 'shall',
  "ain't": 'is',
};

/** Words of a name or term that say its kind rather than which one: a missing one barely counts. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  (
    'empire dynasty kingdom treaty war battle revolution river ocean sea lake mountain mount mt desert island city ' +
    'country state province region law theory principle rule effect process cycle system type kind sort ' +
    'bond rock energy level rate amount value number item items unit units gas substance molecule compound ' +
    'structure method approach concept term word feature ' +
    // hedges and qualifiers
    'general generally overall usually typically mainly mostly especially particular specific certain various'
  ).split(/\s+/),
);

/** Negating prefixes: "insoluble" is "not soluble". Only used between two words of one answer pair. */
export const NEGATING_PREFIXES: readonly string[] = ['non', 'un', 'in', 'im', 'il', 'ir', 'dis', 'a'];

/** Articles of the languages students learn: in a language answer they are part of it. */
export const FOREIGN_ARTICLES: ReadonlySet<string> = new Set([
  'le',
  'la',
  'les',
  "l'",
  'el',
  'los',
  'las',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'un',
  'une',
  'una',
  'uno',
  'ein',
  'eine',
  'il',
  'lo',
  'gli',
]);
