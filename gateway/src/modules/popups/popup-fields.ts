import { fieldError } from "../admin/validation.js";

export const MAX_DISPLAY_TIMES = 1000;

export function oneOf(value: number, allowed: readonly number[], field: string, message: string): number {
  if (!allowed.includes(value)) throw fieldError(field, message);
  return value;
}

export function displayTimes(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_DISPLAY_TIMES) throw fieldError("displayTimes", `Show it 1 to ${MAX_DISPLAY_TIMES} times`);
  return value;
}

/** A path on this site (the popup's "internal link"); null when empty. */
export function internalLink(value: string | null | undefined): string | null {
  const link = value?.trim();
  if (!link) return null;
  if (!/^\/(?!\/)[^\s\\]*$/.test(link) || link.length > 500) throw fieldError("link", "Enter a path on this site, starting with / (e.g. /bonus)");
  return link;
}

export function datesInOrder(start: Date, end: Date, field = "endDate"): void {
  if (start.getTime() > end.getTime()) throw fieldError(field, "The end date must be after the start date");
}
