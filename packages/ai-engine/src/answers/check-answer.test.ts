import { describe, expect, it } from 'vitest';
import { grade } from '../../test/grade.ts';
import { checkAnswerLocally } from './check-answer.ts';

const feedback = (typed: string, card: string) => checkAnswerLocally(typed, card).feedback;

describe('checkAnswerLocally', () => {
  describe('the same answer, written differently', () => {
    it.each([
      ['mitochondria', 'Mitochondria'],
      ['  MITOCHONDRIA. ', 'Mitochondria'],
      ['the mitochondria', 'Mitochondria'],
      ['I think it’s the mitochondria?', 'Mitochondria'],
      ['D.N.A.', 'DNA'],
      ['diffusion of water across a semi-permeable membrane', 'The diffusion of water across a semipermeable membrane'],
      ['H₂O', 'H2O'],
    ])('%j for %j is correct with no feedback', (typed, card) => {
      expect(checkAnswerLocally(typed, card)).toEqual({ isCorrect: true, isClose: false, feedback: '' });
    });

    it('takes the words in any order', () => {
      expect(grade('cytosine, guanine, adenine, thymine', 'Adenine, thymine, guanine and cytosine')).toBe('correct');
      expect(grade('the matrix of the mitochondria', 'In the mitochondrial matrix')).toBe('correct');
    });

    it('accepts plurals, tenses, derived forms and British or American spelling', () => {
      expect(grade('synthesizing proteins', 'Protein synthesis')).toBe('correct');
      expect(grade('mitochondrion', 'Mitochondria')).toBe('correct');
      expect(
        grade('maintaining a stable internal environment', 'The maintenance of a stable internal environment'),
      ).toBe('correct');
      expect(grade('the colour of haemoglobin', 'The color of hemoglobin')).toBe('correct');
      expect(grade('it decrease from left to right', 'It decreases from left to right')).toBe('correct');
    });

    it('accepts common academic synonyms', () => {
      expect(grade('prices rise', 'Prices increase')).toBe('correct');
      expect(grade('a large cell', 'A big cell')).toBe('correct');
      expect(grade('it goes up', 'It increases')).toBe('correct');
      expect(
        grade('two quarters in a row of negative GDP growth', 'Two consecutive quarters of negative GDP growth'),
      ).toBe('correct');
    });

    it('accepts an acronym for its expansion and the reverse, and symbols for elements and units', () => {
      expect(grade('deoxyribonucleic acid', 'DNA')).toBe('correct');
      expect(grade('Simple Mail Transfer Protocol', 'SMTP')).toBe('correct');
      expect(grade('F', 'Fluorine')).toBe('correct');
      expect(grade('N', 'Newton')).toBe('correct');
      expect(grade('A, T, G, C', 'Adenine, thymine, guanine and cytosine')).toBe('correct');
    });

    it('accepts a surname for a person, not a first name', () => {
      expect(grade('Darwin', 'Charles Darwin')).toBe('correct');
      expect(grade('Marx and Engels', 'Karl Marx and Friedrich Engels')).toBe('correct');
      expect(grade('Charles', 'Charles Darwin')).toBe('close');
      expect(feedback('Karl Marx', 'Karl Marx and Friedrich Engels')).toBe(
        'Almost: your answer is missing "Friedrich Engels".',
      );
    });
  });

  describe('numbers', () => {
    it.each([
      ['0.5', '½'],
      ['one half', '½'],
      ['50%', '½'],
      ['1/2', '0.5'],
      ['seven', '7'],
      ['seventeen eighty-nine', '1789'],
      ['6.022e23', '6.022 × 10^23'],
      ['602200000000000000000000', '6.022 × 10^23'],
      ['0.05', '5%'],
      ['five per cent', '5%'],
      ['Henry the Eighth', 'Henry VIII'],
      ['1 in 6', '1/6'],
      ['0.167', '1/6'],
    ])('%j for %j is correct', (typed, card) => {
      expect(grade(typed, card)).toBe('correct');
    });

    it('reads units however they are spelled and converts within a dimension', () => {
      expect(grade('3 kilometres', '3 km')).toBe('correct');
      expect(grade('3000 m', '3 km')).toBe('correct');
      expect(grade('300,000 km/s', '3 × 10^8 m/s')).toBe('correct');
      expect(grade('9.8 meters per second squared', '9.8 m/s²')).toBe('correct');
    });

    it('calls a different number incorrect, not close', () => {
      expect(grade('2', '3')).toBe('incorrect');
      expect(grade('1798', '1789')).toBe('incorrect');
      expect(grade('1800', '1789')).toBe('incorrect');
      expect(
        grade('three consecutive quarters of negative growth', 'Two consecutive quarters of negative growth'),
      ).toBe('incorrect');
      expect(feedback('1798', '1789')).toBe('Check the number: 1798 is not the answer.');
    });

    it('calls a rounded value close and says the exact one; a more precise one is correct', () => {
      expect(checkAnswerLocally('3.14', '3.1416')).toEqual({
        isCorrect: false,
        isClose: true,
        feedback: 'The exact value is 3.1416.',
      });
      expect(grade('5,700 years', '5,730 years')).toBe('close');
      expect(grade('9.81 m/s²', '9.8 m/s²')).toBe('correct');
    });

    it('calls a missing unit close, except an angle or temperature the question names', () => {
      expect(checkAnswerLocally('3', '3 km')).toEqual({
        isCorrect: false,
        isClose: true,
        feedback: 'Include the unit: km.',
      });
      expect(grade('5', '5%')).toBe('close');
      expect(grade('180', '180°')).toBe('correct');
      expect(grade('9.8 m/s', '9.8 m/s²')).toBe('close');
    });
  });

  describe('misspellings', () => {
    it('calls a misspelling close and names the word', () => {
      expect(checkAnswerLocally('mitocondria', 'Mitochondria')).toEqual({
        isCorrect: false,
        isClose: true,
        feedback: 'Check the spelling: "Mitochondria".',
      });
      expect(grade('protien synthesis', 'Protein synthesis')).toBe('close');
      expect(grade('Frued', 'Sigmund Freud')).toBe('close');
      expect(grade('cytosin', 'Cytosine')).toBe('close');
    });

    it('does not take another real word for a misspelling', () => {
      expect(grade('mitosis', 'Meiosis')).toBe('incorrect');
      expect(grade('monopsony', 'Monopoly')).toBe('incorrect');
      expect(grade('cation', 'Anion')).toBe('incorrect');
    });

    it('calls a missing accent close', () => {
      expect(checkAnswerLocally('el nino', 'El niño')).toEqual({
        isCorrect: false,
        isClose: true,
        feedback: 'Check the accents: "niño".',
      });
    });

    it('never forgives a changed letter in a formula or an acronym', () => {
      expect(grade('HO2', 'H2O')).toBe('incorrect');
      expect(grade('RNA', 'DNA')).toBe('incorrect');
      expect(grade('SMPT', 'SMTP')).toBe('close');
    });
  });

  describe('negation and opposites', () => {
    it('never ignores a "not"', () => {
      expect(grade('soluble', 'Not soluble')).toBe('incorrect');
      expect(feedback('soluble', 'Not soluble')).toBe('Careful: the answer is "not soluble".');
      expect(grade('not soluble', 'Soluble')).toBe('incorrect');
      expect(grade('insoluble', 'Not soluble')).toBe('correct');
      expect(grade('it doesn’t dissolve', 'Not soluble')).toBe('correct');
      expect(grade('they have a nucleus', 'No, prokaryotic cells do not have a nucleus')).toBe('incorrect');
    });

    it('calls an antonym incorrect and says which word', () => {
      expect(checkAnswerLocally('exothermic', 'Endothermic')).toEqual({
        isCorrect: false,
        isClose: false,
        feedback: 'Careful: the answer is "Endothermic", not "exothermic".',
      });
      expect(
        grade('the maintenance of a stable external environment', 'The maintenance of a stable internal environment'),
      ).toBe('incorrect');
      expect(grade('decreases from right to left', 'It decreases from left to right')).toBe('incorrect');
    });

    it('answers a yes/no card by its yes or no', () => {
      expect(grade('no', 'No, prokaryotic cells do not have a nucleus')).toBe('correct');
      expect(grade('No they don’t', 'No, prokaryotic cells do not have a nucleus')).toBe('correct');
      expect(grade('yes', 'No, prokaryotic cells do not have a nucleus')).toBe('incorrect');
    });
  });

  describe('coverage of meaning-bearing words', () => {
    it('calls a partial answer close and says what is missing', () => {
      expect(checkAnswerLocally('it absorbs', 'It absorbs light energy')).toEqual({
        isCorrect: false,
        isClose: true,
        feedback: 'Almost: your answer is missing "light energy".',
      });
      expect(grade('diffusion of water', 'The diffusion of water across a semipermeable membrane')).toBe('close');
      expect(grade('adenine, thymine, guanine', 'Adenine, thymine, guanine and cytosine')).toBe('close');
    });

    it('accepts a long answer with a minor word left out', () => {
      expect(grade('a rebirth of art and learning in Europe', 'A cultural rebirth of art and learning in Europe')).toBe(
        'correct',
      );
      expect(grade('Mongols', 'The Mongol Empire')).toBe('correct');
    });

    it('calls a key word replaced by another incorrect', () => {
      expect(grade('a segment of RNA that codes for a protein', 'A segment of DNA that codes for a protein')).toBe(
        'incorrect',
      );
      expect(grade('hydrogen bond', 'Covalent bond')).toBe('incorrect');
      expect(grade('Treaty of Paris', 'The Treaty of Versailles')).toBe('incorrect');
      expect(grade('Gross National Product', 'Gross Domestic Product')).toBe('incorrect');
    });

    it('calls an unrelated answer incorrect with no feedback', () => {
      expect(checkAnswerLocally('chloroplast', 'Mitochondria')).toEqual({
        isCorrect: false,
        isClose: false,
        feedback: '',
      });
      expect(grade('the atom', 'The cell')).toBe('incorrect');
    });

    it('says what is missing and what is misspelled together', () => {
      expect(feedback('absorbs enrgy', 'It absorbs light energy for photosynthesis')).toBe(
        'Almost: your answer is missing "light" and "photosynthesis". Check the spelling: "energy".',
      );
    });
  });

  describe('formulas and case-sensitive answers', () => {
    it('compares a formula whole', () => {
      expect(grade('pv=nrt', 'PV = nRT')).toBe('correct');
      expect(grade('1/2 mv^2', 'KE = ½mv²')).toBe('correct');
      expect(grade('O(n^2)', 'O(n²)')).toBe('correct');
      expect(grade('quadratic', 'O(n²)')).toBe('correct');
      expect(grade('x^2', '2x')).toBe('incorrect');
      expect(grade('O(n log n)', 'O(log n)')).toBe('incorrect');
      expect(grade('x = (-b ± √(b² + 4ac)) / 2a', 'x = (-b ± √(b² - 4ac)) / 2a')).toBe('incorrect');
    });

    it('compares a genotype case by case', () => {
      expect(grade('aA', 'Aa')).toBe('correct');
      expect(grade('AA', 'Aa')).toBe('incorrect');
    });
  });

  describe('robustness', () => {
    it('is deterministic', () => {
      const first = checkAnswerLocally(
        'the difusion of watter',
        'The diffusion of water across a semipermeable membrane',
      );
      expect(
        checkAnswerLocally('the difusion of watter', 'The diffusion of water across a semipermeable membrane'),
      ).toEqual(first);
    });

    it.each([
      ['a'.repeat(5000), 'Mitochondria'],
      ['1,'.repeat(2500), '1789'],
      ['('.repeat(5000), 'O(n²)'],
      ['not '.repeat(1250), 'Not soluble'],
      [`${'word '.repeat(999)}x`, `${'other '.repeat(800)}thing`],
      ['9'.repeat(5000), '9'],
      ['-'.repeat(5000), '-1'],
      ['½²'.repeat(2500), '½'],
    ])('answers a 5,000-character input (%#) with a valid result', (typed, card) => {
      const result = checkAnswerLocally(typed, card);
      expect(typeof result.isCorrect).toBe('boolean');
      expect(typeof result.feedback).toBe('string');
      expect(result.isCorrect && result.isClose).toBe(false);
    });

    it('calls a blank answer incorrect', () => {
      expect(checkAnswerLocally('   ', 'Mitochondria')).toEqual({ isCorrect: false, isClose: false, feedback: '' });
    });
  });
});
