import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../../lib/session-token.ts';
import { StorageKeys } from '../../../lib/storage-keys.ts';
import { fakeApi, json, never } from '../../../testing/fake-api.ts';
import { AiOverlay, type AiOverlayProps } from './ai-overlay.tsx';

const NOTES =
  'Photosynthesis turns light energy into chemical energy stored in glucose, inside the chloroplasts. '.repeat(2);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderOverlay(props: Partial<AiOverlayProps> = {}) {
  sessionToken.set('good-token');
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/created-sets']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <AiOverlay open onClose={onClose} {...props} />
    </MemoryRouter>,
  );
  return { onClose };
}

const overlay = () => within(screen.getByRole('dialog', { name: 'Generate Flashcards with AI' }));
const path = () => screen.getByTestId('where').textContent;
const typeNotes = (value: string) => fireEvent.change(overlay().getByLabelText('Your notes'), { target: { value } });
const generate = () => fireEvent.click(overlay().getByRole('button', { name: 'Generate Flashcards' }));
/** The review step: adds the kept cards ("Add 2 cards to set"). */
const addCards = async (n: number) =>
  fireEvent.click(await screen.findByRole('button', { name: `Add ${n} ${n === 1 ? 'card' : 'cards'} to set` }));
const failure = (status: number, message: string, code = 'validation_error') => json({ message, code }, status);

function aPdf(name = 'lecture.pdf', size?: number, type = 'application/pdf') {
  const file = new File(['%PDF-1.7 ...'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
const choosePdf = (file: File) =>
  fireEvent.change(overlay().getByLabelText('Upload a PDF (optional)'), { target: { files: [file] } });

describe('AI overlay: the form', () => {
  it('offers a PDF, the notes with a counter, the count with its presets and band, auto-count and Generate', () => {
    fakeApi({});
    renderOverlay();
    const form = overlay();
    expect(form.getByLabelText('Upload a PDF (optional)')).toHaveAttribute('type', 'file');
    expect(form.getByText(/drag and drop/)).toBeInTheDocument();
    expect(form.getByLabelText('Your notes')).toHaveAttribute('maxLength', '40000');
    expect(form.getByText('0 / 40,000 characters')).toBeInTheDocument();
    const presets = within(form.getByRole('group', { name: 'Presets' })).getAllByRole('button');
    expect(presets.map((b) => b.textContent)).toEqual(['5', '10', '15', '20', '30', '50']);
    expect(form.getByRole('button', { name: '10' })).toHaveAttribute('aria-pressed', 'true');
    expect(form.getByRole('slider', { name: 'Flashcard count' })).toHaveValue('10');
    expect(form.getByText('10 cards: quick study session')).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: 'Let AI choose the number of cards' })).not.toBeChecked();
    expect(form.getByRole('button', { name: 'Generate Flashcards' })).toBeEnabled();
    expect(form.getByText(/All generated cards are editable/)).toBeInTheDocument();
  });

  it('counts characters and keeps the notes within 40000', () => {
    fakeApi({});
    renderOverlay();
    typeNotes('Mitochondria');
    expect(overlay().getByText('12 / 40,000 characters')).toBeInTheDocument();
    typeNotes('x'.repeat(40_050));
    expect(overlay().getByLabelText('Your notes')).toHaveValue('x'.repeat(40_000));
    expect(overlay().getByText('40,000 / 40,000 characters')).toBeInTheDocument();
  });

  it('names the band of each count: quick, balanced, comprehensive, intensive', () => {
    fakeApi({});
    renderOverlay();
    const form = overlay();
    fireEvent.click(form.getByRole('button', { name: '5' }));
    expect(form.getByText('5 cards: quick study session')).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: '15' }));
    expect(form.getByRole('button', { name: '15' })).toHaveAttribute('aria-pressed', 'true');
    expect(form.getByText('15 cards: balanced set')).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: '20' }));
    expect(form.getByText('20 cards: balanced set')).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: '30' }));
    expect(form.getByText('30 cards: comprehensive review')).toBeInTheDocument();
    const slider = form.getByRole('slider', { name: 'Flashcard count' });
    fireEvent.change(slider, { target: { value: '35' } });
    expect(form.getByText('35 cards: comprehensive review')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '36' } });
    expect(form.getByText('36 cards: intensive study')).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: '50' }));
    expect(form.getByText('50 cards: intensive study')).toBeInTheDocument();
    expect(slider).toHaveAttribute('min', '5');
    expect(slider).toHaveAttribute('max', '50');
  });

  it('lets the AI choose the count: the fixed count is set aside', () => {
    fakeApi({});
    renderOverlay();
    fireEvent.click(overlay().getByRole('checkbox', { name: 'Let AI choose the number of cards' }));
    expect(overlay().getByRole('button', { name: '10' })).toBeDisabled();
    expect(overlay().getByRole('slider', { name: 'Flashcard count' })).toBeDisabled();
    expect(overlay().getByText('The AI will choose how many cards your notes need.')).toBeInTheDocument();
  });
});

describe('AI overlay: generating', () => {
  it('asks for notes when there are none, and sends nothing', () => {
    const { calls } = fakeApi({});
    renderOverlay();
    typeNotes('   ');
    generate();
    expect(overlay().getByRole('alert')).toHaveTextContent(
      'Please provide some notes or upload a PDF to generate flashcards',
    );
    expect(calls).toEqual([]);
  });

  it('asks for at least 100 characters, and sends nothing', () => {
    const { calls } = fakeApi({});
    renderOverlay();
    typeNotes('x'.repeat(99));
    generate();
    expect(overlay().getByRole('alert')).toHaveTextContent(
      'Please provide at least 100 characters of notes for better results',
    );
    expect(calls).toEqual([]);
  });

  it('needs a session', () => {
    const { calls } = fakeApi({});
    renderOverlay();
    sessionToken.clear();
    typeNotes(NOTES);
    generate();
    expect(overlay().getByRole('alert')).toHaveTextContent('User not authenticated. Please log in.');
    expect(calls).toEqual([]);
  });

  it('generates, hands the cards to the creator, and opens it 1.5 s later', async () => {
    vi.useFakeTimers();
    const { calls } = fakeApi({
      'POST /ai/generate-flashcards': () =>
        json({
          flashcards: [
            { question: ' What is photosynthesis? ', answer: 'Turning light into chemical energy' },
            { question: 'Where does it happen?', answer: 'In the chloroplasts' },
            { question: '', answer: 'dropped: no question' },
            { question: 'dropped: no answer' },
          ],
        }),
    });
    const { onClose } = renderOverlay();
    typeNotes(`  ${NOTES}  `);
    fireEvent.click(overlay().getByRole('button', { name: '20' }));
    generate();
    // The clock stands still while the answer arrives, so the 1.5 s is measured from the success.
    for (let turn = 0; turn < 50 && !screen.queryByText('Review 2 generated cards'); turn++) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    // nothing is handed over before the student adds the reviewed cards
    expect(localStorage.getItem(StorageKeys.aiGeneratedFlashcards)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 cards to set' }));
    expect(screen.getByText('2 flashcards generated!')).toBeInTheDocument();
    expect(screen.getByText('Opening the set creator...')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/ai/generate-flashcards',
      body: { notes: NOTES.trim(), count: 20, autoCount: false },
    });
    expect(calls[0]?.headers.authorization).toBe('Bearer good-token');
    expect(JSON.parse(localStorage.getItem(StorageKeys.aiGeneratedFlashcards) ?? 'null')).toEqual([
      { question: 'What is photosynthesis?', answer: 'Turning light into chemical energy' },
      { question: 'Where does it happen?', answer: 'In the chloroplasts' },
    ]);
    expect(localStorage.getItem(StorageKeys.shouldScrollToCards)).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(onClose).not.toHaveBeenCalled();
    expect(path()).toBe('/created-sets');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalled();
    expect(path()).toBe('/set-creator');
  });

  it('sends autoCount when the AI chooses the count', async () => {
    const { calls } = fakeApi({
      'POST /ai/generate-flashcards': () => json({ flashcards: [{ question: 'Q', answer: 'A' }] }),
    });
    renderOverlay();
    typeNotes(NOTES);
    fireEvent.click(overlay().getByRole('checkbox', { name: 'Let AI choose the number of cards' }));
    generate();
    await addCards(1);
    expect(await screen.findByText('1 flashcard generated!')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ notes: NOTES.trim(), count: 10, autoCount: true });
  });

  it('says why fewer cards came out than were asked for', async () => {
    const message =
      '1 flashcard was made instead of 10: the generator keeps only cards that pass its quality checks and may have missed facts in these notes, so add any you want by hand.';
    fakeApi({ 'POST /ai/generate-flashcards': () => json({ flashcards: [{ question: 'Q', answer: 'A' }], message }) });
    renderOverlay();
    typeNotes(NOTES);
    generate();
    // said in the review, where the student decides what to keep
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows "Generating..." and holds the form while the call is under way', async () => {
    fakeApi({ 'POST /ai/generate-flashcards': never });
    renderOverlay();
    typeNotes(NOTES);
    generate();
    const button = await screen.findByRole('button', { name: 'Generating...' });
    expect(button).toBeDisabled();
    expect(overlay().getByLabelText('Your notes')).toBeDisabled();
  });

  it('goes to the creator at once when closed during the 1.5 s', async () => {
    fakeApi({ 'POST /ai/generate-flashcards': () => json({ flashcards: [{ question: 'Q', answer: 'A' }] }) });
    const { onClose } = renderOverlay();
    typeNotes(NOTES);
    generate();
    await addCards(1);
    await screen.findByText('1 flashcard generated!');
    fireEvent.click(overlay().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(path()).toBe('/set-creator');
  });

  it('with onGenerated, hands the cards to it instead, and only closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /ai/generate-flashcards': () => json({ flashcards: [{ question: 'Q', answer: 'A' }] }) });
    const onGenerated = vi.fn();
    const { onClose } = renderOverlay({ onGenerated });
    typeNotes(NOTES);
    generate();
    await addCards(1);
    expect(await screen.findByText('Adding them to your set...')).toBeInTheDocument();
    expect(onGenerated).toHaveBeenCalledWith([{ question: 'Q', answer: 'A' }]);
    expect(localStorage.getItem(StorageKeys.aiGeneratedFlashcards)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(onClose).toHaveBeenCalled();
    expect(path()).toBe('/created-sets');
  });

  it('says so when no usable card came back, and keeps the notes', async () => {
    fakeApi({
      'POST /ai/generate-flashcards': () => json({ flashcards: [{ question: ' ', answer: 'A' }, 'nonsense'] }),
    });
    renderOverlay();
    typeNotes(NOTES);
    generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No valid flashcards could be generated. Please try different notes.',
    );
    expect(overlay().getByLabelText('Your notes')).toHaveValue(NOTES);
    expect(overlay().getByRole('button', { name: 'Generate Flashcards' })).toBeEnabled();
    expect(localStorage.getItem(StorageKeys.aiGeneratedFlashcards)).toBeNull();
  });

  it.each([
    ['the server explains', failure(400, 'Notes are too long for one request'), 'Notes are too long for one request'],
    [
      'the endpoint is missing',
      failure(404, 'There is nothing at POST /api/ai/generate-flashcards', 'not_found'),
      'Failed to generate flashcards',
    ],
    ['the server fails', failure(500, 'Internal server error', 'internal_error'), 'Failed to generate flashcards'],
    [
      'the session is refused',
      failure(401, 'Please log in', 'unauthenticated'),
      'User not authenticated. Please log in.',
    ],
  ])('explains a failure when %s', async (_when, answer, message) => {
    fakeApi({ 'POST /ai/generate-flashcards': () => answer });
    renderOverlay();
    typeNotes(NOTES);
    generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem(StorageKeys.aiGeneratedFlashcards)).toBeNull();
  });
});

describe('AI overlay: PDF', () => {
  it('refuses a file that is not a PDF', () => {
    const { calls } = fakeApi({});
    renderOverlay();
    choosePdf(aPdf('notes.docx', undefined, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(overlay().getByRole('alert')).toHaveTextContent('Only PDF files are supported');
    expect(calls).toEqual([]);
  });

  it('refuses a PDF over 30MB', () => {
    const { calls } = fakeApi({});
    renderOverlay();
    choosePdf(aPdf('big.pdf', 30 * 1024 * 1024 + 1));
    expect(overlay().getByRole('alert')).toHaveTextContent('File size exceeds the 30MB limit');
    expect(calls).toEqual([]);
  });

  it('parses a chosen PDF at once and fills the notes with its text', async () => {
    const text = 'Chapter 1. '.repeat(20);
    const { calls } = fakeApi({ 'POST /files/parse-pdf': () => json({ text, pageCount: 3 }) });
    renderOverlay();
    const file = aPdf();
    choosePdf(file);
    expect(await screen.findByText('3 pages · text added to your notes')).toBeInTheDocument();
    expect(overlay().getByText('lecture.pdf')).toBeInTheDocument();
    expect(overlay().getByLabelText('Your notes')).toHaveValue(text);
    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('pdfFile')).toBe(file);
    expect(calls[0]?.headers.authorization).toBe('Bearer good-token');

    fireEvent.click(overlay().getByRole('button', { name: 'Remove PDF' }));
    expect(overlay().getByLabelText('Upload a PDF (optional)')).toBeInTheDocument();
    expect(overlay().getByLabelText('Your notes')).toHaveValue('');
  });

  it('keeps notes the user edited when the PDF is removed', async () => {
    fakeApi({ 'POST /files/parse-pdf': () => json({ text: 'From the PDF.', pageCount: 1 }) });
    renderOverlay();
    choosePdf(aPdf());
    await screen.findByText('1 page · text added to your notes');
    typeNotes('From the PDF. And my own summary.');
    fireEvent.click(overlay().getByRole('button', { name: 'Remove PDF' }));
    expect(overlay().getByLabelText('Your notes')).toHaveValue('From the PDF. And my own summary.');
  });

  it('takes a PDF dropped on the zone', async () => {
    fakeApi({ 'POST /files/parse-pdf': () => json({ text: 'x'.repeat(200), pageCount: 1 }) });
    renderOverlay();
    const zone = screen.getByTestId('pdf-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [aPdf('dropped.pdf')] } });
    expect(await screen.findByText('1 page · text added to your notes')).toBeInTheDocument();
    expect(overlay().getByText('dropped.pdf')).toBeInTheDocument();
  });

  it('holds Generate while the PDF is read', async () => {
    fakeApi({ 'POST /files/parse-pdf': never });
    renderOverlay();
    choosePdf(aPdf());
    expect(await screen.findByText('Reading the PDF...')).toBeInTheDocument();
    expect(overlay().getByRole('button', { name: 'Generate Flashcards' })).toBeDisabled();
  });

  it('cuts text over 40000 characters, with a message', async () => {
    fakeApi({ 'POST /files/parse-pdf': () => json({ text: 'y'.repeat(45_000), pageCount: 90 }) });
    renderOverlay();
    choosePdf(aPdf());
    expect(await screen.findByText(/only the first 40,000 characters were kept/)).toBeInTheDocument();
    expect(overlay().getByLabelText<HTMLTextAreaElement>('Your notes').value).toHaveLength(40_000);
  });

  it('warns when the PDF gave under 100 characters', async () => {
    fakeApi({ 'POST /files/parse-pdf': () => json({ text: 'Figure 1', pageCount: 2 }) });
    renderOverlay();
    choosePdf(aPdf('scan.pdf'));
    expect(await screen.findByText(/Only 8 characters of text could be read from this PDF/)).toBeInTheDocument();
    expect(overlay().getByLabelText('Your notes')).toHaveValue('Figure 1');
  });

  it.each([
    ['the parse fails', () => failure(500, 'boom', 'internal_error'), 'Failed to parse PDF file'],
    [
      'the endpoint is missing',
      () => failure(404, 'There is nothing at POST /api/files/parse-pdf', 'not_found'),
      'Failed to parse PDF file',
    ],
    [
      'the server explains',
      () => failure(413, 'PDF file must be less than 30MB', 'payload_too_large'),
      'PDF file must be less than 30MB',
    ],
    [
      'the answer has no text',
      () => json({ pageCount: 2 }),
      'Received invalid response from server. Missing text content.',
    ],
  ])('explains when %s', async (_when, answer, message) => {
    fakeApi({ 'POST /files/parse-pdf': answer });
    renderOverlay();
    choosePdf(aPdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(overlay().getByLabelText('Your notes')).toHaveValue('');
    await waitFor(() => expect(overlay().getByLabelText('Upload a PDF (optional)')).toBeInTheDocument());
  });
});
