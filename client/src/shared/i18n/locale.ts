import { en, type MessageId } from "./en.js";
import { ja } from "./ja.js";

export type Locale = "en" | "ja";
export const LOCALE_KEY = "locale";

/** SPEC §5: only en or ja; anything else is en. */
export function normalizeLocale(value: string | null | undefined): Locale {
  return value === "ja" ? "ja" : "en";
}

export function messagesFor(locale: Locale): Record<MessageId, string> {
  return locale === "ja" ? ja : en;
}
