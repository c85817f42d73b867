import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types, snake_case as in the database. They never leave the server: services map rows to
 * the shared DTOs. Portable representations (ADR 0003): ids are app-generated text, timestamps are
 * epoch milliseconds (bigint), booleans are 0/1 integers.
 */

type Millis = number;
type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  /** stored lower-cased; unique */
  email: string;
  /** as typed (letters, digits, underscore); null until chosen */
  username: string | null;
  /** lower-cased username; unique, so names differing only in case collide */
  username_key: string | null;
  password_hash: string | null;
  /** OpenID Connect subject at the configured issuer; unique */
  google_sub: string | null;
  university: string | null;
  field_of_study: string | null;
  display_name: string | null;
  photo_url: string | null;
  /** set when sign-up step 2 (university, field of study) is done: "has a completed profile" */
  signup_completed_at: Millis | null;
  /** when the address was proven (a verification link opened, or the issuer vouched for it) */
  email_verified_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the bearer token; the token itself is never stored */
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  last_seen_at: Millis;
}

/** A browser that signed in to the account: sign-in throttling lets it keep signing in (ADR 0014). */
export interface KnownDevicesTable {
  id: string;
  user_id: string;
  /** SHA-256 of the token its cookie holds; the token itself is never stored */
  token_hash: string;
  created_at: Millis;
  last_sign_in_at: Millis;
}

export type AuthTokenPurpose = 'signup' | 'password_reset' | 'exchange' | 'email_verification';

/** Single-use secrets: sign-up continuation, password reset and verification links, one-time token exchange. */
export interface AuthTokensTable {
  token_hash: string;
  user_id: string;
  purpose: AuthTokenPurpose;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
}

/** State of an OpenID Connect login in progress (authorization code + PKCE). */
export interface OidcLoginsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: Millis;
  expires_at: Millis;
}

/**
 * An ID token our Google callback handed to a popup, by digest, with the nonce of the attempt it
 * came back from: google-login and google-signup take each one once.
 */
export interface OidcIdTokensTable {
  token_hash: string;
  nonce: string;
  created_at: Millis;
  expires_at: Millis;
}

export interface SetsTable {
  id: string;
  owner_id: string;
  title: string;
  /** as displayed, e.g. "CS 106A" */
  class_code: string;
  /** upper-cased, spaces removed: what search matches */
  class_code_key: string;
  description: string;
  /** BCP-47 tag from the shared list (SET_LANGUAGES); 'en' unless the creator chose another */
  language: Generated<string>;
  is_public: Flag;
  /** the owner's university when the set was made; scopes popular sets and ordering */
  university: string | null;
  /** a saved (derived) copy: private, owned by the saver, never in search */
  is_derived: Flag;
  original_set_id: string | null;
  original_creator_id: string | null;
  original_creator_username: string | null;
  likes_count: number;
  card_count: number;
  created_at: Millis;
  updated_at: Millis;
}

export interface CardsTable {
  id: string;
  set_id: string;
  position: number;
  question: string;
  answer: string;
  question_image: string | null;
  answer_image: string | null;
}

export interface LikesTable {
  user_id: string;
  set_id: string;
  created_at: Millis;
}

export interface FeedbackTable {
  id: string;
  user_id: string | null;
  email: string | null;
  message: string;
  created_at: Millis;
}

export interface SearchLogsTable {
  id: string;
  school: string;
  user_id: string | null;
  created_at: Millis;
}

export interface UniversityRequestsTable {
  id: string;
  name: string;
  email: string | null;
  user_id: string | null;
  created_at: Millis;
}

export interface UploadsTable {
  id: string;
  /** null once the account is deleted: the image stays while a card uses it */
  owner_id: string | null;
  /** random storage key; also the public file name under /uploads/ */
  key: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  created_at: Millis;
  /** when the collector first found no card using it; null while one does */
  unused_since: Millis | null;
  /** when the collector began deleting it: no card may take it up from then on */
  collecting_since: Millis | null;
}

/** One rating, never deleted (ADR 0017); undone_at is the only column ever changed. */
export interface ReviewLogsTable {
  id: string;
  user_id: string;
  card_id: string;
  set_id: string;
  /** 1 again, 2 hard, 3 good, 4 easy */
  rating: number;
  mode: string;
  reviewed_at: Millis;
  duration_ms: number | null;
  /** FSRS state before the rating: 0 new, 1 learning, 2 review, 3 relearning */
  state_before: number;
  /** the memory state row before the rating, as JSON; null when the card was new */
  card_before: string | null;
  state_after: number;
  due_after: Millis;
  scheduled_days: number;
  /** the client's idempotency key; unique per user */
  client_key: string | null;
  created_at: Millis;
  undone_at: Millis | null;
}

/** A student's ratings in one quarter hour, counted as they are made (the statistics read these). */
/** A student's review data version: moves on with every rating, undo and replay (ADR 0030). */
export interface ReviewVersionsTable {
  user_id: string;
  version: number;
}

export interface ReviewBucketsTable {
  user_id: string;
  /** reviewed_at divided by 15 minutes */
  bucket: number;
  ratings: number;
  /** ratings of cards in review, and of those the ones not rated again */
  review_ratings: number;
  review_recalled: number;
}

/** A student's FSRS memory of one card, as ts-fsrs's Card (dates as epoch milliseconds). */
export interface ReviewStatesTable {
  user_id: string;
  card_id: string;
  set_id: string;
  state: number;
  due: Millis;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: Millis | null;
  /** the rating that made this state: undo takes back only that one */
  last_log_id: string;
}

export interface ReviewSettingsTable {
  user_id: string;
  desired_retention: number;
  new_per_day: number;
  max_reviews_per_day: number;
  /** the hour (0–23), in time_zone, at which the student's day starts */
  day_start_hour: number;
  /** IANA time zone name */
  time_zone: string;
  /** FSRS weights optimised on the student's log, JSON; null for the defaults */
  parameters: string | null;
  updated_at: Millis;
}

/** A student's Learn progress on a set (ADR 0021): JSON the API validated as LearnProgress. */
export interface LearnProgressTable {
  user_id: string;
  set_id: string;
  progress: string;
  updated_at: Millis;
}

/** "I was right" on a typed answer the checker graded close or incorrect: counts grading errors. */
export interface AnswerOverridesTable {
  id: string;
  user_id: string;
  set_id: string;
  card_id: string;
  mode: 'learn' | 'quiz';
  question: string;
  correct_answer: string;
  user_answer: string;
  verdict: 'close' | 'incorrect';
  feedback: string;
  created_at: Millis;
}

/** A Match game the server started and that has not finished: one per student and set. */
export interface MatchAttemptsTable {
  id: string;
  user_id: string;
  set_id: string;
  started_at: Millis;
}

/** A student's best Match time on a set, penalties included. */
export interface MatchBestsTable {
  user_id: string;
  set_id: string;
  time_ms: number;
  achieved_at: Millis;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  known_devices: KnownDevicesTable;
  oidc_logins: OidcLoginsTable;
  oidc_id_tokens: OidcIdTokensTable;
  sets: SetsTable;
  cards: CardsTable;
  likes: LikesTable;
  feedback: FeedbackTable;
  search_logs: SearchLogsTable;
  university_requests: UniversityRequestsTable;
  uploads: UploadsTable;
  review_logs: ReviewLogsTable;
  review_buckets: ReviewBucketsTable;
  review_versions: ReviewVersionsTable;
  review_states: ReviewStatesTable;
  review_settings: ReviewSettingsTable;
  learn_progress: LearnProgressTable;
  answer_overrides: AnswerOverridesTable;
  match_attempts: MatchAttemptsTable;
  match_bests: MatchBestsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SetRow = Selectable<SetsTable>;
export type NewSetRow = Insertable<SetsTable>;
export type CardRow = Selectable<CardsTable>;
export type NewCardRow = Insertable<CardsTable>;
export type ReviewStateRow = Selectable<ReviewStatesTable>;
export type ReviewLogRow = Selectable<ReviewLogsTable>;
export type ReviewSettingsRow = Selectable<ReviewSettingsTable>;
