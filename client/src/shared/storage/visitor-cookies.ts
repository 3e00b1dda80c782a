import { parse, serialize } from "cookie";

/**
 * What a visitor keeps across visits outside local storage, which SPEC §4 clears whole at startup
 * when no login was ever saved: the language, a referral code followed before registering, and
 * the popups a guest has been shown (each at most its display times).
 */
export const VisitorCookie = {
  locale: "sunrise-locale",
  refCode: "sunrise-ref",
  popupViews: "sunrise-popup-views",
} as const;

type Name = (typeof VisitorCookie)[keyof typeof VisitorCookie];

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readVisitorCookie(name: Name): string | null {
  return parse(document.cookie)[name] ?? null;
}

export function writeVisitorCookie(name: Name, value: string): void {
  document.cookie = serialize(name, value, { path: "/", maxAge: YEAR_SECONDS, sameSite: "lax" });
}

export function clearVisitorCookie(name: Name): void {
  document.cookie = serialize(name, "", { path: "/", maxAge: 0, sameSite: "lax" });
}
