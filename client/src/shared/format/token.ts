export const DECIMALS = 6;
const UNIT = 10n ** BigInt(DECIMALS);

/** Token units (bigint or decimal string) → "12,345.67"; exact bigint math, never floats. */
export function formatToken(units: bigint | string, maxDecimals = 2): string {
  const value = typeof units === "string" ? BigInt(units || "0") : units;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / UNIT;
  const frac = (abs % UNIT).toString().padStart(DECIMALS, "0").slice(0, maxDecimals).replace(/0+$/, "");
  const wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${wholeText}${frac ? `.${frac}` : ""}`;
}

export type ParseResult = { ok: true; units: bigint } | { ok: false; reason: "invalid" };

/** "123.45" → token units; refuses more than 6 decimals, signs and exponents. */
export function parseToken(text: string): ParseResult {
  const t = text.trim().replace(/,/g, "");
  const m = /^(\d+)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[2] ?? "").length > DECIMALS) return { ok: false, reason: "invalid" };
  const frac = (m[2] ?? "").padEnd(DECIMALS, "0");
  return { ok: true, units: BigInt(m[1]!) * UNIT + BigInt(frac || "0") };
}
