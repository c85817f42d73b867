import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { pngImage } from './png-image.ts';

export const UNIVERSITY = 'University of California, Santa Cruz';
export const PASSWORD = 'correct horse';

export interface Account {
  token: string;
  uid: string;
  email: string;
  username: string;
}

/** A fresh account through the API's two sign-up steps; names are unique per run and project. */
export async function signUp(request: APIRequestContext, prefix: string, university = UNIVERSITY): Promise<Account> {
  const username = `${prefix}_${randomBytes(5).toString('hex')}`;
  const email = `${username}@ucsc.edu`;
  const step1 = await request.post('/api/auth/signup', { data: { email, password: PASSWORD, username } });
  expect(step1.ok(), await step1.text()).toBe(true);
  const { signupToken } = (await step1.json()) as { signupToken: string };
  const step2 = await request.post('/api/auth/signup/complete', {
    data: { email, university, fieldOfStudy: 'Biology', signupToken },
  });
  expect(step2.ok(), await step2.text()).toBe(true);
  const { token, user } = (await step2.json()) as { token: string; user: { uid: string } };
  return { token, uid: user.uid, email, username };
}

/** Signs the browser in as the app would: the session token under the spec's `token` key, once per tab. */
export async function signInAs(page: Page, account: Account): Promise<void> {
  // Browser code as text: this project's e2e types have no DOM.
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('token', ${JSON.stringify(account.token)});
      sessionStorage.setItem('e2e-seeded', '1');
    }`,
  });
}

/** The API's bearer header for an account. */
export const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** A small PNG uploaded as the account; the stored image's URL. */
export async function uploadImage(request: APIRequestContext, owner: Account): Promise<string> {
  const response = await request.post('/api/uploads/image', {
    headers: auth(owner),
    multipart: { image: { name: 'cell.png', mimeType: 'image/png', buffer: pngImage() } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { imageUrl: string }).imageUrl;
}

export interface NewSet {
  title: string;
  classCode: string;
  description?: string;
  isPublic?: boolean;
  flashcards: { question: string; answer: string; questionImage?: string; answerImage?: string }[];
}

/** A set made by `owner` through the API (public, without a description, unless told); its id. */
export async function createSetFor(request: APIRequestContext, owner: Account, set: NewSet): Promise<string> {
  const response = await request.post('/api/sets/create', {
    headers: auth(owner),
    data: { description: '', isPublic: true, ...set },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
