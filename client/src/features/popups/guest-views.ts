import { StorageKey } from "../../shared/storage/keys.js";
import type { GuestViews } from "./popup-rules.js";

export function readGuestViews(): GuestViews {
  try {
    const parsed = JSON.parse(localStorage.getItem(StorageKey.popupViews) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as GuestViews) : {};
  } catch {
    return {};
  }
}

/** Counts one showing to a guest in this browser (kept across reloads). */
export function countGuestView(id: string): void {
  const views = readGuestViews();
  views[id] = (views[id] ?? 0) + 1;
  localStorage.setItem(StorageKey.popupViews, JSON.stringify(views));
}
