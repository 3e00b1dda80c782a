/** "0x7099…79c8": enough to tell addresses apart in a table; the full one goes in a title. */
export const shortHex = (hex: string, head = 6, tail = 4) => (hex.length > head + tail + 1 ? `${hex.slice(0, head)}…${hex.slice(-tail)}` : hex);

/** Every wallet or contract address in a text shortened (the whole text belongs in a title). */
export const shortenAddresses = (text: string) => text.replace(/0x[0-9a-fA-F]{40}/g, (a) => shortHex(a));

/** Times as the back office writes them: UTC, "2026-11-22 18:30:05" (sortable, the same in every language). */
export const utcDateTime = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString().slice(0, 19).replace("T", " ") : "—");

/** Kept as a hook so a later per-user time zone changes one place. */
export function useDateTime() {
  return utcDateTime;
}

/** A UTC day from a date input ("2026-11-01") as the start of that day, and the day after an end date. */
export const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : null);
export const dayEnd = (day: string) => (day ? new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString() : null);
