import type { FlashcardSet, SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';
import { rowCount } from '../../../test/factories.ts';

/** A set's language (themes-and-speech §2): chosen in the creator, stored, sent with the set. */
describe('a set’s language', () => {
  const t = suiteApp();
  const owner = suiteAccount(t);
  const saver = suiteAccount(t);

  const aSet = (overrides: Partial<SaveSetRequest> = {}): SaveSetRequest => ({
    title: 'Vocabulario',
    classCode: 'cse 101',
    description: '',
    isPublic: true,
    flashcards: [{ question: 'la biblioteca', answer: 'the library' }],
    ...overrides,
  });
  const create = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/sets/create', payload: body as object, headers: bearer(owner.token) });
  const update = (id: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/sets/update/${id}`,
      payload: body as object,
      headers: bearer(owner.token),
    });
  const read = async (id: string, token = owner.token) => {
    const res = await t.app.inject({ url: `/api/sets/${id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<FlashcardSet>();
  };
  const stored = async (id: string) =>
    (await t.db.selectFrom('sets').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;

  it('is English when the creator names none', async () => {
    const res = await create(aSet());
    expect(res.statusCode).toBe(201);
    const set = res.json<FlashcardSet>();
    expect(set.language).toBe('en');
    expect(await stored(set.id)).toBe('en');
  });

  it('is kept as chosen, read back, changed by an update and left alone by one that names none', async () => {
    const set = (await create(aSet({ language: 'es' }))).json<FlashcardSet>();
    expect(set.language).toBe('es');
    expect((await read(set.id)).language).toBe('es');

    const changed = await update(set.id, aSet({ language: 'fr' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json<FlashcardSet>().language).toBe('fr');
    expect(await stored(set.id)).toBe('fr');

    const untouched = await update(set.id, aSet({ title: 'Vocabulaire' }));
    expect(untouched.json<FlashcardSet>()).toMatchObject({ title: 'Vocabulaire', language: 'fr' });
  });

  it.each([['xx'], ['en-US'], ['EN'], [''], [7]])(
    'refuses the tag %j with a clear message, storing nothing',
    async (tag) => {
      const before = await rowCount(t.db, 'sets');
      const res = await create({ ...aSet(), language: tag });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Please choose a language from the list');
      const after = await rowCount(t.db, 'sets');
      expect(after).toBe(before);
    },
  );

  it('refuses an unknown tag on an update, keeping the set as it was', async () => {
    const set = (await create(aSet({ language: 'de' }))).json<FlashcardSet>();
    const res = await update(set.id, aSet({ title: 'Changed', language: 'klingon' as never }));
    expect(res.statusCode).toBe(400);
    expect(await read(set.id)).toMatchObject({ title: 'Vocabulario', language: 'de' });
  });

  it('goes with a saved copy', async () => {
    const set = (await create(aSet({ language: 'ja' }))).json<FlashcardSet>();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/sets/save',
      headers: bearer(saver.token),
      payload: { setId: set.id },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const copyId = saved.json<{ savedSetId: string }>().savedSetId;
    expect((await read(copyId, saver.token)).language).toBe('ja');
  });
});
