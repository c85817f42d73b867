import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, signInAs, signUp, UNIVERSITY } from './accounts.ts';
import { expect, test } from './fixtures.ts';

async function createSet(
  request: APIRequestContext,
  owner: Account,
  set: { title: string; classCode: string; description: string; isPublic: boolean; cards: number },
): Promise<string> {
  const response = await request.post('/api/sets/create', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      ...set,
      userId: owner.uid,
      flashcards: Array.from({ length: set.cards }, (_, i) => ({
        question: `Question ${i + 1}`,
        answer: `Answer ${i + 1}`,
      })),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

async function like(request: APIRequestContext, who: Account, setId: string) {
  const response = await request.post('/api/likes/like', {
    headers: { authorization: `Bearer ${who.token}` },
    data: { setId, userId: who.uid },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('article').getByRole('heading');

test('classmates’ sets: popular at the school, found by class code, filtered, sorted and opened', async ({
  page,
  request,
}, testInfo) => {
  // A class code of its own per project, so the two projects running side by side do not meet.
  const classCode = testInfo.project.name === 'mobile' ? 'CMPM121' : 'CMPM120';
  const tag = randomBytes(3).toString('hex');
  const me = await signUp(request, 'seeker');
  const classmate = await signUp(request, 'mate');

  const graphs = await createSet(request, me, {
    title: `Graph Walks ${tag}`,
    classCode,
    description: 'BFS and DFS on small graphs',
    isPublic: true,
    cards: 3,
  });
  await createSet(request, me, {
    title: `Private Notes ${tag}`,
    classCode,
    description: '',
    isPublic: false,
    cards: 1,
  });
  const heaps = await createSet(request, classmate, {
    title: `Heap Tricks ${tag}`,
    classCode,
    description: 'Priority queues and heapsort',
    isPublic: true,
    cards: 5,
  });
  const sorting = await createSet(request, classmate, {
    title: `Sorting Drills ${tag}`,
    classCode,
    description: '',
    isPublic: true,
    cards: 1,
  });
  await like(request, me, heaps);
  await like(request, classmate, heaps);
  await like(request, me, sorting);

  await signInAs(page, me);
  await page.goto('/search-sets');
  await expect(page.getByRole('heading', { name: 'Find Sets', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Create your own set/ })).toHaveAttribute('href', '/set-creator');

  // Most Popular Sets of the school: the liked sets, with their real likes.
  const popular = page.getByRole('region', { name: 'Most Popular Sets' });
  await expect(popular.getByText(UNIVERSITY)).toBeVisible();
  const popularHeaps = popular.getByRole('article').filter({ hasText: `Heap Tricks ${tag}` });
  await expect(popularHeaps).toContainText('2 likes');
  await expect(popularHeaps).toContainText(`Created by ${classmate.username}`);
  await expect(popular.getByRole('article').filter({ hasText: `Sorting Drills ${tag}` })).toContainText('1 like');
  await popularHeaps.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/study/${heaps}$`));
  await page.goBack();

  // The class code, typed in lower case: upper-cased, suggested, chosen, searched 500 ms later.
  const box = page.getByRole('combobox', { name: 'Class Code' });
  await expect(box).toHaveAttribute('placeholder', 'e.g. CSE101');
  await box.fill('zzz');
  await page.getByRole('button', { name: 'Find Flashcards' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a valid class code from the list');
  await box.fill(classCode.toLowerCase().slice(0, -1));
  await expect(box).toHaveValue(classCode.slice(0, -1));
  await page.getByRole('option', { name: classCode, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search-results\\?q=${classCode}$`));

  await expect(page.getByText(`Searched for: ${classCode}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Found \d+ public flashcard sets$/ })).toBeVisible();
  // Public sets only: the private one is not listed.
  await expect(cardTitles(page).filter({ hasText: tag })).toHaveCount(3);
  await expect(page.getByText(`Private Notes ${tag}`)).toHaveCount(0);
  const heapCard = page.getByRole('article').filter({ hasText: `Heap Tricks ${tag}` });
  await expect(heapCard).toContainText('5 cards');
  await expect(heapCard).toContainText('Priority queues and heapsort');
  await expect(heapCard).toContainText(`Created by ${classmate.username}`);

  const filter = page.getByRole('searchbox', { name: 'Filter sets by title or description' });
  const status = page.getByRole('status');
  await filter.fill('priority queues');
  await expect(cardTitles(page)).toHaveText([`Heap Tricks ${tag}`]);
  await expect(status).toContainText('Showing 1 set matching "priority queues"');

  await filter.fill(tag);
  await expect(status).toContainText(`Showing 3 sets matching "${tag}"`);
  await page.getByRole('button', { name: 'Most Liked' }).click();
  await expect(status).toContainText('Sorted by most liked');
  await expect(cardTitles(page)).toHaveText([`Heap Tricks ${tag}`, `Sorting Drills ${tag}`, `Graph Walks ${tag}`]);
  await page.getByRole('button', { name: 'Most Recent' }).click();
  await expect(status).toContainText('Sorted by most recent');
  await expect(cardTitles(page)).toHaveText([`Sorting Drills ${tag}`, `Heap Tricks ${tag}`, `Graph Walks ${tag}`]);

  await filter.fill('nothing is called this');
  await expect(page.getByRole('heading', { name: 'No matching flashcard sets' })).toBeVisible();
  await expect(status).toContainText('No sets match your search criteria');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(filter).toHaveValue('');
  await expect(status).toContainText(/Showing (all \d+ sets|1 set)/);

  await page.getByRole('link', { name: `Graph Walks ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/study/${graphs}$`));
});

test('a class code nobody has shared a set for offers to create one', async ({ page, request }) => {
  const me = await signUp(request, 'first');
  await signInAs(page, me);
  await page.goto('/search-sets');
  const box = page.getByRole('combobox', { name: 'Class Code' });
  await expect(box).toHaveAttribute('placeholder', 'e.g. CSE101');
  // Typed in full, in lower case: "Find Flashcards" searches the listed code.
  await box.fill('ocea1');
  await page.getByRole('button', { name: 'Find Flashcards' }).click();
  await expect(page).toHaveURL(/\/search-results\?q=OCEA1$/);
  await expect(page.getByRole('heading', { name: 'No flashcard sets found' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a Set for OCEA1' }).click();
  await expect(page).toHaveURL(/\/set-creator$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Search' }).click();
  await expect(page).toHaveURL(/\/search-sets$/);
});
