import { customAlphabet } from 'nanoid';

/**
 * Ids are made by the app (same on SQLite and PostgreSQL): 20 random lower-case alphanumerics,
 * about 103 bits. Random rather than time-ordered, so a user id's first 6 characters
 * (shown as "User abc123") tell users apart.
 */
export const newId = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 20);
