import { describe, expect, it } from 'vitest';
import { grade } from '../../test/grade.ts';
import { checkAnswerLocally } from './check-answer.ts';
import { memoize } from './own.ts';

describe('checkAnswerLocally: phrases and derived words', () => {
  it('meets a phrasal verb with a single word and the reverse, in any tense', () => {
    expect(grade('it collided with an iceberg', 'It hit an iceberg')).toBe('correct');
    expect(grade('it ran into an iceberg', 'It hit an iceberg')).toBe('correct');
    expect(grade('they sped up the reaction', 'They speed up the reaction')).toBe('correct');
  });

  it('keeps what the phrase is about, its negation and its opposite strict', () => {
    expect(grade('it collided with a ship', 'It hit an iceberg')).toBe('incorrect');
    expect(grade('it did not collide with an iceberg', 'It hit an iceberg')).toBe('incorrect');
    expect(grade('they slowed down the reaction', 'They speed up the reaction')).toBe('incorrect');
  });

  it('accepts a word derived from a synonym', () => {
    expect(grade('takes in nutrients', 'Absorption of nutrients')).toBe('correct');
    expect(grade('royal power', 'The power of the king')).toBe('correct');
    expect(grade('the legislature', 'Legislative')).toBe('correct');
    expect(grade('gives out nutrients', 'Absorption of nutrients')).toBe('incorrect');
    expect(grade('the power of parliament', 'The power of the king')).toBe('incorrect');
  });
});

describe('checkAnswerLocally: structure', () => {
  it('marks a change "into" the other way round incorrect', () => {
    expect(grade('converts glucose into starch', 'Converts starch into glucose')).toBe('incorrect');
    expect(grade('starch is converted into glucose', 'Converts starch into glucose')).toBe('correct');
  });

  it('marks another count incorrect: many for one, one for a plural', () => {
    expect(grade('a market with many sellers', 'A market with only one seller')).toBe('incorrect');
    expect(grade('a market with one seller', 'A market with only one seller')).toBe('correct');
    expect(grade('government by one person', 'Government by the people')).toBe('incorrect');
  });

  it('reads a lone "one" as the card\'s 1', () => {
    expect(grade('one beat', '1 beat')).toBe('correct');
    expect(grade('two beats', '1 beat')).toBe('incorrect');
  });

  it('wants a list item that only names a kind ("gas") when it stands alone', () => {
    expect(grade('solid, liquid', 'Solid, liquid, gas')).toBe('close');
    expect(grade('solid, liquid and gas', 'Solid, liquid, gas')).toBe('correct');
  });

  it('does not require a question word further in, unless another word took its place', () => {
    const q = 'What type of wave is sound?';
    expect(grade('longitudinal', 'A longitudinal wave', q)).toBe('correct');
    expect(grade('transverse', 'A longitudinal wave', q)).toBe('incorrect');
    const dna = 'What does DNA polymerase do?';
    expect(grade('it synthesizes new DNA strands', 'It synthesizes new DNA strands', dna)).toBe('correct');
    expect(grade('it synthesizes new RNA strands', 'It synthesizes new DNA strands', dna)).toBe('incorrect');
  });

  it('calls a value cut to one figure rounded only when it stays near', () => {
    expect(grade('10 m/s^2', '9.8 m/s^2')).toBe('close');
    expect(grade('100 years', '116 years')).toBe('incorrect');
  });
});

describe('checkAnswerLocally: names', () => {
  const armstrong = 'Who was the first person to walk on the Moon?';

  it('marks another given name before the surname incorrect, not a title or an initial', () => {
    expect(grade('Louis Armstrong', 'Neil Armstrong', armstrong)).toBe('incorrect');
    expect(grade('Armstrong', 'Neil Armstrong', armstrong)).toBe('correct');
    expect(grade('N. Armstrong', 'Neil Armstrong', armstrong)).toBe('correct');
  });

  it('takes the surname alone for any name when the question asks "Who…?"', () => {
    expect(grade('Vivaldi', 'Antonio Vivaldi', 'Who composed The Four Seasons?')).toBe('correct');
    expect(grade('Vivaldi', 'Antonio Vivaldi')).toBe('close');
    expect(grade('Vivaldy', 'Antonio Vivaldi', 'Who composed The Four Seasons?')).toBe('close');
  });

  it("accepts a name's plural and its people's adjective, and still calls other slips close", () => {
    expect(grade('the Incan empire', 'The Inca Empire')).toBe('correct');
    expect(grade('Russian', 'Russia')).toBe('correct');
    expect(grade('mices', 'Mice', 'What is the plural of mouse?')).toBe('close');
  });

  it("accepts a family's name in the singular, but not a word capitalised only to start the card", () => {
    expect(grade('Montague', 'The Montagues')).toBe('correct');
    expect(grade('gracia', 'Gracias')).toBe('close');
  });

  it('calls a misspelt member of a synonym group a misspelling', () => {
    expect(grade('hidding the state', 'Hiding the state')).toBe('close');
    expect(grade('concealing the state', 'Hiding the state')).toBe('correct');
  });

  it('reads formulas of common compounds and "US" as the names they stand for', () => {
    expect(grade('CO2 and H2O', 'Carbon dioxide and water')).toBe('correct');
    expect(grade('CO2 and NH3', 'Carbon dioxide and water')).not.toBe('correct');
    expect(checkAnswerLocally('the US and the USSR', 'The United States and the Soviet Union').feedback).toBe('');
  });
});

describe('checkAnswerLocally: near-synonyms WordNet splits', () => {
  it.each([
    ['they have a complete outer shell', 'They have a full outer shell'],
    ['to prevent unauthorised traffic', 'To block unauthorised traffic'],
    ['a reaction to a perceived danger', 'A reaction to a perceived threat'],
    ['they teach the immune system', 'They train the immune system'],
    ['the variable the experimenter changes', 'The variable changed by the researcher'],
    ['the plaintiff', 'The claimant'],
  ])('%j for %j is correct', (typed, card) => {
    expect(grade(typed, card)).toBe('correct');
  });

  it('still rejects their opposites and other words', () => {
    expect(grade('they have an empty outer shell', 'They have a full outer shell')).not.toBe('correct');
    expect(grade('to allow unauthorised traffic', 'To block unauthorised traffic')).not.toBe('correct');
    expect(grade('they do not train the immune system', 'They train the immune system')).toBe('incorrect');
    expect(grade('the defendant', 'The claimant')).toBe('incorrect');
  });
});

describe('checkAnswerLocally: trends by a factor', () => {
  const q = 'What happens to the volume of a gas if its pressure doubles at constant temperature?';

  it('accepts the direction with the factor, and calls the direction alone close', () => {
    expect(grade('it decreases by half', 'It halves', q)).toBe('correct');
    expect(grade('it decreases', 'It halves', q)).toBe('close');
    expect(checkAnswerLocally('it decreases', 'It halves', q).feedback).toContain('More precisely: "halves"');
    expect(grade('it increases', 'It doubles', q)).toBe('close');
  });

  it('rejects the other direction', () => {
    expect(grade('it increases', 'It halves', q)).toBe('incorrect');
    expect(grade('it decreases', 'It doubles', q)).toBe('incorrect');
  });
});

describe('checkAnswerLocally: numbers and operations', () => {
  it('marks a product for a quotient incorrect', () => {
    expect(grade('mass × volume', 'Density = mass / volume')).toBe('incorrect');
    expect(grade('mass divided by volume', 'Density = mass / volume', 'What is the formula for density?')).toBe(
      'correct',
    );
  });

  it("counts a whole number's zeros as its own figures", () => {
    expect(grade('16.7%', '20%')).toBe('incorrect');
    expect(grade('18.02 g/mol', '18 g/mol')).toBe('correct');
    expect(grade('299,792,458 m/s', '300,000 km/s')).toBe('correct');
  });

  it('wants only the number when the question names what it counts', () => {
    const q = 'How many beats does a crotchet last in 4/4 time?';
    expect(grade('1', '1 beat', q)).toBe('correct');
    expect(grade('one', '1 beat', q)).toBe('correct');
    expect(grade('2', '1 beat', q)).toBe('incorrect');
  });

  it('reads a number before a hyphenated word apart from the word before it', () => {
    expect(grade('a three line poem', 'A three-line poem')).toBe('correct');
    expect(grade('a four line poem', 'A three-line poem')).toBe('incorrect');
  });
});

describe('checkAnswerLocally: negation and slips', () => {
  const card = 'People who are willing to work but cannot find a job';

  it('marks the negation left out of a clause that is otherwise there incorrect', () => {
    expect(grade('people who are willing to work and have a job', card)).toBe('incorrect');
    // a whole clause left out is a part missing, not the opposite
    expect(
      grade('a substance that speeds up a reaction', 'A substance that speeds up a reaction without being consumed'),
    ).toBe('close');
  });

  it('calls a non-word that the lemmatiser reads as a form a misspelling', () => {
    expect(grade('arterys', 'Arteries')).toBe('close');
    expect(grade('artery', 'Arteries')).toBe('correct');
  });
});

describe('checkAnswerLocally: common phrases and comparatives', () => {
  it.each([
    ['smoking leads to cancer', 'Smoking causes cancer'],
    ['smoking led to cancer', 'Smoking causes cancer'],
    ['it takes place in the chloroplast', 'It occurs in the chloroplast'],
    ['they carried out the experiment', 'They performed the experiment'],
    ['it is made up of cells', 'It consists of cells'],
    ['bigger molecules', 'Larger molecules'],
  ])('%j for %j is correct', (typed, card) => {
    expect(grade(typed, card)).toBe('correct');
  });

  it('lets a filler word of a synonym group answer a card word of that group', () => {
    const card = 'Improvement caused by the belief of receiving treatment';
    expect(grade('improvement because of believing you are getting treatment', card)).toBe('correct');
    expect(grade('improvement because of believing you are refusing treatment', card)).not.toBe('correct');
  });

  it('keeps a comparative apart from its base word and from the opposite', () => {
    expect(grade('big molecules', 'Larger molecules')).not.toBe('correct');
    expect(grade('smaller molecules', 'Larger molecules')).not.toBe('correct');
    expect(grade('smoking prevents cancer', 'Smoking causes cancer')).not.toBe('correct');
  });
});

describe('checkAnswerLocally: units', () => {
  it.each([
    ['5 ns', '5 nanoseconds'],
    ['2 megabytes', '2 MB'],
    ['3 tons', '3 tonnes'],
    ['1 light-year', '9.46 × 10^15 m'],
    ['one year', '365 days'],
    ['500 Cal', '500 kcal'],
  ])('%j for %j is correct', (typed, card) => {
    expect(grade(typed, card)).toBe('correct');
  });

  it("still tells converted values apart beyond a conversion factor's precision", () => {
    expect(grade('one year', '360 days')).toBe('incorrect');
    expect(grade('1 mile', '1 km')).toBe('incorrect');
  });

  it('takes one value the card writes in two units as given once', () => {
    expect(grade('9.46 trillion km', 'One light-year, about 9.46 trillion km')).toBe('correct');
    // the same bare number twice is two numbers
    expect(grade('5, 7 and 7 syllables', '5, 7 and 5 syllables')).toBe('incorrect');
  });
});

describe('checkAnswerLocally: more slips', () => {
  it('forgives two slips in a five-letter word that keeps its first letter and is no word', () => {
    expect(grade('Gute Nakt', 'Gute Nacht')).toBe('close');
    expect(grade('Gute Mackt', 'Gute Nacht')).toBe('incorrect');
  });

  it('calls a number in words with a slip close, and another number incorrect', () => {
    expect(grade('forteen', '14')).toBe('close');
    expect(checkAnswerLocally('forteen', '14').feedback).toContain('spelling');
    expect(grade('fifteen', '14')).toBe('incorrect');
  });
});

describe('checkAnswerLocally: review fixes', () => {
  it('sees a clash of counts only when both stand before the same noun', () => {
    const market = 'A market with one seller and many buyers';
    expect(grade('a market that has one seller and many buyers', market)).toBe('correct');
    expect(grade('it is one of many causes of inflation', 'One of many causes of inflation')).toBe('correct');
    expect(grade('a market with many sellers and many buyers', market)).toBe('incorrect');
    expect(grade('a market with many sellers', 'A market with only one seller')).toBe('incorrect');
  });

  it('credits "because" for a cause word only with cause and effect turned round', () => {
    expect(grade('unemployment because of inflation', 'Unemployment causes inflation')).not.toBe('correct');
    expect(grade('inflation because of unemployment', 'Unemployment causes inflation')).toBe('correct');
    expect(grade('prices rose because of inflation', 'Prices rose, caused by inflation')).toBe('correct');
  });

  it('takes a number for a factor only when it is said as one', () => {
    expect(grade('it increases by 2', 'It doubles')).not.toBe('correct');
    expect(grade('the current increases by 2 amps', 'The current doubles')).not.toBe('correct');
    expect(grade('it decreases by 2', 'It halves')).not.toBe('correct');
    expect(grade('it increases by a factor of 2', 'It doubles')).toBe('correct');
    expect(grade('it increases 2 times', 'It doubles')).toBe('correct');
    expect(grade('it increases 3-fold', 'It triples')).toBe('correct');
    expect(grade('it decreases by half', 'It halves')).toBe('correct');
  });

  it('reads two capitalised words as a person only when the first can be a given name', () => {
    const q = 'Who fought the United States in the Vietnam War?';
    expect(grade('Vietnam', 'North Vietnam', q)).not.toBe('correct');
    expect(checkAnswerLocally('South Vietnam', 'North Vietnam', q).feedback).not.toContain('person');
    expect(grade('Zedong', 'Mao Zedong', 'Who founded the PRC?')).toBe('correct');
    expect(grade('Darwin', 'Charles Darwin', 'Who proposed natural selection?')).toBe('correct');
  });

  it('keeps "instruction" apart from "training" and "stop" apart from "prevent"', () => {
    expect(grade('instruction set', 'training set')).toBe('incorrect');
    expect(grade('it stops the infection', 'It prevents the infection')).toBe('incorrect');
    expect(grade('to educate children', 'To teach children')).toBe('correct');
    expect(grade('it blocks the infection', 'It prevents the infection')).toBe('correct');
  });

  it("counts a whole number's trailing zeros unless the card says it is rounded", () => {
    expect(grade('2010', '2000')).toBe('incorrect');
    expect(grade('1400 years', '1000 years')).toBe('incorrect');
    expect(grade('1000 years', '1,000 years')).toBe('correct');
    expect(grade('299,792 km/s', 'About 300,000 km/s')).toBe('correct');
  });
});

describe('memoize', () => {
  it('does not cache a token longer than any word', () => {
    let calls = 0;
    const upper = memoize((w) => (calls++, w.toUpperCase()));
    const long = 'x'.repeat(5000);
    upper('cell');
    upper('cell');
    expect(calls).toBe(1);
    upper(long);
    upper(long);
    expect(calls).toBe(3);
    let listCalls = 0;
    const split = memoize((w) => (listCalls++, [w]));
    split(long);
    split(long);
    expect(listCalls).toBe(2);
  });
});
