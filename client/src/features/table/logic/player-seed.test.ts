// @vitest-environment node
import { describe, expect, it } from "vitest";
import { newPlayerSeed } from "./player-seed.js";

describe("the player's seed for a round", () => {
  it("is 32 random bytes as 0x and 64 lowercase hex digits, fresh every time", () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newPlayerSeed()));
    expect(seeds.size).toBe(50);
    for (const s of seeds) expect(s).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("writes the bytes it is given in order, leading zeros kept", () => {
    expect(newPlayerSeed((b) => b.map((_, i) => i))).toBe(`0x${Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, "0")).join("")}`);
  });
});
