import { useIntl } from "react-intl";
import { MoneyWheelBet, WHEEL_NUMBERS } from "@sunrise/games";
import { BetBox } from "./BetBox.js";
import type { BoardProps } from "./types.js";

/** The money wheel's six numbers; each pays its own value to one (times any multiplier). */
export function MoneyWheelBoard(props: BoardProps) {
  const intl = useIntl();
  return (
    <div className="felt-board money-wheel" data-testid="board-money-wheel">
      {WHEEL_NUMBERS.map((n) => (
        <BetBox key={n} spot={{ kind: MoneyWheelBet[`N${n}`], numbers: [] }} label={intl.formatMessage({ id: "table.wheel.number" }, { n })} pays={`${n}:1`} className={`bet-box--wheel wheel-tone--${n}`} {...props}>
          <span className="money-wheel__n">{n}</span>
        </BetBox>
      ))}
    </div>
  );
}
