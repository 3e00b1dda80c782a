import type { MessageId } from "../../shared/i18n/en.js";
import { parseToken } from "../../shared/format/token.js";

export type AmountCheck = { ok: true; units: bigint } | { ok: false; error: MessageId };

/** SPEC §5 bridge rules: 85 to 20,000,000 SUSD per transaction, within the available balance. */
export function checkAmount(text: string, available: bigint, min: bigint, max: bigint): AmountCheck {
  const parsed = parseToken(text);
  if (!parsed.ok) return { ok: false, error: "bridge.invalid" };
  if (parsed.units < min) return { ok: false, error: "bridge.min" };
  if (parsed.units > max) return { ok: false, error: "bridge.maxExceeded" };
  if (parsed.units > available) return { ok: false, error: "bridge.insufficient" };
  return { ok: true, units: parsed.units };
}
