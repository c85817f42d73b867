/**
 * Who is signed in on this device, for code that runs outside React (the offline rating queue
 * stamps each rating with it). Set by the session (features/auth).
 */
let current: string | null = null;

export const deviceUser = {
  get: (): string | null => current,
  set: (uid: string | null): void => {
    current = uid;
  },
};
