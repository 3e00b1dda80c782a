import { describe, expect, it } from "vitest";
import { formatEth } from "./eth.js";

describe("formatEth", () => {
  it("shows 300,000 gas at 10 gwei as 0.003 ETH", () => expect(formatEth(300_000n * 10n ** 10n)).toBe("0.003"));
  it("rounds a cost up to five decimals instead of understating it", () => expect(formatEth(1n)).toBe("0.00001"));
  it("shows whole ether without decimals", () => expect(formatEth(2n * 10n ** 18n)).toBe("2"));
});
