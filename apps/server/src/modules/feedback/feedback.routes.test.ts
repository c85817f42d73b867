import { FeedbackLimits } from '@coursecards/shared/constants/limits';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/suite-app.ts';
import { rowCount } from '../../../test/factories.ts';

describe('POST /api/feedback', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const t = suiteApp({ clock: { now: () => now } });

  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/feedback', payload });
  const count = () => rowCount(t.db, 'feedback');
  const stored = (message: string) =>
    t.db.selectFrom('feedback').selectAll().where('message', '=', message).executeTakeFirst();

  it('keeps a visitor’s message with the optional e-mail', async () => {
    const res = await send({ feedback: '  Could you add dark mode?  ', email: ' Ana@Ucsc.EDU ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await stored('Could you add dark mode?')).toMatchObject({
      email: 'ana@ucsc.edu',
      user_id: null,
      created_at: now,
    });
  });

  it('accepts a message without an e-mail', async () => {
    const res = await send({ feedback: 'Love it', email: '' });
    expect(res.statusCode).toBe(201);
    expect((await stored('Love it'))?.email).toBeNull();
  });

  it.each([
    [{ feedback: '   ' }, 'Please enter your feedback'],
    [{}, 'Feedback is required'],
    [{ feedback: 42 }, 'Feedback must be text'],
    [
      { feedback: 'x'.repeat(FeedbackLimits.messageMax + 1) },
      `Feedback must be at most ${FeedbackLimits.messageMax} characters`,
    ],
    [{ feedback: 'Hi', email: 'not an email' }, 'Email must be a valid email address'],
  ])('refuses %o: “%s” and stores nothing', async (payload, message) => {
    const before = await count();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation_error' });
    const after = await count();
    expect(after).toBe(before);
  });

  it('stores hostile text as plain text', async () => {
    const text = `<img src=x onerror=alert(1)> '); drop table feedback; --`;
    const res = await send({ feedback: text });
    expect(res.statusCode).toBe(201);
    expect((await stored(text))?.message).toBe(text);
  });
});
