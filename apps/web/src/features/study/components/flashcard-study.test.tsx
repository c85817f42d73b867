import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, never } from '../../../testing/fake-api.ts';
import { currentPath } from '../../../testing/render-app.tsx';
import { aSet, failure, FIRST_PAINT, openStudy, SLOW_MACHINE_TIMEOUT } from '../testing/study-kit.tsx';

const URL = '/study/set-1/flashcards';

async function openCards(routes: Parameters<typeof openStudy>[1] = {}, state?: unknown) {
  const api = openStudy(URL, routes, state);
  await screen.findByText('Card 1 of 3', undefined, FIRST_PAINT);
  return api;
}

const card = () => document.querySelector('[data-side]') as HTMLElement;
const side = () => card().dataset.side;
/** The text of the face on show: the other is aria-hidden and inert. */
const shownText = () => {
  const face = [...card().children].find((el) => el.getAttribute('aria-hidden') !== 'true') as HTMLElement;
  return face.textContent ?? '';
};
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;
const button = (name: string) => screen.getByRole('button', { name });
const key = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('flip-card study', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('starts on the first question, with its place, progress and a way back to the set', async () => {
    await openCards();
    expect(side()).toBe('front');
    expect(shownText()).toContain('What is mitosis?');
    expect(shownText()).not.toContain('Cell division');
    const progress = screen.getByRole('progressbar', { name: 'Study progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByRole('link', { name: 'Back to Set' })).toHaveAttribute('href', '/study/set-1');
    expect(announced()).toBe('Card 1 of 3, question side. What is mitosis?');
    expect(screen.getByRole('list', { name: 'Keyboard shortcuts' })).toHaveTextContent('Space Flip the card');
  });

  it('flips to the answer and back', async () => {
    await openCards();
    fireEvent.click(button('Flip'));
    expect(side()).toBe('back');
    expect(shownText()).toContain('Cell division');
    expect(announced()).toBe('Answer side. Cell division');
    fireEvent.click(button('Flip'));
    expect(side()).toBe('front');
  });

  it('flips when the card itself is clicked', async () => {
    await openCards();
    fireEvent.click(card());
    expect(side()).toBe('back');
  });

  it('moves with Prev and Next, each card starting on its question; Prev is off at the first, Next on the last ends the deck', async () => {
    await openCards();
    expect(button('Prev')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Next')).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button('Flip'));
    fireEvent.click(button('Next'));
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    expect(side()).toBe('front');
    expect(shownText()).toContain('Define ATP');
    fireEvent.click(button('Next'));
    expect(screen.getByText('Card 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    fireEvent.click(button('Prev'));
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    // Pressing a button that is off does nothing.
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    const summary = screen.getByRole('region', { name: 'End of deck' });
    expect(summary).toHaveTextContent('You went through all 3 cards. What next?');
    expect(screen.getByRole('heading', { name: 'End of deck' })).toHaveFocus();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Flip')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button('Next'));
    expect(screen.getByRole('region', { name: 'End of deck' })).toBeInTheDocument();
    expect(announced()).toBe('End of deck. You went through all 3 cards. What next?');
  });

  it('offers, at the end of the deck, to study again, shuffle and study again, or take the quiz', async () => {
    await openCards();
    for (let i = 0; i < 3; i++) key('ArrowRight');
    const summary = within(screen.getByRole('region', { name: 'End of deck' }));
    expect(summary.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute('href', '/study/set-1/quiz');
    // Prev goes back to the last card.
    fireEvent.click(button('Prev'));
    expect(screen.getByText('Card 3 of 3')).toBeInTheDocument();
    key('ArrowRight');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'End of deck' })).getByRole('button', { name: 'Study Again' }),
    );
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(shownText()).toContain('What is mitosis?');
    for (let i = 0; i < 3; i++) key('ArrowRight');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'End of deck' })).getByRole('button', {
        name: 'Shuffle and Study Again',
      }),
    );
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(announced()).toBe('Cards shuffled. Card 1 of 3, question side. Define ATP');
  });

  it('answers the keyboard: Space flips, Left and Right move', async () => {
    await openCards();
    key(' ');
    expect(side()).toBe('back');
    key('ArrowRight');
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    expect(side()).toBe('front');
    key('ArrowRight');
    expect(screen.getByText('Card 3 of 3')).toBeInTheDocument();
    key('ArrowLeft');
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
  });

  it('flips on Space whatever button has focus (after a click on Next, Space flips, it does not press Next)', async () => {
    await openCards();
    const next = button('Next');
    fireEvent.click(next);
    next.focus();
    key(' ', next);
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    expect(side()).toBe('back');
    // Arrows still move from there.
    key('ArrowRight', next);
    expect(screen.getByText('Card 3 of 3')).toBeInTheDocument();
  });

  it('shuffles into a new order and starts again at its first question', async () => {
    await openCards();
    fireEvent.click(button('Next'));
    fireEvent.click(button('Flip'));
    // Fisher–Yates with random() = 0 turns [1,2,3] into [2,3,1].
    vi.spyOn(Math, 'random').mockReturnValue(0);
    fireEvent.click(button('Shuffle'));
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(side()).toBe('front');
    expect(shownText()).toContain('Define ATP');
    expect(announced()).toBe('Cards shuffled. Card 1 of 3, question side. Define ATP');
    fireEvent.click(button('Next'));
    expect(shownText()).toContain('Label the organelle');
    fireEvent.click(button('Next'));
    expect(shownText()).toContain('What is mitosis?');
  });

  it('enlarges an image without flipping, and the keys rest while it is open', async () => {
    await openCards();
    key('ArrowRight');
    key('ArrowRight');
    fireEvent.click(button('Enlarge Question image, card 3'));
    const dialog = screen.getByRole('dialog', { name: 'Question image, card 3' });
    expect(side()).toBe('front');
    key(' ', dialog);
    key('ArrowLeft');
    expect(side()).toBe('front');
    expect(screen.getByText('Card 3 of 3')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    key('ArrowLeft');
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
  });

  it('keeps line breaks and equations of a card as written', async () => {
    const text = 'd/dx x³ =\n3x²';
    openStudy(URL, {
      'GET /sets/set-1': () =>
        json(aSet({ flashcards: [{ id: 'e', question: text, answer: '∑', questionImage: null, answerImage: null }] })),
    });
    await screen.findByText('Card 1 of 1', undefined, FIRST_PAINT);
    const question = within(card()).getByText((_, el) => el?.tagName === 'P' && el.textContent === text);
    expect(question).toHaveClass('whitespace-pre-wrap', 'wrap-anywhere');
    // One card: nothing to go back to or shuffle; Next ends the deck.
    expect(button('Prev')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Shuffle')).toBeDisabled();
    fireEvent.click(button('Next'));
    expect(screen.getByRole('region', { name: 'End of deck' })).toHaveTextContent('You went through the card.');
  });

  it('a set without cards says so, offering Add Flashcards and Created Sets', async () => {
    openStudy(URL, { 'GET /sets/set-1': () => json(aSet({ flashcards: [], numCards: 0 })) });
    expect(
      await screen.findByText("This set doesn't have any flashcards yet.", undefined, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No flashcards in this set' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Flashcards' })).toHaveAttribute('href', '/set-creator');
    expect(screen.getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute('href', '/created-sets');
    expect(screen.queryByRole('button', { name: 'Flip' })).toBeNull();
  });

  it('says it is loading while the set is on its way', async () => {
    openStudy(URL, { 'GET /sets/set-1': never });
    expect(await screen.findByRole('status', undefined, FIRST_PAINT)).toHaveTextContent('Loading flashcards...');
  });

  it('says "Set not found" for a set the server does not know (404), not "check your connection"', async () => {
    openStudy(URL, { 'GET /sets/set-1': () => failure(404) });
    expect(await screen.findByRole('heading', { name: 'Set not found' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByText(/check your connection/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Find Sets' })).toHaveAttribute('href', '/search-sets');
  });

  it('explains a set that fails to load, with Try Again and the way back to the set', async () => {
    let attempts = 0;
    openStudy(URL, { 'GET /sets/set-1': () => (++attempts === 1 ? failure(403) : json(aSet())) });
    const panel = await screen.findByRole('alert', undefined, FIRST_PAINT);
    expect(within(panel).getByRole('heading', { name: 'Error Loading Flashcards' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Failed to load flashcard set. Please check your connection.');
    expect(within(panel).getByRole('link', { name: 'Back to Set' })).toHaveAttribute('href', '/study/set-1');
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    });
    expect(await screen.findByText('Card 1 of 3')).toBeInTheDocument();
  });

  it('goes back to the set viewer, which still knows where the set was opened from', async () => {
    await openCards({}, { from: 'search', query: 'BIOL20A' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Set' }));
    await waitFor(() => expect(currentPath()).toBe('/study/set-1'));
    const back = await screen.findByRole('link', { name: 'Back to Search Results' }, FIRST_PAINT);
    expect(back).toHaveAttribute('href', '/search-results?q=BIOL20A');
  });
});
