/** A datetime-local input's value ("2026-11-23T10:00") read as UTC, the back office's clock. */
export function fromUtcInput(value: string): string | null {
  if (!value) return null;
  const ms = Date.parse(`${value}:00.000Z`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** An instant as a datetime-local value in UTC. */
export function toUtcInput(iso: string | null | undefined): string {
  return iso ? new Date(iso).toISOString().slice(0, 16) : "";
}

/** Whether a datetime-local value is empty or reads as a time. */
export const isUtcInput = (value: string) => !value || fromUtcInput(value) !== null;
