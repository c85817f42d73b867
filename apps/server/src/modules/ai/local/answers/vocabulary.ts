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

/**
 * Words that mean the same in an answer. Each group is matched by word root, so inflections
 * (rises, rising, rose is not) come along.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  [
    'increase',
    'rise',
    'rising',
    'grow',
    'growth',
    'raise',
    'climb',
    'augment',
    'goes_up',
    // a rate that increases speeds up
    'accelerate',
    'speeds_up',
    'speed_up',
    'gets_faster',
  ],
  [
    'decrease',
    'fall',
    'falling',
    'drop',
    'decline',
    'reduce',
    'reduction',
    'diminish',
    'shrink',
    'lessen',
    'goes_down',
    'slow_down',
    'decelerate',
    'gets_slower',
  ],
  ['unchanged', 'constant', 'stays_same', 'unaffected'],
  ['carry', 'transport', 'convey'],
  ['release', 'emit', 'give_out', 'give_off'],
  ['absorb', 'take_in'],
  ['join', 'connect', 'link', 'attach'],
  ['split', 'divide', 'separate'],
  ['remove', 'eliminate'],
  ['control', 'regulate'],
  ['king', 'monarch', 'sovereign'],
  ['country', 'nation'],
  ['mistake', 'error'],
  ['big', 'large', 'huge', 'enormous', 'giant'],
  ['small', 'little', 'tiny'],
  ['fast', 'quick', 'rapid', 'speedy'],
  ['start', 'begin', 'beginning', 'commence', 'initiate', 'onset'],
  ['end', 'finish', 'terminate', 'cease', 'halt'],
  ['make', 'produce', 'create', 'generate', 'synthesize', 'synthesis', 'manufacture', 'build', 'construct', 'assemble'],
  ['break_down', 'breakdown', 'decompose', 'degrade'],
  ['utilize', 'employ'],
  ['obtain', 'acquire', 'gain', 'receive', 'getting'],
  ['give', 'provide', 'supply', 'donate', 'donor'],
  ['show', 'demonstrate', 'display', 'indicate', 'reveal'],
  ['change', 'alter', 'modify', 'vary'],
  ['keep', 'maintain', 'maintenance', 'preserve', 'retain', 'sustain'],
  ['need', 'require', 'requirement'],
  ['help', 'aid', 'assist'],
  ['cause', 'because', 'induce', 'trigger', 'lead_to', 'result_in', 'bring_about'],
  ['occur', 'happen', 'take_place'],
  ['perform', 'carry_out'],
  ['consist', 'comprise', 'made_of'],
  ['similar', 'alike', 'comparable'],
  ['same', 'identical'],
  ['different', 'distinct', 'dissimilar', 'differing'],
  ['important', 'significant', 'crucial', 'vital'],
  ['movement', 'motion', 'moving'],
  ['part', 'section', 'segment', 'portion', 'piece', 'fragment'],
  ['rebirth', 'revival', 'renewal'],
  ['spread', 'dispersion', 'variability', 'scatter'],
  ['conflicting', 'contradictory', 'inconsistent', 'opposing', 'clashing'],
  ['limit', 'restrict', 'restriction', 'constrain', 'curb'],
  ['individual', 'person', 'people', 'organism', 'human'],
  ['function', 'method', 'procedure', 'subroutine'],
  ['light', 'sunlight'],
  ['forgone', 'foregone', 'given_up', 'sacrificed'],
  ['consumed', 'used_up'],
  ['consecutive', 'successive', 'in_a_row'],
  ['quantity', 'amount'],
  ['tension', 'hostility', 'rivalry'],
  ['hide', 'hiding', 'conceal', 'concealing'],
  ['bundle', 'bundling', 'combine', 'combining', 'group', 'grouping'],
  ['fight', 'combat', 'defend', 'protect', 'battle'],
  ['seize', 'grab', 'capture'],
  ['soluble', 'dissolve', 'dissolvable', 'dissolves'],
  ['axis', 'axial'],
  ['mount', 'mt'],
  // Near-synonyms WordNet keeps in different synsets, each as a teacher accepts them for the other
  // in a course answer ("a full outer shell", "to block traffic", "a perceived threat").
  ['full', 'complete'],
  ['prevent', 'block'],
  ['danger', 'threat', 'hazard'],
  ['teach', 'train', 'educate'],
  ['recognize', 'identify'],
  ['researcher', 'experimenter', 'investigator'],
  // the party bringing a civil claim: "claimant" in England since 1999, "plaintiff" elsewhere
  ['claimant', 'plaintiff'],
  ['percent', 'percentage', 'pct'],
  ['belief', 'believe'],
  ['association', 'associate', 'associating'],
];

/**
 * Multi-word phrases read as one word before matching (spaces as underscores on the right). A
 * phrase whose first word is a verb is also found in that verb's other tenses ("wore away").
 */
export const PHRASES: Readonly<Record<string, string>> = {
  'go up': 'goes_up',
  'goes up': 'goes_up',
  'going up': 'goes_up',
  'went up': 'goes_up',
  'gone up': 'goes_up',
  'gets bigger': 'goes_up',
  'get bigger': 'goes_up',
  'gets larger': 'goes_up',
  'get larger': 'goes_up',
  'go down': 'goes_down',
  'goes down': 'goes_down',
  'going down': 'goes_down',
  'went down': 'goes_down',
  'gone down': 'goes_down',
  'gets smaller': 'goes_down',
  'get smaller': 'goes_down',
  'break down': 'break_down',
  'breaks down': 'break_down',
  'broken down': 'break_down',
  'breaking down': 'break_down',
  'given up': 'given_up',
  'give up': 'given_up',
  'gives up': 'given_up',
  'giving up': 'given_up',
  'used up': 'used_up',
  'use up': 'used_up',
  'using up': 'used_up',
  'in a row': 'in_a_row',
  'speed up': 'speed_up',
  'speeds up': 'speeds_up',
  'speeding up': 'speeds_up',
  'slow down': 'slow_down',
  'slows down': 'slow_down',
  'slowing down': 'slow_down',
  'gets faster': 'gets_faster',
  'get faster': 'gets_faster',
  'goes faster': 'gets_faster',
  'gets slower': 'gets_slower',
  'get slower': 'gets_slower',
  'goes slower': 'gets_slower',
  'stays the same': 'stays_same',
  'remains unchanged': 'stays_same',
  'remain unchanged': 'stays_same',
  'stays constant': 'stays_same',
  'stay constant': 'stays_same',
  'remains constant': 'stays_same',
  'remain constant': 'stays_same',
  'stay the same': 'stays_same',
  'remains the same': 'stays_same',
  'remain the same': 'stays_same',
  'does not change': 'stays_same',
  "doesn't change": 'stays_same',
  'gives out': 'give_out',
  'give out': 'give_out',
  'giving out': 'give_out',
  'given out': 'give_out',
  'gives off': 'give_off',
  'give off': 'give_off',
  'giving off': 'give_off',
  'given off': 'give_off',
  'takes in': 'take_in',
  'take in': 'take_in',
  'taking in': 'take_in',
  'taken in': 'take_in',
  // phrases for a single verb; other tenses of the first word are found through its lemma
  'lead to': 'lead_to',
  'result in': 'result_in',
  'bring about': 'bring_about',
  'take place': 'take_place',
  'carry out': 'carry_out',
  'made of': 'made_of',
  'made from': 'made_of',
  'made up of': 'made_of',
  'composed of': 'made_of',
  'per cent': 'percent',
  'plus or minus': '±',
  'deoxyribonucleic acid': 'dna',
  'ribonucleic acid': 'rna',
  'adenosine triphosphate': 'atp',
  'adenosine diphosphate': 'adp',
  'united states of america': 'usa',
  'united states': 'usa',
  'soviet union': 'ussr',
  'united kingdom': 'uk',
  'great britain': 'uk',
  'united nations': 'un',
  'european union': 'eu',
  'carbon dioxide': 'co2',
  'hydrogen ion': 'proton',
};

/**
 * Particles that make a phrasal verb with the verb before them ("take in", "speed up", "collide
 * with"): WordNet's two-word verbs of this shape are in the thesaurus (build-wordnet-table.ts).
 */
export const PARTICLES: readonly string[] = [
  'up',
  'down',
  'in',
  'out',
  'off',
  'away',
  'on',
  'over',
  'back',
  'with',
  'into',
  'through',
];

/** Raw tokens that name a country only in capitals ("US" is not "us"). */
export const CAPITAL_ALIASES: Readonly<Record<string, string>> = { US: 'usa', USA: 'usa', UK: 'uk', GB: 'uk' };

/** Words that say the opposite of each other; matched by root, both ways. */
export const ANTONYM_PAIRS: readonly (readonly [string, string])[] = [
  ['increase', 'decrease'],
  ['more', 'less'],
  ['more', 'fewer'],
  ['most', 'least'],
  ['greater', 'smaller'],
  ['greater', 'less'],
  ['higher', 'lower'],
  ['high', 'low'],
  ['positive', 'negative'],
  ['left', 'right'],
  ['internal', 'external'],
  ['inside', 'outside'],
  ['inner', 'outer'],
  ['donor', 'acceptor'],
  ['donate', 'accept'],
  ['gain', 'loss'],
  ['gain', 'lose'],
  ['endothermic', 'exothermic'],
  ['endergonic', 'exergonic'],
  ['hypertonic', 'hypotonic'],
  ['anabolic', 'catabolic'],
  ['anabolism', 'catabolism'],
  ['import', 'export'],
  ['imported', 'exported'],
  ['inhale', 'exhale'],
  ['same', 'different'],
  ['maximum', 'minimum'],
  ['above', 'below'],
  ['before', 'after'],
  ['north', 'south'],
  ['east', 'west'],
  ['true', 'false'],
  ['dominant', 'recessive'],
  ['acidic', 'basic'],
  ['acidic', 'alkaline'],
  ['oxidation', 'reduction'],
  ['oxidized', 'reduced'],
  ['agonist', 'antagonist'],
  ['sympathetic', 'parasympathetic'],
  ['absorb', 'release'],
  ['absorb', 'emit'],
  ['absorb', 'reflect'],
  ['accelerate', 'slow_down'],
  ['accelerate', 'decelerate'],
  ['speeds_up', 'slow_down'],
  ['strong', 'weak'],
  ['open', 'closed'],
  ['input', 'output'],
  ['inflation', 'deflation'],
  ['surplus', 'deficit'],
  ['surplus', 'shortage'],
  ['long', 'short'],
  ['hot', 'cold'],
  ['upper', 'lower'],
  ['early', 'late'],
  ['appreciation', 'depreciation'],
  ['expansion', 'contraction'],
  ['expansionary', 'contractionary'],
  ['always', 'never'],
  ['all', 'none'],
  ['limit', 'expand'],
  ['limit', 'giving'],
  ['created', 'destroyed'],
  ['conserved', 'destroyed'],
  ['conserved', 'created'],
  ['voluntary', 'involuntary'],
  ['afferent', 'efferent'],
  ['sensory', 'motor'],
  ['innate', 'learned'],
  ['intrinsic', 'extrinsic'],
  ['homozygous', 'heterozygous'],
  ['haploid', 'diploid'],
  ['aerobic', 'anaerobic'],
  ['prokaryotic', 'eukaryotic'],
  ['prokaryote', 'eukaryote'],
  ['systole', 'diastole'],
  ['arteries', 'veins'],
  ['artery', 'vein'],
  ['cation', 'anion'],
  ['proton', 'electron'],
  ['cathode', 'anode'],
  ['convex', 'concave'],
  ['numerator', 'denominator'],
  ['independent', 'dependent'],
  ['qualitative', 'quantitative'],
  ['deductive', 'inductive'],
  ['microeconomics', 'macroeconomics'],
  ['supply', 'demand'],
  ['buyer', 'seller'],
  ['debit', 'credit'],
  ['asset', 'liability'],
];

/** Negating prefixes: "insoluble" is "not soluble". Only used between two words of one answer pair. */
export const NEGATING_PREFIXES: readonly string[] = ['non', 'un', 'in', 'im', 'il', 'ir', 'dis', 'a'];

/** Real words students swap by sound: one for the other is a spelling slip, not a different answer. */
export const HOMOPHONE_GROUPS: readonly (readonly string[])[] = [
  ['affect', 'effect'],
  ['principal', 'principle'],
  ['complement', 'compliment'],
  ['stationary', 'stationery'],
  ['discrete', 'discreet'],
  ['their', 'there'],
  ['lose', 'loose'],
  ['accept', 'except'],
  ['advice', 'advise'],
  ['council', 'counsel'],
  ['cite', 'site', 'sight'],
  ['weather', 'whether'],
  ['aloud', 'allowed'],
  ['capital', 'capitol'],
  ['personal', 'personnel'],
  ['peak', 'peek'],
  ['breath', 'breathe'],
  ['desert', 'dessert'],
  ['lead', 'led'],
  ['passed', 'past'],
  ['than', 'then'],
  ['dependent', 'dependant'],
  ['elicit', 'illicit'],
  ['gorilla', 'guerrilla'],
  ['vain', 'vein'],
  ['marks', 'marx'],
];

/**
 * Symbols a student may type for a word on the card: chemical elements, diatomic gases, SI units.
 * Keyed by the symbol exactly as written, since case tells "Co" from "CO".
 */
export const SYMBOL_NAMES: Readonly<Record<string, readonly string[]>> = {
  H: ['hydrogen'],
  H2: ['hydrogen'],
  He: ['helium'],
  Li: ['lithium'],
  Be: ['beryllium'],
  B: ['boron'],
  C: ['carbon', 'coulomb'],
  N: ['nitrogen', 'newton'],
  N2: ['nitrogen'],
  O: ['oxygen'],
  O2: ['oxygen'],
  F: ['fluorine', 'farad'],
  F2: ['fluorine'],
  Ne: ['neon'],
  Na: ['sodium'],
  Mg: ['magnesium'],
  Al: ['aluminium', 'aluminum'],
  Si: ['silicon'],
  P: ['phosphorus'],
  S: ['sulfur', 'sulphur', 'siemens'],
  Cl: ['chlorine'],
  Cl2: ['chlorine'],
  Ar: ['argon'],
  K: ['potassium', 'kelvin'],
  Ca: ['calcium'],
  Ti: ['titanium'],
  Cr: ['chromium'],
  Mn: ['manganese'],
  Fe: ['iron'],
  Co: ['cobalt'],
  Ni: ['nickel'],
  Cu: ['copper'],
  Zn: ['zinc'],
  Br: ['bromine'],
  Br2: ['bromine'],
  Kr: ['krypton'],
  Sr: ['strontium'],
  Ag: ['silver'],
  Sn: ['tin'],
  I: ['iodine'],
  I2: ['iodine'],
  Xe: ['xenon'],
  Cs: ['caesium', 'cesium'],
  Ba: ['barium'],
  W: ['tungsten', 'watt'],
  Pt: ['platinum'],
  Au: ['gold'],
  Hg: ['mercury'],
  Pb: ['lead'],
  Rn: ['radon'],
  Ra: ['radium'],
  U: ['uranium'],
  J: ['joule'],
  V: ['volt', 'vanadium'],
  A: ['ampere', 'amp'],
  Ω: ['ohm'],
  ω: ['ohm'],
  Hz: ['hertz'],
  Pa: ['pascal'],
  T: ['tesla'],
  Wb: ['weber'],
  mol: ['mole'],
  kg: ['kilogram'],
  m: ['metre', 'meter'],
  s: ['second'],
  g: ['gram'],
  L: ['litre', 'liter'],
  eV: ['electronvolt'],
  // common compounds a student writes by formula for their everyday name
  H2O: ['water'],
  NH3: ['ammonia'],
  CH4: ['methane'],
  O3: ['ozone'],
};

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

/**
 * Given names that start a person's name on a card ("Charles Darwin"): the surname alone names the
 * person, as a teacher accepts "Darwin". Common English given names and those of people courses cite.
 */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  (
    'aaron abraham ada adam adolf al alan albert alexander alexis alfred alice amelia andrew angela anne antoine ' +
    'antonie archimedes aristotle arthur auguste augustus b barack benjamin bernard betty bill blaise buzz ' +
    'carl carlos catherine charles charlotte che chester christopher claude clara cleopatra daniel david dmitri ' +
    'donald dwight edmund edward edwin elizabeth emile emily emma enrico erik ernest ernst erwin eugene ' +
    'ferdinand fidel florence francis franklin franz frederick friedrich galileo george georg gottfried ' +
    'gregor gustav harriet harry heinrich helen henri henry herbert hernan horatio howard hugo immanuel ' +
    'isaac isabella ivan jack jacques james jane jean jeremy jimmy joan johann johannes john jonas joseph ' +
    'julius karl katherine kurt lawrence leo leon leonardo leonhard lev linus louis ludwig lyndon mahatma ' +
    'malcolm mao marco margaret marie mark martin mary max maximilien michael michel michelangelo milton ' +
    'mohandas napoleon neil nelson neville nicolaus niels nikola noam oliver orville otto paul pierre peter ' +
    'philip queen rachel rene richard robert ronald rosa rosalind rudolf samuel sigmund simon sir stanley ' +
    'stephen steve susan thomas theodore tim ulysses victor victoria vincent vladimir walter werner wilhelm ' +
    'william winston wolfgang woodrow'
  ).split(/\s+/),
);

/** People whose given name alone names them in class. */
export const KNOWN_BY_GIVEN_NAME: ReadonlySet<string> = new Set([
  'napoleon',
  'galileo',
  'leonardo',
  'michelangelo',
  'cleopatra',
  'archimedes',
  'aristotle',
]);

/** Complexity classes named in words, as the inside of O(…) in compact form. */
export const COMPLEXITY_NAMES: Readonly<Record<string, string>> = {
  constant: '1',
  logarithmic: 'logn',
  linear: 'n',
  linearithmic: 'nlogn',
  loglinear: 'nlogn',
  quadratic: 'n2',
  cubic: 'n3',
  exponential: '2n',
  factorial: 'n!',
};
