import { describe, expect, it } from 'vitest';
import { grade } from '../../test/grade.ts';
import { checkAnswerLocally } from './check-answer.ts';
import { readQuestion } from './question-context.ts';

describe('readQuestion', () => {
  it('reads how many items a question wants', () => {
    expect(readQuestion('Name two halogens.').wanted).toBe(2);
    expect(readQuestion('Give one example of a renewable resource').wanted).toBe(1);
    expect(readQuestion('List any 3 causes of the war.').wanted).toBe(3);
    expect(readQuestion('What is the name of the longest river?').wanted).toBeNull();
  });

  it('reads whether the order counts and whether it asks for a trend', () => {
    expect(readQuestion('List the stages of mitosis in order.').ordered).toBe(true);
    expect(readQuestion('List the stages of mitosis.').ordered).toBe(false);
    expect(readQuestion('How does ionisation energy change down a group?').asksTrend).toBe(true);
    expect(readQuestion('What happens to pressure when volume falls?').asksTrend).toBe(true);
    expect(readQuestion('What is ionisation energy?').asksTrend).toBe(false);
  });

  it('reads the unit a question asks in', () => {
    expect([...readQuestion('How far is it in km?').unitDims]).toEqual(['length']);
    expect(readQuestion('What is the melting point of ice in degrees Celsius?').unitDims.size).toBe(1);
    expect(readQuestion('Write 0.3 as a percentage.').unitDims.has('percent')).toBe(true);
    expect(readQuestion('What is the mass of the Earth?').unitDims.size).toBe(0);
  });

  it('stays empty for no question', () => {
    expect(readQuestion('   ')).toMatchObject({ wanted: null, ordered: false, asksTrend: false });
  });
});

describe('checkAnswerLocally with the question', () => {
  it('does not require the subject the question already names', () => {
    const q = 'What happens to the pressure of a gas when it is heated in a sealed container?';
    expect(grade('it increases', 'The pressure increases', q)).toBe('correct');
    expect(grade('increases', 'The pressure increases', q)).toBe('correct');
    expect(grade('it decreases', 'The pressure increases', q)).toBe('incorrect');
    // without the question the subject is still wanted
    expect(grade('it increases', 'The pressure increases', '')).toBe('close');
  });

  it('only leaves out question words that open the card, once the rest is all there', () => {
    const q = 'What does the pancreas release to lower blood glucose?';
    expect(grade('insulin', 'Insulin', q)).toBe('correct');
    expect(grade('glucose', 'Insulin lowers blood glucose', q)).not.toBe('correct');
  });

  it('takes the direction word as the answer to a trend question', () => {
    const q = 'How does ionisation energy change down a group?';
    expect(grade('decreases', 'It decreases down the group', q)).toBe('correct');
    expect(grade('it goes down', 'It decreases down the group', q)).toBe('correct');
    expect(grade('increases', 'It decreases down the group', q)).toBe('incorrect');
    expect(grade('decreases', 'It decreases down the group', 'What is shielding?')).toBe('close');
  });

  it('accepts a unit the question asks in, and still wants it otherwise', () => {
    expect(grade('42', '42 km', 'How long is a marathon in km?')).toBe('correct');
    expect(grade('42', '42 km', 'How long is a marathon?')).toBe('close');
    expect(grade('40', '42 km', 'How long is a marathon in km?')).toBe('close');
    expect(grade('24', '42 km', 'How long is a marathon in km?')).toBe('incorrect');
    expect(grade('30', '30%', 'Write 0.3 as a percentage.')).toBe('correct');
  });

  it('accepts the right side of a law in words without its left side', () => {
    const q = 'What is Ohm’s law in words?';
    expect(grade('current times resistance', 'Voltage equals current times resistance', q)).toBe('correct');
    expect(grade('current times charge', 'Voltage equals current times resistance', q)).not.toBe('correct');
  });

  it('wants as many items of a list as "Name two…" asks for', () => {
    const q = 'Name two halogens.';
    const card = 'Fluorine, chlorine, bromine, iodine and astatine';
    expect(grade('chlorine and iodine', card, q)).toBe('correct');
    expect(grade('bromine, fluorine', card, q)).toBe('correct');
    expect(grade('chlorine', card, q)).toBe('close');
    expect(grade('chlorine and sodium', card, q)).toBe('close');
    expect(grade('sodium and potassium', card, q)).toBe('incorrect');
    expect(grade('chlorine and iodine', card, 'What are the halogens?')).toBe('close');
  });

  it('makes the order count when the question says "in order"', () => {
    const card = 'Prophase, metaphase, anaphase, telophase';
    expect(grade('prophase metaphase anaphase telophase', card, 'Name the stages of mitosis in order.')).toBe(
      'correct',
    );
    const swapped = checkAnswerLocally('prophase, anaphase, metaphase, telophase', card, 'Name the stages in order.');
    expect(swapped).toMatchObject({ isCorrect: false, isClose: true });
    expect(swapped.feedback).toContain('order');
    expect(grade('prophase, anaphase, metaphase, telophase', card, 'Name the stages of mitosis.')).toBe('correct');
  });

  it('marks an answer that only repeats the question incorrect', () => {
    expect(grade('NATO', 'North Atlantic Treaty Organization', 'What does NATO stand for?')).toBe('incorrect');
    expect(
      grade('North Atlantic Treaty Organisation', 'North Atlantic Treaty Organization', 'What does NATO stand for?'),
    ).toBe('correct');
    // a choice question names the answer: choosing it is no repetition
    expect(grade('exothermic', 'Exothermic', 'Is burning methane endothermic or exothermic?')).toBe('correct');
  });
});

describe('checkAnswerLocally: arrangement', () => {
  it('marks a fraction upside down incorrect', () => {
    const card = 'Distance travelled / time taken';
    expect(grade('time taken / distance travelled', card, 'What is average speed?')).toBe('incorrect');
    expect(grade('distance travelled divided by time taken', card, 'What is average speed?')).toBe('correct');
  });

  it('marks opposite modifiers swapped between their nouns incorrect', () => {
    const card = 'Molecules move from a high concentration to a low concentration';
    expect(grade('molecules move from a low concentration to a high concentration', card, '')).toBe('incorrect');
    const isotope = 'Atoms of the same element with different numbers of neutrons';
    expect(grade('atoms of different elements with the same number of neutrons', isotope, '')).toBe('incorrect');
    expect(grade('atoms of the same element with a different number of neutrons', isotope, '')).toBe('correct');
  });
});

describe('checkAnswerLocally: curated synonyms', () => {
  it.each([
    ['it speeds up', 'The rate increases'],
    ['it gets faster', 'The rate increases'],
    ['it slows down', 'The rate decreases'],
    ['it stays the same', 'It remains unchanged'],
    ['it transports oxygen', 'It carries oxygen'],
    ['gives out heat', 'Releases heat'],
    ['takes in water', 'Absorbs water'],
    ['a charter limiting the power of the monarch', 'A charter limiting the power of the king'],
  ])('%j for %j is correct', (typed, card) => {
    expect(grade(typed, card, '')).toBe('correct');
  });

  it.each([
    ['it slows down', 'The rate increases'],
    ['gives out heat', 'Absorbs heat'],
    ['it stays the same', 'It increases'],
  ])('%j for %j is not correct', (typed, card) => {
    expect(grade(typed, card, '')).not.toBe('correct');
  });
});

describe('checkAnswerLocally: long input', () => {
  it('grades 5,000-character answers and questions', () => {
    const long = 'the rate of the reaction increases because particles collide more often '.repeat(70).slice(0, 5000);
    const result = checkAnswerLocally(long, long.toUpperCase(), `Name two ${long}`);
    expect(result.isCorrect).toBe(true);
  });
});
