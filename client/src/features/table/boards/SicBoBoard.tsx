import { useIntl } from "react-intl";
import { SicBoBet, TOTAL_PAYS } from "@sunrise/games";
import type { MessageId } from "../../../shared/i18n/en.js";
import { Die } from "../components/Die.js";
import { BetBox } from "./BetBox.js";
import type { BoardProps } from "./types.js";

const FACES = [1, 2, 3, 4, 5, 6];
const TOTALS = Object.keys(TOTAL_PAYS).map(Number);
const PAIRS = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b] as const));

/** The standard sic bo layout: small, doubles, triples, any triple, big; totals 4–17; two-dice combinations; singles. */
export function SicBoBoard(props: BoardProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="felt-board sicbo" data-testid="board-sicbo">
      <div className="sicbo__top">
        <BetBox spot={{ kind: SicBoBet.SMALL, numbers: [] }} label={`${t("table.sicbo.small")}, 4–10`} pays="1:1" className="bet-box--main bet-box--player sicbo__small" {...props}>
          {t("table.sicbo.small")} <small>4–10</small>
        </BetBox>
        <div className="sicbo__group">
          {FACES.map((n) => (
            <BetBox key={n} spot={{ kind: SicBoBet.DOUBLE, numbers: [n] }} label={t("table.sicbo.double", { n })} pays="10:1" className="sicbo__double" {...props}>
              <Die value={n} size="sm" /><Die value={n} size="sm" />
            </BetBox>
          ))}
        </div>
        <div className="sicbo__group">
          {FACES.map((n) => (
            <BetBox key={n} spot={{ kind: SicBoBet.SPECIFIC_TRIPLE, numbers: [n] }} label={t("table.sicbo.triple", { n })} pays="180:1" className="sicbo__triple" {...props}>
              <Die value={n} size="sm" /><Die value={n} size="sm" /><Die value={n} size="sm" />
            </BetBox>
          ))}
          <BetBox spot={{ kind: SicBoBet.ANY_TRIPLE, numbers: [] }} label={t("table.sicbo.anyTriple")} pays="30:1" className="bet-box--gold sicbo__any" {...props}>
            {t("table.sicbo.anyTriple")}
          </BetBox>
        </div>
        <BetBox spot={{ kind: SicBoBet.BIG, numbers: [] }} label={`${t("table.sicbo.big")}, 11–17`} pays="1:1" className="bet-box--main bet-box--banker sicbo__big" {...props}>
          {t("table.sicbo.big")} <small>11–17</small>
        </BetBox>
      </div>
      <div className="sicbo__totals">
        {TOTALS.map((n) => (
          <BetBox key={n} spot={{ kind: SicBoBet.TOTAL, numbers: [n] }} label={t("table.sicbo.total", { n })} pays={`${TOTAL_PAYS[n]}:1`} className="sicbo__total" {...props}>
            {n}
          </BetBox>
        ))}
      </div>
      <div className="sicbo__combos">
        {PAIRS.map(([a, b]) => (
          <BetBox key={`${a}${b}`} spot={{ kind: SicBoBet.COMBINATION, numbers: [a, b] }} label={t("table.sicbo.combination", { a, b })} pays="6:1" className="sicbo__combo" {...props}>
            <Die value={a} size="sm" /><Die value={b} size="sm" />
          </BetBox>
        ))}
      </div>
      <div className="sicbo__singles">
        {FACES.map((n) => (
          <BetBox key={n} spot={{ kind: SicBoBet.SINGLE, numbers: [n] }} label={t("table.sicbo.single", { n })} pays="1:1 · 2:1 · 3:1" className="sicbo__single" {...props}>
            <Die value={n} />
          </BetBox>
        ))}
      </div>
    </div>
  );
}
