// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingCounter, LOADING_RELEASE_MS, LOADING_SAFETY_MS } from "./loading.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("loading counter", () => {
  it("counts requests and releases each 200 ms after its response", () => {
    const c = createLoadingCounter();
    c.begin();
    c.begin();
    c.end();
    expect(c.get()).toBe(2);
    vi.advanceTimersByTime(LOADING_RELEASE_MS);
    expect(c.get()).toBe(1);
  });

  it("never goes below zero", () => {
    const c = createLoadingCounter();
    c.end();
    c.end();
    vi.advanceTimersByTime(LOADING_RELEASE_MS);
    expect(c.get()).toBe(0);
  });

  it("force-clears after 5 seconds of loading", () => {
    const c = createLoadingCounter();
    c.begin();
    c.begin();
    vi.advanceTimersByTime(LOADING_SAFETY_MS - 1);
    expect(c.get()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(c.get()).toBe(0);
  });
});
