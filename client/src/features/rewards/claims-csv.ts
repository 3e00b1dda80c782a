import Papa from "papaparse";

export interface ClaimRow {
  timestamp: string;
  transactionHash: string;
  amount: string;
  stakingType: string;
}

const DECIMALS = 6;
/** Token units as an exact decimal ("1234500" → "1.2345"): no float ever touches the amount. */
export function unitsToDecimal(units: string): string {
  const negative = units.startsWith("-");
  const digits = (negative ? units.slice(1) : units).padStart(DECIMALS + 1, "0");
  const whole = digits.slice(0, -DECIMALS);
  const frac = digits.slice(-DECIMALS).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${frac ? `.${frac}` : ""}`;
}

/** SPEC §3 claim history as CSV: timestamp (ISO, UTC), transaction hash, amount in SUSD, staking type. */
export function claimsCsv(rows: readonly ClaimRow[]): string {
  return Papa.unparse({
    fields: ["timestamp", "transaction_hash", "amount", "staking_type"],
    data: rows.map((r) => [new Date(r.timestamp).toISOString(), r.transactionHash, unitsToDecimal(r.amount), r.stakingType]),
  });
}

/** Offers the text as a file download. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
