import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import { bearer, signUpThroughApi, type SignedUp } from '../../apps/server/test/accounts.ts';
import { staticLists } from '../../apps/server/test/factories.ts';
import { HTML_PAYLOADS } from './hostile-values.ts';
import type { Hints } from './schema-arbitrary.ts';

const UCSC = 'University of California, Santa Cruz';
const UCSC_CODE = 'BIO19A';
const STANFORD_CODE = 'BIO 101';
const NOTES =
  'Mitochondria are the organelles that make most of the cell energy as ATP through cellular respiration. ' +
  'The nucleus holds the DNA; ribosomes build proteins; the Golgi apparatus packages them for transport.';

type SetRole = 'own public' | 'own private' | 'other public' | 'other private' | 'saved copy';

/**
 * The world the requests act on: a signed-in fuzzing account and another student, each with a
 * public and a private set, and a saved copy (a derived set). Requests name these real ids most of
 * the time, so they reach the services instead of stopping at "not found".
 */
export class FuzzWorld {
  private readonly sets = new Map<SetRole, FlashcardSet>();
  private session: SignedUp;
  /** how often the fuzzer's own session had to be renewed (logout revokes it) */
  renewedSessions = 0;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly me: SignedUp,
    private readonly other: SignedUp,
    private readonly idTokens: readonly string[],
  ) {
    this.session = me;
  }

  /** `idTokens`: ID tokens the Google routes accept as genuine (each once), carrying hostile profile claims. */
  static async create(app: FastifyInstance, idTokens: readonly string[] = []): Promise<FuzzWorld> {
    const me = await signUpThroughApi(app);
    const other = await signUpThroughApi(app, { university: 'Stanford University' });
    const world = new FuzzWorld(app, me, other, idTokens);
    await world.restore();
    return world;
  }

  token = () => this.session.token;

  /**
   * Puts back what the fuzzing took away: sets it deleted (by name and role, so a replay picks the
   * same role) and the session a logout revoked.
   */
  async restore(): Promise<void> {
    const check = await this.app.inject({
      method: 'GET',
      url: '/api/auth/verify-token',
      headers: bearer(this.token()),
    });
    if (check.statusCode !== 200) {
      const login = await this.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: this.me.email, password: this.me.password },
      });
      if (login.statusCode !== 200) throw new Error(`The fuzzing account cannot log in again: ${login.body}`);
      this.session = { ...this.me, ...login.json<{ token: string }>() };
      this.renewedSessions += 1;
    }
    for (const role of ['own public', 'own private', 'other public', 'other private'] as const) {
      if (!(await this.exists(role))) this.sets.set(role, await this.createSet(role));
    }
    if (!(await this.exists('saved copy'))) {
      const saved = await this.app.inject({
        method: 'POST',
        url: '/api/sets/save',
        headers: bearer(this.token()),
        payload: { setId: this.idOf('other public') },
      });
      if (saved.statusCode !== 200) throw new Error(`Saving a set for the fuzz failed: ${saved.body}`);
      const { savedSetId } = saved.json<{ savedSetId: string }>();
      const copy = await this.app.inject({
        method: 'GET',
        url: `/api/sets/${savedSetId}`,
        headers: bearer(this.token()),
      });
      this.sets.set('saved copy', copy.json<FlashcardSet>());
    }
  }

  idOf(role: SetRole): string {
    const set = this.sets.get(role);
    if (!set) throw new Error(`No ${role} set`);
    return set.id;
  }

  private cardOf(role: SetRole): string {
    const card = this.sets.get(role)?.flashcards[0];
    if (!card?.id) throw new Error(`No card in the ${role} set`);
    return card.id;
  }

  private async exists(role: SetRole): Promise<boolean> {
    const set = this.sets.get(role);
    if (!set) return false;
    const owner = role.startsWith('other') ? this.other : this.session;
    const answer = await this.app.inject({ method: 'GET', url: `/api/sets/${set.id}`, headers: bearer(owner.token) });
    return answer.statusCode === 200;
  }

  private async createSet(role: SetRole): Promise<FlashcardSet> {
    const owner = role.startsWith('other') ? this.other : this.session;
    const created = await this.app.inject({
      method: 'POST',
      url: '/api/sets/create',
      headers: bearer(owner.token),
      payload: {
        title: `Cell biology ${role}`,
        // a code from the owner's school's own list (the server checks it)
        classCode: role.startsWith('other') ? STANFORD_CODE : UCSC_CODE,
        description: 'Organelles and what they do.',
        isPublic: role.endsWith('public'),
        flashcards: [
          { question: 'Powerhouse of the cell', answer: 'Mitochondria' },
          { question: 'Holds the DNA', answer: 'Nucleus' },
          { question: 'Builds proteins', answer: 'Ribosome' },
          { question: 'Packages proteins', answer: 'Golgi apparatus' },
        ],
      },
    });
    if (created.statusCode !== 201) throw new Error(`Creating a set for the fuzz failed: ${created.body}`);
    return created.json<FlashcardSet>();
  }

  /** Real values for the fields requests carry, by field name, with a nonexistent one beside them. */
  hints: Hints = (field) => {
    const roles = fc.constantFrom<SetRole | 'missing'>(
      'own public',
      'own private',
      'other public',
      'other private',
      'saved copy',
      'missing',
    );
    const setIds = roles.map((role) => (role === 'missing' ? 'x0000000000000000missing' : this.idOf(role)));
    const userIds = fc
      .constantFrom('me', 'other', 'missing')
      .map((who) =>
        who === 'me' ? this.me.user.uid : who === 'other' ? this.other.user.uid : 'x0000000000000000nobody',
      );
    const schools = staticLists().schools;
    // Cards of every set (rated, progress, reviews), the other student's private one among them.
    const cardIds = roles.map((role) => (role === 'missing' ? 'x0000000000000000nocard' : this.cardOf(role)));
    switch (field) {
      case 'cardId':
        return cardIds;
      case 'rating':
        return fc.constantFrom('again', 'hard', 'good', 'easy', 'perfect', 'GOOD', '');
      case 'timeZone':
        return fc.constantFrom('UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Mars/Olympus_Mons', '../../etc/passwd');
      case 'setId':
      case 'id':
        return setIds;
      case 'userId':
      case 'uid':
        return userIds;
      case 'email':
        return fc.oneof(
          fc.constantFrom(this.me.email, this.other.email, this.me.email.toUpperCase()),
          fc.emailAddress(),
        );
      case 'username':
        return fc.oneof(
          fc.constantFrom(this.me.username, this.other.username),
          fc.stringMatching(/^[A-Za-z0-9_]{3,30}$/),
        );
      case 'password':
        return fc.constantFrom(this.me.password, 'wrong password');
      case 'university':
      case 'school':
      case 'name':
        return fc.oneof(fc.constantFrom(UCSC, 'Stanford University'), fc.constantFrom(...schools));
      case 'classCode':
        return fc.constantFrom(UCSC_CODE, STANFORD_CODE, 'bio19a', 'BIO 19A', 'bio101', ' BIO  101 ');
      case 'notes':
        return fc.constantFrom(NOTES, `${NOTES} ${HTML_PAYLOADS.join(' ')}`, NOTES.repeat(3));
      case 'question':
      case 'correctAnswer':
      case 'userAnswer':
      case 'answer':
        return fc.constantFrom('Mitochondria', 'mitochondrion', 'Powerhouse of the cell', '42', ...HTML_PAYLOADS);
      case 'title':
      case 'description':
      case 'feedback':
        return fc.constantFrom('Cell biology', ...HTML_PAYLOADS);
      case 'token':
        return this.idTokens.length ? fc.constantFrom(...this.idTokens) : undefined;
      case 'file':
        return fc.constantFrom(...staticLists().files.keys());
      case 'key':
        return fc.constantFrom(`${'a'.repeat(24)}.png`, `${'0'.repeat(20)}.gif`);
      default:
        return undefined;
    }
  };
}
