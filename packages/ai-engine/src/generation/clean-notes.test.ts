import { describe, expect, it } from 'vitest';
import { cleanNotes } from './clean-notes.ts';

describe('cleanNotes', () => {
  it('joins hard-wrapped lines of a paragraph and keeps paragraph breaks', () => {
    const text = [
      'The First World War began in the summer of 1914 and lasted until the',
      'autumn of 1918. Historians usually group its causes under four headings',
      'remembered by the acronym MAIN.',
      '',
      'A new paragraph starts here.',
    ].join('\n');
    expect(cleanNotes(text)).toEqual([
      'The First World War began in the summer of 1914 and lasted until the autumn of 1918. Historians usually group its causes under four headings remembered by the acronym MAIN.',
      '',
      'A new paragraph starts here.',
    ]);
  });

  it('mends words broken with a hyphen at a line end, keeping real hyphens', () => {
    const text = 'It lasted until Novem-\nber 1918 and joined the Franco-\nRussian Alliance; a self-\nesteem test.';
    expect(cleanNotes(text)).toEqual([
      'It lasted until November 1918 and joined the Franco-Russian Alliance; a self-esteem test.',
    ]);
  });

  it('drops page numbers and running headers, and joins a paragraph cut by a page break', () => {
    const text = [
      'HIST 210 Modern Europe        Lecture 9',
      '',
      'Nationalism is intense loyalty to one’s nation and the belief that each',
      '',
      '                 1',
      '',
      'HIST 210 Modern Europe        Lecture 9',
      '',
      'nation should have its own state.',
      '',
      'Page 2 of 3',
      '',
      'Imperialism is the policy of acquiring colonies.',
      '— 3 —',
    ].join('\n');
    expect(cleanNotes(text)).toEqual([
      'Nationalism is intense loyalty to one’s nation and the belief that each nation should have its own state.',
      '',
      'Imperialism is the policy of acquiring colonies.',
    ]);
  });

  it('keeps list items, headings and glossary lines as lines of their own', () => {
    const text =
      '## Stages\n- Prophase: chromatin condenses\n- Metaphase: chromosomes line up\nScarcity – wants exceed resources\nSubstitutes = goods used in place of each other';
    expect(cleanNotes(text)).toEqual([
      '## Stages',
      '- Prophase: chromatin condenses',
      '- Metaphase: chromosomes line up',
      'Scarcity – wants exceed resources',
      'Substitutes = goods used in place of each other',
    ]);
  });

  it('continues a wrapped list item on its next, indented line', () => {
    const text =
      ' - Battle of the Somme (1916): the British army suffered about 57,000\n   casualties on its first day';
    expect(cleanNotes(text)).toEqual([
      ' - Battle of the Somme (1916): the British army suffered about 57,000 casualties on its first day',
    ]);
  });

  it('removes invisible characters and PDF ligatures', () => {
    expect(cleanNotes('The de\u00adﬁnition of e\u200bﬃcient\u00a0markets')).toEqual([
      'The definition of efficient markets',
    ]);
  });
});
