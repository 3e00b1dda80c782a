import type { ReactNode } from "react";
import { spotKey, type Spot } from "../logic/spot.js";
import { ChipToken } from "../components/ChipToken.js";
import type { BoardProps } from "./types.js";

interface Props extends Pick<BoardProps, "mine" | "others" | "winning" | "disabled" | "onBet"> {
  spot: Spot;
  label: string;
  children: ReactNode;
  pays?: string;
  className?: string;
  onHover?: (spot: Spot | null) => void;
}

/**
 * One box of a board: a button that places the selected chip, with the player's stack and the table's total on it.
 * Its name is `label` then what it pays, so it holds the words the box shows (WCAG 2.5.3, label in name): "Player pair, 11:1".
 */
export function BetBox({ spot, label, children, pays, className = "", mine, others, winning, disabled, onBet, onHover }: Props) {
  const key = spotKey(spot);
  const own = mine.get(key) ?? 0n;
  const rest = others.get(key) ?? 0n;
  return (
    <button
      type="button"
      className={`bet-box ${className}${winning.has(key) ? " is-win" : ""}${own ? " has-chips" : ""}`}
      aria-label={pays ? `${label}, ${pays}` : label}
      data-spot={key}
      aria-disabled={disabled}
      onClick={() => !disabled && onBet(spot)}
      onMouseEnter={onHover && (() => onHover(spot))}
      onMouseLeave={onHover && (() => onHover(null))}
    >
      <span className="bet-box__label">{children}</span>
      {/* A space between the words, so the text reads "Player pair 11:1", as the name does, not "Player pair11:1". */}
      {pays && <> <span className="bet-box__pays">{pays}</span></>}
      {rest > 0n && <ChipToken amount={rest} ghost className="bet-box__others" />}
      {own > 0n && <ChipToken amount={own} className="bet-box__chip" />}
    </button>
  );
}
