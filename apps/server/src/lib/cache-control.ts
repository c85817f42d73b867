/** For files whose name changes whenever their content does (hashed assets, random upload keys). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
