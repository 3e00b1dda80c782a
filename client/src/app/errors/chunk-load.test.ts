// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RETRY_MS, CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from "./chunk-load.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("loadChunk", () => {
  it("asks again after a failure and answers the chunk once it arrives", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValueOnce({ Page: "page" });
    const loaded = loadChunk(load);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_MS);
    await expect(loaded).resolves.toEqual({ Page: "page" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reports a chunk that keeps failing only after 120 seconds", async () => {
    const load = vi.fn().mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    let outcome: unknown;
    void loadChunk(load).catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(outcome)).toBe(true);
    expect(load.mock.calls.length).toBeGreaterThan(2);
  });

  it("reports a chunk whose request never answers after 120 seconds", async () => {
    let outcome: unknown;
    void loadChunk(() => new Promise(() => undefined)).catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(isChunkLoadError(outcome)).toBe(true);
  });
});
