import { describe, expect, it } from 'vitest';
import { grade } from '../../test/grade.ts';

/**
 * Wrong answers the checker had graded correct (issue 16, item 13), and the class they belong to:
 * a wrong answer is never correct, whatever it shares with the card's.
 */
describe('checkAnswerLocally: a wrong answer is never correct', () => {
  it('compares an answer of symbols or small words by what it says, not as if it said nothing', () => {
    expect(grade('-', '+')).toBe('incorrect');
    expect(grade('x', '...')).toBe('incorrect');
    expect(grade('anything at all', '...')).toBe('incorrect');
    expect(grade('?', '!')).toBe('incorrect');
    expect(grade('<', '>')).toBe('incorrect');
    expect(grade('€', '$')).toBe('incorrect');
    expect(grade('1', '!')).toBe('incorrect');
    expect(grade('he', 'she')).toBe('incorrect');
    // the same symbols, or their names, are still right
    expect(grade('+', '+')).toBe('correct');
    expect(grade('…', '...')).toBe('correct');
    expect(grade('plus', '+')).toBe('correct');
    expect(grade('minus', '+')).toBe('incorrect');
    expect(grade('She', 'she')).toBe('correct');
  });

  it('does not take an accent that makes another letter for a missing one', () => {
    expect(grade('é', 'à')).toBe('incorrect');
    expect(grade('ou', 'où')).toBe('close');
    expect(grade('a', 'à')).toBe('close');
    expect(grade('à', 'à')).toBe('correct');
  });

  it('marks the roles in a relation swapped round incorrect, and the same relation in other words correct', () => {
    const law = 'Force equals mass times acceleration';
    expect(grade('acceleration equals mass times force', law)).toBe('incorrect');
    expect(grade('mass times force', law)).toBe('incorrect');
    expect(grade('mass times acceleration equals force', law)).toBe('correct');
    expect(grade('force is mass times acceleration', law)).toBe('correct');
    expect(grade('mass times acceleration', law)).toBe('correct');

    expect(grade('Demand causes supply', 'Supply causes demand')).toBe('incorrect');
    expect(grade('Demand is caused by supply', 'Supply causes demand')).toBe('correct');
    expect(grade('cancer leads to smoking', 'Smoking leads to cancer')).toBe('incorrect');
    expect(grade('B is greater than A', 'A is greater than B')).toBe('incorrect');
    expect(grade('the moon is larger than the earth', 'The Earth is larger than the Moon')).toBe('incorrect');
    expect(grade('the earth is bigger than the moon', 'The Earth is larger than the Moon')).toBe('correct');
  });

  it('keeps operators and the order of what they join', () => {
    expect(grade('2 + 3', '2 - 3')).toBe('incorrect');
    expect(grade('2 × 3', '2 + 3')).toBe('incorrect');
    expect(grade('5 - 2', '2 - 5')).toBe('incorrect');
    expect(grade('2 minus 3', '2 - 3')).toBe('correct');
    expect(grade('3 + 2', '2 + 3')).toBe('correct');
  });

  it('keeps signs, numbers and units strict', () => {
    expect(grade('-5', '5')).toBe('incorrect');
    expect(grade('+5', '-5')).toBe('incorrect');
    expect(grade('6', '5')).toBe('incorrect');
    expect(grade('5 m', '5 km')).toBe('incorrect');
    expect(grade('oxygen is produced', 'Oxygen is not produced')).toBe('incorrect');
    // a count has no decimals to add, and a more precise value stays near the card's
    expect(grade('46.3 chromosomes', '46 chromosomes')).toBe('incorrect');
    expect(grade('2.4', '2')).toBe('incorrect');
    expect(grade('2.4 m', '2 m')).toBe('incorrect');
    expect(grade('9.81 m/s²', '9.8 m/s²')).toBe('correct');
    expect(grade('18.02 g/mol', '18 g/mol')).toBe('correct');
    expect(grade('8.3 minutes', 'About 8 minutes')).toBe('correct');
    // another count of the thing the card counts as one
    expect(grade('a market with two sellers', 'A market with only one seller')).toBe('incorrect');
  });

  it('does not take an exclusive "only" for a list, nor "out of" for "into"', () => {
    expect(grade('an animal that eats plants and meat', 'An animal that eats only plants')).toBe('incorrect');
    expect(grade('an animal that eats plants', 'An animal that eats only plants')).toBe('correct');
    expect(
      grade('a smaller river that flows out of a larger river', 'A smaller river that flows into a larger river'),
    ).toBe('incorrect');
  });

  it('does not accept an answer that offers the right one beside its opposite or a look-alike', () => {
    expect(grade('increases or decreases', 'It increases')).toBe('incorrect');
    expect(grade('it increases and decreases', 'It increases')).toBe('incorrect');
    expect(grade('mitosis or meiosis', 'Meiosis')).toBe('incorrect');
    expect(grade('meiosis, in the testes and ovaries', 'Meiosis')).toBe('correct');
  });

  it('does not accept another word in place of one that names the kind', () => {
    expect(grade('Battle of Waterloo', 'Treaty of Waterloo')).toBe('incorrect');
    // (another word, not another kind: a part missing)
    expect(grade('the order of reaction', 'The rate of reaction')).toBe('close');
    expect(grade('the Nile', 'The Nile river')).toBe('correct');
    expect(grade('the river Nile', 'The Nile river')).toBe('correct');
  });

  it('never grades correct an answer with nothing of the card’s in it', () => {
    expect(grade('qwerty', 'the')).toBe('incorrect');
    expect(grade('xyz', 'it is')).toBe('incorrect');
    expect(grade('-', '—')).toBe('correct');
  });
});
