import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../../lib/session-token.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { AiOverlay } from './ai-overlay.tsx';

/** The overlay's review step (ADR 0026): keep, edit or drop each generated card; regenerating replaces the batch. */

const NOTES =
  'Photosynthesis turns light energy into chemical energy stored in glucose, inside the chloroplasts. '.repeat(2);

function renderOverlay(onGenerated: (cards: { question: string; answer: string }[]) => void) {
  sessionToken.set('good-token');
  render(
    <MemoryRouter initialEntries={['/set-creator']}>
      <AiOverlay open onClose={vi.fn()} onGenerated={onGenerated} />
    </MemoryRouter>,
  );
}

const overlay = () => within(screen.getByRole('dialog', { name: 'Generate Flashcards with AI' }));
const typeNotes = (value: string) => fireEvent.change(overlay().getByLabelText('Your notes'), { target: { value } });
const generate = () => fireEvent.click(overlay().getByRole('button', { name: 'Generate Flashcards' }));
const addCards = async (n: number) =>
  fireEvent.click(await screen.findByRole('button', { name: `Add ${n} ${n === 1 ? 'card' : 'cards'} to set` }));

describe('AI overlay: reviewing the generated cards', () => {
  it('lets the student keep, edit or drop each card before adding them', async () => {
    fakeApi({
      'POST /ai/generate-flashcards': () =>
        json({
          flashcards: [
            { question: 'What is ATP?', answer: 'Energy currency' },
            { question: 'What is location?', answer: 'Cytoplasm' },
            { question: 'What is glycolysis?', answer: 'Splitting glucose' },
          ],
        }),
    });
    const onGenerated = vi.fn();
    renderOverlay(onGenerated);
    typeNotes(NOTES);
    generate();
    expect(await screen.findByText('Review 3 generated cards')).toBeInTheDocument();
    // all kept by default
    expect(
      screen.getAllByRole('checkbox', { name: /^Keep card \d$/ }).every((c) => (c as HTMLInputElement).checked),
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep card 2' }));
    fireEvent.change(screen.getByLabelText('Generated card 3 answer'), {
      target: { value: 'Splitting glucose into pyruvate' },
    });
    expect(onGenerated).not.toHaveBeenCalled();
    await addCards(2);
    expect(onGenerated).toHaveBeenCalledWith([
      { question: 'What is ATP?', answer: 'Energy currency' },
      { question: 'What is glycolysis?', answer: 'Splitting glucose into pyruvate' },
    ]);
  });

  it('replaces the batch when regenerating, instead of adding to it', async () => {
    let round = 0;
    fakeApi({
      'POST /ai/generate-flashcards': () => {
        round++;
        return json({ flashcards: [{ question: `Question of round ${round}?`, answer: `Answer ${round}` }] });
      },
    });
    const onGenerated = vi.fn();
    renderOverlay(onGenerated);
    typeNotes(NOTES);
    generate();
    expect(await screen.findByDisplayValue('Question of round 1?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByDisplayValue('Question of round 2?')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Question of round 1?')).toBeNull();
    await addCards(1);
    expect(onGenerated).toHaveBeenCalledTimes(1);
    expect(onGenerated).toHaveBeenCalledWith([{ question: 'Question of round 2?', answer: 'Answer 2' }]);
  });
});
