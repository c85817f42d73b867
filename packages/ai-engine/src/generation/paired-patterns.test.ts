import { describe, expect, it } from 'vitest';
import { cards, proposed } from '../../test/card-lines.ts';
import { pairedClauses } from './paired-clauses.ts';

describe('paired definitions in one sentence (issue 19)', () => {
  it('splits two definitions joined by "whereas", "while", ", and", ";" or a bare comma', () => {
    expect(pairedClauses('A solid keeps its shape, whereas a liquid takes the shape of its container.')).toEqual([
      'A solid keeps its shape.',
      'A liquid takes the shape of its container.',
    ]);
    expect(pairedClauses('a noun is a naming word, a verb is a doing word')).toEqual([
      'a noun is a naming word.',
      'A verb is a doing word.',
    ]);
    // a scene set at the start belongs to both sides
    expect(pairedClauses('In winter, the tilt is away from the sun and the days are short.')).toEqual([
      'In winter, the tilt is away from the sun and the days are short.',
    ]);
    expect(pairedClauses('Before heating, ice is a solid and water is a liquid.')).toEqual([
      'Before heating, ice is a solid.',
      'Before heating, water is a liquid.',
    ]);
  });

  it('does not split where the second side points back or is no clause of its own', () => {
    expect(pairedClauses('Rewards increase the chance of a behaviour, and penalties decrease it.')).toHaveLength(1);
    expect(pairedClauses('Enzymes are proteins, and they speed up reactions.')).toHaveLength(1);
    expect(pairedClauses('Pavlov discovered conditioning while studying digestion in dogs.')).toHaveLength(1);
    expect(pairedClauses('Rivers erode, transport and deposit material.')).toHaveLength(1);
  });

  it('gives a card for each side', () => {
    const out = cards(
      'A simile compares two things using "like" or "as", whereas a metaphor describes one thing as another. An alliteration is a repetition of first sounds and an assonance is a repetition of vowel sounds.',
    );
    expect(out).toContain('What is an alliteration? → A repetition of first sounds');
    expect(out).toContain('What is an assonance? → A repetition of vowel sounds');
    expect(out.join('\n')).not.toMatch(/and an assonance/);
  });

  it('asks what each side of a contrast does, even where the tagger reads the verb as a noun', () => {
    const contrast =
      'Physical weathering breaks rock into smaller pieces, while chemical weathering changes the minerals in the rock.';
    const out = proposed(contrast);
    expect(cards(contrast).join()).not.toMatch(/do\?/);
    expect(out).toContain('What does physical weathering do? → Breaks rock into smaller pieces');
    expect(out).toContain('What does chemical weathering do? → Changes the minerals in the rock');
    // the verb is the first word in -s: "real GDP uses the prices" does not make "uses the" the subject
    const gdp = proposed('Nominal GDP uses current prices, while real GDP uses the prices of a base year.');
    expect(gdp.join('\n')).not.toMatch(/uses the do\?/);
  });

  it('reads two glossary notes on one line', () => {
    const out = cards('- acid = proton donor; base = proton acceptor');
    expect(out.some((c) => c.endsWith('→ Proton donor'))).toBe(true);
    expect(out.some((c) => c.endsWith('→ Proton acceptor'))).toBe(true);
    expect(out.join('\n')).not.toMatch(/donor; base/);
  });
});

describe('process sentences, named laws, units and names given after the fact (issue 19)', () => {
  it('asks what happens during a named stage, not during a time or a pronoun', () => {
    const out = cards(
      'During photosynthesis, the plant turns light energy into chemical energy. During the summer, the lake warms up. During his reign, taxes rose sharply.',
    );
    expect(out).toContain('What happens during photosynthesis? → The plant turns light energy into chemical energy.');
    expect(out.join('\n')).not.toMatch(/during (?:the summer|his reign)\?/);
    const siege = cards('During the siege, the defenders ran out of food.');
    expect(siege).toContain('What happened during the siege? → The defenders ran out of food.');
    expect(siege.join()).not.toMatch(/What is the siege/);
  });

  it('asks what happens in a named process or model, not in a place', () => {
    const out = cards(
      'In the sliding filament model, the thin filaments slide past the thick ones as the muscle contracts. In Paris, crowds gathered in the streets.',
    );
    expect(out).toContain(
      'What happens in the sliding filament model? → The thin filaments slide past the thick ones as the muscle contracts.',
    );
    expect(out.join('\n')).not.toMatch(/What happens in Paris/);
  });

  it('reads "term -> explanation" only where the explanation reads as one', () => {
    const out = cards(
      '- delta -> a landform where a river deposits sediment at its mouth\n- urban areas -> shorter lag time',
    );
    expect(out).toContain('What is a delta? → A landform where a river deposits sediment at its mouth');
    expect(out.join('\n')).not.toMatch(/urban areas\?/i);
  });

  it('asks what a named law states when "which states that" follows its name', () => {
    const out = cards(
      'Nicolaus Steno described the law of superposition, which states that lower layers of rock are older than the layers on top.',
    );
    expect(out).toContain(
      'What does the law of superposition state? → Lower layers of rock are older than the layers on top.',
    );
    // "which" after a thing that is no law is not a statement
    expect(cards('Steno studied the layers, which states of Europe later mapped.').join()).not.toMatch(/state\?/);
  });

  it('reads "According to <law>, …" as what the law states, not "According to the teacher, …"', () => {
    const out = cards(
      'According to the law of conservation of mass, matter is neither created nor destroyed in a chemical reaction. According to the teacher, the test will be hard.',
    );
    expect(out).toContain(
      'What does the law of conservation of mass state? → Matter is neither created nor destroyed in a chemical reaction.',
    );
    expect(out.join('\n')).not.toMatch(/teacher state/);
  });

  it('names an adjective defined by a general statement, on each side of a contrast', () => {
    const out = cards(
      'Metals that can be hammered into thin sheets are malleable, while metals that can be drawn into wires are ductile. The firm that sets the price is dominant. Cells that divide quickly are growing.',
    );
    expect(out).toContain('What are metals that can be hammered into thin sheets called? → Malleable');
    expect(out).toContain('What are metals that can be drawn into wires called? → Ductile');
    expect(out.join('\n')).not.toMatch(/→ (?:Dominant|Growing)/);
  });

  it('asks the unit a quantity is measured in, never of a pronoun', () => {
    const out = cards('Frequency is measured in hertz (Hz). It is measured in joules.');
    expect(out).toContain('What is frequency measured in? → Hertz (Hz)');
    expect(out.join()).not.toMatch(/joules/i);
  });

  it('names an event given after the fact, but not a thing just named', () => {
    const out = cards(
      'After the treaty was signed, the two armies slowly withdrew, which is known as the disengagement. The total is computed by the sum function, which is called the accumulator.',
    );
    expect(out).toContain(
      'After the treaty was signed, the two armies slowly withdrew. What is this called? → Disengagement',
    );
    expect(out.join()).not.toMatch(/this called\? → Accumulator/i);
  });

  it('reads a gerund definition that repeats the term, not a verb in progress', () => {
    expect(cards('Rote learning is learning by repetition.')).toContain(
      'What is rote learning? → Learning by repetition',
    );
    expect(cards('Unemployment is rising in many countries.').join()).not.toMatch(/What is unemployment/);
  });

  it('asks who did something even when a clause of time follows the object', () => {
    expect(cards('Marie Curie discovered polonium while studying uranium ores.')).toContain(
      'Who discovered polonium? → Marie Curie',
    );
  });
});

describe('glossary answers that say what the term is (issue 19)', () => {
  it('names the kind before a verb-first explanation', () => {
    const out = cards(
      '- strong base: dissociates completely in water\n- buffer solution: a solution that resists changes in pH',
    );
    expect(out).toContain('What is a strong base? → A base that dissociates completely in water');
    // an explanation that already names its kind keeps its wording
    expect(out.some((c) => c.endsWith('→ A solution that resists changes in pH'))).toBe(true);
    expect(cards('- photosynthesis: converts light energy into chemical energy').join()).not.toMatch(
      /A photosynthesis/,
    );
  });

  it('asks how a quantity is calculated when it is a product of others', () => {
    const out = cards('- density = mass ÷ volume\n- work = force x distance\n- power: rate of doing work');
    expect(out).toContain('How is density calculated? → Mass ÷ volume');
    expect(out).toContain('How is work calculated? → Force × distance');
    expect(out).toContain('What is power? → Rate of doing work');
  });

  it('leaves out a list whose items mix its kind with other notes', () => {
    const mixed = cards(
      "Kepler's laws\n- Kepler's first law: orbits are ellipses\n- Kepler's second law: equal areas in equal times\n- orbit: the path of a planet",
    );
    expect(mixed.join('\n')).not.toMatch(/What are Kepler's laws\?/i);
    const pure = cards(
      'Types of rock\n- igneous rock: formed from magma\n- sedimentary rock: formed from layers of sediment',
    );
    expect(pure.join('\n')).toMatch(/igneous rock, sedimentary rock/i);
  });
});
