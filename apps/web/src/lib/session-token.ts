import { safeStorage, StorageKeys } from './storage-keys.ts';

/**
 * The session token lives under both of the spec's keys, `token` and `authToken`;
 * either one is read, both are written and cleared together.
 */
export const sessionToken = {
  get(): string | null {
    return safeStorage.get(StorageKeys.token) ?? safeStorage.get(StorageKeys.authToken);
  },
  set(token: string): void {
    safeStorage.set(StorageKeys.token, token);
    safeStorage.set(StorageKeys.authToken, token);
  },
  clear(): void {
    safeStorage.remove(StorageKeys.token);
    safeStorage.remove(StorageKeys.authToken);
  },
};
