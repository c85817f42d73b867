/**
 * Curated word lists the checker leans on. Every list is small on purpose: a general thesaurus
 * would pair words that are not interchangeable in a course ("cell" and "prison"), so only words
 * that mean the same in a classroom answer are grouped. All entries are lower case, accents folded.
 */

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
