import { useEffect, useSyncExternalStore } from "react";

/** The gateway's refusal of a banned account (FORBIDDEN, reason BANNED), on any request. */
interface Refusal { errors?: { message?: string; extensions?: { reason?: unknown } }[]; error?: { code?: string; reason?: unknown; message?: string } }

const BANNED_REASON = "BANNED";

export const isBannedRefusal = (body: unknown): boolean => {
  const b = body as Refusal | null;
  return !!b && ((b.errors ?? []).some((e) => e.extensions?.reason === BANNED_REASON) || b.error?.reason === BANNED_REASON);
};

/**
 * Notices that the signed-in account has been banned, from the answer of any request (the gateway
 * refuses a banned session's requests with HTTP 403), so the session ends with SPEC §5's notice
 * instead of the site looking unreachable.
 */
export function createBanWatch() {
  let banned = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === banned) return;
    banned = next;
    listeners.forEach((l) => l());
  };
  return {
    async observe(res: Response): Promise<void> {
      if (res.status !== 403) return;
      const body: unknown = await res.clone().json().catch(() => null);
      if (isBannedRefusal(body)) set(true);
    },
    /** A new sign-in starts over. */
    clear: () => set(false),
    get: () => banned,
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
  };
}

export const banWatch = createBanWatch();

/** True once a request was refused for a ban; `end` runs then, to end the session. */
export function useBanned(end: () => void, watch = banWatch): boolean {
  const banned = useSyncExternalStore(watch.subscribe, watch.get);
  useEffect(() => {
    if (banned) end();
  }, [banned, end]);
  return banned;
}
