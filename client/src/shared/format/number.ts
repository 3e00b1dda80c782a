import { DECIMALS, formatToken } from "./token.js";

/** SPEC §5 number formats. */
export type NumberFormat = "short" | "long" | "usd" | "usd-long" | "percent" | "percent-short";

/** Token units below 1e-5 (10 units at 6 decimals) show as zero. */
const ZERO_BELOW_UNITS = 10n ** BigInt(DECIMALS - 5);
const ZERO_BELOW = 1e-5;
const DASH = "-";

const group = (n: number, decimals: number, min = 0) => n.toLocaleString("en-US", { minimumFractionDigits: min, maximumFractionDigits: decimals });
/** Dollars always show cents: "12" → "12.00", "12.5" → "12.50". */
const cents = (text: string) => (text.includes(".") ? text.padEnd(text.indexOf(".") + 3, "0") : `${text}.00`);

/**
 * Token units (money: bigint, never a float) in a SPEC §5 format: short "1,234.56", long
 * "1,234.567891", usd "$1,234.50" (always cents), usd-long "$1,234.567891". Below 1e-5 is zero, and zero is "-".
 */
export function formatUnits(units: bigint | string, format: Exclude<NumberFormat, "percent" | "percent-short"> = "short"): string {
  const value = typeof units === "string" ? BigInt(units || "0") : units;
  const abs = value < 0n ? -value : value;
  if (abs < ZERO_BELOW_UNITS) return DASH;
  const text = formatToken(abs, format === "long" || format === "usd-long" ? DECIMALS : 2);
  const sign = value < 0n ? "-" : "";
  if (format === "usd") return `${sign}$${cents(text)}`;
  return format === "usd-long" ? `${sign}$${text}` : `${sign}${text}`;
}

/**
 * A ratio (0.1234 is 12.34 %) or a plain number that is not money, in a SPEC §5 format:
 * percent "12.34%", percent-short "12%" (zero is "0%"); short and long as for amounts.
 */
export function formatNumber(value: number, format: NumberFormat = "short"): string {
  const percent = format === "percent" || format === "percent-short";
  if (!Number.isFinite(value) || Math.abs(value) < ZERO_BELOW) return percent ? "0%" : DASH;
  switch (format) {
    case "percent":
      return `${group(value * 100, 2)}%`;
    case "percent-short":
      return `${group(value * 100, 0)}%`;
    case "usd":
      return `${value < 0 ? "-" : ""}$${group(Math.abs(value), 2, 2)}`;
    case "usd-long":
      return `${value < 0 ? "-" : ""}$${group(Math.abs(value), DECIMALS)}`;
    case "long":
      return group(value, DECIMALS);
    default:
      return group(value, 2);
  }
}
