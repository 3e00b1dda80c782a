import { decodeCursor, pageSize } from "../../graphql/paging.js";
import { badInput } from "../../errors.js";
import type { RoundCursor } from "./tables.service.js";

export const MAX_RESULTS = 100;

export function checkLimit(limit: number, max = 100): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw badInput(`limit must be between 1 and ${max}`);
  return limit;
}

export function checkTableId(id: number): number {
  if (id < 1) throw badInput("table id must be 1 or more");
  return id;
}

export function checkRoundId(id: number): number {
  if (id < 1) throw badInput("round id must be 1 or more");
  return id;
}

export function checkShoeId(id: number): number {
  if (id < 1) throw badInput("shoe id must be 1 or more");
  return id;
}

/** The page a `tableRounds(first, after)` asks for; a cursor this API did not issue is BAD_USER_INPUT. */
export function roundPage(first: number, after: string | null | undefined): { first: number; after: RoundCursor | null } {
  const size = pageSize(first);
  if (after == null) return { first: size, after: null };
  const [roundId, id] = decodeCursor(after);
  if (!Number.isSafeInteger(roundId) || (roundId as number) < 0 || typeof id !== "string" || id.length > 64) throw badInput("after is not a valid cursor");
  return { first: size, after: { roundId: roundId as number, id } };
}
