import type { ApiClient } from '../lib/http-client.ts';
import type { Recorder } from './recorder.ts';

export interface StudentAccount {
  email: string;
  password: string;
  university: string;
  /** the student's own address, as a proxy in front would pass it on (X-Forwarded-For) */
  ip: string;
}

export interface LoadContext {
  api: ApiClient;
  recorder: Recorder;
  classCodes: Map<string, string[]>;
  /** performance.now() at which no new request starts */
  endsAt: number;
  thinkMs: number;
}

interface SetSummary {
  id: string;
  userId: string;
}
interface FullSet extends SetSummary {
  flashcards: Array<{ question: string; answer: string }>;
}

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a student types: mostly the answer, sometimes with a slip, sometimes another card's answer. */
function typedAnswer(answer: string, other: string): string {
  const r = Math.random();
  if (r < 0.5 || answer.length < 4) return answer;
  if (r < 0.75) {
    const i = 1 + Math.floor(Math.random() * (answer.length - 2));
    return answer.slice(0, i) + answer.charAt(i + 1) + answer.charAt(i) + answer.slice(i + 2);
  }
  return other || 'I do not know';
}

/**
 * One student's session, closed-loop: sign in, then until the time is up search a class code of
 * their school, open a set (the viewer asks for the set, its like and saved status and like count),
 * study it, quiz on three cards (distractors for multiple choice, a typed answer checked), like or
 * unlike it, sometimes save or unsave it, and now and then create a set of their own.
 */
export async function runStudent(ctx: LoadContext, student: StudentAccount, index: number): Promise<void> {
  const headers = { 'x-forwarded-for': student.ip };
  /** the session token once signed in */
  const auth: { token?: string } = {};

  /** One request; its latency is recorded, and any status but the expected one is an error. */
  const op = async <T>(name: string, method: string, path: string, expected: number, body?: unknown) => {
    if (performance.now() >= ctx.endsAt) return undefined;
    try {
      const answer = await ctx.api.call<T>(method, path, { token: auth.token, body, headers });
      ctx.recorder.record(name, answer.ms);
      if (answer.status !== expected) {
        ctx.recorder.error(name, `HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        return undefined;
      }
      return answer.body;
    } catch (err) {
      ctx.recorder.error(name, err instanceof Error ? `${err.message}` : String(err));
      return undefined;
    }
  };

  const session = await op<{ token: string; user: { uid: string } }>('POST /auth/login', 'POST', '/auth/login', 200, {
    email: student.email,
    password: student.password,
  });
  if (!session) return;
  auth.token = session.token;
  const uid = session.user.uid;
  const codes = ctx.classCodes.get(student.university) ?? [];
  let created = 0;

  while (performance.now() < ctx.endsAt) {
    const code = pick(codes) ?? '';
    const found = await op<SetSummary[]>(
      'GET /sets/search',
      'GET',
      `/sets/search?classCode=${encodeURIComponent(code)}&userId=${uid}`,
      200,
    );
    const chosen = pick((found ?? []).slice(0, 10));
    if (chosen) {
      const q = `setId=${chosen.id}&userId=${uid}`;
      const set = await op<FullSet>('GET /sets/:id (view)', 'GET', `/sets/${chosen.id}`, 200);
      const liked = await op<{ hasLiked: boolean }>(
        'GET /likes/status',
        'GET',
        `/likes/status?${q}&_t=${Date.now()}`,
        200,
      );
      await op('GET /likes/count', 'GET', `/likes/count?setId=${chosen.id}`, 200);
      const saved = await op<{ isSaved: boolean }>('GET /sets/saved-status', 'GET', `/sets/saved-status?${q}`, 200);
      // The study page loads the set again (a reload, or a new tab from the viewer).
      await op('GET /sets/:id (study)', 'GET', `/sets/${chosen.id}`, 200);

      const cards = (set?.flashcards ?? []).filter((c) => c.answer.trim());
      for (let i = 0; i < 3 && cards.length > 0; i++) {
        const card = pick(cards);
        if (!card) break;
        await op('POST /quiz/generate-distractors', 'POST', '/quiz/generate-distractors', 200, {
          correctAnswer: card.answer,
          question: card.question,
          numberOfDistractors: 3,
          setId: chosen.id,
        });
        await op('POST /semantic-answer/check', 'POST', '/semantic-answer/check', 200, {
          userAnswer: typedAnswer(card.answer, pick(cards)?.answer ?? ''),
          correctAnswer: card.answer,
          question: card.question,
        });
      }

      if (liked) {
        const path = liked.hasLiked ? '/likes/unlike' : '/likes/like';
        await op(`POST ${path}`, 'POST', path, 200, { setId: chosen.id, userId: uid });
      }
      // Saving someone else's set (one's own cannot be saved).
      if (saved && chosen.userId !== uid && Math.random() < 0.3) {
        const path = saved.isSaved ? '/sets/unsave' : '/sets/save';
        await op(`POST ${path}`, 'POST', path, 200, { setId: chosen.id, userId: uid });
      }
      if (set && Math.random() < 0.1) {
        await op('POST /sets/create', 'POST', '/sets/create', 201, {
          title: `My notes ${index}-${++created}`,
          classCode: code,
          description: 'Made during the load test',
          isPublic: Math.random() < 0.7,
          flashcards: set.flashcards.slice(0, 12).map((c) => ({ question: c.question, answer: c.answer })),
        });
      }
    }
    if (ctx.thinkMs > 0) await sleep(ctx.thinkMs * (0.5 + Math.random()));
  }
}
