// @vitest-environment node
import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { claimsCsv, unitsToDecimal } from "./claims-csv.js";

describe("claim history CSV", () => {
  it("writes exact amounts in SUSD, never through a float", () => {
    expect(unitsToDecimal("1234500")).toBe("1.2345");
    expect(unitsToDecimal("1")).toBe("0.000001");
    expect(unitsToDecimal("90071992547409930000001")).toBe("90071992547409930.000001");
    expect(unitsToDecimal("5000000")).toBe("5");
  });

  it("has the SPEC's columns and reads back to the same rows", () => {
    const csv = claimsCsv([
      { timestamp: "2026-11-29T01:02:03.000Z", transactionHash: "0xabc", amount: "2500000", stakingType: "staking" },
      { timestamp: "2026-11-28T00:00:00.000Z", transactionHash: "0xdef", amount: "10", stakingType: "staking/ETH pool" },
    ]);
    const parsed = Papa.parse<string[]>(csv.trim()).data;
    expect(parsed[0]).toEqual(["timestamp", "transaction_hash", "amount", "staking_type"]);
    expect(parsed[1]).toEqual(["2026-11-29T01:02:03.000Z", "0xabc", "2.5", "staking"]);
    expect(parsed[2]).toEqual(["2026-11-28T00:00:00.000Z", "0xdef", "0.00001", "staking/ETH pool"]);
  });
});
