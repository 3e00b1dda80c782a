// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bonusStateView, type BonusState } from "./bonus-state.js";

const state: BonusState = {
  id: "0xabc", initialBonusUSD: "20000000", estimateSwappableAmount: "20000000", claimableBonus: "20000000",
  expiringBonus: "5000000", totalBet: "200000000", depositAmount: "200000000", bonusAmount: "20000000",
};

describe("bonus state (SPEC §4)", () => {
  it("is zero while the on-chain betting state is closed", () => {
    const view = bonusStateView(state, { isClosed: true })!;
    for (const k of ["initialBonusUSD", "estimateSwappableAmount", "claimableBonus", "expiringBonus", "totalBet", "depositAmount", "bonusAmount"] as const) expect(view[k], k).toBe("0");
    expect(view.id).toBe("0xabc");
  });

  it("is the gateway's while the betting state is open or not read yet", () => {
    expect(bonusStateView(state, { isClosed: false })).toEqual(state);
    expect(bonusStateView(state, undefined)).toEqual(state);
    expect(bonusStateView(null, { isClosed: true })).toBeUndefined();
  });
});
