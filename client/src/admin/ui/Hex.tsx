import { shortHex } from "./format.js";

/** An address or hash, shortened, the whole value on hover and for copying. */
export function Hex({ value, head, tail }: { value: string | null | undefined; head?: number; tail?: number }) {
  if (!value) return <span className="adm-muted">—</span>;
  return <span className="adm-mono" title={value}>{shortHex(value, head, tail)}</span>;
}
