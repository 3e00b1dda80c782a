// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkAmount } from "./validate.js";

const MIN = 85_000_000n;
const MAX = 20_000_000_000_000n;
const RICH = 10n ** 18n;

describe("bridge amount", () => {
  it("accepts 85 SUSD and 20,000,000 SUSD exactly", () => {
    expect(checkAmount("85", RICH, MIN, MAX)).toEqual({ ok: true, units: MIN });
    expect(checkAmount("20000000", RICH, MIN, MAX)).toEqual({ ok: true, units: MAX });
  });

  it("refuses amounts outside the bounds with the SPEC's messages", () => {
    expect(checkAmount("84.999999", RICH, MIN, MAX)).toEqual({ ok: false, error: "bridge.min" });
    expect(checkAmount("20000000.000001", RICH, MIN, MAX)).toEqual({ ok: false, error: "bridge.maxExceeded" });
  });

  it("refuses more than the available balance and malformed text", () => {
    expect(checkAmount("100", 99_999_999n, MIN, MAX)).toEqual({ ok: false, error: "bridge.insufficient" });
    expect(checkAmount("1e9", RICH, MIN, MAX)).toEqual({ ok: false, error: "bridge.invalid" });
    expect(checkAmount("100.1234567", RICH, MIN, MAX)).toEqual({ ok: false, error: "bridge.invalid" });
  });
});
