import type { IntlShape } from "react-intl";

/** Names of tables and areas by id, when the staff member may read them. */
export type GroupNames = ReadonlyMap<string, string>;

/** A chart series' name: a game's name, a table's or an area's name (else its id), or the whole casino. */
export function groupLabel(intl: IntlShape, key: string, names?: GroupNames): string {
  const known = names?.get(key);
  if (known) return known;
  const dash = key.indexOf("-");
  const kind = dash < 0 ? key : key.slice(0, dash);
  const id = key.slice(dash + 1);
  if (kind === "game") return intl.formatMessage({ id: `adm.game.${id}`, defaultMessage: `Game ${id}` });
  if (kind === "table") return intl.formatMessage({ id: "adm.dashboard.tableN" }, { id });
  if (kind === "area") return id || intl.formatMessage({ id: "adm.dashboard.noArea" });
  return intl.formatMessage({ id: "adm.dashboard.all" });
}

/** A bucket's label on an axis: the day, the week's Monday, or the month. */
export function bucketLabel(intl: IntlShape, iso: string, granularity: "DAY" | "WEEK" | "MONTH"): string {
  const d = new Date(iso);
  if (granularity === "MONTH") return intl.formatDate(d, { year: "numeric", month: "short", timeZone: "UTC" });
  return intl.formatDate(d, { month: "short", day: "numeric", timeZone: "UTC" });
}
