import type { Migration } from 'kysely';
import * as usersAndAuth from './2026_11_21_0001_users_and_auth.ts';
import * as setsCardsLikes from './2026_11_21_0002_sets_cards_likes.ts';
import * as feedbackLogsUploads from './2026_11_21_0003_feedback_logs_uploads.ts';
import * as accountOwnership from './2026_11_26_0004_account_ownership.ts';
import * as knownDevices from './2026_11_26_0005_known_devices.ts';
import * as uploadCollection from './2026_11_26_0006_upload_collection.ts';
import * as reviewMemory from './2026_11_26_0007_review_memory.ts';
import * as learnAndMatch from './2026_11_26_0008_learn_and_match.ts';
import * as setLanguage from './2026_11_26_0010_set_language.ts';
import * as reviewBuckets from './2026_11_26_0011_review_buckets.ts';
import * as reviewVersions from './2026_11_26_0012_review_versions.ts';

/**
 * Every migration, by name (names sort in apply order). A static list instead of a folder scan,
 * so the bundled server carries its migrations with it.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_users_and_auth': usersAndAuth,
  '2026_11_21_0002_sets_cards_likes': setsCardsLikes,
  '2026_11_21_0003_feedback_logs_uploads': feedbackLogsUploads,
  '2026_11_26_0004_account_ownership': accountOwnership,
  '2026_11_26_0005_known_devices': knownDevices,
  '2026_11_26_0006_upload_collection': uploadCollection,
  '2026_11_26_0007_review_memory': reviewMemory,
  '2026_11_26_0008_learn_and_match': learnAndMatch,
  '2026_11_26_0010_set_language': setLanguage,
  '2026_11_26_0011_review_buckets': reviewBuckets,
  '2026_11_26_0012_review_versions': reviewVersions,
};
