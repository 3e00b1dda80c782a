import { beforeEach, describe, expect, it } from "vitest";
import { claimBonusSync, releaseBonusSync } from "./bonus-sync.js";

describe("bonus sync (SPEC §4: once per session)", () => {
  beforeEach(() => localStorage.clear());

  it("runs once for a sign-in, again for the next sign-in, never without one", () => {
    expect(claimBonusSync(undefined)).toBe(false);
    expect(claimBonusSync("nonce-1")).toBe(true);
    expect(claimBonusSync("nonce-1")).toBe(false);
    expect(claimBonusSync("nonce-2")).toBe(true);
  });

  it("may run again in the same session after a failed sync", () => {
    expect(claimBonusSync("nonce-1")).toBe(true);
    releaseBonusSync();
    expect(claimBonusSync("nonce-1")).toBe(true);
  });
});
