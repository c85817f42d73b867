import { defaultLearnOptions, startLearn } from '@coursecards/shared/domain/learn-rounds';
import type { SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { newSecretToken } from '../../apps/server/src/infra/authentication/secret-tokens.ts';
import { multipart } from './multipart.ts';
import {
  always,
  byProfile,
  bySet,
  byViewPolicy,
  PROFILE_RESOURCES,
  SET_RESOURCES,
  type Actor,
  type Cell,
  type RoutePolicy,
} from './cells.ts';

/**
 * THE policy: every route the API registers, keyed by method and path, with the answer each caller
 * gets on each resource. From the spec's call tables and roles (§6 and §7 of docs/product/accounts-and-discovery.md and sets-and-study.md) and product decisions:
 * the user is the token's user; a userId naming someone else is 403 for writes and private data;
 * private sets (saved copies included) are 404 to all but their owner; e-mail addresses only to their
 * owner. HEAD routes Fastify derives from GET follow the GET entry. A registered route missing here,
 * or an entry naming no registered route, fails the run.
 */

const NOTES =
  'The cell membrane is a selectively permeable barrier made of a phospholipid bilayer. Osmosis is the diffusion of water across a membrane. Active transport needs ATP to move substances against their gradient.';

/** A valid set for either user: CS 106A is on Stanford's list and on the default list. */
function setBody(cell: Cell, overrides: Record<string, unknown> = {}): SaveSetRequest {
  return {
    title: 'Matrix set',
    classCode: 'CS 106A',
    description: 'Written by the permission matrix',
    isPublic: true,
    flashcards: [{ question: 'Two plus two?', answer: 'Four' }],
    ...(cell.selfId ? { userId: cell.selfId } : {}),
    ...overrides,
  };
}

const withSelf = (cell: Cell, body: Record<string, unknown>) => (cell.selfId ? { ...body, userId: cell.selfId } : body);
const query = (params: Record<string, string | undefined>) => {
  const defined = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined);
  return defined.length ? `?${new URLSearchParams(defined).toString()}` : '';
};

const freshName = () => `pm_${newId().slice(0, 12)}`;
const everyone = always;

/** A caller whose token opens nothing, naming the owner's id as the owner's own client would. */
const posing = (actor: Actor) => actor === 'forged' || actor === 'tampered' || actor === 'expired';

const isSavedCopy = (cell: Cell) => cell.resource === 'derived-set' || cell.resource === 'copy-of-private';

/** The owner's copy of a set made private: its likes are its own, the original's are out of its reach. */
const throughCopyOfPrivate = (cell: Cell) => cell.actor === 'owner' && cell.resource === 'copy-of-private';

async function likeRows(cell: Cell, setId: string) {
  return cell.db.selectFrom('likes').select('user_id').where('set_id', '=', setId).execute();
}

async function firstCardOf(cell: Cell, setId: string): Promise<string> {
  const card = await cell.db
    .selectFrom('cards')
    .select('id')
    .where('set_id', '=', setId)
    .orderBy('position')
    .executeTakeFirst();
  // A set that does not exist (the existence oracle's ghost) has a card that does not either.
  return card?.id ?? newId();
}

async function setRow(cell: Cell, id: string) {
  return cell.db.selectFrom('sets').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Routes that show a set (reading it, exporting it, every Learn and Match call): your own sets and
 * public ones; another's private set is not there. As the server's access policy says (byViewPolicy).
 */
const studyable = byViewPolicy(200);

/** A Match game started ten seconds ago by the caller (the owner, for callers posing as the owner). */
async function runningGame(cell: Cell): Promise<string> {
  const player = cell.actor === 'other' ? cell.world.other : cell.world.owner;
  const started = await cell.app.inject({
    method: 'POST',
    url: `/api/match/${cell.setId}/start`,
    headers: { authorization: `Bearer ${player.token}` },
  });
  if (started.statusCode !== 200) return 'no-game-here';
  const { attemptId } = started.json<{ attemptId: string }>();
  await cell.db
    .updateTable('match_attempts')
    .set((eb) => ({ started_at: eb('started_at', '-', 10_000) }))
    .where('id', '=', attemptId)
    .execute();
  return attemptId;
}

/** Learn and Match (learn-and-match §5): each student's own progress, log and times. */
const studyModesPolicy: Record<string, RoutePolicy> = {
  'GET /api/learn/:setId/progress': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/learn/${cell.setId}/progress` }),
    expect: studyable,
  },
  'PUT /api/learn/:setId/progress': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: (cell) => ({
      url: `/api/learn/${cell.setId}/progress`,
      payload: {
        progress: startLearn(['card-a', 'card-b'], defaultLearnOptions, { starred: [], lastMissed: [] }, () => 0),
      },
    }),
    expect: studyable,
  },
  'POST /api/answer-overrides': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: (cell) => ({
      url: '/api/answer-overrides',
      payload: {
        setId: cell.setId,
        cardId: 'card-a',
        mode: 'learn',
        correctAnswer: 'Mitochondria',
        userAnswer: 'the mitochondrion',
        verdict: 'incorrect',
      },
    }),
    expect: (actor, resource) => (studyable(actor, resource) === 200 ? 201 : 404),
  },
  'POST /api/match/:setId/start': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/match/${cell.setId}/start` }),
    expect: studyable,
  },
  'POST /api/match/:setId/finish': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: async (cell) => ({
      url: `/api/match/${cell.setId}/finish`,
      payload: { attemptId: await runningGame(cell), wrongPairs: 1 },
    }),
    expect: studyable,
    check: (_cell, res) => {
      const { timeMs } = res.json<{ timeMs: number }>();
      return timeMs === 11_000 ? null : `time ${timeMs}, not the server's 10 s plus a 1 s penalty`;
    },
    cases: [
      {
        name: 'another student cannot finish the owner’s game',
        actor: 'other',
        resource: 'public-set',
        request: async (cell) => ({
          url: `/api/match/${cell.setId}/finish`,
          payload: { attemptId: await runningGame({ ...cell, actor: 'owner' }), wrongPairs: 0 },
        }),
        status: 409,
      },
    ],
  },
  // A leaderboard only for a public set; the owner's private sets and copies have none.
  'GET /api/match/:setId/scores': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/match/${cell.setId}/scores` }),
    expect: studyable,
    check: (cell, res) => {
      const { leaderboard } = res.json<{ leaderboard: unknown }>();
      return (leaderboard === null) === (cell.resource !== 'public-set')
        ? null
        : `leaderboard ${JSON.stringify(leaderboard)}`;
    },
  },
};

export const policy: Record<string, RoutePolicy> = {
  // ── Service routes ─────────────────────────────────────────────────────────────────────────
  'GET /api/health': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/api/health' }),
    expect: everyone(200),
  },
  'GET /api/config': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/api/config' }),
    expect: everyone(200),
  },
  'GET /data/:file': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/data/schools.csv' }),
    expect: everyone(200),
  },
  // Images are served to anyone who has the URL: the keys are random and never listed (product decisions).
  'GET /uploads/:key': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: (cell) => ({ url: cell.fixtures.uploadUrl }),
    expect: everyone(200),
  },

  // ── Accounts (accounts-and-discovery §7) ────────────────────────────────────────────────────────────
  'GET /api/auth/verify-token': {
    access: 'signed-in',
    kind: 'read',
    resources: ['own-profile'],
    request: () => ({ url: '/api/auth/verify-token' }),
    expect: always(200),
    shows: (cell) => (cell.actor === 'owner' ? cell.world.owner.email : cell.world.other.email),
  },
  // A bearer token never makes a login: a wrong password is refused whoever asks.
  'POST /api/auth/login': {
    access: 'public',
    kind: 'write',
    resources: ['own-profile'],
    request: (cell) => ({
      url: '/api/auth/login',
      payload: { email: cell.world.owner.email, password: 'not the password' },
    }),
    expect: everyone(401),
    cases: [
      {
        name: 'the right password signs the owner in, with no token needed',
        actor: 'owner',
        resource: 'own-profile',
        bearer: false,
        request: (cell) => ({
          url: '/api/auth/login',
          payload: { email: cell.world.owner.email, password: 'matrix owner password' },
        }),
        status: 200,
        check: (cell, res) =>
          res.json<{ user: { uid: string } }>().user.uid === cell.world.owner.id ? null : 'not the owner',
      },
    ],
  },
  // Always 200 (the client clears its session whatever happens); only the caller's own session ends.
  'POST /api/auth/logout': {
    access: 'public',
    kind: 'write',
    resources: ['none'],
    request: () => ({ url: '/api/auth/logout' }),
    expect: everyone(200),
    check: async (cell) => {
      const res = await cell.app.inject({
        url: '/api/auth/verify-token',
        headers: { authorization: `Bearer ${cell.world.owner.token}` },
      });
      const ended = res.statusCode === 401;
      if (cell.actor === 'owner') return ended ? null : 'the owner’s session outlived its logout';
      return ended ? `a logout by “${cell.actor}” ended the owner’s session` : null;
    },
  },
  // Your own username is available to you alone: a bad token is nobody.
  'POST /api/auth/check-username': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: (cell) => ({ url: '/api/auth/check-username', payload: { username: cell.world.owner.username } }),
    expect: everyone(200),
    check: (cell, res) => {
      const available = res.json<{ available: boolean }>().available;
      return available === (cell.actor === 'owner') ? null : `available: ${available}`;
    },
  },
  'POST /api/auth/check-existing-account': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: (cell) => ({ url: '/api/auth/check-existing-account', payload: { email: cell.world.owner.email } }),
    expect: everyone(200),
  },
  'POST /api/auth/signup': {
    access: 'public',
    kind: 'write',
    resources: ['none'],
    request: () => {
      const name = freshName();
      return {
        url: '/api/auth/signup',
        payload: { email: `${name}@ucsc.edu`, password: 'sign up password', username: name },
      };
    },
    expect: everyone(201),
  },
  // Step 2 needs step 1's token, never a session: the caller's token changes nothing.
  'POST /api/auth/signup/complete': {
    access: 'public',
    kind: 'write',
    resources: ['none'],
    request: async (cell) => {
      const name = freshName();
      const email = `${name}@ucsc.edu`;
      const step1 = await cell.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'sign up password', username: name },
      });
      const { signupToken } = step1.json<{ signupToken: string }>();
      return {
        url: '/api/auth/signup/complete',
        payload: { email, university: 'University of California, Santa Cruz', fieldOfStudy: 'Biology', signupToken },
      };
    },
    expect: everyone(200),
    cases: [
      {
        name: 'a session token is no sign-up token',
        actor: 'owner',
        resource: 'none',
        request: (cell) => ({
          url: '/api/auth/signup/complete',
          payload: {
            email: cell.world.owner.email,
            university: 'University of California, Santa Cruz',
            signupToken: cell.world.owner.token,
          },
        }),
        status: 403,
      },
    ],
  },
  // The same answer for everyone (spec): a reset mail goes to the address, never to the caller.
  'POST /api/auth/forgot-password': {
    access: 'public',
    kind: 'write',
    resources: ['own-profile'],
    request: (cell) => ({ url: '/api/auth/forgot-password', payload: { email: cell.world.owner.email } }),
    expect: everyone(200),
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    kind: 'write',
    resources: ['own-profile'],
    request: () => ({ url: '/api/auth/reset-password', payload: { token: newSecretToken(), password: 'taken over' } }),
    expect: everyone(400),
    cases: [
      {
        name: 'a session token is no reset link',
        actor: 'owner',
        resource: 'own-profile',
        request: (cell) => ({
          url: '/api/auth/reset-password',
          payload: { token: cell.world.owner.token, password: 'taken over' },
        }),
        status: 400,
      },
    ],
  },
  'POST /api/auth/exchange-token': {
    access: 'public',
    kind: 'write',
    resources: ['none'],
    request: () => ({ url: '/api/auth/exchange-token', payload: { token: newSecretToken() } }),
    expect: everyone(401),
    cases: [
      {
        name: 'a session token is no one-time exchange token',
        actor: 'owner',
        resource: 'none',
        request: (cell) => ({ url: '/api/auth/exchange-token', payload: { token: cell.world.owner.token } }),
        status: 401,
      },
    ],
  },
  // A verification link proves the address of the account it was mailed to, whoever opens it; it
  // signs nobody in, and no other kind of token is one.
  'POST /api/auth/verify-email': {
    access: 'public',
    kind: 'write',
    resources: ['own-profile'],
    request: () => ({ url: '/api/auth/verify-email', payload: { token: newSecretToken() } }),
    expect: everyone(400),
    cases: [
      {
        name: 'a session token is no verification link',
        actor: 'owner',
        resource: 'own-profile',
        request: (cell) => ({ url: '/api/auth/verify-email', payload: { token: cell.world.owner.token } }),
        status: 400,
      },
    ],
  },
  // A new link goes to the caller's own address, never to one the caller names.
  'POST /api/auth/resend-verification': {
    access: 'signed-in',
    kind: 'write',
    resources: ['own-profile'],
    request: () => ({ url: '/api/auth/resend-verification' }),
    expect: always(200),
    shows: (cell) => (cell.actor === 'owner' ? cell.world.owner.email : cell.world.other.email),
  },
  // Google sign-in is not configured here: the popup page says so, the calls answer 503, for anyone.
  'GET /api/auth/google/start': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/api/auth/google/start' }),
    expect: everyone(200),
  },
  'GET /api/auth/google/callback': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/api/auth/google/callback?state=forged&code=forged' }),
    expect: everyone(200),
  },
  'POST /api/auth/google-login': {
    access: 'public',
    kind: 'write',
    resources: ['none'],
    request: (cell) => ({
      url: '/api/auth/google-login',
      payload: { email: cell.world.owner.email, token: 'forged.id.token' },
    }),
    expect: everyone(503),
  },
  'POST /api/auth/google-signup': {
    access: 'public',
    kind: 'write',
    resources: ['none'],
    request: (cell) => ({
      url: '/api/auth/google-signup',
      payload: { email: cell.world.owner.email, token: 'forged.id.token', university: 'Stanford University' },
    }),
    expect: everyone(503),
  },

  // ── Landing page: open to visitors (accounts-and-discovery §6) ─────────────────────────────────────
  // Counts public originals only: the owner's private set and saved copy share the school and must not count.
  'GET /api/schools/set-counts': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/api/schools/set-counts' }),
    expect: everyone(200),
    neverShowsPrivate: true,
    check: (cell, res) => {
      const n = res.json<{ counts: Record<string, number> }>().counts[cell.world.university];
      return n === 1 ? null : `the owner’s school counts ${n} public sets, not 1`;
    },
  },
  'POST /api/logRoutes/logSearch': {
    access: 'public',
    kind: 'write',
    resources: ['none'],
    request: () => ({ url: '/api/logRoutes/logSearch', payload: { school: 'Stanford University' } }),
    expect: everyone(201),
  },
  'POST /api/universities/request': {
    access: 'public',
    kind: 'write',
    resources: ['none'],
    request: () => ({ url: '/api/universities/request', payload: { name: 'Matrix Polytechnic', email: '' } }),
    expect: everyone(201),
  },
  'POST /api/feedback': {
    access: 'public',
    kind: 'write',
    resources: ['none'],
    request: () => ({ url: '/api/feedback', payload: { feedback: 'Written by the permission matrix', email: '' } }),
    expect: everyone(201),
  },

  // ── Profiles (accounts-and-discovery §7): your own in full, another's without e-mail; change only your own ──
  'GET /api/user/profile': {
    access: 'signed-in',
    kind: 'read',
    resources: ['own-profile'],
    request: () => ({ url: '/api/user/profile' }),
    expect: always(200),
    shows: (cell) => (cell.actor === 'owner' ? cell.world.owner.email : cell.world.other.email),
  },
  'GET /api/user/:uid': {
    access: 'signed-in',
    kind: 'read',
    resources: PROFILE_RESOURCES,
    request: (cell) => ({ url: `/api/user/${cell.uid}` }),
    expect: byProfile(200, 200),
    shows: (cell) => (cell.resource === 'own-profile' ? emailOf(cell, cell.uid) : usernameOf(cell, cell.uid)),
  },
  'PUT /api/user/:uid': {
    access: 'signed-in',
    kind: 'write',
    resources: PROFILE_RESOURCES,
    request: (cell) => ({ url: `/api/user/${cell.uid}`, payload: { username: freshName(), fieldOfStudy: 'Physics' } }),
    expect: byProfile(200, 403),
    cases: [
      {
        name: 'a body uid naming another user is refused',
        actor: 'other',
        resource: 'own-profile',
        request: (cell) => ({
          url: `/api/user/${cell.world.other.id}`,
          payload: { username: freshName(), uid: cell.world.owner.id },
        }),
        status: 403,
      },
      {
        name: 'the owner cannot change their e-mail, school or id through the body',
        actor: 'owner',
        resource: 'own-profile',
        request: (cell) => ({
          url: `/api/user/${cell.world.owner.id}`,
          payload: {
            username: freshName(),
            university: 'Stanford University',
            id: cell.world.other.id,
            totalLikes: 99,
          },
        }),
        status: 200,
        check: async (cell) => {
          const row = await cell.db
            .selectFrom('users')
            .selectAll()
            .where('id', '=', cell.world.owner.id)
            .executeTakeFirst();
          return row?.university === cell.world.university && row.email === cell.world.owner.email
            ? null
            : `school now ${row?.university}, e-mail ${row?.email}`;
        },
      },
    ],
  },
  'POST /api/user/update-profile': {
    access: 'signed-in',
    kind: 'write',
    resources: PROFILE_RESOURCES,
    request: (cell) => ({ url: '/api/user/update-profile', payload: { username: freshName(), uid: cell.uid } }),
    expect: byProfile(200, 403),
    cases: [
      {
        name: 'the owner cannot change their e-mail address',
        actor: 'owner',
        resource: 'own-profile',
        request: () => ({
          url: '/api/user/update-profile',
          payload: { username: freshName(), email: 'new@example.edu' },
        }),
        status: 400,
      },
    ],
  },
  'GET /api/user/:uid/total-likes': {
    access: 'signed-in',
    kind: 'read',
    resources: PROFILE_RESOURCES,
    request: (cell) => ({ url: `/api/user/${cell.uid}/total-likes` }),
    expect: byProfile(200, 200),
  },
  'POST /api/user/:uid/sync-likes': {
    access: 'signed-in',
    kind: 'write',
    resources: PROFILE_RESOURCES,
    request: (cell) => ({ url: `/api/user/${cell.uid}/sync-likes` }),
    expect: byProfile(200, 403),
  },
  // How many sets someone saved is theirs to know.
  'GET /api/sets/counts/:uid': {
    access: 'signed-in',
    kind: 'read',
    resources: PROFILE_RESOURCES,
    request: (cell) => ({ url: `/api/sets/counts/${cell.uid}` }),
    expect: byProfile(200, 403),
  },
  // Someone's created sets: all of them for their owner, the public ones for others; never saved copies.
  'GET /api/sets/user/:uid': {
    access: 'signed-in',
    kind: 'read',
    resources: PROFILE_RESOURCES,
    request: (cell) => ({ url: `/api/sets/user/${cell.uid}` }),
    expect: byProfile(200, 200),
    shows: (cell) =>
      cell.uid !== cell.world.owner.id
        ? null
        : cell.actor === 'owner'
          ? cell.world.privateTitle
          : cell.world.publicTitle,
  },
  'GET /api/sets/saved/:userId': {
    access: 'signed-in',
    kind: 'read',
    resources: PROFILE_RESOURCES,
    request: (cell) => ({ url: `/api/sets/saved/${cell.uid}` }),
    expect: byProfile(200, 403),
    shows: (cell) => (cell.actor === 'owner' && cell.resource === 'own-profile' ? cell.world.derivedTitle : null),
    // The copy of a set made private shows its own likes (none), not its original's.
    check: (cell, res) => {
      if (cell.actor !== 'owner' || cell.resource !== 'own-profile') return null;
      const copy = res.json<Array<{ id: string; likes: number }>>().find((s) => s.id === cell.world.sets.copyOfPrivate);
      return copy?.likes === 0 ? null : `the copy of a private set shows ${copy?.likes} like(s)`;
    },
  },

  // ── Sets (sets-and-study §7): private sets and saved copies are 404 to all but their owner ─────
  'POST /api/sets/create': {
    access: 'signed-in',
    kind: 'write',
    resources: ['none'],
    request: (cell) => ({ url: '/api/sets/create', payload: setBody(cell) }),
    expect: always(201),
    cases: [
      {
        name: 'likes, owner and saved-copy fields in the body are not taken',
        actor: 'owner',
        resource: 'none',
        request: (cell) => ({
          url: '/api/sets/create',
          payload: setBody(cell, {
            likes: 999,
            likesCount: 999,
            owner_id: cell.world.other.id,
            ownerId: cell.world.other.id,
            isDerived: true,
            originalSetId: cell.world.sets.original,
          }),
        }),
        status: 201,
        check: async (cell, res) => {
          const row = await setRow(cell, res.json<{ id: string }>().id);
          return row?.owner_id === cell.world.owner.id &&
            row.likes_count === 0 &&
            row.is_derived === 0 &&
            !row.original_set_id
            ? null
            : `stored owner ${row?.owner_id}, likes ${row?.likes_count}, derived ${row?.is_derived}`;
        },
      },
      {
        name: 'creating a set in another user’s name is refused',
        actor: 'other',
        resource: 'none',
        request: (cell) => ({ url: '/api/sets/create', payload: setBody(cell, { userId: cell.world.owner.id }) }),
        status: 403,
      },
    ],
  },
  'PUT /api/sets/update/:id': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/sets/update/${cell.setId}`, payload: setBody(cell, { isPublic: false }) }),
    // A saved copy is read-only even to its owner; others are told nothing of a private set.
    expect: bySet({
      'public-set': [200, 403],
      'private-set': [200, 404],
      'derived-set': [403, 404],
      'copy-of-private': [403, 404],
    }),
    cases: [
      {
        name: 'the owner cannot set likes, owner or saved-copy fields through the body',
        actor: 'owner',
        resource: 'public-set',
        request: (cell) => ({
          url: `/api/sets/update/${cell.setId}`,
          payload: setBody(cell, {
            likes: 999,
            likesCount: 999,
            owner_id: cell.world.other.id,
            ownerId: cell.world.other.id,
            isDerived: true,
            originalSetId: cell.world.sets.original,
          }),
        }),
        status: 200,
        check: async (cell) => {
          const row = await setRow(cell, cell.setId);
          return row?.owner_id === cell.world.owner.id && row.likes_count === 1 && row.is_derived === 0
            ? null
            : `stored owner ${row?.owner_id}, likes ${row?.likes_count}, derived ${row?.is_derived}`;
        },
      },
      {
        name: 'the owner cannot hand the set to another user through userId',
        actor: 'owner',
        resource: 'public-set',
        request: (cell) => ({
          url: `/api/sets/update/${cell.setId}`,
          payload: setBody(cell, { userId: cell.world.other.id }),
        }),
        status: 403,
      },
      {
        name: 'another user naming the owner cannot make the public set private',
        actor: 'other',
        resource: 'public-set',
        request: (cell) => ({
          url: `/api/sets/update/${cell.setId}`,
          payload: setBody(cell, { userId: cell.world.owner.id, isPublic: false, likes: 0 }),
        }),
        status: 403,
      },
    ],
  },
  'DELETE /api/sets/delete/:setId': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/sets/delete/${cell.setId}${query({ userId: cell.selfId })}` }),
    expect: bySet({
      'public-set': [200, 403],
      'private-set': [200, 404],
      'derived-set': [200, 404],
      'copy-of-private': [200, 404],
    }),
    cases: [
      {
        name: 'another user naming the owner in userId is refused',
        actor: 'other',
        resource: 'public-set',
        request: (cell) => ({ url: `/api/sets/delete/${cell.setId}?userId=${cell.world.owner.id}` }),
        status: 403,
      },
    ],
  },
  'GET /api/sets/:setId': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/sets/${cell.setId}` }),
    expect: studyable,
    shows: (cell) =>
      cell.resource === 'public-set'
        ? cell.world.publicTitle
        : cell.resource === 'private-set'
          ? cell.world.privateAnswer
          : cell.resource === 'derived-set'
            ? cell.world.derivedAnswer
            : cell.world.copyOfPrivateAnswer,
  },

  // An export is a view of the set: whoever may view it may export it; a hidden set is not found.
  'GET /api/sets/:setId/export': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/sets/${cell.setId}/export?format=csv` }),
    expect: studyable,
    shows: (cell) =>
      cell.resource === 'public-set'
        ? null
        : cell.resource === 'private-set'
          ? cell.world.privateAnswer
          : cell.resource === 'derived-set'
            ? cell.world.derivedAnswer
            : cell.world.copyOfPrivateAnswer,
  },

  // ── Discovery: public data, a session only orders it (product decisions) ───────────────────────────
  // Callers posing as the owner name the owner's userId with a token that is not the owner's: refused.
  'GET /api/sets/search': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: (cell) => ({ url: `/api/sets/search${query({ classCode: cell.world.classCode, userId: cell.selfId })}` }),
    expect: (actor) => (posing(actor) ? 403 : 200),
    neverShowsPrivate: true,
    shows: (cell) => cell.world.publicTitle,
    cases: [
      {
        name: 'a visitor sees the public set, without naming anyone',
        actor: 'forged',
        resource: 'none',
        request: (cell) => ({ url: `/api/sets/search${query({ classCode: cell.world.classCode })}` }),
        status: 200,
      },
    ],
  },
  'GET /api/sets/popular': {
    access: 'public',
    kind: 'read',
    resources: ['none'],
    request: (cell) => ({ url: `/api/sets/popular${query({ university: cell.world.university })}` }),
    expect: everyone(200),
    neverShowsPrivate: true,
    shows: (cell) => cell.world.publicTitle,
  },

  // ── Saving: a private copy owned by the saver (product decisions) ──────────────────────────────────
  'POST /api/sets/save': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: '/api/sets/save', payload: withSelf(cell, { setId: cell.setId }) }),
    // Your own set (a saved copy is yours) cannot be saved; another's private set is not there.
    expect: bySet({
      'public-set': [400, 200],
      'private-set': [400, 404],
      'derived-set': [400, 404],
      'copy-of-private': [400, 404],
    }),
    cases: [
      {
        name: 'saving in the owner’s name is refused',
        actor: 'other',
        resource: 'public-set',
        request: (cell) => ({ url: '/api/sets/save', payload: { setId: cell.setId, userId: cell.world.owner.id } }),
        status: 403,
      },
    ],
  },
  // Unsaving removes only the caller's own copy; nothing saved is not an error.
  'POST /api/sets/unsave': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: '/api/sets/unsave', payload: withSelf(cell, { setId: cell.setId }) }),
    expect: bySet({
      'public-set': [200, 200],
      'private-set': [200, 200],
      'derived-set': [200, 200],
      'copy-of-private': [200, 200],
    }),
    check: async (cell) => {
      if (cell.actor !== 'owner' || !isSavedCopy(cell)) return null;
      return (await setRow(cell, cell.setId)) ? 'the saved copy is still there' : null;
    },
    cases: [
      {
        name: 'unsaving the owner’s copy in the owner’s name is refused',
        actor: 'other',
        resource: 'derived-set',
        request: (cell) => ({ url: '/api/sets/unsave', payload: { setId: cell.setId, userId: cell.world.owner.id } }),
        status: 403,
      },
    ],
  },
  'GET /api/sets/saved-status': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/sets/saved-status${query({ setId: cell.setId, userId: cell.selfId })}` }),
    expect: bySet({
      'public-set': [200, 200],
      'private-set': [200, 200],
      'derived-set': [200, 200],
      'copy-of-private': [200, 200],
    }),
    check: (cell, res) => {
      const saved = res.json<{ isSaved: boolean }>().isSaved;
      return saved === (cell.actor === 'owner' && isSavedCopy(cell)) ? null : `isSaved: ${saved}`;
    },
    cases: [
      {
        name: 'asking in the owner’s name is refused',
        actor: 'other',
        resource: 'derived-set',
        request: (cell) => ({
          url: `/api/sets/saved-status${query({ setId: cell.setId, userId: cell.world.owner.id })}`,
        }),
        status: 403,
      },
    ],
  },

  // ── Likes: one per user per set, on the original for a saved copy ──────────────────────────
  'GET /api/likes/status': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/likes/status${query({ setId: cell.setId, userId: cell.selfId })}` }),
    expect: studyable,
    // The owner liked the original before it went private: the copy does not tell.
    check: (cell, res) =>
      throughCopyOfPrivate(cell) && res.json<{ hasLiked: boolean }>().hasLiked
        ? 'the copy reports the like on its private original'
        : null,
    cases: [
      {
        name: 'asking in the owner’s name is refused',
        actor: 'other',
        resource: 'public-set',
        request: (cell) => ({ url: `/api/likes/status${query({ setId: cell.setId, userId: cell.world.owner.id })}` }),
        status: 403,
      },
    ],
  },
  'GET /api/likes/count': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/likes/count${query({ setId: cell.setId })}` }),
    expect: studyable,
    check: (cell, res) => {
      const n = res.json<{ likesCount: number }>().likesCount;
      return throughCopyOfPrivate(cell) && n !== 0 ? `the copy reports its private original’s ${n} like(s)` : null;
    },
  },
  'POST /api/likes/like': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: '/api/likes/like', payload: withSelf(cell, { setId: cell.setId }) }),
    expect: studyable,
    check: async (cell) => {
      if (!throughCopyOfPrivate(cell)) return null;
      const onCopy = await likeRows(cell, cell.setId);
      return onCopy.some((l) => l.user_id === cell.world.owner.id) ? null : 'the like did not land on the copy itself';
    },
    cases: [
      {
        name: 'liking in the owner’s name is refused',
        actor: 'other',
        resource: 'public-set',
        request: (cell) => ({ url: '/api/likes/like', payload: { setId: cell.setId, userId: cell.world.owner.id } }),
        status: 403,
      },
      {
        name: 'a like count cannot be set through the body',
        actor: 'owner',
        resource: 'public-set',
        request: (cell) => ({ url: '/api/likes/like', payload: { setId: cell.setId, likesCount: 999, likes: 999 } }),
        status: 200,
        check: (_cell, res) => {
          const n = res.json<{ likesCount: number }>().likesCount;
          return n === 2 ? null : `likesCount ${n} after the second like`;
        },
      },
    ],
  },
  'POST /api/likes/unlike': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: '/api/likes/unlike', payload: withSelf(cell, { setId: cell.setId }) }),
    expect: studyable,
    check: async (cell) => {
      if (!throughCopyOfPrivate(cell)) return null;
      const onOriginal = await likeRows(cell, cell.world.sets.privateOriginal);
      return onOriginal.some((l) => l.user_id === cell.world.owner.id)
        ? null
        : 'unliking the copy took the owner’s like off its private original';
    },
    cases: [
      {
        name: 'unliking in the other user’s name is refused',
        actor: 'owner',
        resource: 'public-set',
        request: (cell) => ({ url: '/api/likes/unlike', payload: { setId: cell.setId, userId: cell.world.other.id } }),
        status: 403,
      },
    ],
  },

  // ── Creation help: signed-in only (accounts-and-discovery §6) ───────────────────────────────────────
  'POST /api/uploads/image': {
    access: 'signed-in',
    kind: 'write',
    resources: ['none'],
    request: (cell) => multipart('/api/uploads/image', 'image', 'card.png', 'image/png', cell.fixtures.png),
    expect: always(201),
  },
  'POST /api/files/parse-pdf': {
    access: 'signed-in',
    kind: 'read',
    resources: ['none'],
    request: (cell) => multipart('/api/files/parse-pdf', 'pdfFile', 'notes.pdf', 'application/pdf', cell.fixtures.pdf),
    expect: always(200),
  },
  'POST /api/import/preview': {
    access: 'signed-in',
    kind: 'read',
    resources: ['none'],
    request: () => ({
      url: '/api/import/preview',
      payload: { text: 'term\tdefinition\nother term\tother definition', termSeparator: '\t', cardSeparator: '\n' },
    }),
    expect: always(200),
  },
  'POST /api/ai/generate-flashcards': {
    access: 'signed-in',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/api/ai/generate-flashcards', payload: { notes: NOTES, count: 5 } }),
    expect: always(200),
  },
  // Wrong answers are drawn from the quizzed set and public sets: never from a set the caller may not see.
  'POST /api/quiz/generate-distractors': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({
      url: '/api/quiz/generate-distractors',
      payload: {
        correctAnswer: 'Mitochondria',
        question: 'Powerhouse of the cell?',
        numberOfDistractors: 3,
        setId: cell.setId,
      },
    }),
    expect: bySet({
      'public-set': [200, 200],
      'private-set': [200, 200],
      'derived-set': [200, 200],
      'copy-of-private': [200, 200],
    }),
    shows: (cell) =>
      cell.actor !== 'owner'
        ? null
        : cell.resource === 'private-set'
          ? cell.world.privateAnswer
          : cell.resource === 'derived-set'
            ? cell.world.derivedAnswer
            : cell.resource === 'copy-of-private'
              ? cell.world.copyOfPrivateAnswer
              : null,
  },
  'POST /api/semantic-answer/check': {
    access: 'signed-in',
    kind: 'read',
    resources: ['none'],
    request: () => ({
      url: '/api/semantic-answer/check',
      payload: { userAnswer: 'mitochondria', correctAnswer: 'Mitochondria', question: 'Powerhouse of the cell?' },
    }),
    expect: always(200),
  },

  // ── Learn and Match (learn-and-match §5) ─────────────────────────────────────────────────────
  ...studyModesPolicy,

  // ── Spaced repetition (docs/product/review.md): a student's own memory; cards of sets they see ──
  'GET /api/review/due': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/review/due${query({ setId: cell.setId, limit: '50' })}` }),
    expect: studyable,
    // Nothing was rated: the set's cards are all new to whoever may see them.
    check: (cell, res) => {
      const body = res.json<{ cards: Array<{ setId: string; state: string }> }>();
      return body.cards.length > 0 && body.cards.every((c) => c.setId === cell.setId && c.state === 'new')
        ? null
        : `cards: ${JSON.stringify(body.cards.map((c) => c.setId))}`;
    },
  },
  'POST /api/review/answer': {
    access: 'signed-in',
    kind: 'write',
    resources: SET_RESOURCES,
    request: async (cell) => ({
      url: '/api/review/answer',
      payload: { cardId: await firstCardOf(cell, cell.setId), rating: 'good' },
    }),
    expect: studyable,
    cases: [
      {
        name: 'an unknown rating is refused',
        actor: 'owner',
        resource: 'public-set',
        request: async (cell) => ({
          url: '/api/review/answer',
          payload: { cardId: await firstCardOf(cell, cell.setId), rating: 'perfect' },
        }),
        status: 400,
      },
      {
        name: 'a rating stamped a day ahead is refused',
        actor: 'other',
        resource: 'public-set',
        request: async (cell) => ({
          url: '/api/review/answer',
          payload: {
            cardId: await firstCardOf(cell, cell.setId),
            rating: 'good',
            reviewedAt: new Date(Date.now() + 86_400_000).toISOString(),
          },
        }),
        status: 400,
      },
    ],
  },
  // Undo takes back the caller's own last rating (made here first), never anyone else's.
  'POST /api/review/undo': {
    access: 'signed-in',
    kind: 'write',
    resources: ['public-set'],
    request: async (cell) => {
      if (cell.actor === 'owner' || cell.actor === 'other') {
        const rated = await cell.app.inject({
          method: 'POST',
          url: '/api/review/answer',
          headers: { authorization: `Bearer ${cell.world[cell.actor].token}` },
          payload: { cardId: await firstCardOf(cell, cell.setId), rating: 'again' },
        });
        if (rated.statusCode !== 200) throw new Error(`rating before undo: ${rated.statusCode}`);
      }
      return { url: '/api/review/undo' };
    },
    expect: always(200),
    check: async (cell) => {
      const actorId = cell.actor === 'owner' ? cell.world.owner.id : cell.world.other.id;
      const states = await cell.db.selectFrom('review_states').select('user_id').execute();
      return states.some((s) => s.user_id === actorId) ? 'the rating is still standing' : null;
    },
  },
  'GET /api/review/stats': {
    access: 'signed-in',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/api/review/stats' }),
    expect: always(200),
  },
  'GET /api/review/sets': {
    access: 'signed-in',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/api/review/sets' }),
    expect: always(200),
  },
  'GET /api/review/settings': {
    access: 'signed-in',
    kind: 'read',
    resources: ['none'],
    request: () => ({ url: '/api/review/settings' }),
    expect: always(200),
  },
  'PUT /api/review/settings': {
    access: 'signed-in',
    kind: 'write',
    resources: ['none'],
    request: () => ({
      url: '/api/review/settings',
      payload: { desiredRetention: 0.85, newCardsPerDay: 10, maxReviewsPerDay: 100, dayStartHour: 5, timeZone: 'UTC' },
    }),
    expect: always(200),
    cases: [
      {
        name: 'a desired retention outside 0.70–0.97 is refused',
        actor: 'owner',
        resource: 'none',
        request: () => ({
          url: '/api/review/settings',
          payload: { desiredRetention: 1, newCardsPerDay: 10, maxReviewsPerDay: 100, dayStartHour: 5, timeZone: 'UTC' },
        }),
        status: 400,
      },
    ],
  },
  'GET /api/sets/:setId/progress': {
    access: 'signed-in',
    kind: 'read',
    resources: SET_RESOURCES,
    request: (cell) => ({ url: `/api/sets/${cell.setId}/progress` }),
    expect: studyable,
  },
};

function emailOf(cell: Cell, uid: string): string {
  return uid === cell.world.owner.id ? cell.world.owner.email : cell.world.other.email;
}

function usernameOf(cell: Cell, uid: string): string {
  return uid === cell.world.owner.id ? cell.world.owner.username : cell.world.other.username;
}
