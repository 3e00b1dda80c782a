import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { pause } from "./crowd.js";

describe("the crowd's pause between a player's moves", () => {
  it("leaves no abort listener on the crowd's signal once its time is up (a player pauses thousands of times an hour)", async () => {
    const stop = new AbortController();
    for (let i = 0; i < 50; i++) expect(await pause(0, stop.signal)).toBe(true);
    expect(getEventListeners(stop.signal, "abort")).toHaveLength(0);
  });

  it("ends at once with false when the crowd stops, and does not start once it has stopped", async () => {
    const stop = new AbortController();
    const started = performance.now();
    const paused = pause(60_000, stop.signal);
    stop.abort();
    expect(await paused).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await pause(60_000, stop.signal)).toBe(false);
    expect(getEventListeners(stop.signal, "abort")).toHaveLength(0);
  });
});
