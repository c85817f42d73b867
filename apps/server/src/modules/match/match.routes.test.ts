import type { MatchFinishResponse, MatchScoresResponse, MatchStartResponse } from '@coursecards/shared/schemas/match';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { createSet, createSignedInUser, type SignedInRow } from '../../../test/factories.ts';
import type { SetRow } from '../../db/types.ts';

const SCHOOL = 'Stanford University';

/**
 * Match's server-side clock, best times and class leaderboard (learn-and-match §3, §5), on SQLite and
 * PostgreSQL. The test's clock stands still until a test moves it, so every time here is exact.
 */
describe('Match API', () => {
  let now = Date.UTC(2026, 10, 26, 10);
  const clock = { now: () => now };
  let player: SignedInRow;
  let classmate: SignedInRow;
  let elsewhere: SignedInRow;
  let publicSet: SetRow;
  let privateSet: SetRow;
  let ownPrivateSet: SetRow;

  const signedIn = (university: string | null) => createSignedInUser(t.db, clock, { university });

  const t = suiteApp({ clock });
  beforeAll(async () => {
    player = await signedIn(SCHOOL);
    classmate = await signedIn(SCHOOL);
    elsewhere = await signedIn('University of California, Santa Cruz');
    publicSet = (await createSet(t.db, { owner: classmate.user, is_public: 1, cards: 8 })).set;
    privateSet = (await createSet(t.db, { owner: classmate.user, is_public: 0, cards: 8 })).set;
    ownPrivateSet = (await createSet(t.db, { owner: player.user, is_public: 0, cards: 8 })).set;
  });

  const start = (p: SignedInRow, setId: string) =>
    t.app.inject({ method: 'POST', url: `/api/match/${setId}/start`, headers: bearer(p.token) });
  const finish = (p: SignedInRow, setId: string, attemptId: string, wrongPairs = 0) =>
    t.app.inject({
      method: 'POST',
      url: `/api/match/${setId}/finish`,
      headers: bearer(p.token),
      payload: { attemptId, wrongPairs },
    });
  const scores = async (p: SignedInRow, setId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/match/${setId}/scores`, headers: bearer(p.token) });
    expect(res.statusCode).toBe(200);
    return res.json<MatchScoresResponse>();
  };

  /** A whole game that lasts `ms` on the server's clock. */
  async function play(p: SignedInRow, setId: string, ms: number, wrongPairs = 0) {
    const started = await start(p, setId);
    expect(started.statusCode).toBe(200);
    now += ms;
    return finish(p, setId, started.json<MatchStartResponse>().attemptId, wrongPairs);
  }

  it('times a game on the server and adds a second per wrong pair', async () => {
    const res = await play(player, publicSet.id, 20_000, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json<MatchFinishResponse>()).toEqual({
      elapsedMs: 20_000,
      timeMs: 22_000,
      personalBestMs: 22_000,
      isPersonalBest: true,
    });
  });

  it('keeps the best time: a slower game leaves it, a faster one replaces it', async () => {
    const slower = (await play(player, publicSet.id, 30_000)).json<MatchFinishResponse>();
    expect(slower).toMatchObject({ timeMs: 30_000, personalBestMs: 22_000, isPersonalBest: false });
    const faster = (await play(player, publicSet.id, 15_000)).json<MatchFinishResponse>();
    expect(faster).toMatchObject({ timeMs: 15_000, personalBestMs: 15_000, isPersonalBest: true });
    expect((await scores(player, publicSet.id)).personalBestMs).toBe(15_000);
  });

  it('refuses a board cleared in under 1.5 s as impossible, and counts nothing', async () => {
    const res = await play(player, publicSet.id, 1499);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(/that fast/);
    expect((await scores(player, publicSet.id)).personalBestMs).toBe(15_000);
    // 1.5 s itself is possible.
    expect((await play(player, publicSet.id, 1500)).json<MatchFinishResponse>().timeMs).toBe(1500);
  });

  it('ends a game once: a second finish, or one after a newer start, is refused', async () => {
    const first = (await start(player, publicSet.id)).json<MatchStartResponse>().attemptId;
    now += 5000;
    const second = (await start(player, publicSet.id)).json<MatchStartResponse>().attemptId;
    now += 5000;
    expect((await finish(player, publicSet.id, first)).statusCode).toBe(409);
    expect((await finish(player, publicSet.id, second)).statusCode).toBe(200);
    expect((await finish(player, publicSet.id, second)).statusCode).toBe(409);
    // A game belongs to its player: another student cannot finish it.
    const theirs = (await start(classmate, publicSet.id)).json<MatchStartResponse>().attemptId;
    now += 5000;
    expect((await finish(player, publicSet.id, theirs)).statusCode).toBe(409);
    expect((await finish(classmate, publicSet.id, theirs)).statusCode).toBe(200);
  });

  it('does not count a game left open for over an hour', async () => {
    const res = await play(player, publicSet.id, 60 * 60 * 1000 + 1);
    expect(res.statusCode).toBe(409);
  });

  it('ranks the best times of students at the player’s school, with usernames', async () => {
    await play(elsewhere, publicSet.id, 2000);
    const board = await scores(player, publicSet.id);
    expect(board.leaderboard?.school).toBe(SCHOOL);
    expect(board.leaderboard?.entries).toEqual([
      { rank: 1, username: player.user.username, timeMs: 1500, isYou: true },
      { rank: 2, username: classmate.user.username, timeMs: 5000, isYou: false },
    ]);
    // The other school's board holds only its own student.
    const theirs = await scores(elsewhere, publicSet.id);
    expect(theirs.leaderboard?.entries.map((e) => e.username)).toEqual([elsewhere.user.username]);
  });

  it('has no leaderboard for a private set, and another student’s private set is not found', async () => {
    const own = await play(player, ownPrivateSet.id, 9000);
    expect(own.statusCode).toBe(200);
    expect(await scores(player, ownPrivateSet.id)).toEqual({ personalBestMs: 9000, leaderboard: null });
    expect((await start(player, privateSet.id)).statusCode).toBe(404);
    expect((await finish(player, privateSet.id, 'anything')).statusCode).toBe(404);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/match/${privateSet.id}/scores`,
      headers: bearer(player.token),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses a negative or absurd wrong-pair count and needs a session', async () => {
    const attemptId = (await start(player, publicSet.id)).json<MatchStartResponse>().attemptId;
    now += 5000;
    expect((await finish(player, publicSet.id, attemptId, -1)).statusCode).toBe(400);
    expect((await finish(player, publicSet.id, attemptId, 1.5)).statusCode).toBe(400);
    expect((await finish(player, publicSet.id, attemptId, 1001)).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/match/${publicSet.id}/start` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('cannot start a game on a set with no cards', async () => {
    const empty = (await createSet(t.db, { owner: player.user, is_public: 1, cards: 0 })).set;
    expect((await start(player, empty.id)).statusCode).toBe(422);
  });
});
