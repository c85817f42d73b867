import { SetMessages } from '@coursecards/shared/constants/set-messages';
import { Timings } from '@coursecards/shared/constants/limits';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, never, type FakeRequest } from '../../../testing/fake-api.ts';
import { currentPath } from '../../../testing/render-app.tsx';
import {
  aSet,
  advance,
  button,
  classCodeInput,
  CLASS_CODES,
  csv,
  DEFAULT_LIST,
  descriptionInput,
  failure,
  fillValidSet,
  offline,
  openCreator,
  preloadCreatorPage,
  sideText,
  titleInput,
  type,
  UCSC_LIST,
  until,
  user,
} from '../testing/creator-kit.tsx';

beforeAll(preloadCreatorPage, 60_000);

/** What the creator sent with POST /sets/create, once it has sent it. */
async function createRequest(api: { calls: FakeRequest[] }) {
  await until(() => expect(api.calls.some((c) => c.path === '/sets/create')).toBe(true));
  return api.calls.find((c) => c.path === '/sets/create')?.body as Record<string, unknown> & { flashcards: unknown[] };
}

const progressBar = () => screen.getByRole('progressbar', { name: 'Set completion' });
// The class code's suggestion list (the Language menu has options of its own).
const suggestions = () =>
  (screen.queryByRole('listbox') ? within(screen.getByRole('listbox')).queryAllByRole('option') : []).map(
    (o) => o.textContent,
  );

describe('set creator: the page', () => {
  it('opens as a new set with the back button, the AI button and one empty card', async () => {
    await openCreator();
    expect(screen.getByRole('heading', { level: 1, name: 'New Flashcard Set' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute('href', '/created-sets');
    expect(screen.getAllByRole('button', { name: 'AI Generate Cards from Notes or PDF' })).toHaveLength(2);
    expect(sideText(1, 'Question')).toHaveValue('');
    expect(button('Remove card 1')).toBeDisabled();
    expect(button('Save Private')).toHaveAccessibleDescription('Only you can access');
    expect(button('Publish')).toHaveAccessibleDescription('Everyone can view');
  });

  it('fills the progress bar 33 / 33 / 34 and says when the set is ready', async () => {
    await openCreator();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Complete all fields')).toBeInTheDocument();
    type(titleInput(), 'Cell Biology');
    expect(progressBar()).toHaveAttribute('aria-valuenow', '33');
    type(classCodeInput(), 'CSE 101');
    expect(progressBar()).toHaveAttribute('aria-valuenow', '66');
    type(sideText(1, 'Answer'), 'Mitochondria');
    expect(progressBar()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Ready to save!')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Generate More Cards from Notes or PDF' })).toHaveLength(2);
    type(titleInput(), '   ');
    expect(progressBar()).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('Complete all fields')).toBeInTheDocument();
  });

  it('starts a new set with the class code Search Results hands over', async () => {
    await openCreator({}, {}, { classCode: 'cse101' });
    expect(classCodeInput()).toHaveValue('CSE101');
    expect(screen.getByRole('heading', { level: 1, name: 'New Flashcard Set' })).toBeInTheDocument();
  });

  it('hides the tips for good once dismissed', async () => {
    await openCreator();
    expect(screen.getByRole('heading', { name: 'Tips for great flashcards' })).toBeInTheDocument();
    fireEvent.click(button('Dismiss tips'));
    expect(screen.queryByRole('heading', { name: 'Tips for great flashcards' })).toBeNull();
    expect(localStorage.getItem('hideCreatorInfoTips')).toBe('true');
  });

  it('keeps the tips hidden when dismissed before', async () => {
    await openCreator({}, { hideCreatorInfoTips: 'true' });
    expect(screen.queryByRole('heading', { name: 'Tips for great flashcards' })).toBeNull();
  });

  it('caps the description at 500 characters and counts them', async () => {
    await openCreator();
    expect(descriptionInput()).toHaveAttribute('maxLength', '500');
    type(descriptionInput(), 'Chapter 3');
    expect(screen.getByText('9/500')).toBeInTheDocument();
  });
});

describe('set creator: class code', () => {
  it('suggests codes of the university’s list by the spec’s rules', async () => {
    await openCreator();
    const input = classCodeInput();
    fireEvent.focus(input);
    type(input, ' cse ');
    expect(suggestions()).toEqual(['CSE 3', 'CSE 10', 'CSE 101', 'CSE 102']);
    type(input, 'cse10');
    expect(suggestions()).toEqual(['CSE 10', 'CSE 101', 'CSE 102']);
    type(input, '101');
    expect(suggestions()).toEqual(['CSE 101']);
    type(input, 'am');
    expect(suggestions()).toEqual(['AM10', 'AM100']);
    type(input, 'zz');
    expect(suggestions()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows at most 10 suggestions in a list at most 240 px tall', async () => {
    const many = Array.from({ length: 25 }, (_, i) => `PHYS ${i + 1}`);
    await openCreator({ [`GET ${UCSC_LIST}`]: () => csv(many) });
    fireEvent.focus(classCodeInput());
    type(classCodeInput(), 'phys');
    expect(suggestions()).toHaveLength(10);
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '240px' });
  });

  it('takes a suggestion by click or by keyboard', async () => {
    await openCreator();
    const input = classCodeInput();
    fireEvent.focus(input);
    type(input, 'cse 1');
    fireEvent.click(screen.getByRole('option', { name: 'CSE 101' }));
    expect(input).toHaveValue('CSE 101');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    type(input, 'math');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'MATH 19A' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('MATH 19A');
  });

  it('falls back to the default list when the university has none', async () => {
    const api = await openCreator({
      [`GET ${UCSC_LIST}`]: () => failure(404, 'Not found'),
      [`GET ${DEFAULT_LIST}`]: () => csv(['CHEM 1A', 'CHEM 1B']),
    });
    expect(api.calls.map((c) => c.path)).toContain(DEFAULT_LIST);
    fireEvent.focus(classCodeInput());
    type(classCodeInput(), 'chem');
    expect(suggestions()).toEqual(['CHEM 1A', 'CHEM 1B']);
  });

  it('on leaving with a listed code takes the list’s spelling', async () => {
    await openCreator();
    type(classCodeInput(), 'cse101');
    fireEvent.blur(classCodeInput());
    expect(classCodeInput()).toHaveValue('CSE 101');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on leaving with an unlisted code warns, clears the field after 1.5 s and the message 3 s later', async () => {
    await openCreator();
    type(classCodeInput(), 'CSE 999');
    fireEvent.blur(classCodeInput());
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.classCodeBlur);
    await advance(Timings.classCodeBlurClearField - 1);
    expect(classCodeInput()).toHaveValue('CSE 999');
    await advance(1);
    expect(classCodeInput()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.classCodeBlur);
    await advance(Timings.classCodeBlurClearMessage - 1);
    expect(screen.getByText(SetMessages.classCodeBlur)).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText(SetMessages.classCodeBlur)).toBeNull();
  });

  it('typing again cancels the pending clear', async () => {
    await openCreator();
    type(classCodeInput(), 'CSE 999');
    fireEvent.blur(classCodeInput());
    await advance(1000);
    type(classCodeInput(), 'CSE 10');
    expect(screen.queryByText(SetMessages.classCodeBlur)).toBeNull();
    await advance(Timings.classCodeBlurClearField + Timings.classCodeBlurClearMessage);
    expect(classCodeInput()).toHaveValue('CSE 10');
  });
});

describe('set creator: validation on save', () => {
  it('asks for each missing piece in the spec’s order, at its field, and sends nothing', async () => {
    const api = await openCreator();
    const publish = () => fireEvent.click(button('Publish'));

    publish();
    expect(screen.getByText(SetMessages.titleRequired)).toBeInTheDocument();
    expect(titleInput()).toHaveAttribute('aria-invalid', 'true');
    await advance(0);
    expect(titleInput()).toHaveFocus();

    type(titleInput(), 'Cell Biology');
    publish();
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.classCodeRequired);

    type(classCodeInput(), 'CSE 999');
    publish();
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.classCodeNotInList);

    type(classCodeInput(), 'cse 101');
    publish();
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.noCards);

    type(sideText(1, 'Question'), 'What is ATP?');
    publish();
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.cardIncomplete(1));
    expect(sideText(1, 'Answer')).toHaveAttribute('aria-invalid', 'true');
    await advance(0);
    expect(sideText(1, 'Answer')).toHaveFocus();

    expect(api.calls.filter((c) => c.path.startsWith('/sets'))).toHaveLength(0);
  });

  it('after leaving the field for Save, says the code is not in the list, then clears it as on any blur', async () => {
    await openCreator();
    type(titleInput(), 'Cell Biology');
    type(classCodeInput(), 'CSE 999');
    fireEvent.blur(classCodeInput());
    fireEvent.click(button('Publish'));
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.classCodeNotInList);
    await advance(Timings.classCodeBlurClearField);
    expect(classCodeInput()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.classCodeBlur);
    await advance(Timings.classCodeBlurClearMessage);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('numbers an incomplete card by its place, counting empty cards, which are dropped on save', async () => {
    const api = await openCreator({ 'POST /sets/create': () => json(aSet(), 201) });
    fillValidSet();
    fireEvent.click(button('Add a New Card'));
    fireEvent.click(button('Add a New Card'));
    type(sideText(3, 'Answer'), 'An answer alone');
    fireEvent.click(button('Save Private'));
    expect(screen.getByRole('alert')).toHaveTextContent('Card 3 needs both a question and an answer');

    type(sideText(3, 'Question'), 'A question');
    fireEvent.click(button('Save Private'));
    const body = await createRequest(api);
    expect(body.flashcards).toEqual([
      {
        question: 'What is the powerhouse of the cell?',
        answer: 'Mitochondria',
        questionImage: null,
        answerImage: null,
      },
      { question: 'A question', answer: 'An answer alone', questionImage: null, answerImage: null },
    ]);
  });

  it('sends the set’s language: English unless another is chosen', async () => {
    const api = await openCreator({ 'POST /sets/create': () => json(aSet(), 201) });
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    fillValidSet();
    fireEvent.change(language, { target: { value: 'es' } });
    fireEvent.click(button('Save Private'));
    expect(await createRequest(api)).toMatchObject({ language: 'es' });
  });

  it('opens an edited set with its language', async () => {
    await openCreator({}, { editingFlashcardSet: JSON.stringify(aSet({ language: 'ja' })) });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('ja');
  });

  it('refuses a stored description over 500 characters', async () => {
    const stored = aSet({ description: 'x'.repeat(501) });
    await openCreator({}, { editingFlashcardSet: JSON.stringify(stored) });
    fireEvent.click(button('Publish'));
    expect(screen.getByText(SetMessages.descriptionTooLong)).toBeInTheDocument();
    expect(descriptionInput()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('set creator: cards', () => {
  it('adds a card and focuses it, removes cards but always keeps one', async () => {
    await openCreator();
    fireEvent.click(button('Add a New Card'));
    await advance(0);
    expect(sideText(2, 'Question')).toHaveFocus();
    expect(screen.getByText('2 cards')).toBeInTheDocument();
    type(sideText(2, 'Question'), 'Second');
    fireEvent.click(button('Remove card 1'));
    expect(sideText(1, 'Question')).toHaveValue('Second');
    expect(screen.queryByRole('textbox', { name: 'Card 2 Question' })).toBeNull();
    expect(button('Remove card 1')).toBeDisabled();
  });

  it('offers Undo after a card is removed: the card comes back in its place, text and all', async () => {
    await openCreator();
    type(sideText(1, 'Question'), 'First');
    fireEvent.click(button('Add a New Card'));
    type(sideText(2, 'Question'), 'Second');
    fireEvent.click(button('Add a New Card'));
    type(sideText(3, 'Question'), 'Third');
    fireEvent.click(button('Remove card 2'));
    expect(screen.getByText('2 cards')).toBeInTheDocument();
    const toast = screen.getByText('Card 2 removed').closest('[role="status"]') as HTMLElement;
    expect(within(toast).getByText('Card 2 removed')).toBeInTheDocument();
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await advance(0);
    expect(screen.getByText('3 cards')).toBeInTheDocument();
    expect(sideText(2, 'Question')).toHaveValue('Second');
    expect(sideText(2, 'Question')).toHaveFocus();
    expect(sideText(3, 'Question')).toHaveValue('Third');
    expect(screen.queryByText('Card 2 removed')).toBeNull();
  });

  it('lets the Undo offer go after a few seconds', async () => {
    await openCreator();
    fireEvent.click(button('Add a New Card'));
    fireEvent.click(button('Remove card 2'));
    expect(screen.getByText('Card 2 removed')).toBeInTheDocument();
    await advance(6_000);
    expect(screen.queryByText('Card 2 removed')).toBeNull();
    expect(screen.getByText('1 card')).toBeInTheDocument();
  });

  it('moves cards up and down, keeping focus on the moved card’s button', async () => {
    await openCreator();
    type(sideText(1, 'Question'), 'First');
    fireEvent.click(button('Add a New Card'));
    type(sideText(2, 'Question'), 'Second');
    fireEvent.click(button('Add a New Card'));
    type(sideText(3, 'Question'), 'Third');
    expect(button('Move card 1 up')).toBeDisabled();
    expect(button('Move card 3 down')).toBeDisabled();

    fireEvent.click(button('Move card 3 up'));
    await advance(0);
    expect([1, 2, 3].map((n) => (sideText(n, 'Question') as HTMLTextAreaElement).value)).toEqual([
      'First',
      'Third',
      'Second',
    ]);
    expect(button('Move card 2 up')).toHaveFocus();

    fireEvent.click(button('Move card 2 up'));
    await advance(0);
    expect((sideText(1, 'Question') as HTMLTextAreaElement).value).toBe('Third');
    // At the top "up" is disabled: focus goes to "down".
    expect(button('Move card 1 down')).toHaveFocus();

    fireEvent.click(button('Move card 1 down'));
    expect((sideText(2, 'Question') as HTMLTextAreaElement).value).toBe('Third');
  });

  it('offers a keyboard drag handle on every card', async () => {
    await openCreator();
    const handle = button('Drag to reorder card 1');
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(/press Space or Enter to pick it up/);
  });
});

describe('set creator: images', () => {
  const png = (size = 100) => new File([new Uint8Array(size)], 'cell.png', { type: 'image/png' });
  const chooseImage = (file: File) =>
    fireEvent.change(screen.getByLabelText('Choose an image for card 1 question'), { target: { files: [file] } });

  it('refuses a file that is not an image, and one over 5 MB, without uploading', async () => {
    const api = await openCreator();
    chooseImage(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.imageType);
    chooseImage(png(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.imageTooLarge);
    expect(api.calls.filter((c) => c.path === '/uploads/image')).toHaveLength(0);
  });

  it('uploads a chosen image as multipart field "image", shows it, and counts it as the side’s content', async () => {
    let answer: (r: Response) => void = () => undefined;
    const api = await openCreator({
      'POST /uploads/image': () => new Promise<Response>((resolve) => (answer = resolve)),
      'POST /sets/create': () => json(aSet(), 201),
    });
    chooseImage(png());
    await until(() => screen.getByText('Uploading image…'));
    expect(button('Publish')).toBeDisabled();
    const upload = api.calls.find((c) => c.path === '/uploads/image');
    expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);
    answer(json({ imageUrl: '/uploads/abcdefghijklmnopqrstuvwx.png' }, 201));
    await until(() =>
      expect(screen.getByRole('img', { name: 'Image for card 1 question' })).toHaveAttribute(
        'src',
        '/uploads/abcdefghijklmnopqrstuvwx.png',
      ),
    );
    expect(screen.queryByText('Uploading image…')).toBeNull();
    expect(button('Replace image of card 1 question')).toBeInTheDocument();

    type(titleInput(), 'Cell Biology');
    type(classCodeInput(), 'CSE 101');
    type(sideText(1, 'Answer'), 'A mitochondrion');
    fireEvent.click(button('Publish'));
    const body = await createRequest(api);
    expect(body.flashcards).toEqual([
      {
        question: '',
        answer: 'A mitochondrion',
        questionImage: '/uploads/abcdefghijklmnopqrstuvwx.png',
        answerImage: null,
      },
    ]);
  });

  it('says when the upload fails, and removes an image', async () => {
    let fail = true;
    await openCreator({
      'POST /uploads/image': () =>
        fail ? failure(500, 'Boom') : json({ imageUrl: '/uploads/abcdefghijklmnopqrstuvwx.png' }),
    });
    chooseImage(png());
    await until(() => expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.imageUploadFailed));
    fail = false;
    chooseImage(png());
    await until(() => button('Remove image of card 1 question'));
    expect(screen.queryByText(SetMessages.imageUploadFailed)).toBeNull();
    fireEvent.click(button('Remove image of card 1 question'));
    expect(screen.queryByRole('img', { name: 'Image for card 1 question' })).toBeNull();
    expect(button('Add image to card 1 question')).toBeInTheDocument();
  });

  it('says why the server refused an image: storage full, an animation too long', async () => {
    const refusals = [
      failure(403, SetMessages.imageStorageFull(200)),
      failure(422, SetMessages.imageAnimationTooLarge(100, 480, 480, 1_000_000)),
    ];
    await openCreator({ 'POST /uploads/image': () => refusals.shift() ?? failure(500, 'Boom') });
    chooseImage(png());
    await until(() => expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.imageStorageFull(200)));
    chooseImage(png());
    await until(() => expect(screen.getByRole('alert')).toHaveTextContent(/^This animation is too long/));
  });

  it('takes an image dropped on a card side', async () => {
    const api = await openCreator({
      'POST /uploads/image': () => json({ imageUrl: '/uploads/abcdefghijklmnopqrstuvwx.png' }),
    });
    const side = sideText(1, 'Answer').parentElement as HTMLElement;
    fireEvent.drop(side, { dataTransfer: { types: ['Files'], files: [png()] } });
    await until(() => button('Remove image of card 1 answer'));
    expect(api.calls.filter((c) => c.path === '/uploads/image')).toHaveLength(1);
  });
});

describe('set creator: saving a new set', () => {
  it('publishes with POST /sets/create, shows the success overlay and opens /created-sets after 1.5 s', async () => {
    const api = await openCreator({
      'POST /sets/create': () => json(aSet(), 201),
      [`GET /sets/user/${user.uid}`]: () => json([]),
    });
    fillValidSet();
    type(descriptionInput(), '  Chapter 3  ');
    fireEvent.click(button('Publish'));
    const overlay = await until(() => screen.getByText('Saved Successfully!'));
    expect(overlay).toBeInTheDocument();
    expect(screen.getByText('Redirecting to your flashcard sets...')).toBeInTheDocument();
    const body = await createRequest(api);
    expect(body).toMatchObject({
      title: 'Cell Biology',
      classCode: 'CSE 101',
      description: 'Chapter 3',
      isPublic: true,
      userId: user.uid,
      username: user.username,
    });
    expect(typeof body.createdAt).toBe('string');
    expect(body.id).toBeUndefined();

    await advance(Timings.setSaveRedirect - 1);
    expect(currentPath()).toBe('/set-creator');
    await advance(1);
    await until(() => expect(currentPath()).toBe('/created-sets'));
  });

  it('saves private with isPublic false', async () => {
    const api = await openCreator({ 'POST /sets/create': () => json(aSet({ isPublic: false }), 201) });
    fillValidSet();
    fireEvent.click(button('Save Private'));
    await until(() => screen.getByText('Saved Successfully!'));
    expect(await createRequest(api)).toMatchObject({ isPublic: false });
  });

  it.each([
    [
      () => failure(400, SetMessages.classCodeNotInList),
      `Failed to save flashcard set. ${SetMessages.classCodeNotInList}`,
    ],
    [
      () => failure(500, undefined, 'Internal Server Error'),
      'Failed to save flashcard set. Server returned 500 Internal Server Error.',
    ],
    [
      () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
      'Failed to save flashcard set. Server returned 502 Bad Gateway.',
    ],
    [offline, 'Failed to save flashcard set. Please check your connection and try again.'],
  ])('shows a failed save and stays (%#)', async (answer, message) => {
    await openCreator({ 'POST /sets/create': answer });
    fillValidSet();
    fireEvent.click(button('Publish'));
    await until(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.queryByText('Saved Successfully!')).toBeNull();
    expect(button('Publish')).toBeEnabled();
    await advance(Timings.setSaveRedirect);
    expect(currentPath()).toBe('/set-creator');
  });

  it('keeps both buttons disabled while saving', async () => {
    await openCreator({ 'POST /sets/create': never });
    fillValidSet();
    fireEvent.click(button('Publish'));
    await until(() => expect(button('Publish')).toHaveAttribute('aria-busy', 'true'));
    expect(button('Save Private')).toBeDisabled();
  });
});

describe('set creator: editing a set', () => {
  it('opens the user’s stored set and saves it with PUT, keeping its id and creation time', async () => {
    const stored = aSet({ description: 'Midterm', isPublic: false });
    const api = await openCreator(
      { 'PUT /sets/update/set-1': () => json(stored) },
      { editingFlashcardSet: JSON.stringify(stored) },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Editing: Cell Biology' })).toBeInTheDocument();
    expect(titleInput()).toHaveValue('Cell Biology');
    expect(classCodeInput()).toHaveValue('CSE 101');
    expect(descriptionInput()).toHaveValue('Midterm');
    expect(sideText(1, 'Question')).toHaveValue('What is ATP?');

    type(sideText(1, 'Answer'), 'Adenosine triphosphate');
    fireEvent.click(button('Publish'));
    await until(() => screen.getByText('Saved Successfully!'));
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/sets/update/set-1');
    expect(put?.body).toMatchObject({
      id: 'set-1',
      createdAt: '2025-01-05T10:00:00.000Z',
      isPublic: true,
      flashcards: [
        {
          id: 'c1',
          question: 'What is ATP?',
          answer: 'Adenosine triphosphate',
          questionImage: null,
          answerImage: null,
        },
      ],
    });
    expect(api.calls.some((c) => c.path === '/sets/create')).toBe(false);
    expect(localStorage.getItem('editingFlashcardSet')).toBeNull();
  });

  it('words a failed update as an update', async () => {
    const stored = aSet();
    await openCreator(
      { 'PUT /sets/update/set-1': () => failure(403, 'You can only change your own sets') },
      { editingFlashcardSet: JSON.stringify(stored) },
    );
    fireEvent.click(button('Save Private'));
    await until(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to update flashcard set. You can only change your own sets',
      ),
    );
  });

  it('discards someone else’s stored set and starts a new one', async () => {
    const api = await openCreator(
      { 'POST /sets/create': () => json(aSet(), 201) },
      { editingFlashcardSet: JSON.stringify(aSet({ userId: 'someone-else', title: 'Their Set' })) },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New Flashcard Set' })).toBeInTheDocument();
    expect(titleInput()).toHaveValue('');
    expect(localStorage.getItem('editingFlashcardSet')).toBeNull();
    fillValidSet();
    fireEvent.click(button('Publish'));
    await until(() => screen.getByText('Saved Successfully!'));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('set creator: AI cards handed over in local storage', () => {
  const generated = [
    { question: 'What is DNA?', answer: 'Deoxyribonucleic acid' },
    { question: 'What is RNA?', answer: 'Ribonucleic acid' },
  ];

  it('replace the empty card, show "Flashcards Generated!" with the count for 3 s, and are cleared', async () => {
    await openCreator({}, { aiGeneratedFlashcards: JSON.stringify(generated), shouldScrollToCards: 'true' });
    expect(sideText(1, 'Question')).toHaveValue('What is DNA?');
    expect(sideText(2, 'Answer')).toHaveValue('Ribonucleic acid');
    expect(screen.queryByRole('textbox', { name: 'Card 3 Question' })).toBeNull();
    expect(screen.getByText('Flashcards Generated!')).toBeInTheDocument();
    expect(screen.getByText('2 cards added to your set')).toBeInTheDocument();
    expect(localStorage.getItem('aiGeneratedFlashcards')).toBeNull();
    expect(localStorage.getItem('shouldScrollToCards')).toBeNull();
    await advance(Timings.aiGeneratedNotice - 1);
    expect(screen.getByText('Flashcards Generated!')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Flashcards Generated!')).toBeNull();
  });

  it('are appended after the cards of a set being edited', async () => {
    await openCreator(
      {},
      { editingFlashcardSet: JSON.stringify(aSet()), aiGeneratedFlashcards: JSON.stringify(generated) },
    );
    expect([1, 2, 3].map((n) => (sideText(n, 'Question') as HTMLTextAreaElement).value)).toEqual([
      'What is ATP?',
      'What is DNA?',
      'What is RNA?',
    ]);
    expect(screen.getByText('2 cards added to your set')).toBeInTheDocument();
  });
});

describe('set creator: leaving with unsaved changes', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Unsaved changes' });

  it('leaves at once when nothing changed', async () => {
    await openCreator({ [`GET /sets/user/${user.uid}`]: () => json([]) });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Created Sets' }));
    await until(() => expect(currentPath()).toBe('/created-sets'));
  });

  it('asks, and Continue Editing stays with the changes', async () => {
    await openCreator();
    type(titleInput(), 'Draft');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Created Sets' }));
    await until(() => dialog());
    expect(within(dialog()).getByText('You have unsaved changes. Are you sure you want to leave?')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Continue Editing' }));
    await until(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentPath()).toBe('/set-creator');
    expect(titleInput()).toHaveValue('Draft');
  });

  it('Exit Without Saving leaves without a call', async () => {
    const api = await openCreator({ [`GET /sets/user/${user.uid}`]: () => json([]) });
    type(titleInput(), 'Draft');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Created Sets' }));
    await until(() => dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Exit Without Saving' }));
    await until(() => expect(currentPath()).toBe('/created-sets'));
    expect(api.calls.some((c) => c.path.startsWith('/sets/create'))).toBe(false);
  });

  it('Save and Exit saves (private for a new set), then goes where the user was going', async () => {
    const api = await openCreator({
      'POST /sets/create': () => json(aSet(), 201),
      [`GET /sets/user/${user.uid}`]: () => json([]),
    });
    fillValidSet();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Created Sets' }));
    await until(() => dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save and Exit' }));
    await until(() => expect(currentPath()).toBe('/created-sets'));
    expect(await createRequest(api)).toMatchObject({ isPublic: false });
  });

  it('Save and Exit with something to fix stays and shows it', async () => {
    await openCreator();
    type(titleInput(), 'Draft');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Created Sets' }));
    await until(() => dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save and Exit' }));
    await until(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentPath()).toBe('/set-creator');
    expect(screen.getByRole('alert')).toHaveTextContent(SetMessages.classCodeRequired);
  });

  it('asks the browser to warn before closing or reloading, only while there are changes', async () => {
    await openCreator();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type(titleInput(), 'Draft');
    expect(unload()).toBe(true);
    type(titleInput(), '');
    expect(unload()).toBe(false);
  });
});

describe('set creator: class-code list', () => {
  it('is the university’s own list', () => {
    expect(UCSC_LIST).toBe('/data/university-of-california-santa-cruz-class-codes.csv');
    expect(CLASS_CODES.length).toBeGreaterThan(0);
  });
});
