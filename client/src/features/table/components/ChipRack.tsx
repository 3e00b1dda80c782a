import { FormattedMessage, useIntl } from "react-intl";
import { CHIPS } from "@sunrise/games";
import { formatToken } from "../../../shared/format/token.js";
import type { SendState } from "../hooks/useBetting.js";

interface Props {
  chip: number;
  onChip(chip: number): void;
  pendingTotal: bigint;
  canUndo: boolean;
  disabled: boolean;
  send: SendState;
  onUndo(): void;
  onClear(): void;
  onRepeat(): void;
  onDouble(): void;
  onPlace(): void;
}

/** SPEC §3 chips (1–40 SUSD), the board's actions and the button that sends the round's bets. */
export function ChipRack({ chip, onChip, pendingTotal, canUndo, disabled, send, onUndo, onClear, onRepeat, onDouble, onPlace }: Props) {
  const intl = useIntl();
  const busy = send !== "idle";
  const action = (icon: string, label: "table.undo" | "table.clear" | "table.repeat" | "table.double", onClick: () => void, off: boolean) => (
    <button type="button" className="rack__action" onClick={onClick} disabled={off}><span aria-hidden>{icon}</span><span className="rack__action-label"><FormattedMessage id={label} /></span></button>
  );
  return (
    <div className="rack" data-testid="chip-rack">
      <div className="rack__side">
        {action("↶", "table.undo", onUndo, !canUndo || busy)}
        {action("✕", "table.clear", onClear, !canUndo || busy)}
      </div>
      <div className="rack__chips" role="radiogroup" aria-label={intl.formatMessage({ id: "table.chips" })}>
        {CHIPS.map((c) => (
          <button key={c} type="button" role="radio" data-value={c} aria-checked={chip === c} aria-label={intl.formatMessage({ id: "table.chip" }, { value: c })}
            className={`chip chip--${c} rack__chip${chip === c ? " is-selected" : ""}`} onClick={() => onChip(c)}>
            <span className="chip__face">{c}</span>
          </button>
        ))}
      </div>
      <div className="rack__side">
        {action("⟳", "table.repeat", onRepeat, disabled || busy)}
        {action("×2", "table.double", onDouble, disabled || busy)}
      </div>
      <div className="rack__bar">
        <span className="rack__status">
          <span className="rack__status-label muted small"><FormattedMessage id="table.toPlace" /></span>
          <b className="mono">{formatToken(pendingTotal)}</b>
        </span>
        <button type="button" className="btn btn--primary rack__place" onClick={onPlace} disabled={disabled || busy || pendingTotal === 0n} data-testid="place-bets">
          {busy ? <><span className="spinner spinner--inline" /><FormattedMessage id={send === "depositing" ? "table.depositing" : "table.placing"} /></> : <FormattedMessage id="table.place" />}
        </button>
      </div>
    </div>
  );
}
