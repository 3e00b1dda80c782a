import { readLogin } from "../../../shared/storage/session-storage.js";

/** Where this sign-in started: its time (ms) and the game balance then (token units). */
export interface PlaySession { at: number; balance: bigint }

const KEY = "sunrise.playSession";
// A new sign-in has a new login nonce; the same sign-in survives reloads of the tab.
const signInOf = (player: string) => `${player.toLowerCase()}:${readLogin()?.login.nonce ?? ""}`;

/** The play session of this sign-in, started now with `balance` when there is none yet. */
export function playSession(player: string, balance: bigint, now = Date.now()): PlaySession {
  const id = signInOf(player);
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { id: string; at: number; balance: string } | null;
    if (saved?.id === id) return { at: saved.at, balance: BigInt(saved.balance) };
  } catch {
    // an unreadable record starts a new session
  }
  sessionStorage.setItem(KEY, JSON.stringify({ id, at: now, balance: balance.toString() }));
  return { at: now, balance };
}
