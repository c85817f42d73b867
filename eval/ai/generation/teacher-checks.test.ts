import { describe, expect, it } from 'vitest';
import { formProblems, notesUsage } from './card-checks.ts';
import { teacherProblems } from './teacher-checks.ts';

const geography = notesUsage(
  'Earth has layers.\n- Crust – thin rocky outer layer\nThe lithosphere is made of the crust and the upper mantle. Photosynthesis is a process.',
);

describe('teacher checks', () => {
  it('wants an article before a singular count noun the notes use with one, not before mass nouns or names', () => {
    expect(teacherProblems('What is crust?', geography).join()).toMatch(/needs an article/);
    expect(teacherProblems('What is the crust?', geography)).toEqual([]);
    expect(teacherProblems('What is photosynthesis?', geography)).toEqual([]);
    expect(teacherProblems('What is momentum?')).toEqual([]);
    expect(teacherProblems('What is Hawaii?', notesUsage('It lies near Hawaii today.'))).toEqual([]);
    expect(teacherProblems('What is a hypoxia?').join()).toMatch(/mass noun/);
  });

  it('wants a topic for counts and relational nouns', () => {
    expect(teacherProblems('What are the three main checkpoints?').join()).toMatch(/needs a topic/);
    expect(teacherProblems('What are the three main checkpoints of the cell cycle?')).toEqual([]);
    expect(teacherProblems('What is the power?').join()).toMatch(/needs a topic/);
    expect(teacherProblems('What is the power of a test?')).toEqual([]);
    expect(teacherProblems('What is power?')).toEqual([]);
    expect(teacherProblems('What is the load factor?')).toEqual([]);
    expect(teacherProblems('What are driving forces?').join()).toMatch(/needs a topic/);
    expect(teacherProblems('How many artists took part?').join()).toMatch(/needs a topic/);
    expect(teacherProblems('How many artists took part in the 1874 exhibition?')).toEqual([]);
    expect(teacherProblems('How many people did the 2004 tsunami kill?')).toEqual([]);
  });

  it('rejects references to nothing unless a context sentence comes first', () => {
    expect(teacherProblems('How old was Mary Shelley at the time?').join()).toMatch(/refers to nothing/);
    expect(teacherProblems('What do these cells produce?').join()).toMatch(/refers to nothing/);
    expect(teacherProblems('How old was Mary Shelley when she began writing Frankenstein?')).toEqual([]);
    expect(teacherProblems('Cells copy their DNA. What is this process called?')).toEqual([]);
  });

  it('checks casing against the notes', () => {
    const biology = notesUsage('Cyclins are proteins. Levels of cyclins rise. It was found by Tim Hunt in 1982.');
    expect(teacherProblems('What are Cyclins?', biology).join()).toMatch(/capitalised/);
    expect(teacherProblems('What are cyclins?', biology)).toEqual([]);
    expect(teacherProblems('What did tim Hunt find?', biology).join()).toMatch(/name the notes capitalise/);
    expect(teacherProblems('What did Tim Hunt find?', biology)).toEqual([]);
    const chemistry = notesUsage('London dispersion forces are weak attractions.');
    expect(teacherProblems('What are London dispersion forces?', chemistry)).toEqual([]);
  });

  it('is part of formProblems unless the form alone is asked for', () => {
    const card = { question: 'What is crust?', answer: 'Thin rocky outer layer' };
    expect(formProblems(card, geography).length).toBe(1);
    expect(formProblems(card, geography, false)).toEqual([]);
  });
});
