import { FormattedMessage, useIntl } from "react-intl";
import type { AskRoad, Cell, Mark } from "@sunrise/games";
import type { MessageId } from "../../../shared/i18n/en.js";
import { roadsOf } from "../logic/roads-view.js";
import type { ShoeStatus as ShoeStatusValue } from "../logic/shoe-status.js";
import { Panel } from "./Panel.js";
import { ShoeStatus } from "./ShoeStatus.js";

const COLS = { bead: 10, big: 26, derived: 18 };

function Grid<T>({ name, cells, cols, cell, small, note }: { name: MessageId; cells: Cell<T>[]; cols: number; cell: (v: T) => React.ReactNode; small?: boolean; note?: string }) {
  const intl = useIntl();
  const last = cells.reduce((m, c) => Math.max(m, c.col), -1);
  const offset = Math.max(0, last - cols + 1);
  return (
    <div className={`road${small ? " road--small" : ""}`} aria-label={intl.formatMessage({ id: name })} role="img">
      <span className="road__name">{intl.formatMessage({ id: name })}{note && <em className="road__note"> · {note}</em>}</span>
      <div className="road__grid" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, ["--cols" as string]: cols, ["--ratio" as string]: cols / 6 }}>
        {cells.filter((c) => c.col >= offset).map((c, i) => (
          <span key={i} className="road__cell" style={{ gridColumn: c.col - offset + 1, gridRow: c.row + 1 }}>{cell(c.value)}</span>
        ))}
      </div>
    </div>
  );
}

/** Banker pair top left in red, player pair bottom right in blue, on bead and big road cells. */
const PairDots = ({ bankerPair, playerPair }: { bankerPair: boolean; playerPair: boolean }) => (
  <>{bankerPair && <em className="pair pair--B" />}{playerPair && <em className="pair pair--P" />}</>
);

const markDot = (m: Mark, kind: "bigEye" | "small" | "cockroach") => <i className={`mk mk--${kind} mk--${m}`} />;

function Ask({ side, tone, ask }: { side: string; tone: "B" | "P"; ask: AskRoad }) {
  return (
    <div className={`ask ask--${tone}`}>
      <span className="ask__side"><FormattedMessage id="table.roads.ask" values={{ side }} /></span>
      {ask.bigEye && markDot(ask.bigEye, "bigEye")}
      {ask.small && markDot(ask.small, "small")}
      {ask.cockroach && markDot(ask.cockroach, "cockroach")}
    </div>
  );
}

/**
 * Baccarat's and dragon tiger's five roads of the current shoe (they start again with each shoe),
 * the shoe's status, and what a next win on either side would add to the derived ones.
 */
export function RoadsPanel({ results, dragonTiger, shoe }: { results: Record<string, unknown>[]; dragonTiger: boolean; shoe: ShoeStatusValue | null }) {
  const intl = useIntl();
  const r = roadsOf(results);
  const [b, p] = dragonTiger ? ["table.dt.dragon", "table.dt.tiger"] : ["table.baccarat.banker", "table.baccarat.player"];
  const bName = intl.formatMessage({ id: b as MessageId });
  const pName = intl.formatMessage({ id: p as MessageId });
  // The same letters as the result chips, in every language.
  const letter = (v: "B" | "P" | "T") => (dragonTiger ? { B: "D", P: "T", T: "=" } : { B: "B", P: "P", T: "T" })[v];
  return (
    <Panel title={<FormattedMessage id="table.roads.title" />} aside={shoe && <ShoeStatus status={shoe} />} className="roads" testId="roads">
      {shoe && r.beadRoad.length === 0 && <p className="muted small" data-testid="roads-new-shoe"><FormattedMessage id="table.roads.newShoe" /></p>}
      <div className="roads__main">
        <Grid name="table.roads.bead" cells={r.beadRoad.map((c) => ({ ...c, value: c }))} cols={COLS.bead} cell={(c) => (
          <i className={`bead bead--${c.value}`}>{letter(c.value)}<PairDots bankerPair={c.bankerPair} playerPair={c.playerPair} /></i>
        )} />
        <Grid name="table.roads.big" cells={r.bigRoad} cols={COLS.big} note={r.bigRoad.length === 0 && r.leadingTies > 0 ? intl.formatMessage({ id: "table.roads.ties" }, { count: r.leadingTies }) : undefined} cell={(v) => (
          <i className={`ring ring--${v.value}`}>{v.ties > 0 && <em className="ring__tie">{v.ties > 1 ? v.ties : ""}</em>}<PairDots bankerPair={v.bankerPair} playerPair={v.playerPair} /></i>
        )} />
      </div>
      <div className="roads__derived">
        <Grid name="table.roads.bigEye" cells={r.bigEyeBoy} cols={COLS.derived} small cell={(m) => markDot(m, "bigEye")} />
        <Grid name="table.roads.small" cells={r.smallRoad} cols={COLS.derived} small cell={(m) => markDot(m, "small")} />
        <Grid name="table.roads.cockroach" cells={r.cockroachPig} cols={COLS.derived} small cell={(m) => markDot(m, "cockroach")} />
      </div>
      <div className="asks">
        <Ask side={bName} tone="B" ask={r.ask.B} />
        <Ask side={pName} tone="P" ask={r.ask.P} />
      </div>
    </Panel>
  );
}
