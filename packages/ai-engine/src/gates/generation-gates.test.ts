import { describe, expect, it } from 'vitest';
import { gateCard, gateCards, gateNotes } from './generation-gates.ts';

const gate = (question: string, answer: string, notes = '') => gateCard({ question, answer }, gateNotes(notes));

describe('generation gates (issue 19)', () => {
  it('drops a generic label or heading asked as a term', () => {
    expect(gate('What is location?', 'Inner mitochondrial membrane')).toBeNull();
    expect(gate('What are in muscles?', 'Pyruvate -> lactic acid')).toBeNull();
    expect(gate('What is overall?', 'Glucose + oxygen -> carbon dioxide + water + ATP')).toBeNull();
    expect(gate('What is scarcity?', 'When wants exceed resources')).not.toBeNull();
  });

  it('drops exercise scaffolding, leftovers and arithmetic steps', () => {
    expect(gate('What is exercise?', 'Write a program that asks the user for two numbers')).toBeNull();
    expect(gate('What does the modified program print?', 'The sum')).toBeNull();
    expect(gate('What does print take?', 'The arguments () and , , and more')).toBeNull();
    expect(gate('What is the result?', 'The value of the')).toBeNull();
    expect(gate('What is the pH?', 'pH = -log(1 x 10^-3) = 3')).toBeNull();
    expect(gate('What is the minimum wage?', 'A well-known example')).toBeNull();
  });

  it('drops a question whose verb asks nothing in particular', () => {
    expect(gate('What does Python provide?', 'Two ways to divide numbers')).toBeNull();
    expect(gate('What does the Transmission Control Protocol (TCP) make?', 'Delivery reliable')).toBeNull();
    expect(gate('What does Boyle’s law state?', 'Volume is inversely proportional to pressure')).not.toBeNull();
  });

  it('cuts a second definition or an example merged into the answer', () => {
    expect(gate('What is a bug?', 'An error in a program, and debugging is the process of removing bugs')).toEqual({
      question: 'What is a bug?',
      answer: 'An error in a program',
    });
    expect(gate('What is a public good?', 'Non-excludable and non-rival, e.g. street lights')?.answer).toBe(
      'Non-excludable and non-rival',
    );
    expect(gate('What is titration?', 'Adding a solution of another indicator: changes colour')).toBeNull();
  });

  it('keeps the casing the notes use: names keep capitals, line-start capitals go', () => {
    const notes = 'Arrhenius acid: produces H+ ions\nMonopoly: one seller\nThe war started when France fell.';
    expect(gate('What is an arrhenius acid?', 'Produces H+ ions', notes)?.question).toBe('What is an Arrhenius acid?');
    expect(gate('What is Monopoly?', 'A market with one seller', notes)?.question).toBe('What is monopoly?');
    expect(gate('When did france fall?', '1940', notes)?.question).toBe('When did France fall?');
    // a title-case heading does not make common words names
    expect(
      gate('What is the Cell Cycle?', 'A series of events', '# The Cell Cycle\nThe cell cycle is …')?.question,
    ).toBe('What is the cell cycle?');
  });

  it('drops a heading given as an answer', () => {
    const notes = 'Cell Biology Lecture 4\nCellular Respiration\n\nGlycolysis splits glucose.';
    expect(gate('What is Cell Biology Lecture 4?', 'Cellular Respiration', notes)).toBeNull();
    expect(gate('What is fact 1?', 'Fact 1', notes)).not.toBeNull();
  });

  it('asks "Who" about a person', () => {
    expect(gate('What is Gregor Mendel?', 'A monk in Brno')?.question).toBe('Who is Gregor Mendel?');
  });

  it('keeps distinct cards and drops repeats of a question or an answer', () => {
    const cards = gateCards(
      [
        { question: 'What is consumer surplus?', answer: 'What buyers gain' },
        { question: 'What is producer surplus?', answer: 'What sellers gain' },
        { question: 'What is consumer surplus?', answer: 'Something else' },
        { question: 'What is the gain of buyers?', answer: 'What buyers gain' },
      ],
      '',
    );
    expect(cards.map((c) => c.question)).toEqual(['What is consumer surplus?', 'What is producer surplus?']);
  });

  it('drops a pronoun taken for the term (ADR 0032)', () => {
    expect(gate('What is a one with two different alleles called?', 'Heterozygous')).toBeNull();
    expect(gate('What is it used for?', 'Storing energy')).toBeNull();
    expect(gate('What is one of the main causes of inflation?', 'Rising costs')).not.toBeNull();
    expect(gate('What is it called when a cell divides into two?', 'Cell division')).not.toBeNull();
    expect(gate('What is an organism with two different alleles called?', 'Heterozygous')).not.toBeNull();
  });

  it('drops "What does X do?" answered by a condition or a state (ADR 0032)', () => {
    expect(gate('What does binary search do?', 'Works only on a sorted list')).toBeNull();
    expect(gate('What does a hypothetical imperative do?', 'Applies only if we have a particular goal')).toBeNull();
    expect(gate('What does visual sensory memory do?', 'Lasts less than half a second')).toBeNull();
    expect(gate('What does merge sort do?', 'Divides a list into halves and merges the sorted halves')).not.toBeNull();
  });

  it('cuts a second clause with its own subject off an answer (ADR 0032)', () => {
    expect(
      gate(
        'What does reinforcement increase?',
        'The chance that a behaviour will be repeated, and punishment decreases it',
      ),
    ).toEqual({
      question: 'What does reinforcement increase?',
      answer: 'The chance that a behaviour will be repeated',
    });
  });

  it('keeps the capitals of an acronym’s expansion in brackets (ADR 0032)', () => {
    const notes =
      'Trade policy\n- WTO (World Trade Organization) sets rules for trade between countries\n- the world trades';
    expect(
      gate('What does WTO (World Trade Organization) do?', 'Sets rules for trade between countries', notes)?.question,
    ).toBe('What does WTO (World Trade Organization) do?');
  });

  // the reader's problem classes on the fresh blind notes of 2026-11-26 (docs/results.md), real sentences
  it('drops a card that points at text not on it, and keeps one whose context is on it', () => {
    expect(gate('What is the term for a star in this stable stage?', 'A main-sequence star')).toBeNull();
    expect(
      gate(
        'The outward pressure created by this energy balances the inward pull of gravity. What is this state called?',
        'Hydrostatic equilibrium',
      ),
    ).toBeNull();
    expect(gate('What is the role?', 'The behaviour expected of sb in that status')).toBeNull();
    // the context sentence is on the card, so "this" points at it
    expect(
      gate(
        'If the bell is then presented many times without food, the response gradually weakens. What is this called?',
        'Extinction',
      ),
    ).not.toBeNull();
    expect(gate('What is a p-value?', 'Prob of getting a result at least this extreme IF H0 true')).not.toBeNull();
    expect(
      gate(
        'Participants who heard the verb "smashed" estimated higher speeds than those who heard "hit". What is this called?',
        'The misinformation effect',
      ),
    ).not.toBeNull();
  });

  it('drops a heading label or the notes’ arrow read into a question', () => {
    expect(gate('Key terms: what is the role?', 'Behaviour expected in a status')).toBeNull();
    expect(gate('What is Erving Goffman -> dramaturgy?', 'Social life as a stage')).toBeNull();
    expect(
      gate('What is interpretation?', 'If we repeated the sampling many times, ~95% of intervals would'),
    ).toBeNull();
    // a topic as context is not a label
    expect(
      gate("Newton's laws of motion: what does the second law state?", 'Force equals mass times acceleration'),
    ).not.toBeNull();
  });

  it('drops a lone adjective as the term and a worked example’s numbers', () => {
    expect(gate('What is stratified?', 'Split pop into groups (strata)')).toBeNull();
    expect(gate('What is sample of n?', '100 students')).toBeNull();
    expect(gate('What is margin?', '1.96 * 0.15 = 0.29 (approx)')).toBeNull();
    expect(gate('What is O(log n)?', 'Logarithmic time')).not.toBeNull();
    expect(gate('In F = ma, what does m stand for?', 'Mass')).not.toBeNull();
    // a method's bullet label answered by an instruction, and a profession asked what it does
    expect(gate('What is cluster?', 'Pick whole groups at random')).toBeNull();
    expect(gate('What do astronomers do?', 'Compare stars using the Hertzsprung-Russell diagram')).toBeNull();
    expect(gate('What is the first step of binary search?', 'Set low to the first index')).not.toBeNull();
    expect(gate('What is a variable?', 'A name that refers to a value')).not.toBeNull();
  });

  it('asks a singular noun ending in -s with "is" and cuts a predicate with no subject', () => {
    expect(
      gate('What are sampling bias?', 'Method systematically over/under-represents some part of pop')?.question,
    ).toBe('What is sampling bias?');
    expect(gate('What are the ascribed status?', 'Given at birth')?.question).toBe('What is the ascribed status?');
    expect(gate('What are norms?', 'Unwritten rules for behaviour')?.question).toBe('What are norms?');
    expect(
      gate('What is the Sun?', 'A main-sequence star and has been a star for about 4.6 billion years')?.answer,
    ).toBe('A main-sequence star');
  });

  it('asks about a person so that the answer answers, with the notes’ capitals', () => {
    const notes =
      '## theorists\n- **Charles Horton Cooley**: looking-glass self\n- **George Herbert Mead**: self = "I" + "Me"';
    expect(gate('What is Charles Horton Cooley?', 'Looking-glass self', notes)?.question).toBe(
      'What is Charles Horton Cooley known for?',
    );
    expect(gate('What is George Herbert Mead?', 'Self = "I" (spontaneous) + "Me" (socialized part)', notes)).toBeNull();
    expect(gate('What is Immanuel Kant?', 'German philosopher')).toBeNull();
    expect(gate('What is H0 null hyp?', '"no effect / no difference"; H1 alternative')).toBeNull();
    expect(gate('What is Julius Caesar?', 'A brilliant commander who had conquered Gaul')?.question).toBe(
      'Who was Julius Caesar?',
    );
  });
});

describe('third round of gates (the third blind reader, docs/results.md 2026-11-26)', () => {
  it('drops a term cut where an equation began', () => {
    expect(gate('What is produce where MR?', 'MC (marginal revenue = marginal cost)')).toBeNull();
    expect(gate('What is ATC lowest at Q?', '3 (£80); after that MC (100) > ATC so ATC rises')).toBeNull();
  });

  it("drops a worked example's value as the answer", () => {
    expect(gate('What is FC?', '100 (cost when Q = 0)')).toBeNull();
    expect(gate('When did evidence arrive?', '1960')).not.toBeNull();
  });

  it('drops a question about "the answer" to a question not on the card', () => {
    expect(gate('When did evidence from the ocean floor supply the answer?', 'In the 1960s')).toBeNull();
  });

  it('keeps an answer ending in the preposition of its relative clause', () => {
    expect(gate('What is innate immunity?', 'The defence we are born with')?.answer).toBe(
      'The defence we are born with',
    );
    expect(gate('What is a ligand?', 'A molecule that binds to the')).toBeNull();
  });

  it('drops a count as the term', () => {
    expect(gate('What are 3 stages?', 'Encoding (getting info in)')).toBeNull();
  });

  it('drops an answer cut at an arrow read as "to", at an equation of the notes, or stopping on an adjective', () => {
    const notes =
      '- rehearsal moves info STM -> LTM\n  - elaborative rehearsal = linking new info to stuff you already know -> better LTM\n';
    expect(gate('What does rehearsal do?', 'Moves info STM -> LTM', notes)).toBeNull();
    expect(
      gate('What is elaborative rehearsal?', 'Linking new info to stuff you already know -> better LTM', notes)?.answer,
    ).toBe('Linking new info to stuff you already know');
    expect(
      gate(
        'What is the rule?',
        'Produce where marginal revenue',
        '- the rule: produce where marginal revenue = marginal cost\n',
      ),
    ).toBeNull();
    expect(
      gate('What is plate tectonics?', 'The scientific theory that the outer layer of Earth is broken into large'),
    ).toBeNull();
    expect(gate('What does rehearsal do?', 'Moves info to long-term memory', notes)).not.toBeNull();
  });

  it('drops an answer whose subject is another thing of the same kind', () => {
    expect(
      gate(
        'What is a continental plate?',
        'The denser oceanic plate sinks beneath the other in a process called subduction',
      ),
    ).toBeNull();
    expect(gate('What is a tectonic plate?', 'A rigid slab of the lithosphere')).not.toBeNull();
  });

  it('cuts a second clause with its own subject and verb', () => {
    expect(
      gate(
        'What does stomach acid do?',
        'Kills many microbes that are swallowed, and tears contain an enzyme called lysozyme that breaks down bacterial cell walls',
      )?.answer,
    ).toBe('Kills many microbes that are swallowed');
  });

  it('strips an aside that is no synonym from the question, keeps a synonym', () => {
    expect(gate('What is episodic buffer (added 2000)?', 'Links info across parts of working memory')?.question).toBe(
      'What is episodic buffer?',
    );
    expect(gate("What is firm's goal (assumed)?", 'Profit maximisation')?.question).toBe("What is firm's goal?");
    expect(gate('What are fixed costs (FC)?', "Costs that don't change with output")?.question).toBe(
      'What are fixed costs (FC)?',
    );
  });
});

describe("a sub-bullet's adjective as the term", () => {
  const notes = [
    '## types of LTM',
    '- explicit (declarative) = conscious recall',
    '  - episodic: personal events (your 18th bday)',
    '- interference:',
    '  - proactive = OLD info disrupts new (old phone number blocks new one)',
  ].join('\n');

  it("takes its parent bullet's noun when the parent names one", () => {
    expect(gate('What is proactive?', 'OLD info disrupts new', notes)?.question).toBe(
      'What is proactive interference?',
    );
  });

  it('drops it when no parent names its noun', () => {
    expect(gate('What is episodic?', 'Personal events', notes)).toBeNull();
  });
});
