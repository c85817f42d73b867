import { card, type AnswerPair } from '../answer-pair.ts';

/**
 * Held out: written with the tuning pairs, before the checker existed, and never looked at pair by
 * pair while tuning. Only its totals are read.
 */
export const heldOutPairs: AnswerPair[] = [
  // ── Biology ──
  ...card('biology', 'What is the powerhouse of the cell?', 'The mitochondrion', [
    ['mitochondria', 'correct', 'inflection'],
    ['mitochondrian', 'close', 'typo'],
    ['the nucleus', 'incorrect', 'wrong'],
    ['Mitochondrion.', 'correct', 'format'],
  ]),
  ...card('biology', 'What does DNA polymerase do?', 'It synthesizes new DNA strands', [
    ['synthesises new DNA strands', 'correct', 'inflection'],
    ['makes new DNA strands', 'correct', 'synonym'],
    ['it breaks down DNA', 'incorrect', 'wrong'],
    ['synthesizes DNA', 'correct', 'partial'],
    ['it synthesizes new RNA strands', 'incorrect', 'wrong'],
  ]),
  ...card('biology', 'Which blood vessels carry blood away from the heart?', 'Arteries', [
    ['artery', 'correct', 'inflection'],
    ['veins', 'incorrect', 'wrong'],
    ['arteries', 'correct', 'exact'],
    ['arteris', 'close', 'typo'],
    ['capillaries', 'incorrect', 'wrong'],
  ]),
  ...card('biology', 'How many chromosomes are in a human somatic cell?', '46', [
    ['46', 'correct', 'exact'],
    ['forty-six', 'correct', 'number-form'],
    ['23', 'incorrect', 'wrong-number'],
    ['46 chromosomes', 'correct', 'extra'],
    ['23 pairs', 'correct', 'paraphrase'],
  ]),
  ...card('biology', 'Is a red blood cell a eukaryotic cell?', 'Yes', [
    ['yes', 'correct', 'exact'],
    ['no', 'incorrect', 'negation'],
    ['yes it is', 'correct', 'filler'],
  ]),

  // ── Chemistry ──
  ...card('chemistry', 'What is the atomic number of carbon?', '6', [
    ['6', 'correct', 'exact'],
    ['six', 'correct', 'number-form'],
    ['12', 'incorrect', 'wrong-number'],
    ['C', 'incorrect', 'wrong'],
  ]),
  ...card('chemistry', 'What is the chemical symbol for sodium?', 'Na', [
    ['na', 'correct', 'format'],
    ['S', 'incorrect', 'wrong'],
    ['So', 'incorrect', 'wrong'],
    ['NA', 'correct', 'format'],
  ]),
  ...card('chemistry', 'What is a catalyst?', 'A substance that speeds up a reaction without being consumed', [
    ['something that speeds up a reaction without being used up', 'correct', 'synonym'],
    ['a substance that increases the rate of a reaction without being consumed', 'correct', 'paraphrase'],
    ['a substance that speeds up a reaction', 'close', 'partial'],
    ['a substance that slows down a reaction', 'incorrect', 'negation'],
    ['a reactant', 'incorrect', 'wrong'],
    ['a substance that speeds up a reaction without being consumd', 'close', 'typo'],
  ]),
  ...card('chemistry', 'What is the molar mass of water?', '18 g/mol', [
    ['18 grams per mole', 'correct', 'unit'],
    ['18', 'close', 'unit'],
    ['18.02 g/mol', 'correct', 'number-form'],
    ['16 g/mol', 'incorrect', 'wrong-number'],
  ]),
  ...card('chemistry', 'Is the reaction of sodium with water exothermic?', 'Yes, it releases heat', [
    ['yes', 'correct', 'partial'],
    ['no', 'incorrect', 'negation'],
    ['yes it releases heat', 'correct', 'format'],
    ['it absorbs heat', 'incorrect', 'negation'],
  ]),

  // ── Physics ──
  ...card('physics', 'What is the unit of power?', 'Watt', [
    ['watts', 'correct', 'inflection'],
    ['W', 'correct', 'synonym'],
    ['joule', 'incorrect', 'wrong'],
    ['wat', 'close', 'typo'],
  ]),
  ...card('physics', 'What is the boiling point of water at sea level in Celsius?', '100 °C', [
    ['100', 'correct', 'unit'],
    ['100 degrees Celsius', 'correct', 'unit'],
    ['100°C', 'correct', 'format'],
    ['212', 'incorrect', 'wrong-number'],
    ['0 °C', 'incorrect', 'wrong-number'],
  ]),
  ...card('physics', 'What is the first law of thermodynamics?', 'Energy cannot be created or destroyed', [
    ['energy can’t be created or destroyed', 'correct', 'format'],
    ['energy is conserved', 'correct', 'paraphrase'],
    ['energy can be created and destroyed', 'incorrect', 'negation'],
    ['energy cannot be created', 'close', 'partial'],
    ['entropy always increases', 'incorrect', 'wrong'],
  ]),
  ...card('physics', 'How far does light travel in one year?', 'One light-year, about 9.46 trillion km', [
    ['9.46 trillion kilometres', 'correct', 'unit'],
    ['9.46 × 10^12 km', 'correct', 'number-form'],
    ['a light year', 'correct', 'partial'],
    ['9.46 million km', 'incorrect', 'wrong-number'],
  ]),
  ...card('physics', 'What is the frequency of a wave with period 0.02 s?', '50 Hz', [
    ['50 hertz', 'correct', 'unit'],
    ['50', 'close', 'unit'],
    ['fifty hertz', 'correct', 'number-form'],
    ['0.02 Hz', 'incorrect', 'wrong-number'],
    ['500 Hz', 'incorrect', 'wrong-number'],
  ]),

  // ── History ──
  ...card('history', 'Who was the first person to walk on the Moon?', 'Neil Armstrong', [
    ['Armstrong', 'correct', 'name'],
    ['Neil Armstrong', 'correct', 'exact'],
    ['Buzz Aldrin', 'incorrect', 'wrong'],
    ['Niel Armstrong', 'close', 'typo'],
    ['Neil Armstrnog', 'close', 'typo'],
  ]),
  ...card('history', 'When did the American Declaration of Independence get adopted?', 'July 4, 1776', [
    ['4 July 1776', 'correct', 'word-order'],
    ['1776', 'close', 'partial'],
    ['July 4th, 1776', 'correct', 'format'],
    ['July 4, 1767', 'incorrect', 'wrong-number'],
  ]),
  ...card('history', 'Which dynasty built most of the Great Wall that stands today?', 'The Ming dynasty', [
    ['Ming', 'correct', 'partial'],
    ['the Ming Dynasty', 'correct', 'format'],
    ['Qin dynasty', 'incorrect', 'wrong'],
    ['Han', 'incorrect', 'wrong'],
  ]),
  ...card('history', 'What was the Cold War?', 'A period of geopolitical tension between the United States and the Soviet Union', [
    ['tension between the US and the Soviet Union', 'correct', 'synonym'],
    ['a period of tension between the USA and the USSR', 'correct', 'synonym'],
    ['a war between Britain and France', 'incorrect', 'wrong'],
    ['a period of geopolitical tension', 'close', 'partial'],
  ]),
  ...card('history', 'Who was the French emperor defeated at Waterloo?', 'Napoleon Bonaparte', [
    ['Napoleon', 'correct', 'name'],
    ['Napolean', 'close', 'typo'],
    ['Louis XVI', 'incorrect', 'wrong'],
    ['napoleon bonaparte', 'correct', 'format'],
  ]),
  ...card('history', 'Which king of England had six wives?', 'Henry VIII', [
    ['Henry the Eighth', 'correct', 'number-form'],
    ['Henry 8', 'correct', 'number-form'],
    ['Henry VII', 'incorrect', 'wrong-number'],
    ['King Henry VIII', 'correct', 'filler'],
  ]),

  // ── Economics ──
  ...card('economics', 'What is deflation?', 'A general fall in the price level', [
    ['a general decrease in prices', 'correct', 'synonym'],
    ['falling prices', 'correct', 'paraphrase'],
    ['a general rise in the price level', 'incorrect', 'negation'],
    ['a fall in prices', 'correct', 'partial'],
  ]),
  ...card('economics', 'What is a tariff?', 'A tax on imported goods', [
    ['a tax on imports', 'correct', 'inflection'],
    ['tax on exported goods', 'incorrect', 'negation'],
    ['a tax', 'close', 'partial'],
    ['a subsidy on imported goods', 'incorrect', 'wrong'],
    ['a tax on imported goods', 'correct', 'exact'],
  ]),
  ...card('economics', 'What happens to demand for a normal good when income rises?', 'Demand increases', [
    ['it increases', 'correct', 'filler'],
    ['demand goes up', 'correct', 'synonym'],
    ['demand decreases', 'incorrect', 'negation'],
    ['it rises', 'correct', 'synonym'],
  ]),
  ...card('economics', 'Which economist wrote The General Theory of Employment, Interest and Money?', 'John Maynard Keynes', [
    ['Keynes', 'correct', 'name'],
    ['Keynse', 'close', 'typo'],
    ['Milton Friedman', 'incorrect', 'wrong'],
    ['J. M. Keynes', 'correct', 'name'],
  ]),
  ...card('economics', 'If a price rises from $10 to $12, what is the percentage increase?', '20%', [
    ['20 percent', 'correct', 'number-form'],
    ['0.2', 'correct', 'number-form'],
    ['2', 'incorrect', 'wrong-number'],
    ['twenty per cent', 'correct', 'number-form'],
    ['16.7%', 'incorrect', 'wrong-number'],
  ]),

  // ── Psychology ──
  ...card('psychology', 'Who proposed the hierarchy of needs?', 'Abraham Maslow', [
    ['Maslow', 'correct', 'name'],
    ['Abraham Maslo', 'close', 'typo'],
    ['Carl Rogers', 'incorrect', 'wrong'],
    ['Maslows', 'correct', 'inflection'],
  ]),
  ...card('psychology', 'What is the placebo effect?', 'Improvement caused by the belief that one is receiving treatment', [
    ['improvement because a person believes they are getting treatment', 'correct', 'paraphrase'],
    ['improvement caused by the belief of receiving treatment', 'correct', 'partial'],
    ['a side effect of a drug', 'incorrect', 'wrong'],
    ['improvement', 'close', 'partial'],
  ]),
  ...card('psychology', 'What does the amygdala mainly process?', 'Emotions, especially fear', [
    ['fear and emotions', 'correct', 'word-order'],
    ['emotion', 'close', 'partial'],
    ['language', 'incorrect', 'wrong'],
    ['emotions, especially fear', 'correct', 'exact'],
    ['emotoins, especially fear', 'close', 'typo'],
  ]),
  ...card('psychology', 'What is the capacity of short-term memory according to Miller?', '7 ± 2 items', [
    ['seven plus or minus two', 'correct', 'number-form'],
    ['7 items', 'close', 'partial'],
    ['5 ± 2 items', 'incorrect', 'wrong-number'],
    ['7+-2', 'correct', 'format'],
  ]),

  // ── Computer science ──
  ...card('computer science', 'What does RAM stand for?', 'Random Access Memory', [
    ['random access memory', 'correct', 'format'],
    ['random-access memory', 'correct', 'format'],
    ['read access memory', 'incorrect', 'wrong'],
    ['random acess memory', 'close', 'typo'],
  ]),
  ...card('computer science', 'Which data structure is last in, first out?', 'Stack', [
    ['a stack', 'correct', 'filler'],
    ['queue', 'incorrect', 'wrong'],
    ['stak', 'close', 'typo'],
    ['stacks', 'correct', 'inflection'],
  ]),
  ...card('computer science', 'How many bits are in a byte?', '8', [
    ['8', 'correct', 'exact'],
    ['eight', 'correct', 'number-form'],
    ['8 bits', 'correct', 'extra'],
    ['16', 'incorrect', 'wrong-number'],
    ['4', 'incorrect', 'wrong-number'],
  ]),
  ...card('computer science', 'What is the time complexity of merge sort?', 'O(n log n)', [
    ['O(nlogn)', 'correct', 'format'],
    ['n log n', 'correct', 'filler'],
    ['O(n^2)', 'incorrect', 'wrong'],
    ['O(log n)', 'incorrect', 'wrong'],
  ]),
  ...card('computer science', 'What is encapsulation?', 'Bundling data with the methods that operate on it and hiding internal state', [
    ['bundling data and methods together and hiding the internal state', 'correct', 'word-order'],
    ['hiding internal state', 'close', 'partial'],
    ['a function calling itself', 'incorrect', 'wrong'],
    ['bundling data with methods and hidding internal state', 'close', 'typo'],
  ]),

  // ── Maths and statistics ──
  ...card('maths', 'What is 7 × 8?', '56', [
    ['56', 'correct', 'exact'],
    ['fifty-six', 'correct', 'number-form'],
    ['54', 'incorrect', 'wrong-number'],
    ['65', 'incorrect', 'wrong-number'],
  ]),
  ...card('maths', 'What is the area of a circle?', 'πr²', [
    ['pi r^2', 'correct', 'format'],
    ['πr^2', 'correct', 'format'],
    ['2πr', 'incorrect', 'wrong'],
    ['pi r squared', 'correct', 'format'],
  ]),
  ...card('maths', 'What is one half as a percentage?', '50%', [
    ['50 percent', 'correct', 'number-form'],
    ['½', 'correct', 'number-form'],
    ['0.5', 'correct', 'number-form'],
    ['5%', 'incorrect', 'wrong-number'],
    ['fifty percent', 'correct', 'number-form'],
  ]),
  ...card('maths', 'What is a null hypothesis?', 'The hypothesis that there is no effect or no difference', [
    ['a hypothesis that there is no effect', 'correct', 'partial'],
    ['the hypothesis that there is an effect', 'incorrect', 'negation'],
    ['no difference between groups', 'correct', 'paraphrase'],
    ['the hypothesis that there is no efect or no difference', 'close', 'typo'],
  ]),
  ...card('maths', 'What is the value of e to three decimal places?', '2.718', [
    ['2.718', 'correct', 'exact'],
    ['2.72', 'close', 'rounding'],
    ['2.781', 'incorrect', 'wrong-number'],
    ['2.71828', 'correct', 'number-form'],
  ]),

  // ── Geography ──
  ...card('geography', 'What is the capital of Japan?', 'Tokyo', [
    ['tokyo', 'correct', 'format'],
    ['Kyoto', 'incorrect', 'confusable'],
    ['Tokio', 'close', 'typo'],
    ['Osaka', 'incorrect', 'wrong'],
  ]),
  ...card('geography', 'What is the tallest mountain on Earth?', 'Mount Everest', [
    ['Everest', 'correct', 'partial'],
    ['Mt. Everest', 'correct', 'synonym'],
    ['K2', 'incorrect', 'wrong'],
    ['Mount Everst', 'close', 'typo'],
  ]),
  ...card('geography', 'Which desert is the largest hot desert?', 'The Sahara', [
    ['Sahara', 'correct', 'filler'],
    ['Sahara Desert', 'correct', 'extra'],
    ['Gobi', 'incorrect', 'wrong'],
    ['Sahra', 'close', 'typo'],
  ]),
  ...card('geography', 'What is the largest country by area?', 'Russia', [
    ['russia', 'correct', 'format'],
    ['Canada', 'incorrect', 'wrong'],
    ['Rusia', 'close', 'typo'],
    ['the Russian Federation', 'correct', 'synonym'],
  ]),

  // ── Languages ──
  ...card('languages', 'Translate “water” into French.', 'L’eau', [
    ['l’eau', 'correct', 'format'],
    ['eau', 'close', 'partial'],
    ['l\'eau', 'correct', 'format'],
    ['le vin', 'incorrect', 'wrong'],
  ]),
  ...card('languages', 'Translate “please” into German.', 'Bitte', [
    ['bitte', 'correct', 'format'],
    ['danke', 'incorrect', 'wrong'],
    ['bite', 'close', 'typo'],
  ]),
  ...card('languages', 'Translate “the apple” into Spanish.', 'La manzana', [
    ['la manzana', 'correct', 'format'],
    ['la mansana', 'close', 'typo'],
    ['el manzana', 'close', 'wrong'],
    ['la naranja', 'incorrect', 'wrong'],
  ]),
  ...card('languages', 'What is the plural of “mouse”?', 'Mice', [
    ['mice', 'correct', 'format'],
    ['mouses', 'incorrect', 'wrong'],
    ['mices', 'close', 'typo'],
  ]),
  ...card('languages', 'Translate “I do not understand” into Spanish.', 'No entiendo', [
    ['no entiendo', 'correct', 'format'],
    ['entiendo', 'incorrect', 'negation'],
    ['no entiendo.', 'correct', 'format'],
    ['no entendo', 'close', 'typo'],
  ]),
];
