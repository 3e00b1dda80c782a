import { useSyncExternalStore } from "react";
import { StorageKey } from "../storage/keys.js";

/** SPEC §9: a main window that stops refreshing its claim for this long gives way. */
export const MAIN_WINDOW_TIMEOUT_MS = 20_000;
const HEARTBEAT_MS = 5_000;
const TAB_ID_KEY = "window-tab-id";

interface StoredMain { id: string; at: number }

/**
 * SPEC §4 main window election: the stored window ID with its timestamp names the main window; a
 * window becomes main when none is stored, when the stored ID is its own, or when the stored one
 * is another window's and older than 20 seconds. The winner writes its ID and the time.
 */
export function claimMainWindow(storage: Storage, myId: string, now: number): boolean {
  let stored: StoredMain | null;
  try {
    stored = JSON.parse(storage.getItem(StorageKey.windowId) ?? "null") as StoredMain | null;
  } catch {
    stored = null;
  }
  const free = !stored || typeof stored.id !== "string" || stored.id === myId || !(now - Number(stored.at) <= MAIN_WINDOW_TIMEOUT_MS);
  if (free) storage.setItem(StorageKey.windowId, JSON.stringify({ id: myId, at: now }));
  return free;
}

/** This tab's window ID: kept in sessionStorage, so a reload stays the same window. */
function tabId(): string {
  let id = sessionStorage.getItem(TAB_ID_KEY);
  if (!id) sessionStorage.setItem(TAB_ID_KEY, (id = crypto.randomUUID()));
  return id;
}

let isMain = false;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function elect() {
  const main = claimMainWindow(localStorage, tabId(), Date.now());
  if (main !== isMain) {
    isMain = main;
    listeners.forEach((l) => l());
  }
}

function start() {
  elect();
  timer = setInterval(elect, HEARTBEAT_MS);
  window.addEventListener("storage", onStorage);
  window.addEventListener("pagehide", resign);
}

function stop() {
  clearInterval(timer);
  timer = undefined;
  window.removeEventListener("storage", onStorage);
  window.removeEventListener("pagehide", resign);
}

const onStorage = (e: StorageEvent) => (e.key === StorageKey.windowId || e.key === null) && elect();

/** A closing main window hands over at once instead of after the timeout. */
function resign() {
  if (isMain) localStorage.removeItem(StorageKey.windowId);
}

/** Whether this tab is the main window (elected on first use, refreshed every 5 s). */
export function useIsMainWindow(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      if (!timer) start();
      return () => {
        listeners.delete(l);
        if (listeners.size === 0) stop();
      };
    },
    () => isMain,
  );
}
