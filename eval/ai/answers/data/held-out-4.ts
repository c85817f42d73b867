import { card, type AnswerPair } from '../answer-pair.ts';

/**
 * Held-out-4: new cards in 17 subjects, written blind by an engineer who never read the checker's
 * code, never ran it and never saw its misses; no question or card answer of an older set.
 * Weighted as students type: mostly the answer itself with case, punctuation or articles changed,
 * then typos, wrong answers, partial answers, synonyms and number forms (data/README.md).
 */
export const heldOut4Pairs: AnswerPair[] = [
  // ── Biology ──
  ...card('biology', 'Which organelle carries out photosynthesis?', 'The chloroplast', [
    ['chloroplast', 'correct', 'filler'],
    ['Chloroplasts', 'correct', 'inflection'],
    ['cloroplast', 'close', 'typo'],
    ['chlorophyll', 'incorrect', 'confusable'],
  ]),
  ...card('biology', 'What is the process by which a cell engulfs large particles called?', 'Phagocytosis', [
    ['phagocytosis', 'correct', 'exact'],
    ['Phagocytosis.', 'correct', 'format'],
    ['phagocitosis', 'close', 'typo'],
    ['pinocytosis', 'incorrect', 'confusable'],
  ]),
  ...card('biology', 'Where does gas exchange take place in the lungs?', 'In the alveoli', [
    ['alveoli', 'correct', 'filler'],
    ['the alveoli', 'correct', 'filler'],
    ['in the aveoli', 'close', 'typo'],
    ['the air sacs', 'correct', 'synonym'],
    ['in the bronchi', 'incorrect', 'wrong'],
  ]),
  ...card('biology', 'What is a dominant allele?', 'An allele that is expressed even when only one copy is present', [
    ['an allele that is expressed even when only one copy is present', 'correct', 'exact'],
    ['one that is expressed even if only one copy is present', 'correct', 'paraphrase'],
    ['an allele that is expressed', 'close', 'partial'],
    ['an allele that is only expressed when two copies are present', 'incorrect', 'negation'],
    ['an allele that is expresed even when only one copy is present', 'close', 'typo'],
  ]),
  ...card('biology', 'In which phase of mitosis do sister chromatids separate?', 'Anaphase', [
    ['anaphase', 'correct', 'exact'],
    ['Anaphase', 'correct', 'exact'],
    ['anaphse', 'close', 'typo'],
    ['metaphase', 'incorrect', 'confusable'],
  ]),

  // ── Anatomy ──
  ...card('anatomy', 'How many bones are in the adult human skeleton?', '206', [
    ['206', 'correct', 'exact'],
    ['206 bones', 'correct', 'filler'],
    ['two hundred and six', 'correct', 'number-form'],
    ['208', 'incorrect', 'wrong-number'],
    ['about 200', 'close', 'rounding'],
  ]),
  ...card('anatomy', 'Which valve lies between the left atrium and the left ventricle?', 'The mitral valve', [
    ['mitral valve', 'correct', 'filler'],
    ['Mitral', 'correct', 'partial'],
    ['the bicuspid valve', 'correct', 'synonym'],
    ['the mitrel valve', 'close', 'typo'],
    ['the tricuspid valve', 'incorrect', 'confusable'],
  ]),
  ...card('anatomy', 'What is normal human body temperature?', '37 °C', [
    ['37°C', 'correct', 'format'],
    ['37 degrees Celsius', 'correct', 'unit'],
    ['98.6 °F', 'correct', 'unit'],
    ['37', 'close', 'unit'],
    ['39 °C', 'incorrect', 'wrong-number'],
  ]),
  ...card('anatomy', 'What is the medical term for high blood pressure?', 'Hypertension', [
    ['hypertension', 'correct', 'exact'],
    ['Hypertension', 'correct', 'exact'],
    ['hypertention', 'close', 'typo'],
    ['hypotension', 'incorrect', 'negation'],
  ]),
  ...card(
    'anatomy',
    'What are the two divisions of the autonomic nervous system?',
    'Sympathetic and parasympathetic',
    [
      ['sympathetic and parasympathetic', 'correct', 'exact'],
      ['parasympathetic and sympathetic', 'correct', 'word-order'],
      ['sympathetic, parasympathetic', 'correct', 'format'],
      ['sympathetic', 'close', 'partial'],
      ['central and peripheral', 'incorrect', 'wrong'],
    ],
  ),

  // ── Chemistry ──
  ...card('chemistry', 'What is the chemical symbol for potassium?', 'K', [
    ['K', 'correct', 'exact'],
    ['k', 'correct', 'exact'],
    ['P', 'incorrect', 'confusable'],
  ]),
  ...card('chemistry', 'What is the molar volume of an ideal gas at STP?', '22.4 L/mol', [
    ['22.4 L/mol', 'correct', 'exact'],
    ['22.4 litres per mole', 'correct', 'unit'],
    ['22.4 dm³/mol', 'correct', 'unit'],
    ['22.4', 'close', 'unit'],
    ['22 L/mol', 'close', 'rounding'],
    ['24 L/mol', 'incorrect', 'wrong-number'],
  ]),
  ...card('chemistry', 'What is oxidation in terms of electrons?', 'Loss of electrons', [
    ['loss of electrons', 'correct', 'exact'],
    ['the loss of electrons', 'correct', 'filler'],
    ['losing electrons', 'correct', 'inflection'],
    ['gain of electrons', 'incorrect', 'negation'],
    ['los of electrons', 'close', 'typo'],
  ]),
  ...card('chemistry', 'What is the general formula of an alkane?', 'CnH2n+2', [
    ['CnH2n+2', 'correct', 'exact'],
    ['cnh2n+2', 'correct', 'exact'],
    ['C_nH_(2n+2)', 'correct', 'format'],
    ['CnH2n', 'incorrect', 'confusable'],
  ]),
  ...card('chemistry', 'Which gas makes up about 78% of the air?', 'Nitrogen', [
    ['nitrogen', 'correct', 'exact'],
    ['Nitrogen.', 'correct', 'format'],
    ['N2', 'correct', 'synonym'],
    ['nitorgen', 'close', 'typo'],
    ['oxygen', 'incorrect', 'wrong'],
  ]),

  // ── Physics ──
  ...card('physics', 'What is the SI unit of electric charge?', 'Coulomb', [
    ['coulomb', 'correct', 'exact'],
    ['the coulomb', 'correct', 'filler'],
    ['C', 'correct', 'synonym'],
    ['columb', 'close', 'typo'],
    ['ampere', 'incorrect', 'wrong'],
  ]),
  ...card('physics', 'What is the value of Planck’s constant?', '6.626 × 10^-34 J·s', [
    ['6.626 × 10^-34 J s', 'correct', 'format'],
    ['6.626e-34 J·s', 'correct', 'number-form'],
    ['6.63 × 10^-34 J·s', 'close', 'rounding'],
    ['6.626 × 10^-34', 'close', 'unit'],
    ['6.626 × 10^34 J·s', 'incorrect', 'wrong-number'],
  ]),
  ...card('physics', 'What is the magnitude of the charge on an electron?', '1.6 × 10^-19 C', [
    ['1.6 × 10^-19 C', 'correct', 'exact'],
    ['1.6e-19 C', 'correct', 'number-form'],
    ['1.6 x 10-19 coulombs', 'correct', 'format'],
    ['1.6 × 10^-19', 'close', 'unit'],
    ['1.6 × 10^19 C', 'incorrect', 'wrong-number'],
  ]),
  ...card('physics', 'How is work done calculated?', 'Force × distance', [
    ['force times distance', 'correct', 'format'],
    ['Force x distance', 'correct', 'format'],
    ['W = Fd', 'correct', 'synonym'],
    ['force', 'close', 'partial'],
    ['force × time', 'incorrect', 'wrong'],
  ]),
  ...card(
    'physics',
    'What happens to the wavelength of a wave when its frequency increases at constant speed?',
    'The wavelength decreases',
    [
      ['it decreases', 'correct', 'filler'],
      ['decreases', 'correct', 'filler'],
      ['it gets shorter', 'correct', 'synonym'],
      ['the wavelength decreses', 'close', 'typo'],
      ['it increases', 'incorrect', 'negation'],
    ],
  ),
  ...card(
    'physics',
    'What does the law of conservation of momentum state?',
    'Total momentum stays constant if no external force acts',
    [
      ['the total momentum stays constant if no external force acts', 'correct', 'filler'],
      ['total momentum is conserved if no external forces act', 'correct', 'synonym'],
      ['momentum is conserved', 'close', 'partial'],
      ['total energy stays constant if no external force acts', 'incorrect', 'wrong'],
    ],
  ),
  ...card('physics', 'Which particle in the nucleus has no charge?', 'The neutron', [
    ['neutron', 'correct', 'filler'],
    ['neutrons', 'correct', 'inflection'],
    ['nuetron', 'close', 'typo'],
    ['neutrino', 'incorrect', 'confusable'],
  ]),

  // ── Calculus ──
  ...card('calculus', 'What is the derivative of sin x?', 'cos x', [
    ['cos x', 'correct', 'exact'],
    ['cos(x)', 'correct', 'format'],
    ['cosx', 'correct', 'format'],
    ['cos', 'close', 'partial'],
    ['-cos x', 'incorrect', 'negation'],
  ]),
  ...card('calculus', 'What is the integral of 1/x with respect to x?', 'ln|x| + C', [
    ['ln|x| + C', 'correct', 'exact'],
    ['ln(|x|)+C', 'correct', 'format'],
    ['ln|x|', 'close', 'partial'],
    ['-1/x² + C', 'incorrect', 'wrong'],
  ]),
  ...card('calculus', 'What is the integral of x² from 0 to 1?', '1/3', [
    ['1/3', 'correct', 'exact'],
    ['⅓', 'correct', 'number-form'],
    ['one third', 'correct', 'number-form'],
    ['0.33', 'close', 'rounding'],
    ['1/2', 'incorrect', 'wrong-number'],
  ]),
  ...card(
    'calculus',
    'Which two operations does the Fundamental Theorem of Calculus link?',
    'Differentiation and integration',
    [
      ['differentiation and integration', 'correct', 'exact'],
      ['integration and differentiation', 'correct', 'word-order'],
      ['derivatives and integrals', 'correct', 'synonym'],
      ['differentiation', 'close', 'partial'],
      ['differentation and integration', 'close', 'typo'],
    ],
  ),
  ...card('calculus', 'What is the limit of sin(x)/x as x approaches 0?', '1', [
    ['1', 'correct', 'exact'],
    ['one', 'correct', 'number-form'],
    ['1.0', 'correct', 'number-form'],
    ['0', 'incorrect', 'wrong-number'],
  ]),
  ...card('calculus', 'Which rule is used to differentiate a composite function?', 'The chain rule', [
    ['chain rule', 'correct', 'filler'],
    ['the Chain Rule', 'correct', 'exact'],
    ['the chian rule', 'close', 'typo'],
    ['the product rule', 'incorrect', 'confusable'],
  ]),

  // ── Statistics ──
  ...card(
    'statistics',
    'In a normal distribution, what percentage of values lie within one standard deviation of the mean?',
    'About 68%',
    [
      ['68%', 'correct', 'filler'],
      ['68 percent', 'correct', 'format'],
      ['0.68', 'correct', 'number-form'],
      ['about 70%', 'close', 'rounding'],
      ['95%', 'incorrect', 'wrong-number'],
    ],
  ),
  ...card('statistics', 'What is a Type I error?', 'Rejecting a true null hypothesis', [
    ['rejecting a true null hypothesis', 'correct', 'exact'],
    ['rejecting the null hypothesis when it is true', 'correct', 'paraphrase'],
    ['a false positive', 'correct', 'synonym'],
    ['rejecting the null hypothesis', 'close', 'partial'],
    ['failing to reject a false null hypothesis', 'incorrect', 'confusable'],
  ]),
  ...card('statistics', 'What is the probability of drawing a heart from a standard 52-card deck?', '1/4', [
    ['1/4', 'correct', 'exact'],
    ['0.25', 'correct', 'number-form'],
    ['25%', 'correct', 'number-form'],
    ['¼', 'correct', 'number-form'],
    ['13/52', 'correct', 'number-form'],
    ['1/13', 'incorrect', 'wrong-number'],
  ]),
  ...card(
    'statistics',
    'Which average is the sum of the values divided by how many values there are?',
    'The mean',
    [
      ['mean', 'correct', 'filler'],
      ['the Mean', 'correct', 'exact'],
      ['the arithmetic mean', 'correct', 'extra'],
      ['the maen', 'close', 'typo'],
      ['median', 'incorrect', 'confusable'],
    ],
  ),
  ...card('statistics', 'What does a correlation coefficient of −1 indicate?', 'A perfect negative linear relationship', [
    ['perfect negative linear relationship', 'correct', 'filler'],
    ['a perfect negative correlation', 'correct', 'synonym'],
    ['a negative relationship', 'close', 'partial'],
    ['a perfect positive linear relationship', 'incorrect', 'negation'],
  ]),
  ...card('statistics', 'If the standard deviation is 4, what is the variance?', '16', [
    ['16', 'correct', 'exact'],
    ['sixteen', 'correct', 'number-form'],
    ['8', 'incorrect', 'wrong-number'],
  ]),
  ...card(
    'statistics',
    'Which sampling method gives every member of the population an equal chance of being chosen?',
    'Random sampling',
    [
      ['random sampling', 'correct', 'exact'],
      ['simple random sampling', 'correct', 'extra'],
      ['randome sampling', 'close', 'typo'],
      ['stratified sampling', 'incorrect', 'confusable'],
    ],
  ),

  // ── Computer science ──
  ...card('computer science', 'What does CSS stand for?', 'Cascading Style Sheets', [
    ['cascading style sheets', 'correct', 'exact'],
    ['Cascading Style Sheet', 'correct', 'inflection'],
    ['cascading stylesheets', 'correct', 'format'],
    ['casading style sheets', 'close', 'typo'],
    ['computer style sheets', 'incorrect', 'wrong'],
  ]),
  ...card('computer science', 'What is the time complexity of linear search?', 'O(n)', [
    ['O(n)', 'correct', 'exact'],
    ['o(n)', 'correct', 'exact'],
    ['O n', 'correct', 'format'],
    ['linear', 'correct', 'synonym'],
    ['O(log n)', 'incorrect', 'wrong'],
  ]),
  ...card(
    'computer science',
    'Which data structure stores key-value pairs with constant average-time lookup?',
    'A hash table',
    [
      ['hash table', 'correct', 'filler'],
      ['hashtable', 'correct', 'format'],
      ['a hash map', 'correct', 'synonym'],
      ['hash tabel', 'close', 'typo'],
      ['a binary search tree', 'incorrect', 'wrong'],
    ],
  ),
  ...card(
    'computer science',
    'What is a deadlock?',
    'Two or more processes each waiting for a resource held by another',
    [
      ['two or more processes each waiting for a resource held by another', 'correct', 'exact'],
      ['when processes wait forever for resources held by each other', 'correct', 'paraphrase'],
      ['processes waiting', 'close', 'partial'],
      ['a process using too much memory', 'incorrect', 'wrong'],
    ],
  ),
  ...card('computer science', 'Which OSI layer is responsible for routing?', 'The network layer', [
    ['network layer', 'correct', 'filler'],
    ['Network', 'correct', 'partial'],
    ['layer 3', 'correct', 'synonym'],
    ['the netwrok layer', 'close', 'typo'],
    ['the transport layer', 'incorrect', 'confusable'],
  ]),
  ...card(
    'computer science',
    'What does a primary key do in a relational database?',
    'Uniquely identifies each row in a table',
    [
      ['it uniquely identifies each row in a table', 'correct', 'filler'],
      ['uniquely identifies each row in a table.', 'correct', 'format'],
      ['identifies each row', 'close', 'partial'],
      ['uniquely identifys each row in a table', 'close', 'typo'],
      ['links two tables together', 'incorrect', 'confusable'],
    ],
  ),

  // ── Economics ──
  ...card('economics', 'Which curve shows the trade-off between inflation and unemployment?', 'The Phillips curve', [
    ['Phillips curve', 'correct', 'filler'],
    ['the phillips curve', 'correct', 'exact'],
    ['the Philips curve', 'close', 'typo'],
    ['the Laffer curve', 'incorrect', 'confusable'],
  ]),
  ...card('economics', 'What is fiscal policy?', 'Government use of taxation and spending to influence the economy', [
    ['government use of taxation and spending to influence the economy', 'correct', 'exact'],
    ['the government using taxes and spending to influence the economy', 'correct', 'inflection'],
    ['government spending', 'close', 'partial'],
    ['changing interest rates to control inflation', 'incorrect', 'confusable'],
  ]),
  ...card('economics', 'What is a market dominated by a few large firms called?', 'Oligopoly', [
    ['oligopoly', 'correct', 'exact'],
    ['an oligopoly', 'correct', 'filler'],
    ['oligopolly', 'close', 'typo'],
    ['monopoly', 'incorrect', 'confusable'],
  ]),
  ...card('economics', 'A firm sells 1,000 units at $5 each. What is its total revenue?', '$5,000', [
    ['$5,000', 'correct', 'exact'],
    ['$5000', 'correct', 'format'],
    ['5,000 dollars', 'correct', 'unit'],
    ['5000', 'correct', 'unit'],
    ['$500', 'incorrect', 'wrong-number'],
  ]),
  ...card('economics', 'What happens to supply when production costs rise?', 'Supply decreases', [
    ['supply decreases', 'correct', 'exact'],
    ['supply falls', 'correct', 'synonym'],
    ['the supply curve shifts to the left', 'correct', 'paraphrase'],
    ['supply increases', 'incorrect', 'negation'],
  ]),
  ...card('economics', 'Who developed the theory of comparative advantage?', 'David Ricardo', [
    ['David Ricardo', 'correct', 'exact'],
    ['Ricardo', 'correct', 'name'],
    ['David', 'close', 'name'],
    ['David Ricard', 'close', 'typo'],
    ['Adam Smith', 'incorrect', 'wrong'],
  ]),

  // ── Psychology ──
  ...card('psychology', 'Who developed the theory of operant conditioning?', 'B. F. Skinner', [
    ['B.F. Skinner', 'correct', 'format'],
    ['Skinner', 'correct', 'name'],
    ['Skiner', 'close', 'typo'],
    ['Pavlov', 'incorrect', 'wrong'],
  ]),
  ...card('psychology', 'What is a mental shortcut used to make quick decisions called?', 'A heuristic', [
    ['heuristic', 'correct', 'filler'],
    ['heuristics', 'correct', 'inflection'],
    ['a rule of thumb', 'correct', 'synonym'],
    ['huristic', 'close', 'typo'],
    ['an algorithm', 'incorrect', 'confusable'],
  ]),
  ...card('psychology', 'Who conducted the Little Albert experiment?', 'John B. Watson', [
    ['Watson', 'correct', 'name'],
    ['John Watson', 'correct', 'name'],
    ['john b watson', 'correct', 'format'],
    ['John', 'close', 'name'],
    ['Ivan Pavlov', 'incorrect', 'wrong'],
  ]),
  ...card(
    'psychology',
    'What is forgetting caused by new learning disrupting older memories called?',
    'Retroactive interference',
    [
      ['retroactive interference', 'correct', 'exact'],
      ['retroactive interferance', 'close', 'typo'],
      ['interference', 'close', 'partial'],
      ['proactive interference', 'incorrect', 'confusable'],
    ],
  ),
  ...card('psychology', 'In Freud’s theory, which part of the personality follows the pleasure principle?', 'The id', [
    ['id', 'correct', 'filler'],
    ['the Id', 'correct', 'exact'],
    ['the ego', 'incorrect', 'confusable'],
  ]),

  // ── History ──
  ...card('history', 'In what year did Columbus first reach the Americas?', '1492', [
    ['1492', 'correct', 'exact'],
    ['in 1492', 'correct', 'filler'],
    ['1492 AD', 'correct', 'format'],
    ['1493', 'incorrect', 'wrong-number'],
  ]),
  ...card('history', 'Who was the first woman to serve as British Prime Minister?', 'Margaret Thatcher', [
    ['Margaret Thatcher', 'correct', 'exact'],
    ['Thatcher', 'correct', 'name'],
    ['Margret Thatcher', 'close', 'typo'],
    ['Margaret', 'close', 'name'],
    ['Theresa May', 'incorrect', 'wrong'],
  ]),
  ...card(
    'history',
    'Which empire was ruled from Constantinople after the fall of the Western Roman Empire?',
    'The Byzantine Empire',
    [
      ['Byzantine Empire', 'correct', 'filler'],
      ['Byzantine', 'correct', 'partial'],
      ['the Eastern Roman Empire', 'correct', 'synonym'],
      ['the Bizantine Empire', 'close', 'typo'],
      ['the Ottoman Empire', 'incorrect', 'wrong'],
    ],
  ),
  ...card(
    'history',
    'What were the three estates of pre-revolutionary France?',
    'The clergy, the nobility and the commoners',
    [
      ['clergy, nobility, commoners', 'correct', 'format'],
      ['nobility, clergy and commoners', 'correct', 'word-order'],
      ['the clergy, the nobility and the third estate', 'correct', 'synonym'],
      ['clergy and nobility', 'close', 'partial'],
      ['the king, the nobles and the peasants', 'incorrect', 'wrong'],
    ],
  ),
  ...card(
    'history',
    'What was the 1917 revolution that brought the Bolsheviks to power called?',
    'The October Revolution',
    [
      ['October Revolution', 'correct', 'filler'],
      ['the october revolution', 'correct', 'exact'],
      ['the Bolshevik Revolution', 'correct', 'synonym'],
      ['the Octobre Revolution', 'close', 'typo'],
      ['the February Revolution', 'incorrect', 'confusable'],
    ],
  ),
  ...card('history', 'Who led the Indian independence movement through nonviolent resistance?', 'Mahatma Gandhi', [
    ['Gandhi', 'correct', 'name'],
    ['mahatma gandhi', 'correct', 'exact'],
    ['Mohandas Gandhi', 'correct', 'name'],
    ['Ghandi', 'close', 'typo'],
    ['Nehru', 'incorrect', 'wrong'],
  ]),

  // ── Literature ──
  ...card('literature', 'Who wrote One Hundred Years of Solitude?', 'Gabriel García Márquez', [
    ['Gabriel García Márquez', 'correct', 'exact'],
    ['García Márquez', 'correct', 'name'],
    ['Gabriel Garcia Marquez', 'close', 'accent'],
    ['Gabriel', 'close', 'name'],
    ['Jorge Luis Borges', 'incorrect', 'wrong'],
  ]),
  ...card('literature', 'Who narrates The Great Gatsby?', 'Nick Carraway', [
    ['Nick Carraway', 'correct', 'exact'],
    ['Carraway', 'correct', 'name'],
    ['Nick', 'close', 'name'],
    ['Nick Caraway', 'close', 'typo'],
    ['Jay Gatsby', 'incorrect', 'wrong'],
  ]),
  ...card('literature', 'What is the rhyme scheme of a Shakespearean sonnet?', 'ABAB CDCD EFEF GG', [
    ['abab cdcd efef gg', 'correct', 'exact'],
    ['ABABCDCDEFEFGG', 'correct', 'format'],
    ['ABAB CDCD EFEF', 'close', 'partial'],
    ['ABBA ABBA CDE CDE', 'incorrect', 'confusable'],
  ]),
  ...card('literature', 'Who wrote the poem The Waste Land?', 'T. S. Eliot', [
    ['T.S. Eliot', 'correct', 'format'],
    ['Eliot', 'correct', 'name'],
    ['TS Elliot', 'close', 'typo'],
    ['George Eliot', 'incorrect', 'confusable'],
  ]),
  ...card(
    'literature',
    'What is a soliloquy?',
    'A speech in which a character, alone on stage, speaks their thoughts aloud',
    [
      ['a speech where a character alone on stage speaks their thoughts aloud', 'correct', 'filler'],
      ['a character speaking their thoughts aloud while alone on stage', 'correct', 'paraphrase'],
      ['a speech', 'close', 'partial'],
      ['an aside to the audience', 'incorrect', 'confusable'],
    ],
  ),
  ...card('literature', 'In which novel does Atticus Finch appear?', 'To Kill a Mockingbird', [
    ['To Kill a Mockingbird', 'correct', 'exact'],
    ['to kill a mocking bird', 'correct', 'format'],
    ['To Kill a Mockingbrid', 'close', 'typo'],
    ['Mockingbird', 'close', 'partial'],
    ['Of Mice and Men', 'incorrect', 'wrong'],
  ]),

  // ── Languages ──
  ...card('languages', 'Translate “the book” into French.', 'Le livre', [
    ['le livre', 'correct', 'exact'],
    ['Le livre.', 'correct', 'format'],
    ['livre', 'close', 'partial'],
    ['le livr', 'close', 'typo'],
    ['la librairie', 'incorrect', 'wrong'],
  ]),
  ...card('languages', 'Translate “I have” into Spanish.', 'Tengo', [
    ['tengo', 'correct', 'exact'],
    ['Tengo.', 'correct', 'format'],
    ['yo tengo', 'correct', 'extra'],
    ['tiene', 'incorrect', 'confusable'],
  ]),
  ...card('languages', 'What does the French word “bibliothèque” mean?', 'Library', [
    ['library', 'correct', 'exact'],
    ['a library', 'correct', 'filler'],
    ['libary', 'close', 'typo'],
    ['bookshop', 'incorrect', 'confusable'],
  ]),
  ...card('languages', 'Translate “thank you very much” into German.', 'Vielen Dank', [
    ['vielen dank', 'correct', 'exact'],
    ['Vielen Dank!', 'correct', 'format'],
    ['danke schön', 'correct', 'synonym'],
    ['danke', 'close', 'partial'],
    ['bitte schön', 'incorrect', 'wrong'],
  ]),
  ...card('languages', 'What is the Spanish word for “bread”?', 'El pan', [
    ['el pan', 'correct', 'exact'],
    ['pan', 'close', 'partial'],
    ['la pan', 'close', 'partial'],
    ['el agua', 'incorrect', 'wrong'],
  ]),
  ...card('languages', 'Translate “je ne sais pas” into English.', 'I don’t know', [
    ["I don't know", 'correct', 'format'],
    ['I do not know', 'correct', 'format'],
    ['i dont know', 'correct', 'format'],
    ['I know', 'incorrect', 'negation'],
  ]),
  ...card('languages', 'Translate “the girl” into German.', 'Das Mädchen', [
    ['das Mädchen', 'correct', 'exact'],
    ['das Maedchen', 'correct', 'format'],
    ['das Madchen', 'close', 'accent'],
    ['die Mädchen', 'close', 'partial'],
    ['der Junge', 'incorrect', 'wrong'],
  ]),

  // ── Music ──
  ...card('music', 'What does “pianissimo” mean?', 'Very soft', [
    ['very soft', 'correct', 'exact'],
    ['Very softly', 'correct', 'inflection'],
    ['very quiet', 'correct', 'synonym'],
    ['soft', 'close', 'partial'],
    ['very loud', 'incorrect', 'negation'],
  ]),
  ...card('music', 'Who composed the opera The Magic Flute?', 'Wolfgang Amadeus Mozart', [
    ['Mozart', 'correct', 'name'],
    ['W. A. Mozart', 'correct', 'name'],
    ['Motzart', 'close', 'typo'],
    ['Wolfgang', 'close', 'name'],
    ['Beethoven', 'incorrect', 'wrong'],
  ]),
  ...card('music', 'What is the interval from C up to G called?', 'A perfect fifth', [
    ['perfect fifth', 'correct', 'filler'],
    ['a perfect 5th', 'correct', 'number-form'],
    ['a fifth', 'close', 'partial'],
    ['a perfect fith', 'close', 'typo'],
    ['a perfect fourth', 'incorrect', 'wrong'],
  ]),
  ...card('music', 'What does a sharp sign do to a note?', 'Raises it by a semitone', [
    ['raises it by a semitone', 'correct', 'exact'],
    ['raises it a semi-tone', 'correct', 'format'],
    ['raises the pitch by a half step', 'correct', 'synonym'],
    ['raises it', 'close', 'partial'],
    ['lowers it by a semitone', 'incorrect', 'negation'],
  ]),
  ...card('music', 'Which tempo marking means “at a walking pace”?', 'Andante', [
    ['andante', 'correct', 'exact'],
    ['Andante.', 'correct', 'format'],
    ['andente', 'close', 'typo'],
    ['adagio', 'incorrect', 'confusable'],
  ]),

  // ── Art ──
  ...card('art', 'Who painted the ceiling of the Sistine Chapel?', 'Michelangelo', [
    ['Michelangelo', 'correct', 'exact'],
    ['Michaelangelo', 'close', 'typo'],
    ['Michelangelo Buonarroti', 'correct', 'extra'],
    ['Leonardo da Vinci', 'incorrect', 'wrong'],
  ]),
  ...card('art', 'Which art movement did Claude Monet help to found?', 'Impressionism', [
    ['impressionism', 'correct', 'exact'],
    ['the Impressionist movement', 'correct', 'inflection'],
    ['impresionism', 'close', 'typo'],
    ['expressionism', 'incorrect', 'confusable'],
  ]),
  ...card('art', 'What are the three primary colours in traditional colour theory?', 'Red, yellow and blue', [
    ['red, yellow, blue', 'correct', 'format'],
    ['Red Yellow Blue', 'correct', 'format'],
    ['blue, red and yellow', 'correct', 'word-order'],
    ['red and blue', 'close', 'partial'],
    ['red, green and blue', 'incorrect', 'wrong'],
  ]),
  ...card('art', 'Who painted The Starry Night?', 'Vincent van Gogh', [
    ['Van Gogh', 'correct', 'name'],
    ['vincent van gogh', 'correct', 'exact'],
    ['Van Gough', 'close', 'typo'],
    ['Vincent', 'close', 'name'],
    ['Claude Monet', 'incorrect', 'wrong'],
  ]),
  ...card('art', 'What is chiaroscuro?', 'The use of strong contrasts between light and dark', [
    ['the use of strong contrasts between light and dark', 'correct', 'exact'],
    ['strong contrast between light and dark', 'correct', 'inflection'],
    ['contrast of light and shadow', 'correct', 'synonym'],
    ['contrast', 'close', 'partial'],
    ['the use of bright colours', 'incorrect', 'wrong'],
  ]),

  // ── Law ──
  ...card('law', 'What is the Latin term for the “guilty mind” element of a crime?', 'Mens rea', [
    ['mens rea', 'correct', 'exact'],
    ['mensrea', 'correct', 'format'],
    ['mens reus', 'close', 'typo'],
    ['actus reus', 'incorrect', 'confusable'],
  ]),
  ...card('law', 'What is an earlier court decision that later courts follow called?', 'Precedent', [
    ['precedent', 'correct', 'exact'],
    ['a precedent', 'correct', 'filler'],
    ['a binding precedent', 'correct', 'extra'],
    ['presedent', 'close', 'typo'],
    ['a statute', 'incorrect', 'wrong'],
  ]),
  ...card('law', 'What is a civil wrong, other than a breach of contract, called?', 'A tort', [
    ['tort', 'correct', 'filler'],
    ['a tort', 'correct', 'exact'],
    ['torts', 'correct', 'inflection'],
    ['a crime', 'incorrect', 'wrong'],
  ]),
  ...card('law', 'What does habeas corpus protect against?', 'Unlawful detention', [
    ['unlawful detention', 'correct', 'exact'],
    ['illegal detention', 'correct', 'synonym'],
    ['detention', 'close', 'partial'],
    ['unlawfull detention', 'close', 'typo'],
    ['self-incrimination', 'incorrect', 'wrong'],
  ]),
  ...card('law', 'What is the age of criminal responsibility in England and Wales?', '10 years', [
    ['10', 'correct', 'unit'],
    ['ten', 'correct', 'number-form'],
    ['10 years old', 'correct', 'filler'],
    ['12', 'incorrect', 'wrong-number'],
  ]),

  // ── Politics ──
  ...card('politics', 'How many members does the US Senate have?', '100', [
    ['100', 'correct', 'exact'],
    ['one hundred', 'correct', 'number-form'],
    ['100 senators', 'correct', 'filler'],
    ['435', 'incorrect', 'wrong-number'],
  ]),
  ...card(
    'politics',
    'What is a system in which power is divided between a central government and regional governments called?',
    'Federalism',
    [
      ['federalism', 'correct', 'exact'],
      ['Federalism.', 'correct', 'format'],
      ['a federal system', 'correct', 'inflection'],
      ['federalsim', 'close', 'typo'],
      ['a unitary state', 'incorrect', 'negation'],
    ],
  ),
  ...card('politics', 'Who wrote The Prince?', 'Niccolò Machiavelli', [
    ['Machiavelli', 'correct', 'name'],
    ['machiavelli', 'correct', 'name'],
    ['Niccolo Machiavelli', 'close', 'accent'],
    ['Machiaveli', 'close', 'typo'],
    ['Thomas Hobbes', 'incorrect', 'wrong'],
  ]),
  ...card(
    'politics',
    'What is the separation of powers?',
    'Dividing government into legislative, executive and judicial branches',
    [
      ['dividing government into legislative, executive and judicial branches', 'correct', 'exact'],
      ['splitting government into the legislature, the executive and the judiciary', 'correct', 'synonym'],
      ['dividing government into branches', 'close', 'partial'],
      ['giving all power to one branch', 'incorrect', 'negation'],
    ],
  ),
  ...card('politics', 'What is a referendum?', 'A direct vote by the electorate on a single issue', [
    ['a direct vote by the electorate on a single issue', 'correct', 'exact'],
    ['a vote by the people on a single issue', 'correct', 'synonym'],
    ['a vote', 'close', 'partial'],
    ['a direct vote by the electorate on a single isue', 'close', 'typo'],
    ['an election of representatives', 'incorrect', 'wrong'],
  ]),

  // ── Geography ──
  ...card('geography', 'What is the capital of Brazil?', 'Brasília', [
    ['Brasília', 'correct', 'exact'],
    ['Brasilia', 'close', 'accent'],
    ['Brazilia', 'close', 'typo'],
    ['Rio de Janeiro', 'incorrect', 'wrong'],
  ]),
  ...card('geography', 'What is the longest river in South America?', 'The Amazon', [
    ['Amazon', 'correct', 'filler'],
    ['the Amazon River', 'correct', 'extra'],
    ['the Amazone', 'close', 'typo'],
    ['the Paraná', 'incorrect', 'wrong'],
  ]),
  ...card('geography', 'Which line of longitude passes through Greenwich?', 'The Prime Meridian', [
    ['prime meridian', 'correct', 'filler'],
    ['the Greenwich Meridian', 'correct', 'synonym'],
    ['0° longitude', 'correct', 'synonym'],
    ['the prime meridan', 'close', 'typo'],
    ['the equator', 'incorrect', 'wrong'],
  ]),
  ...card('geography', 'Roughly how many people lived on Earth in 2023?', '8 billion', [
    ['8 billion', 'correct', 'exact'],
    ['eight billion', 'correct', 'number-form'],
    ['8,000,000,000', 'correct', 'number-form'],
    ['about 8 billion people', 'correct', 'filler'],
    ['7 billion', 'incorrect', 'wrong-number'],
  ]),
  ...card('geography', 'Which type of plate boundary forms mid-ocean ridges?', 'A divergent boundary', [
    ['divergent', 'correct', 'partial'],
    ['divergent plate boundary', 'correct', 'extra'],
    ['a constructive boundary', 'correct', 'synonym'],
    ['a divergant boundary', 'close', 'typo'],
    ['convergent boundary', 'incorrect', 'negation'],
  ]),
  ...card('geography', 'Which African country has the largest population?', 'Nigeria', [
    ['Nigeria', 'correct', 'exact'],
    ['nigeria', 'correct', 'exact'],
    ['Nigera', 'close', 'typo'],
    ['Niger', 'incorrect', 'confusable'],
  ]),
];
