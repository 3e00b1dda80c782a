const WEI = 10n ** 18n;
const SHOWN = 5;

/** Wei as ETH with at most five decimals, rounded up so a cost is never understated (bigint only). */
export function formatEth(wei: bigint): string {
  const step = 10n ** BigInt(18 - SHOWN);
  const rounded = ((wei + step - 1n) / step) * step;
  const whole = rounded / WEI;
  const frac = (rounded % WEI).toString().padStart(18, "0").slice(0, SHOWN).replace(/0+$/, "");
  return frac ? `${whole}.${frac}` : whole.toString();
}
