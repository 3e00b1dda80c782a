import { badInput } from "../errors.js";

export const MAX_PAGE = 100;

/** `first` of a cursor-paged list: 1..100. */
export function pageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw badInput(`first must be between 1 and ${MAX_PAGE}`);
  return first;
}

/** Cursors are opaque to clients: base64url of the sort key's parts. */
export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

export function decodeCursor(cursor: string): unknown[] {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parts)) return parts;
  } catch {
    // reported below
  }
  throw badInput("after is not a valid cursor");
}
