import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { parse } from "date-fns/parse";
import { enUS } from "react-day-picker/locale/en-US";
import { ja } from "react-day-picker/locale/ja";
import type { DayPickerLocale } from "react-day-picker/locale";

/** The calendar's language for the page's: Japanese pages get Japanese months, weekdays and labels. */
export function dateLocale(pageLocale: string): DayPickerLocale {
  return pageLocale === "ja" ? ja : enUS;
}

const ISO = "yyyy-MM-dd";
// The locale's short date: 11/29/2026 in English, 2026/11/29 in Japanese.
const SHORT = "P";

/** A local calendar day from "2026-11-29" (undefined for "" or anything else). */
export function isoToDate(iso: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const date = parse(iso, ISO, new Date());
  return isValid(date) ? date : undefined;
}

export function dateToIso(date: Date): string {
  return format(date, ISO);
}

/** The day as the page's language writes it; "" for no day. */
export function formatDateText(iso: string, locale: DayPickerLocale): string {
  const date = isoToDate(iso);
  return date ? format(date, SHORT, { locale }) : "";
}

/**
 * A typed day in the page's format as an ISO day, or null while it is not a whole date: the year
 * must have four digits, so "11/29/202" is not taken for the year 202 while the player types.
 */
export function parseDateText(text: string, locale: DayPickerLocale): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const date = parse(trimmed, SHORT, new Date(), { locale });
  if (!isValid(date) || date.getFullYear() < 1000) return null;
  return dateToIso(date);
}
