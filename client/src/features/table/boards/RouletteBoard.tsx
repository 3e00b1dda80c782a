import { useState, type CSSProperties } from "react";
import { useIntl } from "react-intl";
import { coveredNumbers } from "@sunrise/games";
import { rouletteBetLabel } from "../../../shared/bets/bet-label.js";
import { spotKey, type Spot } from "../logic/spot.js";
import { ChipToken } from "../components/ChipToken.js";
import { useNarrow } from "../hooks/useNarrow.js";
import { BetBox } from "./BetBox.js";
import { colorOf, DOZENS, HEIGHT, OUTSIDE, rouletteZones, turned, WIDTH, type Zone } from "./roulette-layout.js";
import type { BoardProps } from "./types.js";

const ZONES = rouletteZones();

const place = (z: Zone, vertical: boolean): CSSProperties => {
  const p = vertical ? turned(z) : z;
  const [w, h] = vertical ? [HEIGHT, WIDTH] : [WIDTH, HEIGHT];
  return { left: `${(p.x / w) * 100}%`, top: `${(p.y / h) * 100}%`, width: `${(p.w / w) * 100}%`, height: `${(p.h / h) * 100}%` };
};

/** European roulette: every number, line and crossing is a spot; dozens and even-money boxes below (beside, on a phone). */
export function RouletteBoard({ mine, others, winning, disabled, onBet }: BoardProps) {
  const intl = useIntl();
  const vertical = useNarrow();
  const [lit, setLit] = useState<ReadonlySet<number>>(new Set());
  const hover = (spot: Spot | null) => setLit(new Set(spot ? (coveredNumbers({ kind: spot.kind, numbers: spot.numbers, amount: 1n }) ?? []) : []));
  const box = { mine, others, winning, disabled, onBet, onHover: hover };
  return (
    <div className={`roulette${vertical ? " roulette--vertical" : ""}`} data-testid="board-roulette">
      <div className="roulette__grid">
        {ZONES.map((z) => {
          const key = spotKey(z.spot);
          const own = mine.get(key) ?? 0n;
          const rest = others.get(key) ?? 0n;
          const n = z.spot.numbers[0]!;
          const cell = z.type === "number" || z.type === "zero" || z.type === "column";
          const tone = z.type === "column" ? "column" : cell ? colorOf(n) : "line";
          const isLit = cell && z.type !== "column" && lit.has(n);
          return (
            <button
              key={key}
              type="button"
              className={`rz rz--${z.type} rz--${tone}${isLit ? " is-lit" : ""}${cell && winning.has(key) ? " is-win" : ""}`}
              style={place(z, vertical)}
              // A name holds the words the spot shows (WCAG 2.5.3): "Column 2, 2:1".
              aria-label={z.type === "column" ? `${rouletteBetLabel(intl, z.spot)}, 2:1` : rouletteBetLabel(intl, z.spot)}
              data-spot={key}
              aria-disabled={disabled}
              onClick={() => !disabled && onBet(z.spot)}
              onMouseEnter={() => hover(z.spot)}
              onMouseLeave={() => hover(null)}
            >
              {cell && <span className="rz__label">{z.type === "column" ? "2:1" : n}</span>}
              {rest > 0n && <ChipToken amount={rest} ghost className="rz__others" />}
              {own > 0n && <ChipToken amount={own} className="rz__chip" />}
            </button>
          );
        })}
      </div>
      <div className="roulette__dozens">
        {DOZENS.map((s) => {
          const range = intl.formatMessage({ id: "table.roulette.dozenShort" }, { from: 12 * (s.numbers[0]! - 1) + 1, to: 12 * s.numbers[0]! });
          return (
            <BetBox key={spotKey(s)} spot={s} label={`${rouletteBetLabel(intl, s)}, ${range}`} className="roulette__box" {...box}>
              {range}
            </BetBox>
          );
        })}
      </div>
      <div className="roulette__outside">
        {OUTSIDE.map((o) => (
          <BetBox key={o.label} spot={o.spot} label={rouletteBetLabel(intl, o.spot)} className={`roulette__box roulette__box--${o.label}`} {...box}>
            {o.label === "red" || o.label === "black" ? <span className={`diamond diamond--${o.label}`} /> : rouletteBetLabel(intl, o.spot)}
          </BetBox>
        ))}
      </div>
    </div>
  );
}
