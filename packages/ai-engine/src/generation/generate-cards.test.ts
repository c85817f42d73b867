import { describe, expect, it } from 'vitest';
import { card, cards as cardLines } from '../../test/card-lines.ts';
import { conciseAnswer } from './card-text.ts';
import { fewerCardsMessage, generateCardsFromNotes, NO_CARDS_MESSAGE } from './generate-cards.ts';

/** All cards the notes give (up to 50), as "question → answer" lines. */
const cardsOf = (notes: string) => cardLines(notes, 50);

describe('generateCardsFromNotes: the notes’ own patterns', () => {
  it('"X is a …" and "X are … that …" definitions', () => {
    const cards = cardsOf(
      'Cancer is a disease in which cells divide uncontrollably and invade other tissues. Enzymes are proteins that speed up chemical reactions in cells.',
    );
    expect(cards).toContain(
      card('What is cancer?', 'A disease in which cells divide uncontrollably and invade other tissues'),
    );
    expect(cards).toContain(card('What are enzymes?', 'Proteins that speed up chemical reactions in cells'));
  });

  it('"X refers to …", "X is defined as …", "X stands for …"', () => {
    const cards = cardsOf(
      'Militarism refers to the belief that a country should keep a strong military. Speed is defined as distance travelled per unit of time. VSEPR stands for valence shell electron pair repulsion.',
    );
    expect(cards).toContain(
      card('What does militarism refer to?', 'The belief that a country should keep a strong military'),
    );
    expect(cards).toContain(card('How is speed defined?', 'Distance travelled per unit of time'));
    expect(cards).toContain(card('What does VSEPR stand for?', 'Valence shell electron pair repulsion'));
  });

  it('glossary lines: "X: …", "X – …", "**X** – …", "X = …", with the article the explanation implies', () => {
    const cards = cardsOf(
      [
        'Centromere: the region where two sister chromatids are joined',
        'Stack – a last-in, first-out collection with push and pop operations',
        '**Opportunity cost** – the value of the next best alternative given up when a choice is made. It is often measured in money.',
        'Substitutes = goods that can be used in place of each other, such as tea and coffee',
        'Haploid: having one set of chromosomes (n)',
      ].join('\n'),
    );
    expect(cards).toContain(card('What is the centromere?', 'The region where two sister chromatids are joined'));
    expect(cards).toContain(card('What is a stack?', 'A last-in, first-out collection with push and pop operations'));
    expect(cards).toContain(
      card('What is opportunity cost?', 'The value of the next best alternative given up when a choice is made'),
    );
    expect(cards).toContain(
      card('What are substitutes?', 'Goods that can be used in place of each other, such as tea and coffee'),
    );
    expect(cards).toContain(card('What does haploid mean?', 'Having one set of chromosomes (n)'));
  });

  it('a heading with its list, and the list items that explain stages', () => {
    const cards = cardsOf(
      '## Stages of mitosis\n1. Prophase – chromatin condenses into chromosomes.\n2. Metaphase – chromosomes line up in the middle.\n3. Anaphase – sister chromatids separate.\n4. Telophase – nuclear envelopes re-form.',
    );
    expect(cards).toContain(card('What are the four stages of mitosis?', 'Prophase, metaphase, anaphase, telophase'));
    expect(cards).toContain(card('What happens during metaphase?', 'Chromosomes line up in the middle.'));
  });

  it('a lead-in sentence with its list ("… is divided into three stages:", "… has five elements:")', () => {
    const cards = cardsOf(
      'Interphase is divided into three stages:\n- G1 phase\n- S phase\n- G2 phase\n\nA valid contract has five essential elements:\n(a) offer;\n(b) acceptance;\n(c) consideration;\n(d) intention to create legal relations;\n(e) capacity.',
    );
    expect(cards).toContain(card('What are the three stages of interphase?', 'G1 phase, S phase, G2 phase'));
    expect(cards).toContain(
      card(
        'What are the five essential elements of a valid contract?',
        'Offer, acceptance, consideration, intention to create legal relations, capacity',
      ),
    );
  });

  it('names: "… is known as X", "This process is called X" (with the sentence it points back to)', () => {
    const cards = cardsOf(
      'The spread of cancer cells to distant sites is known as metastasis. During prophase I, homologous chromosomes pair up and exchange segments of DNA. This process is called crossing over.',
    );
    expect(cards).toContain(card('What is the term for the spread of cancer cells to distant sites?', 'Metastasis'));
    expect(cards).toContain(
      card(
        'During prophase I, homologous chromosomes pair up and exchange segments of DNA. What is this process called?',
        'Crossing over',
      ),
    );
  });

  it('dates and people: "was signed on …", "was proposed by … in …", "X introduced Y in …"', () => {
    const cards = cardsOf(
      'The Treaty of Versailles was signed on 28 June 1919. The multi-store model of memory was proposed by Richard Atkinson and Richard Shiffrin in 1968. Linus Pauling introduced the electronegativity scale in 1932.',
    );
    expect(cards).toContain(card('When was the Treaty of Versailles signed?', '28 June 1919'));
    expect(cards).toContain(card('When was the multi-store model of memory proposed?', '1968'));
    expect(cards).toContain(
      card('Who proposed the multi-store model of memory?', 'Richard Atkinson and Richard Shiffrin'),
    );
    expect(cards).toContain(card('When did Linus Pauling introduce the electronegativity scale?', '1932'));
    expect(cards).toContain(card('Who introduced the electronegativity scale?', 'Linus Pauling'));
  });

  it('numbers: what percentage, but no "How many …?" (the precision floor, ADR 0038)', () => {
    const cards = cardsOf(
      'The human body replaces roughly 330 billion cells every day. Interphase takes up about 90% of the cycle. About 9 million soldiers died in the war.',
    );
    expect(cards).toContain(card('What percentage of the cycle does interphase take up?', 'About 90%'));
    expect(cards.join()).not.toMatch(/How many/);
  });

  it('claims: "X states that …", "In 1956 George Miller argued that …"', () => {
    const cards = cardsOf(
      'The law of conservation of energy states that energy cannot be created or destroyed. In 1956 George Miller argued that the capacity of short-term memory is about seven items.',
    );
    expect(cards).toContain(
      card('What does the law of conservation of energy state?', 'Energy cannot be created or destroyed.'),
    );
    expect(cards).toContain(
      card('What did George Miller argue in 1956?', 'The capacity of short-term memory is about seven items.'),
    );
  });

  it('appositives: "…, the use of …" and "…, a member of …"', () => {
    const cards = cardsOf(
      'Shelley was influenced by experiments with galvanism, the use of electric current to make the muscles of dead animals move. The archduke was shot by Gavrilo Princip, a member of a Bosnian Serb nationalist group.',
    );
    expect(cards).toContain(
      card('What is galvanism?', 'The use of electric current to make the muscles of dead animals move'),
    );
    expect(cards).toContain(card('Who was Gavrilo Princip?', 'A member of a Bosnian Serb nationalist group'));
  });

  it('replaces a pronoun subject by what it points at, and skips it when nothing fits', () => {
    const resolved = cardsOf(
      'Interphase is the period between divisions in which the cell grows. It takes up about 90% of the cycle.',
    );
    expect(resolved).toContain(card('What percentage of the cycle does interphase take up?', 'About 90%'));
    const dangling = cardsOf(
      'They are proteins that speed up reactions in living cells. It is a disease in which cells divide uncontrollably.',
    );
    expect(dangling).toEqual([]);
  });

  it('never asks a question that starts with a pronoun or asks about one', () => {
    const notes =
      'It was signed in 1919. This is a process that copies DNA. They were founded in 1920 by Robert Smith. These are organelles that produce ATP.';
    for (const line of cardsOf(notes))
      expect(line).not.toMatch(/^(?:It|This|They|These)\b|\b(?:was|were|is|are) (?:it|this|they|these)\b/);
  });
});

describe('generateCardsFromNotes: choosing the cards', () => {
  // terms of letters only: a term with a digit reads as a label (the precision floor, ADR 0038)
  const glossary = Array.from(
    { length: 30 },
    (_, i) =>
      `Term${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}: the ${i}th idea of the course about topic ${i}`,
  ).join('\n');

  it('makes no duplicate questions or answers, even from repeated notes', () => {
    const notes =
      'Mitosis is the division of the nucleus into two identical nuclei.\n\nMitosis is the division of the nucleus into two identical nuclei.\n\nMitosis: the division of the nucleus into two identical nuclei';
    const result = generateCardsFromNotes(notes, { count: 10, autoCount: false });
    expect(result.flashcards).toHaveLength(1);
  });

  it('gives exactly the count asked when the notes hold more', () => {
    for (const count of [5, 10, 20]) {
      const result = generateCardsFromNotes(glossary, { count, autoCount: false });
      expect(result.flashcards).toHaveLength(count);
      expect(result.message).toBeUndefined();
    }
  });

  it('gives fewer with an honest message when the notes hold fewer', () => {
    const notes =
      'Mitosis is the division of the nucleus. Meiosis is a type of cell division that halves the chromosome number. Cytokinesis is the division of the cytoplasm.';
    const result = generateCardsFromNotes(notes, { count: 20, autoCount: false });
    expect(result.flashcards).toHaveLength(3);
    expect(result.message).toBe(
      '3 flashcards were made instead of 20: the generator keeps only cards that pass its quality checks and may have missed facts in these notes, so add any you want by hand.',
    );
    expect(fewerCardsMessage(1, 5)).toBe(
      '1 flashcard was made instead of 5: the generator keeps only cards that pass its quality checks and may have missed facts in these notes, so add any you want by hand.',
    );
  });

  it('says so when nothing usable is in the notes', () => {
    const result = generateCardsFromNotes(
      'lol ok see you at 5 then!! bring snacks and the thing from yesterday, thanks a lot',
      { count: 10, autoCount: false },
    );
    expect(result).toEqual({ flashcards: [], message: NO_CARDS_MESSAGE });
  });

  it('chooses the count with autoCount, at most 50, without a message', () => {
    const few = generateCardsFromNotes(glossary.split('\n').slice(0, 7).join('\n'), { count: 30, autoCount: true });
    expect(few.flashcards).toHaveLength(7);
    expect(few.message).toBeUndefined();
    const many = Array.from(
      { length: 80 },
      (_, i) =>
        `Concept${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}: a definition of the ${i}th concept in the course`,
    ).join('\n');
    expect(generateCardsFromNotes(many, { count: 5, autoCount: true }).flashcards).toHaveLength(50);
  });

  it('is deterministic: the same notes give the same cards', () => {
    const first = generateCardsFromNotes(glossary, { count: 12, autoCount: false });
    generateCardsFromNotes('Mitosis is the division of the nucleus into two identical nuclei.', {
      count: 5,
      autoCount: false,
    });
    expect(generateCardsFromNotes(glossary, { count: 12, autoCount: false })).toEqual(first);
  });

  it('spreads the cards over the notes and keeps the notes’ order', () => {
    const sections = Array.from({ length: 5 }, (_, s) =>
      [
        `## Topic ${s}`,
        ...Array.from(
          { length: 6 },
          (_, i) =>
            `- Idea${String.fromCharCode(97 + s)}x${String.fromCharCode(97 + i)}: the ${i}th point made about topic ${s} in the lecture`,
        ),
      ].join('\n'),
    ).join('\n\n');
    const cards = generateCardsFromNotes(sections, { count: 10, autoCount: false }).flashcards;
    expect(cards).toHaveLength(10);
    const topics = cards.map((c) => /idea([a-e])x/i.exec(c.question)?.[1]);
    expect(new Set(topics).size).toBe(5);
    expect(topics).toEqual([...topics].sort());
  });

  it('prefers definitions to weaker facts when there are more candidates than asked', () => {
    const notes =
      'Osmosis is the movement of water across a membrane from a dilute to a concentrated solution. The lab has 12 microscopes. Diffusion is the net movement of particles from high to low concentration.';
    const cards = generateCardsFromNotes(notes, { count: 2, autoCount: false }).flashcards.map((c) => c.question);
    expect(cards).toEqual(['What is osmosis?', 'What is diffusion?']);
  });
});

describe('generateCardsFromNotes: text from PDFs and long or hostile input', () => {
  it('reads PDF text with hyphenated line breaks, page numbers and running headers', () => {
    const pdf = [
      'BIO 101 Cell Biology                                   Week 2',
      '',
      'Osmosis is the movement of water across a partially permeable mem-',
      'brane from a dilute solution to a more concentrated one.',
      '',
      '                                 3',
      '',
      'BIO 101 Cell Biology                                   Week 2',
      '',
      'Active transport is the movement of substances against a concentration',
      'gradient, using energy from respiration.',
    ].join('\n');
    const cards = cardsOf(pdf);
    expect(cards).toContain(
      card(
        'What is osmosis?',
        'The movement of water across a partially permeable membrane from a dilute solution to a more concentrated one',
      ),
    );
    expect(cards).toContain(
      card(
        'What is active transport?',
        'The movement of substances against a concentration gradient, using energy from respiration',
      ),
    );
    expect(cards.join('\n')).not.toMatch(/BIO 101|Week 2/);
  });

  it('keeps answers concise: at most 250 characters, cut at a sentence or clause', () => {
    const long = `Photosynthesis is the process by which green plants, algae and some bacteria use light energy, water and carbon dioxide to make glucose and oxygen, ${'storing energy in chemical bonds that the organism later releases in respiration, '.repeat(4)}which powers almost every food chain on Earth.`;
    const [first] = generateCardsFromNotes(long, { count: 5, autoCount: false }).flashcards;
    expect(first?.question).toBe('What is photosynthesis?');
    expect(first?.answer.length).toBeLessThanOrEqual(250);
    expect(first?.answer).toMatch(/^The process by which green plants, algae and some bacteria use light energy/);
    expect(first?.answer).not.toMatch(/[,;]$|\b(?:and|which|the)$/);
    expect(conciseAnswer(`${'A short sentence here. '.repeat(20)}`)).toMatch(/\.$/);
  });

  it('handles 40,000 characters of notes', () => {
    const paragraph = (i: number) =>
      `Organelle${i}x is a structure of kind ${i} that produces protein ${i} in cells. Complex${i}y refers to the group of ${i} enzymes that copy DNA.\n\n`;
    let notes = '';
    for (let i = 0; notes.length < 40_000; i++) notes += paragraph(i);
    notes = notes.slice(0, 40_000);
    expect(notes).toHaveLength(40_000);
    const result = generateCardsFromNotes(notes, { count: 50, autoCount: false });
    expect(result.flashcards).toHaveLength(50);
    expect(new Set(result.flashcards.map((c) => c.question)).size).toBe(50);
  });

  it('finishes on hostile input (no regular-expression backtracking blow-up)', () => {
    const hostile = [
      'a'.repeat(40_000),
      'word '.repeat(8_000),
      'x\n'.repeat(20_000),
      `${'('.repeat(20_000)}${')'.repeat(20_000)}`,
      'Cell is a is a is a '.repeat(2_000),
      'Term: - – — = : '.repeat(2_500),
      `${'**'.repeat(10_000)}${'*a '.repeat(5_000)}`,
      `${'- '.repeat(10_000)}\n${'1. '.repeat(5_000)}`,
      `${'The cell, '.repeat(3_000)}is a unit.`,
      'It is. '.repeat(5_000),
      '"'.repeat(40_000),
      '—\n'.repeat(20_000),
      `${'In 1914, '.repeat(4_000)}Britain declared war.`,
    ];
    for (const notes of hostile) {
      const result = generateCardsFromNotes(notes.slice(0, 40_000), { count: 50, autoCount: false });
      expect(result.flashcards.length).toBeLessThanOrEqual(50);
    }
  });
});
