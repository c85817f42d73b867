import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../../lib/session-token.ts';
import { StorageKeys } from '../../../lib/storage-keys.ts';
import { fakeApi, json, never } from '../../../testing/fake-api.ts';
import { AiGeneratorScreen } from './ai-generator-screen.tsx';

const NOTES =
  'The French Revolution began in 1789 with the storming of the Bastille and ended the absolute monarchy. '.repeat(2);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderScreen(path = '/ai-generate') {
  sessionToken.set('good-token');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ai-generate" element={<AiGeneratorScreen />} />
        <Route path="/ai-generator" element={<AiGeneratorScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const form = () => within(screen.getByRole('region', { name: 'Generator' }));
const notesField = () => form().getByLabelText('Your notes');
const typeNotes = (value: string) => fireEvent.change(notesField(), { target: { value } });
const generate = () => fireEvent.click(form().getByRole('button', { name: 'Generate Flashcards' }));
const path = () => screen.getByTestId('where').textContent;

describe('AI generator page: the page', () => {
  it('has its heading, a way back to the set creator, the form and how it works', () => {
    fakeApi({});
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Generate Flashcards with AI' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Set Creator' })).toHaveAttribute('href', '/set-creator');
    expect(form().getByLabelText('Upload a PDF (optional)')).toHaveAttribute('type', 'file');
    expect(notesField()).toHaveAttribute('maxLength', '40000');
    expect(form().getByText('0 / 40,000 characters')).toBeInTheDocument();
    const presets = within(form().getByRole('group', { name: 'Presets' })).getAllByRole('button');
    expect(presets.map((b) => b.textContent)).toEqual(['5', '10', '15', '20', '30', '50']);
    expect(form().getByText('10 cards: quick study session')).toBeInTheDocument();
    expect(form().getByRole('checkbox', { name: 'Let AI choose the number of cards' })).not.toBeChecked();
    expect(form().getByText(/All generated cards are editable/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  });

  it('is the same page at /ai-generator', () => {
    fakeApi({});
    renderScreen('/ai-generator');
    expect(screen.getByRole('heading', { level: 1, name: 'Generate Flashcards with AI' })).toBeInTheDocument();
  });

  it('goes back to the set creator', () => {
    fakeApi({});
    renderScreen();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Set Creator' }));
    expect(path()).toBe('/set-creator');
  });

  it('shows the tip until it is dismissed, and remembers the dismissal', () => {
    fakeApi({});
    const first = renderScreen();
    const tip = screen.getByRole('complementary', { name: 'Tip' });
    expect(tip).toHaveTextContent(/headings, definitions and key terms/);
    fireEvent.click(within(tip).getByRole('button', { name: 'Dismiss tip' }));
    expect(screen.queryByRole('complementary', { name: 'Tip' })).not.toBeInTheDocument();
    expect(localStorage.getItem(StorageKeys.aiGenerateTipDismissed)).toBe('true');
    first.unmount();
    renderScreen();
    expect(screen.queryByRole('complementary', { name: 'Tip' })).not.toBeInTheDocument();
  });

  it('remembers the notes across visits, and forgets them once emptied', () => {
    fakeApi({});
    const first = renderScreen();
    typeNotes('Mitosis has four phases.');
    expect(localStorage.getItem(StorageKeys.aiGenerateNotes)).toBe('Mitosis has four phases.');
    first.unmount();
    const second = renderScreen();
    expect(notesField()).toHaveValue('Mitosis has four phases.');
    expect(form().getByText('24 / 40,000 characters')).toBeInTheDocument();
    typeNotes('');
    expect(localStorage.getItem(StorageKeys.aiGenerateNotes)).toBeNull();
    second.unmount();
    renderScreen();
    expect(notesField()).toHaveValue('');
  });

  it('keeps remembered notes within 40000 characters', () => {
    fakeApi({});
    localStorage.setItem(StorageKeys.aiGenerateNotes, 'z'.repeat(40_010));
    renderScreen();
    expect(notesField()).toHaveValue('z'.repeat(40_000));
  });

  it('remembers the text a PDF brought', async () => {
    const text = 'Week 3: cell membranes and transport. '.repeat(5);
    fakeApi({ 'POST /files/parse-pdf': () => json({ text, pageCount: 4 }) });
    renderScreen();
    fireEvent.change(form().getByLabelText('Upload a PDF (optional)'), {
      target: { files: [new File(['%PDF-1.7'], 'week3.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('4 pages · text added to your notes')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKeys.aiGenerateNotes)).toBe(text);
  });
});

describe('AI generator page: generating', () => {
  it("asks for notes in the notes page's words when there are none, and sends nothing", () => {
    const { calls } = fakeApi({});
    renderScreen();
    generate();
    expect(form().getByRole('alert')).toHaveTextContent(/^Please provide some notes to generate flashcards$/);
    expect(calls).toEqual([]);
  });

  it('asks for at least 100 characters, and sends nothing', () => {
    const { calls } = fakeApi({});
    renderScreen();
    typeNotes('x'.repeat(99));
    generate();
    expect(form().getByRole('alert')).toHaveTextContent(
      'Please provide at least 100 characters of notes for better results',
    );
    expect(calls).toEqual([]);
  });

  it('refuses a file that is not a PDF', () => {
    const { calls } = fakeApi({});
    renderScreen();
    fireEvent.change(form().getByLabelText('Upload a PDF (optional)'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(form().getByRole('alert')).toHaveTextContent('Only PDF files are supported');
    expect(calls).toEqual([]);
  });

  it('shows progress and holds the form while generating', async () => {
    fakeApi({ 'POST /ai/generate-flashcards': never });
    renderScreen();
    typeNotes(NOTES);
    fireEvent.click(form().getByRole('button', { name: '15' }));
    generate();
    const button = await screen.findByRole('button', { name: 'Generating...' });
    expect(button).toBeDisabled();
    expect(form().getByText('Reading your notes and writing 15 flashcards...')).toBeInTheDocument();
    expect(notesField()).toBeDisabled();
  });

  it('generates with auto-count, hands the cards to the creator and opens it 1.5 s later', async () => {
    vi.useFakeTimers();
    const { calls } = fakeApi({
      'POST /ai/generate-flashcards': () =>
        json({
          flashcards: [
            { question: 'When did the French Revolution begin?', answer: '1789' },
            { question: 'What did it end?', answer: 'The absolute monarchy' },
            { question: 'Which fortress was stormed?', answer: 'The Bastille' },
          ],
        }),
    });
    renderScreen();
    typeNotes(NOTES);
    fireEvent.click(form().getByRole('checkbox', { name: 'Let AI choose the number of cards' }));
    generate();
    for (let turn = 0; turn < 50 && !screen.queryByText('3 flashcards generated!'); turn++) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(screen.getByText('3 flashcards generated!')).toBeInTheDocument();
    expect(screen.getByText('Opening the set creator...')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/ai/generate-flashcards',
      body: { notes: NOTES.trim(), count: 10, autoCount: true },
    });
    expect(calls[0]?.headers.authorization).toBe('Bearer good-token');
    expect(JSON.parse(localStorage.getItem(StorageKeys.aiGeneratedFlashcards) ?? 'null')).toEqual([
      { question: 'When did the French Revolution begin?', answer: '1789' },
      { question: 'What did it end?', answer: 'The absolute monarchy' },
      { question: 'Which fortress was stormed?', answer: 'The Bastille' },
    ]);
    expect(localStorage.getItem(StorageKeys.shouldScrollToCards)).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(path()).toBe('/set-creator');
  });

  it('explains a failure and keeps the notes', async () => {
    fakeApi({
      'POST /ai/generate-flashcards': () => json({ message: 'Internal server error', code: 'internal_error' }, 500),
    });
    renderScreen();
    typeNotes(NOTES);
    generate();
    expect(await form().findByRole('alert')).toHaveTextContent('Failed to generate flashcards');
    expect(notesField()).toHaveValue(NOTES);
    expect(localStorage.getItem(StorageKeys.aiGeneratedFlashcards)).toBeNull();
  });

  it('says so when no usable card came back', async () => {
    fakeApi({ 'POST /ai/generate-flashcards': () => json({ flashcards: [] }) });
    renderScreen();
    typeNotes(NOTES);
    generate();
    expect(await form().findByRole('alert')).toHaveTextContent(
      'No valid flashcards could be generated. Please try different notes.',
    );
  });

  it('needs a session', () => {
    const { calls } = fakeApi({});
    renderScreen();
    sessionToken.clear();
    typeNotes(NOTES);
    generate();
    expect(form().getByRole('alert')).toHaveTextContent('User not authenticated. Please log in.');
    expect(calls).toEqual([]);
  });
});
