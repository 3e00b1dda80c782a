import { chipTone, shortAmount } from "../logic/chips.js";

/** A casino chip showing an amount in token units; `ghost` for other players' stakes. */
export function ChipToken({ amount, ghost, className = "" }: { amount: bigint; ghost?: boolean; className?: string }) {
  return (
    <span className={`chip chip--${chipTone(amount)}${ghost ? " chip--ghost" : ""} ${className}`} aria-hidden>
      <span className="chip__face">{shortAmount(amount)}</span>
    </span>
  );
}
