import { card, type AnswerPair } from '../answer-pair.ts';

/**
 * Held out 2: written after the first round of tuning and before the checker used the card's
 * question; new questions, the same labelling standard (data/README.md). Only its totals are read
 * while tuning: its misses are never printed pair by pair.
 */
export const heldOut2Pairs: AnswerPair[] = [
  // ── Biology ──
  ...card('biology', 'What is the function of red blood cells?', 'To carry oxygen around the body', [
    ['carry oxygen', 'correct', 'partial'],
    ['they transport oxygen around the body', 'correct', 'synonym'],
    ['fight infection', 'incorrect', 'wrong'],
    ['clot the blood', 'incorrect', 'wrong'],
    ['cary oxygen around the body', 'close', 'typo'],
  ]),
  ...card('biology', 'Which blood vessels carry blood away from the heart?', 'Arteries', [
    ['the arteries', 'correct', 'filler'],
    ['artery', 'correct', 'inflection'],
    ['veins', 'incorrect', 'wrong'],
    ['capillaries', 'incorrect', 'wrong'],
    ['arterys', 'close', 'typo'],
  ]),
  ...card('biology', 'What is an enzyme?', 'A biological catalyst', [
    ['biological catalyst', 'correct', 'filler'],
    ['a catalyst', 'close', 'partial'],
    ['a protein that acts as a biological catalyst', 'correct', 'extra'],
    ['a biological catalist', 'close', 'typo'],
    ['a hormone', 'incorrect', 'wrong'],
  ]),
  ...card('biology', 'Name the two main types of cell, based on whether they have a nucleus.', 'Prokaryotic and eukaryotic', [
    ['eukaryotic and prokaryotic', 'correct', 'word-order'],
    ['prokaryotes and eukaryotes', 'correct', 'inflection'],
    ['prokaryotic', 'close', 'partial'],
    ['plant and animal cells', 'incorrect', 'wrong'],
    ['prokaryotic and eukaryotik', 'close', 'typo'],
  ]),
  ...card('biology', 'What pigment gives plants their green colour?', 'Chlorophyll', [
    ['chlorophyl', 'close', 'typo'],
    ['carotene', 'incorrect', 'wrong'],
    ['chloroplasts', 'incorrect', 'confusable'],
    ['chlorophyll a', 'correct', 'extra'],
  ]),
  ...card('biology', 'How many chambers does the human heart have?', '4', [
    ['four', 'correct', 'number-form'],
    ['4 chambers', 'correct', 'extra'],
    ['2', 'incorrect', 'wrong-number'],
    ['three chambers', 'incorrect', 'wrong-number'],
  ]),
  ...card('biology', 'Name two products of photosynthesis.', 'Glucose and oxygen', [
    ['oxygen and glucose', 'correct', 'word-order'],
    ['glucose', 'close', 'partial'],
    ['sugar and oxygen', 'correct', 'synonym'],
    ['carbon dioxide and water', 'incorrect', 'wrong'],
    ['oxygen, glucose', 'correct', 'format'],
  ]),
  ...card('biology', 'What does the liver produce to help digest fats?', 'Bile', [
    ['bile', 'correct', 'exact'],
    ['the liver produces bile', 'correct', 'extra'],
    ['insulin', 'incorrect', 'wrong'],
    ['bile salts', 'correct', 'extra'],
  ]),
  ...card('biology', 'What is the main function of the large intestine?', 'To absorb water', [
    ['absorbs water', 'correct', 'inflection'],
    ['water absorption', 'correct', 'word-order'],
    ['absorb nutrients', 'incorrect', 'wrong'],
    ['to absorb watter', 'close', 'typo'],
    ['it reabsorbs water', 'correct', 'synonym'],
  ]),

  // ── Chemistry ──
  ...card('chemistry', 'What is the chemical symbol for sodium?', 'Na', [
    ['na', 'correct', 'format'],
    ['So', 'incorrect', 'wrong'],
    ['S', 'incorrect', 'wrong'],
    ['K', 'incorrect', 'wrong'],
  ]),
  ...card('chemistry', 'What is the atomic number of carbon?', '6', [
    ['six', 'correct', 'number-form'],
    ['12', 'incorrect', 'wrong-number'],
    ['6 protons', 'correct', 'extra'],
    ['atomic number 6', 'correct', 'filler'],
    ['14', 'incorrect', 'wrong-number'],
  ]),
  ...card('chemistry', 'What happens to the rate of a reaction when the temperature increases?', 'The rate increases', [
    ['it increases', 'correct', 'filler'],
    ['increases', 'correct', 'partial'],
    ['it speeds up', 'correct', 'synonym'],
    ['the rate decreases', 'incorrect', 'negation'],
    ['it gets faster', 'correct', 'paraphrase'],
    ['it does not increase', 'incorrect', 'negation'],
  ]),
  ...card('chemistry', 'What is a substance that speeds up a reaction without being used up called?', 'A catalyst', [
    ['catalyst', 'correct', 'filler'],
    ['catalist', 'close', 'typo'],
    ['an inhibitor', 'incorrect', 'negation'],
    ['a reactant', 'incorrect', 'wrong'],
    ['catalysts', 'correct', 'inflection'],
  ]),
  ...card('chemistry', 'Is a solution with a pH of 3 acidic or alkaline?', 'Acidic', [
    ['acid', 'correct', 'inflection'],
    ['alkaline', 'incorrect', 'negation'],
    ['it is acidic', 'correct', 'filler'],
    ['basic', 'incorrect', 'negation'],
    ['acidc', 'close', 'typo'],
  ]),
  ...card('chemistry', 'What is the chemical formula of carbon dioxide?', 'CO2', [
    ['CO₂', 'correct', 'format'],
    ['co2', 'correct', 'format'],
    ['CO', 'incorrect', 'wrong'],
    ['C2O', 'incorrect', 'wrong'],
  ]),
  ...card('chemistry', 'What are the products of the complete combustion of a hydrocarbon?', 'Carbon dioxide and water', [
    ['water and carbon dioxide', 'correct', 'word-order'],
    ['CO2 and H2O', 'correct', 'synonym'],
    ['carbon dioxide', 'close', 'partial'],
    ['carbon monoxide and water', 'incorrect', 'wrong'],
    ['carbon dioxide and water vapour', 'correct', 'extra'],
  ]),
  ...card('chemistry', 'What is an exothermic reaction?', 'A reaction that releases heat to the surroundings', [
    ['a reaction that releases heat', 'correct', 'partial'],
    ['one that gives out heat', 'correct', 'synonym'],
    ['a reaction that absorbs heat from the surroundings', 'incorrect', 'negation'],
    ['a reaction that releases energy', 'correct', 'synonym'],
    ['a reaction that releses heat to the surroundings', 'close', 'typo'],
  ]),
  ...card('chemistry', 'How does the boiling point of alkanes change as the chain gets longer?', 'It increases', [
    ['increases', 'correct', 'filler'],
    ['it goes up', 'correct', 'synonym'],
    ['it decreases', 'incorrect', 'negation'],
    ['the boiling point increases', 'correct', 'filler'],
    ['it stays the same', 'incorrect', 'wrong'],
  ]),
  ...card('chemistry', 'Name two noble gases.', 'Helium, neon, argon, krypton, xenon and radon', [
    ['helium and neon', 'correct', 'partial'],
    ['argon, xenon', 'correct', 'partial'],
    ['helium', 'close', 'partial'],
    ['helium and oxygen', 'close', 'partial'],
    ['oxygen and nitrogen', 'incorrect', 'wrong'],
  ]),

  // ── Physics ──
  ...card('physics', 'What is the SI unit of power?', 'Watt', [
    ['watts', 'correct', 'inflection'],
    ['W', 'correct', 'synonym'],
    ['joule', 'incorrect', 'wrong'],
    ['wat', 'close', 'typo'],
    ['the watt', 'correct', 'filler'],
  ]),
  ...card('physics', 'What is the formula for density?', 'Density = mass / volume', [
    ['mass / volume', 'correct', 'partial'],
    ['mass divided by volume', 'correct', 'synonym'],
    ['volume / mass', 'incorrect', 'wrong'],
    ['mass × volume', 'incorrect', 'wrong'],
    ['m/v', 'correct', 'format'],
  ]),
  ...card('physics', 'What is the freezing point of water in degrees Celsius?', '0 °C', [
    ['0', 'correct', 'unit'],
    ['zero degrees', 'correct', 'number-form'],
    ['32', 'incorrect', 'wrong-number'],
    ['100 °C', 'incorrect', 'wrong-number'],
    ['0 degrees Celsius', 'correct', 'unit'],
  ]),
  ...card('physics', 'What happens to the current in a circuit if the resistance increases and the voltage stays the same?', 'The current decreases', [
    ['it decreases', 'correct', 'filler'],
    ['decreases', 'correct', 'partial'],
    ['it goes down', 'correct', 'synonym'],
    ['it increases', 'incorrect', 'negation'],
    ['current gets smaller', 'correct', 'paraphrase'],
  ]),
  ...card('physics', 'What type of wave is sound?', 'A longitudinal wave', [
    ['longitudinal', 'correct', 'partial'],
    ['transverse', 'incorrect', 'negation'],
    ['longditudinal', 'close', 'typo'],
    ['a mechanical longitudinal wave', 'correct', 'extra'],
    ['electromagnetic', 'incorrect', 'wrong'],
  ]),
  ...card('physics', 'What is the unit of frequency?', 'Hertz', [
    ['Hz', 'correct', 'synonym'],
    ['herz', 'close', 'typo'],
    ['seconds', 'incorrect', 'wrong'],
    ['hertz (Hz)', 'correct', 'extra'],
  ]),
  ...card('physics', 'What is Newton’s first law also called?', 'The law of inertia', [
    ['inertia', 'correct', 'partial'],
    ['law of inertia', 'correct', 'filler'],
    ['the law of intertia', 'close', 'typo'],
    ['the law of gravity', 'incorrect', 'wrong'],
    ['the law of acceleration', 'incorrect', 'wrong'],
  ]),
  ...card('physics', 'What is the approximate speed of light in km/s?', '300,000 km/s', [
    ['300000', 'correct', 'unit'],
    ['300 000 km/s', 'correct', 'format'],
    ['3 × 10^5 km/s', 'correct', 'number-form'],
    ['30,000 km/s', 'incorrect', 'wrong-number'],
    ['three hundred thousand', 'correct', 'number-form'],
  ]),
  ...card('physics', 'What happens to the volume of a gas if its pressure doubles at constant temperature?', 'It halves', [
    ['halves', 'correct', 'filler'],
    ['it is halved', 'correct', 'inflection'],
    ['it doubles', 'incorrect', 'negation'],
    ['it decreases by half', 'correct', 'paraphrase'],
    ['it decreases', 'close', 'partial'],
  ]),
  ...card('physics', 'What is the boiling point of water at sea level in °C?', '100 °C', [
    ['100', 'correct', 'unit'],
    ['100 degrees', 'correct', 'unit'],
    ['212', 'incorrect', 'wrong-number'],
    ['90', 'incorrect', 'wrong-number'],
  ]),

  // ── History ──
  ...card('history', 'In what year did the First World War begin?', '1914', [
    ['in 1914', 'correct', 'filler'],
    ['1918', 'incorrect', 'wrong-number'],
    ['1941', 'incorrect', 'wrong-number'],
    ['nineteen fourteen', 'correct', 'number-form'],
    ['July 1914', 'correct', 'extra'],
  ]),
  ...card('history', 'Who was the first person to walk on the Moon?', 'Neil Armstrong', [
    ['Armstrong', 'correct', 'name'],
    ['Neil', 'close', 'name'],
    ['Buzz Aldrin', 'incorrect', 'wrong'],
    ['neil armstong', 'close', 'typo'],
    ['Louis Armstrong', 'incorrect', 'wrong'],
    ['Neil Armstrong in 1969', 'correct', 'extra'],
  ]),
  ...card('history', 'Which ship sank on its maiden voyage in 1912?', 'The Titanic', [
    ['Titanic', 'correct', 'filler'],
    ['RMS Titanic', 'correct', 'extra'],
    ['the Titanik', 'close', 'typo'],
    ['the Lusitania', 'incorrect', 'wrong'],
  ]),
  ...card('history', 'Who led the Soviet Union for most of the Second World War?', 'Joseph Stalin', [
    ['Stalin', 'correct', 'name'],
    ['Lenin', 'incorrect', 'wrong'],
    ['Josef Stalin', 'correct', 'format'],
    ['Joseph', 'close', 'name'],
    ['Stallin', 'close', 'typo'],
  ]),
  ...card('history', 'Which two superpowers opposed each other in the Cold War?', 'The United States and the Soviet Union', [
    ['USA and USSR', 'correct', 'synonym'],
    ['the Soviet Union and the United States', 'correct', 'word-order'],
    ['the United States', 'close', 'partial'],
    ['Britain and Germany', 'incorrect', 'wrong'],
    ['the US and the Soviet Union', 'correct', 'synonym'],
  ]),
  ...card('history', 'In which city was President John F. Kennedy assassinated?', 'Dallas', [
    ['Dallas, Texas', 'correct', 'extra'],
    ['dalas', 'close', 'typo'],
    ['Houston', 'incorrect', 'wrong'],
    ['in Dallas', 'correct', 'filler'],
  ]),
  ...card('history', 'What was the worldwide economic collapse that began in 1929 called?', 'The Great Depression', [
    ['Great Depression', 'correct', 'filler'],
    ['the depression', 'close', 'partial'],
    ['the great depresion', 'close', 'typo'],
    ['the Great Recession', 'incorrect', 'confusable'],
  ]),
  ...card('history', 'Name the two cities hit by atomic bombs in 1945.', 'Hiroshima and Nagasaki', [
    ['Nagasaki and Hiroshima', 'correct', 'word-order'],
    ['Hiroshima', 'close', 'partial'],
    ['Hiroshima, Nagasaki', 'correct', 'format'],
    ['Hiroshima and Nagasaky', 'close', 'typo'],
    ['Tokyo and Kyoto', 'incorrect', 'wrong'],
  ]),
  ...card('history', 'Which country did Germany invade on 1 September 1939?', 'Poland', [
    ['poland', 'correct', 'format'],
    ['Polland', 'close', 'typo'],
    ['France', 'incorrect', 'wrong'],
    ['Poland, which started the war', 'correct', 'extra'],
  ]),
  ...card('history', 'Who was the main author of the Declaration of Independence?', 'Thomas Jefferson', [
    ['Jefferson', 'correct', 'name'],
    ['Thomas Jeffersen', 'close', 'typo'],
    ['Benjamin Franklin', 'incorrect', 'wrong'],
    ['Thomas', 'close', 'name'],
  ]),

  // ── Geography ──
  ...card('geography', 'What is the capital of Japan?', 'Tokyo', [
    ['tokyo', 'correct', 'format'],
    ['Kyoto', 'incorrect', 'confusable'],
    ['Tokio', 'close', 'typo'],
    ['Osaka', 'incorrect', 'wrong'],
  ]),
  ...card('geography', 'What is the largest hot desert in the world?', 'The Sahara', [
    ['Sahara', 'correct', 'filler'],
    ['the Sahara Desert', 'correct', 'extra'],
    ['Sahra', 'close', 'typo'],
    ['the Kalahari', 'incorrect', 'wrong'],
  ]),
  ...card('geography', 'What is the tallest mountain in the world?', 'Mount Everest', [
    ['Everest', 'correct', 'filler'],
    ['Mt Everest', 'correct', 'synonym'],
    ['Mt. Everest', 'correct', 'synonym'],
    ['K2', 'incorrect', 'wrong'],
    ['Mount Everst', 'close', 'typo'],
  ]),
  ...card('geography', 'On which continent is Brazil?', 'South America', [
    ['south america', 'correct', 'format'],
    ['America', 'close', 'partial'],
    ['North America', 'incorrect', 'wrong'],
    ['South Amerika', 'close', 'typo'],
    ['Africa', 'incorrect', 'wrong'],
  ]),
  ...card('geography', 'What is the process by which water vapour turns into liquid water?', 'Condensation', [
    ['condensing', 'correct', 'inflection'],
    ['evaporation', 'incorrect', 'negation'],
    ['condensaton', 'close', 'typo'],
    ['precipitation', 'incorrect', 'wrong'],
  ]),
  ...card('geography', 'What are the three main types of rock?', 'Igneous, sedimentary and metamorphic', [
    ['sedimentary, igneous, metamorphic', 'correct', 'word-order'],
    ['igneous and sedimentary', 'close', 'partial'],
    ['igneous, sedimentary and metamorphic rocks', 'correct', 'extra'],
    ['igneous, sedimentry, metamorphic', 'close', 'typo'],
    ['granite, basalt and limestone', 'incorrect', 'wrong'],
  ]),
  ...card('geography', 'What is the imaginary line at 0° latitude called?', 'The Equator', [
    ['equator', 'correct', 'filler'],
    ['the prime meridian', 'incorrect', 'confusable'],
    ['the equater', 'close', 'typo'],
    ['the equator line', 'correct', 'extra'],
  ]),
  ...card('geography', 'Which river flows through Cairo?', 'The Nile', [
    ['Nile', 'correct', 'filler'],
    ['the river Nile', 'correct', 'extra'],
    ['the Amazon', 'incorrect', 'wrong'],
    ['the Nil', 'close', 'typo'],
  ]),
  ...card('geography', 'Name one greenhouse gas.', 'Carbon dioxide, methane, water vapour or nitrous oxide', [
    ['methane', 'correct', 'partial'],
    ['CO2', 'correct', 'synonym'],
    ['oxygen', 'incorrect', 'wrong'],
    ['methan', 'close', 'typo'],
  ]),

  // ── Economics ──
  ...card('economics', 'What happens to demand for a normal good when incomes rise?', 'Demand increases', [
    ['it increases', 'correct', 'filler'],
    ['it rises', 'correct', 'synonym'],
    ['it decreases', 'incorrect', 'negation'],
    ['demand falls', 'incorrect', 'negation'],
    ['goes up', 'correct', 'synonym'],
  ]),
  ...card('economics', 'What is a market with only two sellers called?', 'A duopoly', [
    ['duopoly', 'correct', 'filler'],
    ['a monopoly', 'incorrect', 'confusable'],
    ['duoploy', 'close', 'typo'],
    ['perfect competition', 'incorrect', 'wrong'],
  ]),
  ...card('economics', 'What does a central bank usually raise to reduce inflation?', 'Interest rates', [
    ['the interest rate', 'correct', 'inflection'],
    ['taxes', 'incorrect', 'wrong'],
    ['intrest rates', 'close', 'typo'],
    ['the base rate', 'correct', 'synonym'],
    ['rates', 'close', 'partial'],
  ]),
  ...card('economics', 'What is the term for a general fall in the price level?', 'Deflation', [
    ['deflation', 'correct', 'exact'],
    ['inflation', 'incorrect', 'negation'],
    ['deflaton', 'close', 'typo'],
    ['disinflation', 'incorrect', 'confusable'],
  ]),
  ...card('economics', 'What does CPI stand for?', 'Consumer Price Index', [
    ['consumer price index', 'correct', 'format'],
    ['Consumer Prices Index', 'correct', 'inflection'],
    ['consumer price', 'close', 'partial'],
    ['Cost Price Index', 'incorrect', 'wrong'],
    ['consumer price indx', 'close', 'typo'],
  ]),
  ...card('economics', 'If price rises by 10% and quantity demanded falls by 20%, what is the price elasticity of demand?', '-2', [
    ['2', 'correct', 'number-form'],
    ['-2.0', 'correct', 'number-form'],
    ['0.5', 'incorrect', 'wrong-number'],
    ['minus two', 'correct', 'number-form'],
  ]),

  // ── Psychology ──
  ...card('psychology', 'Who proposed the hierarchy of needs?', 'Abraham Maslow', [
    ['Maslow', 'correct', 'name'],
    ['Abraham', 'close', 'name'],
    ['Maslo', 'close', 'typo'],
    ['Freud', 'incorrect', 'wrong'],
    ['A. Maslow', 'correct', 'name'],
  ]),
  ...card('psychology', 'What is learning through rewards and punishments called?', 'Operant conditioning', [
    ['classical conditioning', 'incorrect', 'confusable'],
    ['operant', 'close', 'partial'],
    ['operent conditioning', 'close', 'typo'],
    ['instrumental conditioning', 'correct', 'synonym'],
  ]),
  ...card('psychology', 'Which psychologist ran the Bobo doll experiment?', 'Albert Bandura', [
    ['Bandura', 'correct', 'name'],
    ['Albert Bandoora', 'close', 'typo'],
    ['Skinner', 'incorrect', 'wrong'],
    ['Bandura, in 1961', 'correct', 'extra'],
  ]),
  ...card('psychology', 'According to Miller, how many items can short-term memory hold?', '7 ± 2 items', [
    ['7 plus or minus 2', 'correct', 'synonym'],
    ['seven', 'close', 'partial'],
    ['7 ± 2', 'correct', 'unit'],
    ['10 items', 'incorrect', 'wrong-number'],
    ['7+-2', 'correct', 'format'],
  ]),
  ...card('psychology', 'What is the name for an extreme fear of spiders?', 'Arachnophobia', [
    ['arachnaphobia', 'close', 'typo'],
    ['claustrophobia', 'incorrect', 'wrong'],
    ['arachnophobia', 'correct', 'exact'],
  ]),

  // ── Computer science ──
  ...card('computer science', 'What does RAM stand for?', 'Random Access Memory', [
    ['random-access memory', 'correct', 'format'],
    ['Read Access Memory', 'incorrect', 'wrong'],
    ['random memory', 'close', 'partial'],
    ['Random Acess Memory', 'close', 'typo'],
    ['Read Only Memory', 'incorrect', 'wrong'],
  ]),
  ...card('computer science', 'Which data structure is last in, first out?', 'Stack', [
    ['a stack', 'correct', 'filler'],
    ['queue', 'incorrect', 'confusable'],
    ['stak', 'close', 'typo'],
    ['heap', 'incorrect', 'wrong'],
  ]),
  ...card('computer science', 'What is the time complexity of merge sort?', 'O(n log n)', [
    ['n log n', 'correct', 'format'],
    ['O(nlogn)', 'correct', 'format'],
    ['O(n^2)', 'incorrect', 'wrong'],
    ['O(log n)', 'incorrect', 'wrong'],
  ]),
  ...card('computer science', 'What is binary 1111 in decimal?', '15', [
    ['fifteen', 'correct', 'number-form'],
    ['16', 'incorrect', 'wrong-number'],
    ['14', 'incorrect', 'wrong-number'],
  ]),
  ...card('computer science', 'What does a compiler do?', 'Translates source code into machine code', [
    ['converts source code into machine code', 'correct', 'synonym'],
    ['translates code into machine code', 'correct', 'partial'],
    ['runs the program line by line', 'incorrect', 'wrong'],
    ['translates source code', 'close', 'partial'],
    ['translates machine code into source code', 'incorrect', 'word-order'],
  ]),

  // ── Maths ──
  ...card('maths', 'What is 7 × 8?', '56', [
    ['fifty-six', 'correct', 'number-form'],
    ['54', 'incorrect', 'wrong-number'],
    ['65', 'incorrect', 'wrong-number'],
  ]),
  ...card('maths', 'What is the area of a circle of radius r?', 'πr²', [
    ['pi r^2', 'correct', 'format'],
    ['pi r squared', 'correct', 'format'],
    ['A = πr²', 'correct', 'extra'],
    ['2πr', 'incorrect', 'wrong'],
  ]),
  ...card('maths', 'What is 2 to the power of 10?', '1024', [
    ['1,024', 'correct', 'format'],
    ['one thousand and twenty-four', 'correct', 'number-form'],
    ['1000', 'incorrect', 'wrong-number'],
    ['2048', 'incorrect', 'wrong-number'],
  ]),
  ...card('maths', 'What is the sum of the interior angles of a quadrilateral?', '360°', [
    ['360', 'correct', 'unit'],
    ['360 degrees', 'correct', 'unit'],
    ['180°', 'incorrect', 'wrong-number'],
    ['three hundred and sixty degrees', 'correct', 'number-form'],
  ]),
  ...card('maths', 'Write one half as a percentage.', '50%', [
    ['50', 'correct', 'unit'],
    ['50 percent', 'correct', 'unit'],
    ['5%', 'incorrect', 'wrong-number'],
    ['fifty per cent', 'correct', 'number-form'],
  ]),
  ...card('maths', 'What is the mean of 2, 4 and 9?', '5', [
    ['five', 'correct', 'number-form'],
    ['4', 'incorrect', 'wrong-number'],
    ['5.0', 'correct', 'number-form'],
    ['15', 'incorrect', 'wrong-number'],
  ]),
  ...card('maths', 'How long is the hypotenuse of a right triangle whose legs are 3 and 4?', '5', [
    ['5 units', 'correct', 'extra'],
    ['7', 'incorrect', 'wrong-number'],
    ['five', 'correct', 'number-form'],
  ]),

  // ── Languages ──
  ...card('languages', 'Translate “dog” into Spanish.', 'El perro', [
    ['perro', 'correct', 'filler'],
    ['el pero', 'close', 'typo'],
    ['el gato', 'incorrect', 'wrong'],
    ['la perro', 'close', 'partial'],
  ]),
  ...card('languages', 'What is the French word for “water”?', 'L’eau', [
    ['eau', 'correct', 'filler'],
    ["l'eau", 'correct', 'format'],
    ['agua', 'incorrect', 'wrong'],
  ]),
  ...card('languages', 'Translate “good night” into German.', 'Gute Nacht', [
    ['gute nacht', 'correct', 'format'],
    ['Guten Tag', 'incorrect', 'wrong'],
    ['Gute Nakt', 'close', 'typo'],
  ]),
  ...card('languages', 'Translate “Where is the library?” into Spanish.', '¿Dónde está la biblioteca?', [
    ['Donde esta la biblioteca', 'close', 'accent'],
    ['dónde está la biblioteca', 'correct', 'format'],
    ['¿Dónde está la librería?', 'incorrect', 'confusable'],
  ]),
  ...card('languages', 'What is the past tense of “run”?', 'Ran', [
    ['ran', 'correct', 'format'],
    ['runned', 'incorrect', 'wrong'],
    ['run', 'incorrect', 'wrong'],
  ]),
  ...card('languages', 'What does the Latin phrase “et cetera” mean?', 'And the rest', [
    ['and so on', 'correct', 'synonym'],
    ['the rest', 'correct', 'filler'],
    ['the end', 'incorrect', 'wrong'],
  ]),

  // ── Literature ──
  ...card('literature', 'Who wrote Pride and Prejudice?', 'Jane Austen', [
    ['Austen', 'correct', 'name'],
    ['Jane Austin', 'close', 'typo'],
    ['Charlotte Brontë', 'incorrect', 'wrong'],
    ['Jane', 'close', 'name'],
  ]),
  ...card('literature', 'Who wrote Frankenstein?', 'Mary Shelley', [
    ['Shelley', 'correct', 'name'],
    ['Percy Shelley', 'incorrect', 'wrong'],
    ['Mary Shelly', 'close', 'typo'],
    ['Mary Wollstonecraft Shelley', 'correct', 'extra'],
    ['Bram Stoker', 'incorrect', 'wrong'],
  ]),
  ...card('literature', 'In Romeo and Juliet, which family does Romeo belong to?', 'The Montagues', [
    ['Montague', 'correct', 'inflection'],
    ['the Capulets', 'incorrect', 'wrong'],
    ['the Montagus', 'close', 'typo'],
    ['the House of Montague', 'correct', 'extra'],
  ]),
  ...card('literature', 'What is a haiku?', 'A three-line poem with 5, 7 and 5 syllables', [
    ['a Japanese poem with three lines of 5, 7 and 5 syllables', 'correct', 'extra'],
    ['a three line poem', 'close', 'partial'],
    ['a poem with 14 lines', 'incorrect', 'wrong'],
    ['a 3-line poem with 5-7-5 syllables', 'correct', 'format'],
    ['a three-line poem with 7, 5 and 7 syllables', 'incorrect', 'wrong-number'],
  ]),
  ...card('literature', 'What literary device gives human qualities to things that are not human?', 'Personification', [
    ['personfication', 'close', 'typo'],
    ['metaphor', 'incorrect', 'wrong'],
    ['personifying', 'correct', 'inflection'],
  ]),

  // ── Law ──
  ...card('law', 'What are the essential elements of a valid contract?', 'Offer, acceptance, consideration and intention to create legal relations', [
    ['offer, acceptance, consideration, intention to create legal relations', 'correct', 'format'],
    ['offer and acceptance', 'close', 'partial'],
    ['consideration, offer, acceptance and intention to create legal relations', 'correct', 'word-order'],
    ['offer, acceptance and consideration', 'close', 'partial'],
  ]),
  ...card('law', 'What is the standard of proof in a criminal trial?', 'Beyond reasonable doubt', [
    ['beyond a reasonable doubt', 'correct', 'filler'],
    ['on the balance of probabilities', 'incorrect', 'confusable'],
    ['beyond resonable doubt', 'close', 'typo'],
    ['reasonable doubt', 'close', 'partial'],
  ]),
  ...card('law', 'What is the party who brings a civil claim called?', 'The claimant', [
    ['claimant', 'correct', 'filler'],
    ['the plaintiff', 'correct', 'synonym'],
    ['the defendant', 'incorrect', 'negation'],
    ['the claiment', 'close', 'typo'],
  ]),

  // ── Statistics ──
  ...card('statistics', 'What does a p-value below 0.05 usually lead to?', 'Rejecting the null hypothesis', [
    ['reject the null hypothesis', 'correct', 'inflection'],
    ['rejecting the null', 'correct', 'partial'],
    ['accepting the null hypothesis', 'incorrect', 'negation'],
    ['not rejecting the null hypothesis', 'incorrect', 'negation'],
    ['the null hypothesis is rejected', 'correct', 'word-order'],
  ]),
  ...card('statistics', 'What is the most frequent value in a data set called?', 'The mode', [
    ['mode', 'correct', 'filler'],
    ['the median', 'incorrect', 'confusable'],
    ['the modal value', 'correct', 'inflection'],
    ['the mdoe', 'close', 'typo'],
  ]),
  ...card('statistics', 'What is the probability of getting heads when tossing a fair coin?', '1/2', [
    ['0.5', 'correct', 'number-form'],
    ['50%', 'correct', 'number-form'],
    ['one half', 'correct', 'number-form'],
    ['1/3', 'incorrect', 'wrong-number'],
  ]),

  // ── Ordered lists ──
  ...card('chemistry', 'Name the three states of matter in order of increasing energy.', 'Solid, liquid, gas', [
    ['solid liquid gas', 'correct', 'format'],
    ['liquid, solid, gas', 'close', 'word-order'],
    ['solid, liquid', 'close', 'partial'],
    ['solids, liquids, gases', 'correct', 'inflection'],
  ]),
  ...card('physics', 'Name the first three planets from the Sun, in order.', 'Mercury, Venus, Earth', [
    ['mercury venus earth', 'correct', 'format'],
    ['Venus, Mercury, Earth', 'close', 'word-order'],
    ['Mercury, Venus, Mars', 'close', 'partial'],
    ['Mercury, Venus and Earth', 'correct', 'format'],
  ]),
];
