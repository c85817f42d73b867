import { describe, expect, it } from 'vitest';
import { cards } from '../../test/card-lines.ts';

/** All cards the notes give (up to 50), as "question → answer" lines. */
const cardsOf = (notes: string) => cards(notes, 50);

const questions = (notes: string) => cardsOf(notes).map((c) => c.split(' → ')[0] ?? '');

describe('generateCardsFromNotes: articles from the notes’ own usage', () => {
  it('uses "the" where the notes do, and for the parts of one thing', () => {
    const qs = questions(
      [
        "Earth's layers:",
        '- Crust – thin rocky outer layer, 5-70 km thick',
        '- mantle: hot, mostly solid silicate rock, about 2,900 km thick',
        '- outer core: liquid iron and nickel',
        '',
        'The lithosphere is made of the crust and the uppermost mantle.',
      ].join('\n'),
    );
    expect(qs).toContain('What is the crust?');
    expect(qs).toContain('What is the mantle?');
    expect(qs).toContain('What is the outer core?');
    expect(qs).not.toContain('What is crust?');
  });

  it('gives a mass noun no "a", but keeps "an" when the notes count the noun', () => {
    const qs = questions(
      [
        'Hypoxia: a state of low dissolved oxygen in water, usually below 2 mg per litre.',
        'Externality: a cost or benefit of an activity that falls on people outside the transaction.',
        'Pollution is a negative externality.',
      ].join('\n'),
    );
    expect(qs).toContain('What is hypoxia?');
    expect(qs).toContain('What is an externality?');
  });

  it('"the equilibrium price" when the notes say so', () => {
    const qs = questions(
      'Equilibrium price: the price at which quantity demanded equals quantity supplied.\nA ceiling set below the equilibrium price causes a shortage.',
    );
    expect(qs).toContain('What is the equilibrium price?');
  });
});

describe('generateCardsFromNotes: topics, references and casing', () => {
  it('carries the heading’s topic into a count question', () => {
    const qs = questions(
      [
        '# The Cell Cycle and Cell Division',
        'The cell cycle is the ordered series of events by which a cell grows and divides.',
        '## Regulation of the cycle',
        'There are three main checkpoints:',
        '- the G1 checkpoint',
        '- the G2 checkpoint',
        '- the spindle checkpoint',
      ].join('\n'),
    );
    expect(qs).toContain('What are the three main checkpoints of the cell cycle?');
    expect(qs).not.toContain('What are the three main checkpoints?');
  });

  it('resolves "at the time" from the sentence before, or drops the card', () => {
    expect(
      questions(
        'Mary Shelley began writing it in the summer of 1816 at the Villa Diodati. She was eighteen years old at the time.',
      ),
    ).toContain('How old was Mary Shelley in the summer of 1816?');
    const undated = questions(
      'Mary Shelley began writing it at the Villa Diodati. She was eighteen years old at the time.',
    );
    expect(undated.some((q) => /at the time/.test(q))).toBe(false);
  });

  it('lower-cases technical terms the notes capitalise only where a sentence starts', () => {
    const qs = questions(
      'Cyclins are proteins whose concentration rises and falls during the cycle. Naloxone reverses the effects of opioids.',
    );
    expect(qs).toContain('What are cyclins?');
    // "What does naloxone do?" is an action card, below the precision floor (ADR 0038)
    expect(qs.join()).not.toMatch(/naloxone/i);
    // a name the notes capitalise mid-sentence keeps its capital
    expect(questions('Collins reverses the effects of fatigue. The method of Collins is simple.').join()).not.toMatch(
      /\bcollins\b/,
    );
  });
});

describe('generateCardsFromNotes: no appositive cards from series or cut names', () => {
  it('does not read an item of a list, or the end of a name, as a term', () => {
    const cards = cardsOf(
      'Key terms to revise: maxim, eudaimonia, phronesis, the doctrine of the mean, the trolley problem. The Minamata Convention on Mercury, an international treaty to limit mercury emissions, was signed in 2013.',
    );
    expect(cards.join('\n')).not.toMatch(/phronesis\? → The doctrine/);
    expect(cards.join('\n')).not.toMatch(/What is Mercury\?/);
  });
});

describe('generateCardsFromNotes: a bare count is no subject', () => {
  it('asks nothing of "three families of theory"', () => {
    const qs = questions(
      'Three families of theory dominate the modern debate: consequentialism, deontology and virtue ethics.',
    );
    expect(qs.some((q) => /^What do three families/.test(q))).toBe(false);
  });
});
