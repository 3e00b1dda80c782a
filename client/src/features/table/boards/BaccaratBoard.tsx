import { useIntl } from "react-intl";
import { baccarat, BaccaratBet } from "@sunrise/games";
import type { MessageId } from "../../../shared/i18n/en.js";
import { BetBox } from "./BetBox.js";
import type { BoardProps } from "./types.js";

const spot = (kind: number) => ({ kind, numbers: [] });
const SIDE = [
  { kind: BaccaratBet.PLAYER_PAIR, name: "playerPair", tone: "player" },
  { kind: BaccaratBet.PERFECT_PAIR, name: "perfectPair", tone: "gold" },
  { kind: BaccaratBet.SUPER_6, name: "super6", tone: "banker" },
  { kind: BaccaratBet.BANKER_PAIR, name: "bankerPair", tone: "banker" },
] as const;
const MAIN = [
  { kind: BaccaratBet.PLAYER, name: "player", tone: "player" },
  { kind: BaccaratBet.TIE, name: "tie", tone: "tie" },
  { kind: BaccaratBet.BANKER, name: "banker", tone: "banker" },
] as const;

/** Punto banco: side bets, the three main boxes, egalité 0–9; super 6 only at a no-commission table. */
export function BaccaratBoard(props: BoardProps) {
  const intl = useIntl();
  const kinds = baccarat({ commission: !props.noCommission }).betKinds;
  const pays = (kind: number) => {
    if (kind === BaccaratBet.BANKER && props.noCommission) return intl.formatMessage({ id: "table.baccarat.bankerNoCommission" });
    const p = kinds.find((k) => k.id === kind)?.pays ?? "";
    return p === "19:20" ? "0.95:1" : p;
  };
  const name = (n: string) => intl.formatMessage({ id: `table.baccarat.${n}` as MessageId });
  return (
    <div className="felt-board baccarat" data-testid="board-baccarat">
      <div className="baccarat__side">
        {SIDE.filter((s) => s.kind !== BaccaratBet.SUPER_6 || props.noCommission).map((s) => (
          <BetBox key={s.kind} spot={spot(s.kind)} label={name(s.name)} pays={pays(s.kind)} className={`bet-box--${s.tone}`} {...props}>
            {name(s.name)}
          </BetBox>
        ))}
      </div>
      <div className="baccarat__main">
        {MAIN.map((s) => (
          <BetBox key={s.kind} spot={spot(s.kind)} label={name(s.name)} pays={pays(s.kind)} className={`bet-box--main bet-box--${s.tone}`} {...props}>
            {name(s.name)}
          </BetBox>
        ))}
      </div>
      <div className="baccarat__egalite">
        <span className="board-caption">{name("egalite")}</span>
        <div className="baccarat__egalite-row">
          {Array.from({ length: 10 }, (_, k) => (
            <BetBox key={k} spot={spot(BaccaratBet.EGALITE_BASE + k)} label={intl.formatMessage({ id: "table.baccarat.egaliteN" }, { n: k })} pays={pays(BaccaratBet.EGALITE_BASE + k)} className="bet-box--egalite" {...props}>
              {k}
            </BetBox>
          ))}
        </div>
      </div>
    </div>
  );
}
