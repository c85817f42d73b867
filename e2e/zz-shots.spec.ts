import { auth, signInAs, signUp } from './accounts.ts';
import { expect, test } from './fixtures.ts';

const CARDS = [
  { question: 'Area of a circle of radius $r$?', answer: '$\\pi r^2$' },
  { question: 'Evaluate $$\\int_0^1 x^2\\,dx$$', answer: '$\\frac{1}{3}$' },
  { question: 'Quadratic formula for $ax^2+bx+c=0$', answer: '$$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$' },
  { question: 'Lunch costs $5 and $10 with a drink', answer: 'Prices, not math' },
  { question: 'Broken $\\frac{1}{$ formula', answer: '$\\left(\\widehat{AB}\\right)^2 + \\begin{pmatrix}a & b\\\\ c & d\\end{pmatrix}$' },
];

test('shots', async ({ page, request }) => {
  const me = await signUp(request, 'shots');
  const r = await request.post('/api/sets/create', {
    headers: auth(me),
    data: { title: 'Calculus basics', classCode: 'MATH 19A', description: '', isPublic: true, flashcards: CARDS },
  });
  const id = ((await r.json()) as { id: string }).id;
  await signInAs(page, me);
  await page.goto(`/study/${id}`);
  const main = page.getByRole('main');
  for (let i = 1; i <= 5; i++) await main.getByRole('button', { name: `Show Answer for card ${i}` }).click();
  await expect(main.locator('.katex')).toHaveCount(7);
  await page.waitForTimeout(500);
  const svgStyles = await page.evaluate<string[]>(`[...document.querySelectorAll('.katex svg')].map(s => (s.getAttribute('style') || '-') + ' => ' + s.style.width + ' / ' + getComputedStyle(s).width)`);
  console.log(svgStyles.join('\n'));
  await main.getByRole('region', { name: 'All Flashcards' }).screenshot({ path: '/tmp/shot-viewer.png' });
  await page.goto(`/study/${id}/flashcards`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shot-flip.png' });
  await page.goto(`/study/${id}`);
  await page.getByRole('button', { name: 'Edit Set' }).click();
  await expect(page.locator('.math-preview').first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shot-creator.png', fullPage: true });
  await page.getByRole('button', { name: /Add equation to Card 1 question/ }).click();
  await page.getByRole('textbox', { name: 'Equation' }).fill('\\sum_{i=1}^n i = \\frac{n(n+1)}{2}');
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shot-equation.png' });
  await page.getByRole('button', { name: 'Insert as LaTeX' }).click();
  await page.waitForTimeout(300);
  await page.locator('.math-preview').first().screenshot({ path: '/tmp/shot-preview.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/study/${id}/match`);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-match-mobile.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/quiz/${id}/text`);
  await page.getByRole('dialog', { name: 'Quiz Settings' }).getByRole('switch', { name: 'Shuffle questions' }).uncheck();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const box = page.getByRole('textbox', { name: 'Your Answer' });
  await box.fill('\\pi r^{2}');
  await box.press('Enter');
  await expect(page.getByRole('region', { name: 'Answer' }).getByText('Correct', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await box.fill('$\\frac{1}{4}$');
  await box.press('Enter');
  await expect(page.getByRole('region', { name: 'Answer' }).getByText('Incorrect', { exact: true })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shot-quiz-text.png' });
});
