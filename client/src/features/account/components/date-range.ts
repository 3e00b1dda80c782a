/** A date input's day ("2026-11-20") as the start of that day in the player's time zone. */
export const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null);
/** The end of a date input's day: the start of the next. */
export const dayEnd = (day: string) => {
  if (!day) return null;
  const d = new Date(`${day}T00:00:00`);
  d.setDate(d.getDate() + 1);
  return d.toISOString();
};
