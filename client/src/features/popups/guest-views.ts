import { readVisitorCookie, VisitorCookie, writeVisitorCookie } from "../../shared/storage/visitor-cookies.js";
import type { GuestViews } from "./popup-rules.js";

export function readGuestViews(): GuestViews {
  try {
    const parsed = JSON.parse(readVisitorCookie(VisitorCookie.popupViews) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as GuestViews) : {};
  } catch {
    return {};
  }
}

/** Counts one showing to a guest in this browser (kept across reloads). */
export function countGuestView(id: string): void {
  const views = readGuestViews();
  views[id] = (views[id] ?? 0) + 1;
  writeVisitorCookie(VisitorCookie.popupViews, JSON.stringify(views));
}
