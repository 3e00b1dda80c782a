import { useIntl } from "react-intl";
import { Die } from "../Die.js";

/** Three dice tumble in, then the total with big or small (a triple is neither). */
export function DiceReveal({ dice, total, triple }: { dice: number[]; total: number; triple: boolean }) {
  const intl = useIntl();
  const side = triple ? "table.sicbo.anyTriple" : total >= 11 ? "table.sicbo.big" : "table.sicbo.small";
  return (
    <div className="reveal-dice" data-testid="reveal-dice">
      <span className="reveal-dice__dice">
        {dice.map((d, i) => <Die key={i} value={d} size="lg" className="die--roll" />)}
      </span>
      <span className="reveal-dice__total">
        <b>{total}</b>
        <span className={`reveal-dice__side reveal-dice__side--${triple ? "triple" : total >= 11 ? "big" : "small"}`}>{intl.formatMessage({ id: side })}</span>
      </span>
    </div>
  );
}
