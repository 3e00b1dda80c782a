const SYNCED_KEY = "bonus-synced";

/**
 * SPEC §4: bonus sync runs once per session. A session is one sign-in (its nonce), so a new
 * sign-in syncs again and other tabs of the same sign-in do not.
 */
export function claimBonusSync(sessionId: string | undefined, storage: Storage = localStorage): boolean {
  if (!sessionId || storage.getItem(SYNCED_KEY) === sessionId) return false;
  storage.setItem(SYNCED_KEY, sessionId);
  return true;
}

/** A sync that failed may be tried again in the same session. */
export const releaseBonusSync = (storage: Storage = localStorage) => storage.removeItem(SYNCED_KEY);
