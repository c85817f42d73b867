import { SetLimits } from '@coursecards/shared/constants/limits';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerCheckError, AnswerCheckPool, type AnswerCheckPoolOptions } from './answer-check-pool.ts';
import { INLINE_CHECK_CHARS, offThreadAnswerChecker } from './answer-checker.ts';
import { checkAnswerLocally } from './answers/check-answer.ts';

const MISBEHAVING = new URL('../test/fixtures/misbehaving-answer-checker.mjs', import.meta.url);

/** How a check ended: its verdict, or the failure. */
const outcome = (check: Promise<{ isCorrect: boolean }>) =>
  check.then(
    (r) => ({ isCorrect: r.isCorrect }),
    (err: unknown) => ({ failure: err instanceof AnswerCheckError ? err.failure : String(err) }),
  );

const long = (text: string) =>
  text.repeat(Math.ceil(SetLimits.cardTextMax / text.length)).slice(0, SetLimits.cardTextMax);

// The real worker starts from source through tsx here, which takes a few seconds on a busy machine.
describe('AnswerCheckPool', { timeout: 60_000 }, () => {
  const pools: AnswerCheckPool[] = [];
  const workerErrors: Error[] = [];
  const newPool = (options: Partial<AnswerCheckPoolOptions> = {}, worker?: URL) => {
    const pool = new AnswerCheckPool(options, (err) => workerErrors.push(err), worker);
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
    workerErrors.splice(0);
  });

  it('grades in its worker thread exactly as the checker does on the spot, one worker for every check', async () => {
    const pool = newPool();
    const cases: Array<[string, string, string]> = [
      [long('the mitochondria makes ATP '), long('Mitochondria make ATP '), long('What makes ATP? ')],
      ['mitocondria', 'Mitochondria', 'Which organelle makes ATP?'],
      [long('3 kg m s^-2 '), long('photosynthesis of light energy '), ''],
      ['acceleration equals mass times force', 'Force equals mass times acceleration', ''],
    ];
    for (const [typed, card, question] of cases) {
      await expect(pool.check(typed, card, question)).resolves.toEqual(checkAnswerLocally(typed, card, question));
    }
    expect(pool.stats()).toEqual({ checking: false, queued: 0, started: 1 });
    expect(workerErrors).toEqual([]);
  });

  it('turns checks away as busy once its queue is full, and grades the ones it took', async () => {
    const pool = newPool({ maxQueue: 1 }, MISBEHAVING);
    const checks = [pool.check('a', 'a'), pool.check('b', 'b'), pool.check('c', 'c')].map(outcome);
    expect(await Promise.all(checks)).toEqual([{ isCorrect: true }, { isCorrect: true }, { failure: 'busy' }]);
  });

  it('terminates a worker that overruns the time bound and grades the next check with a new one', async () => {
    const pool = newPool({ timeoutMs: 2_000 }, MISBEHAVING);
    expect(await outcome(pool.check('hang', 'x'))).toEqual({ failure: 'timeout' });
    expect(await outcome(pool.check('fine', 'x'))).toEqual({ isCorrect: true });
    expect(pool.stats().started).toBe(2);
  });

  it('reports a crashed or failing checker as crashed, and carries on', async () => {
    const pool = newPool({}, MISBEHAVING);
    expect(await outcome(pool.check('crash', 'x'))).toEqual({ failure: 'crashed' });
    expect(await outcome(pool.check('fail', 'x'))).toEqual({ failure: 'crashed' });
    expect(await outcome(pool.check('fine', 'x'))).toEqual({ isCorrect: true });
    expect(workerErrors.map((e) => e.message)).toEqual([
      expect.stringContaining('the checker crashed'),
      expect.stringContaining('a rule threw'),
    ]);
  });

  it('turns away the waiting checks when closed', async () => {
    const pool = newPool({ timeoutMs: 10_000 }, MISBEHAVING);
    const running = outcome(pool.check('hang', 'x'));
    const waiting = outcome(pool.check('fine', 'x'));
    await pool.close();
    expect(await Promise.all([running, waiting])).toEqual([{ failure: 'busy' }, { failure: 'busy' }]);
  });
});

describe('offThreadAnswerChecker', () => {
  /** A pool that only records what it was given. */
  const recordingPool = () => {
    const sent: string[] = [];
    const pool = {
      check: async (typed: string) => {
        sent.push(typed);
        return { isCorrect: false, isClose: false, feedback: 'from the worker' };
      },
      close: async () => undefined,
    } as unknown as AnswerCheckPool;
    return { sent, checker: offThreadAnswerChecker(pool) };
  };

  it('grades short answers on the spot and sends every longer one to the worker thread', async () => {
    const { sent, checker } = recordingPool();
    await expect(checker.check('the mitochondria', 'Mitochondria', 'Which organelle makes ATP?')).resolves.toEqual({
      isCorrect: true,
      isClose: false,
      feedback: '',
    });
    const card = 'x'.repeat(INLINE_CHECK_CHARS);
    await expect(checker.check('a', card)).resolves.toMatchObject({ feedback: 'from the worker' });
    await expect(checker.check(long('a '), 'b', long('c '))).resolves.toMatchObject({ feedback: 'from the worker' });
    expect(sent).toEqual(['a', long('a ')]);
  });
});
