import { refuseInput } from "../errors.js";

/**
 * How deeply arrays and objects nest in a parsed JSON value, counted without recursion and
 * stopping once past `stopAbove`: serialising or walking a value nested thousands of levels
 * deep recursively overflows the stack.
 */
export function jsonNesting(value: unknown, stopAbove = Infinity): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    const level = depth + 1;
    if (level > max) max = level;
    if (max > stopAbove) return max;
    for (const item of Array.isArray(v) ? v : Object.values(v)) if (item !== null && typeof item === "object") stack.push([item, level]);
  }
  return max;
}

/** 400 BAD_USER_INPUT for a request's JSON part (`variables`, `extensions`) nested deeper than `max`. */
export const tooDeepJson = (what: string, max: number) => refuseInput(`${what} may nest at most ${max} levels of arrays and objects`);

/** Refuses a request's JSON part nested deeper than `max` (see `tooDeepJson`). */
export function checkJsonNesting(value: unknown, max: number, what: string): void {
  if (jsonNesting(value, max) > max) throw tooDeepJson(what, max);
}
