import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { HISTORY_DELAY_MS, useDelayed } from "./useDelayed.js";

afterEach(() => vi.useRealTimers());

describe("history applied after the SPEC's 2 s", () => {
  it("shows a new value 2 s after it arrives, even while other changes keep coming", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDelayed(v), { initialProps: { v: ["a"] } });
    expect(result.current).toEqual(["a"]);
    rerender({ v: ["b", "a"] });
    act(() => vi.advanceTimersByTime(HISTORY_DELAY_MS - 100));
    expect(result.current).toEqual(["a"]);
    rerender({ v: ["b", "a"] }); // same content, new array: does not push the first change back
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toEqual(["b", "a"]);
  });
});
