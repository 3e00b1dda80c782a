import { en, type MessageId } from "./en.js";

export type Locale = "en" | "ja";
export type Messages = Record<MessageId, string>;

/** SPEC §5: only en or ja; anything else is en. */
export function normalizeLocale(value: string | null | undefined): Locale {
  return value === "ja" ? "ja" : "en";
}

let japanese: Promise<Messages> | undefined;
let japaneseLoaded: Messages | undefined;

/** The catalogue for a locale: English ships with the page, Japanese arrives in its own chunk. */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en") return Promise.resolve(en);
  japanese ??= import("./ja.js").then((m) => (japaneseLoaded = m.ja));
  return japanese;
}

/** The catalogue if it is already here (English always is), else undefined. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return locale === "en" ? en : japaneseLoaded;
}
