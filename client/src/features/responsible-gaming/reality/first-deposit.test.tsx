import { beforeEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useFirstDepositPrompt } from "./first-deposit.js";

const PLAYER = "0xAbC0000000000000000000000000000000000001";

describe("the first-deposit prompt", () => {
  beforeEach(() => localStorage.clear());

  it("offers limits once the first SUSD arrives on the game chain, and never again once dismissed", () => {
    const view = renderHook(({ balance }) => useFirstDepositPrompt(PLAYER, balance), { initialProps: { balance: 0n as bigint | null } });
    expect(view.result.current.show).toBe(false);
    view.rerender({ balance: 100_000_000n });
    expect(view.result.current.show).toBe(true);
    act(() => view.result.current.dismiss());
    expect(view.result.current.show).toBe(false);
    view.rerender({ balance: 0n });
    view.rerender({ balance: 50_000_000n });
    expect(view.result.current.show).toBe(false);
    expect(renderHook(() => useFirstDepositPrompt(PLAYER, 50_000_000n)).result.current.show).toBe(false);
  });

  it("keeps offering across reloads until dismissed, and not to a player first seen with SUSD already there", () => {
    const first = renderHook(({ balance }) => useFirstDepositPrompt(PLAYER, balance), { initialProps: { balance: 0n } });
    first.rerender({ balance: 85_000_000n });
    first.unmount();
    expect(renderHook(() => useFirstDepositPrompt(PLAYER, 85_000_000n)).result.current.show).toBe(true);
    expect(renderHook(() => useFirstDepositPrompt("0x0000000000000000000000000000000000000002", 85_000_000n)).result.current.show).toBe(false);
  });
});
