import { dealTableRound, verifyCommitment } from "@sunrise/games";

export interface RevealedTableRound {
  gameType: number;
  roundId: number;
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  result: Record<string, unknown> | null;
}

export interface RoundCheck {
  /** sha256 of the revealed server seed is what the table was given before betting opened. */
  commitmentOk: boolean;
  /** The deal re-derived here from the seeds equals the result the platform recorded. */
  resultOk: boolean;
  derived: Record<string, unknown> | null;
}

/** Checks a settled round in the player's own browser, with the same games engine the dealer uses. */
export function checkRound(r: RevealedTableRound): RoundCheck {
  const derived = dealTableRound(r.gameType, { serverSeed: r.serverSeed, clientSeed: r.clientSeed, roundId: r.roundId }) as Record<string, unknown> | null;
  return { commitmentOk: verifyCommitment(r.serverSeed, r.commitment), resultOk: derived !== null && r.result !== null && sameJson(derived, r.result), derived };
}

/** Deep equality of JSON values, whatever the key order (Postgres stores JSON objects with its own key order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (a && b && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}
