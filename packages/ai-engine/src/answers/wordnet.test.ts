import { describe, expect, it } from 'vitest';
import { checkAnswerLocally } from './check-answer.ts';
import { readQuestion } from './question-context.ts';
import { areDerived, areWordnetSynonyms, lemmasOf, sameLemma, synonymKeys } from './wordnet.ts';

describe('WordNet lemmas', () => {
  it('gives irregular verbs and nouns their lemma', () => {
    expect(lemmasOf('struck')).toContain('strike');
    expect(lemmasOf('sped')).toContain('speed');
    expect(sameLemma('mice', 'mouse')).toBe(true);
    expect(sameLemma('fell', 'falls')).toBe(true);
  });

  it('leaves adjectives, different words and non-words alone', () => {
    expect(sameLemma('better', 'good')).toBe(false);
    expect(sameLemma('mitosis', 'meiosis')).toBe(false);
    expect(sameLemma('strike', 'strike')).toBe(false);
    expect(lemmasOf('x'.repeat(5000))).toEqual(['x'.repeat(5000)]);
  });
});

describe('WordNet synonyms', () => {
  it('pairs words that share a frequent sense, through their inflections', () => {
    expect(areWordnetSynonyms('transport', 'carried')).toBe(true);
    expect(areWordnetSynonyms('halt', 'stopped')).toBe(true);
    expect(areWordnetSynonyms('monarch', 'sovereign')).toBe(true);
  });

  it('does not pair rare senses, opposites, names or numbers', () => {
    // "cell" as a prison room is a rare sense of "cell"
    expect(areWordnetSynonyms('cell', 'prison')).toBe(false);
    expect(areWordnetSynonyms('increase', 'decrease')).toBe(false);
    expect(synonymKeys('washington')).toEqual([]);
    expect(synonymKeys('four')).toEqual([]);
  });

  it('pairs adjectives WordNet calls similar or bids one see, in their first sense (sixth round)', () => {
    expect(areWordnetSynonyms('unreasonable', 'irrational')).toBe(true);
    expect(areWordnetSynonyms('initial', 'first')).toBe(true);
    expect(areWordnetSynonyms('great', 'big')).toBe(true);
    // false friends: antonyms and neighbours in meaning that are other answers
    expect(areWordnetSynonyms('rational', 'irrational')).toBe(false);
    expect(areWordnetSynonyms('loud', 'soft')).toBe(false);
    expect(areWordnetSynonyms('national', 'domestic')).toBe(false);
    expect(areWordnetSynonyms('small', 'big')).toBe(false);
    expect(areWordnetSynonyms('final', 'initial')).toBe(false);
  });

  it('finds derived words both ways', () => {
    expect(areDerived('absorbed', 'absorption')).toBe(true);
    expect(areDerived('absorption', 'absorbs')).toBe(true);
    expect(areDerived('absorb', 'transport')).toBe(false);
  });
});

describe('the checker with WordNet', () => {
  it('accepts a synonym in a frequent sense and an irregular form', () => {
    expect(checkAnswerLocally('transports oxygen', 'Carries oxygen').isCorrect).toBe(true);
    expect(checkAnswerLocally('the ball was struck', 'Strike the ball').isCorrect).toBe(true);
    expect(checkAnswerLocally('the sovereign', 'The monarch').isCorrect).toBe(true);
  });

  it('keeps negation and other words strict', () => {
    expect(checkAnswerLocally('does not transport oxygen', 'Carries oxygen')).toMatchObject({
      isCorrect: false,
      isClose: false,
    });
    expect(checkAnswerLocally('carries nitrogen', 'Carries oxygen').isCorrect).toBe(false);
  });

  it('wants the exact form when the question asks for a form of a word', () => {
    expect(readQuestion('What is the past participle of "to go"?').asksForm).toBe(true);
    expect(readQuestion('What is the plural of mouse?').asksForm).toBe(true);
    expect(readQuestion('Where does the Krebs cycle take place?').asksForm).toBe(false);
    expect(checkAnswerLocally('went', 'Gone', 'What is the past participle of "to go"?').isCorrect).toBe(false);
    expect(checkAnswerLocally('mouse', 'Mice', 'What is the plural of mouse?').isCorrect).toBe(false);
    expect(checkAnswerLocally('mice', 'Mice', 'What is the plural of mouse?').isCorrect).toBe(true);
    // without such a question another form of the word is the same answer
    expect(checkAnswerLocally('went', 'Gone').isCorrect).toBe(true);
  });
});
