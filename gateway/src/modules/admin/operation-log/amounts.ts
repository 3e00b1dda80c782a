const UNIT = 1_000_000n;

/** Token units as log lines show them: "4,500 SUSD", "12.5 SUSD" (exact, never through floats). */
export function susd(units: string | bigint): string {
  const v = BigInt(units);
  const abs = v < 0n ? -v : v;
  const whole = (abs / UNIT).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const frac = (abs % UNIT).toString().padStart(6, "0").replace(/0+$/, "");
  return `${v < 0n ? "-" : ""}${whole}${frac ? `.${frac}` : ""} SUSD`;
}
