import { beforeEach, describe, expect, it } from "vitest";
import { StorageKey } from "../storage/keys.js";
import { claimMainWindow, MAIN_WINDOW_TIMEOUT_MS } from "./main-window.js";

const stored = () => JSON.parse(localStorage.getItem(StorageKey.windowId) ?? "null");

describe("main window election (SPEC §4)", () => {
  beforeEach(() => localStorage.clear());

  it("makes the first window main and keeps it main while it refreshes", () => {
    expect(claimMainWindow(localStorage, "a", 1_000)).toBe(true);
    expect(stored()).toEqual({ id: "a", at: 1_000 });
    expect(claimMainWindow(localStorage, "a", 6_000)).toBe(true);
    expect(stored()).toEqual({ id: "a", at: 6_000 });
  });

  it("lets another window take over only once the main one is older than 20 s", () => {
    claimMainWindow(localStorage, "a", 1_000);
    expect(claimMainWindow(localStorage, "b", 1_000 + MAIN_WINDOW_TIMEOUT_MS)).toBe(false);
    expect(stored().id).toBe("a");
    expect(claimMainWindow(localStorage, "b", 1_001 + MAIN_WINDOW_TIMEOUT_MS)).toBe(true);
    expect(stored()).toEqual({ id: "b", at: 1_001 + MAIN_WINDOW_TIMEOUT_MS });
    expect(claimMainWindow(localStorage, "a", 1_002 + MAIN_WINDOW_TIMEOUT_MS)).toBe(false);
  });

  it("treats a missing or unreadable entry as no main window", () => {
    localStorage.setItem(StorageKey.windowId, "{not json");
    expect(claimMainWindow(localStorage, "c", 5)).toBe(true);
    localStorage.setItem(StorageKey.windowId, JSON.stringify({ id: "d" }));
    expect(claimMainWindow(localStorage, "c", 5)).toBe(true);
  });
});
