import { describe, expect, it } from 'vitest';
import { gateCard, gateNotes } from './generation-gates.ts';
import { countInQuestion, cutMergedEquation, isUnaskable, readArrows, writeOutShorthand } from './gate-repairs.ts';

const gate = (question: string, answer: string, notes = '') => gateCard({ question, answer }, gateNotes(notes));

describe('gate repairs: shorthand, merged notes and unaskable questions (issue 19)', () => {
  it('writes out note-taking shorthand and leaves ordinary words alone', () => {
    expect(writeOutShorthand('bed & banks b/c velocity is higher, w/ the air, w/o oxygen')).toBe(
      'bed and banks because velocity is higher, with the air, without oxygen',
    );
    expect(writeOutShorthand('Max speed of a falling object')).toBe('Maximum speed of a falling object');
    expect(writeOutShorthand('mass x velocity')).toBe('mass × velocity');
    // a variable x, "maximum", "B&Q" and "10 x 3" are not shorthand
    expect(writeOutShorthand('solve for x in 2x + 1 = 5; the maximum; B&Q; 10 x 3')).toBe(
      'solve for x in 2x + 1 = 5; the maximum; B&Q; 10 x 3',
    );
  });

  it('keeps an arrow in an equation, cuts a note after a definition, drops what cannot be read', () => {
    expect(readArrows('Acid + base -> salt + water')).toBe('Acid + base → salt + water');
    expect(readArrows('The final electron acceptor -> forms water')).toBe('The final electron acceptor');
    expect(readArrows('urban -> shorter')).toBeNull();
    expect(readArrows('A step in a food chain')).toBe('A step in a food chain');
  });

  it('cuts a second "X = Y" note merged into an answer, not a clause that uses "="', () => {
    expect(cutMergedEquation('Acid dissociation constant, bigger Ka = stronger acid')).toBe(
      'Acid dissociation constant',
    );
    expect(cutMergedEquation('Size only (e.g. speed, mass); vector = size + direction')).toBe(
      'Size only (e.g. speed, mass)',
    );
    expect(cutMergedEquation('Energy due to height, PE = mgh')).toBe('Energy due to height, PE = mgh');
    expect(cutMergedEquation('Maximum speed of a falling object, reached when air resistance = weight')).toBe(
      'Maximum speed of a falling object, reached when air resistance = weight',
    );
  });

  it('writes a small count in words with its article', () => {
    expect(countInQuestion('What are 4 types of erosion?')).toBe('What are the four types of erosion?');
    expect(countInQuestion('What are 12 types of cloud?')).toBe('What are 12 types of cloud?');
    expect(countInQuestion('What is 4 times 3?')).toBe('What is 4 times 3?');
  });

  it('recognises "How many" with a singular noun and a profession as subject', () => {
    expect(isUnaskable('How many reason why the invasion mattered is because it ended appeasement?')).toBe(true);
    expect(isUnaskable('What do psychologists do?')).toBe(true);
    expect(isUnaskable('How many chromosomes does a human cell have?')).toBe(false);
    expect(isUnaskable('How many people died in the famine?')).toBe(false);
    expect(isUnaskable('What do enzymes do?')).toBe(false);
  });

  it('applies them in the gates, and gives a law named after a person its capital without "the"', () => {
    expect(gate('What is a drainage basin?', 'Area of land drained by a river & its tributaries')).toEqual({
      question: 'What is a drainage basin?',
      answer: 'Area of land drained by a river and its tributaries',
    });
    expect(gate('What is oxygen?', 'The final electron acceptor -> forms water')?.answer).toBe(
      'The final electron acceptor',
    );
    expect(gate('How many reason why it mattered is because it ended appeasement?', 'One')).toBeNull();
    const notes = "Newton's laws\n- Newton's second law: F = ma\n- the law of effect: behaviours …";
    expect(gate("What does the newton's second law state?", 'F = ma', notes)?.question).toBe(
      "What does Newton's second law state?",
    );
    expect(gate('What does the law of effect state?', 'Behaviours followed by …', notes)?.question).toBe(
      'What does the law of effect state?',
    );
  });
});
