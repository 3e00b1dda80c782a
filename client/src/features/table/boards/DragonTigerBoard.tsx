import { useIntl } from "react-intl";
import { dragonTiger, DragonTigerBet } from "@sunrise/games";
import type { MessageId } from "../../../shared/i18n/en.js";
import { BetBox } from "./BetBox.js";
import type { BoardProps } from "./types.js";

const BOXES = [
  { kind: DragonTigerBet.DRAGON, name: "dragon", tone: "banker", glyph: "龍" },
  { kind: DragonTigerBet.TIE, name: "tie", tone: "tie", glyph: "" },
  { kind: DragonTigerBet.TIGER, name: "tiger", tone: "player", glyph: "虎" },
] as const;
const pays = (kind: number) => dragonTiger.betKinds.find((k) => k.id === kind)?.pays;

/** Dragon, tie and tiger, with the suited tie under the tie. */
export function DragonTigerBoard(props: BoardProps) {
  const intl = useIntl();
  const name = (n: string) => intl.formatMessage({ id: `table.dt.${n}` as MessageId });
  return (
    <div className="felt-board dragon-tiger" data-testid="board-dragon-tiger">
      <div className="dragon-tiger__main">
        {BOXES.map((b) => (
          <BetBox key={b.kind} spot={{ kind: b.kind, numbers: [] }} label={name(b.name)} pays={pays(b.kind)} className={`bet-box--main bet-box--${b.tone}`} {...props}>
            {/* The glyph is decoration drawn by CSS, so the box's words stay its name's words (WCAG 2.5.3). */}
            {b.glyph && <span className="bet-box__glyph" data-glyph={b.glyph} aria-hidden />}
            {name(b.name)}
          </BetBox>
        ))}
      </div>
      <BetBox spot={{ kind: DragonTigerBet.SUITED_TIE, numbers: [] }} label={name("suitedTie")} pays={pays(DragonTigerBet.SUITED_TIE)} className="bet-box--gold dragon-tiger__suited" {...props}>
        {name("suitedTie")}
      </BetBox>
    </div>
  );
}
