import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { useHeldResult, RESULT_HOLD_MS } from "./useHeldResult.js";

const spin = { game: "roulette", number: 7, color: "red" };
const none: [] = [];
const settled = { roundId: 5, state: "settled", result: spin };
const next = { roundId: 6, state: "open", result: null };

describe("the result held on stage", () => {
  it("keeps a settled round's result while the next round opens, then lets it go", () => {
    const t0 = Date.now();
    const { result, rerender } = renderHook(({ round, now }) => useHeldResult(round, none, now), { initialProps: { round: settled as typeof settled | typeof next, now: t0 } });
    expect(result.current).toMatchObject({ roundId: 5, result: spin });
    rerender({ round: next, now: t0 + 1000 });
    expect(result.current?.roundId).toBe(5);
    rerender({ round: next, now: t0 + RESULT_HOLD_MS + 1000 });
    expect(result.current).toBeNull();
  });

  it("holds nothing while no round has ended", () => {
    const open = { roundId: 1, state: "open" };
    const { result } = renderHook(() => useHeldResult(open, none, Date.now()));
    expect(result.current).toBeNull();
  });
});
