import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { every, repeat } from "./loop.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("every", () => {
  it("runs again only after the previous run finished, and keeps going after a failure", async () => {
    let runs = 0;
    const errors: unknown[] = [];
    const stop = every(100, async () => {
      runs++;
      if (runs === 2) throw new Error("boom");
    }, (e) => errors.push(e));
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(3);
    expect(errors).toHaveLength(1);
    stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(3);
  });
});

describe("every's stop", () => {
  it("resolves only once the run in progress has finished", async () => {
    let finish!: () => void;
    let finished = false;
    const stop = every(100, () => new Promise<void>((resolve) => (finish = () => ((finished = true), resolve()))), () => undefined);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    expect(stopped).toBe(true);
  });
});

describe("repeat's wake", () => {
  it("runs at once when woken in its pause, and once more right after a run it was woken during", async () => {
    let runs = 0;
    let finish: (() => void) | undefined;
    const loop = repeat(1000, () => new Promise<void>((resolve) => ((runs++), (finish = resolve))), () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    finish!();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(1);
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    // Woken twice while running: one more run, not two, and not a pause first.
    loop.wake();
    loop.wake();
    finish!();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(3);
    finish!();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(4);
    finish!();
    await loop.stop();
  });
});
