import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { createPortal } from "react-dom";
import { useEffect } from "react";
import { MemberDocument } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { IfCan } from "../access/AccessProvider.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { shortHex, useDateTime } from "../ui/format.js";
import { BanActions } from "./BanActions.js";
import { BanFlags } from "./BanFlags.js";
import { RulesSection } from "./rules/RulesSection.js";

const amount = (units: string | null | undefined) => (units == null ? "—" : `${formatToken(units)} SUSD`);

/** One player: register date, last login and IP, balances read from both chains, bets, the ban actions and their responsible-gaming rules. */
export function MemberDetail({ address, onClose }: { address: string; onClose: () => void }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const { data, error } = useQuery(MemberDocument, { variables: { address } });
  useEffect(() => {
    // Escape in a confirmation over this dialog (a ban, a time-out) cancels only that confirmation.
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && !document.querySelector('[role="alertdialog"]') && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const m = data?.member;
  return createPortal(
    <div className="adm-dialog-backdrop" onClick={onClose}>
      <div className="adm-dialog adm-dialog--xl" role="dialog" aria-modal="true" aria-labelledby="member-title" onClick={(e) => e.stopPropagation()}>
        <div className="adm-panel__head">
          <h2 id="member-title"><FormattedMessage id="adm.members.detail" /></h2>
          <button type="button" className="adm-icon-btn" aria-label={intl.formatMessage({ id: "common.close" })} onClick={onClose}>×</button>
        </div>
        {error && <ErrorNotice error={error} />}
        {!m && !error && <div className="adm-empty"></div>}
        {m && (
          <>
            <dl className="adm-dl">
              <dt><FormattedMessage id="adm.members.address" /></dt>
              <dd className="adm-mono">{m.address}</dd>
              <dt><FormattedMessage id="adm.members.gameWallet" /></dt>
              <dd className="adm-mono">{m.gameWallet ?? "—"}</dd>
              <dt><FormattedMessage id="adm.members.name" /></dt>
              <dd>{m.name ?? "—"}</dd>
              <dt><FormattedMessage id="adm.members.email" /></dt>
              <dd>{m.email ?? "—"}</dd>
              <dt><FormattedMessage id="adm.members.registered" /></dt>
              <dd>{dateTime(m.registeredAt)}</dd>
              <dt><FormattedMessage id="adm.members.lastLogin" /></dt>
              <dd>{dateTime(m.lastLoginAt)} <span className="adm-mono adm-muted">{m.lastIp ?? ""}</span></dd>
              <dt><FormattedMessage id="adm.members.state" /></dt>
              <dd><BanFlags member={m} /></dd>
              <dt><FormattedMessage id="adm.members.mainWallet" /></dt>
              <dd data-testid="balance-main">{amount(m.balances.mainWallet)}</dd>
              <dt><FormattedMessage id="adm.members.gameBalance" /></dt>
              <dd data-testid="balance-game">{amount(m.balances.gameWallet)}</dd>
              <dt><FormattedMessage id="adm.members.bonusLocked" /></dt>
              <dd>{amount(m.balances.bonusLocked)}</dd>
              <dt><FormattedMessage id="adm.members.bridged" /></dt>
              <dd><FormattedMessage id="adm.members.bridgedValue" values={{ toGame: amount(m.balances.bridgedToGame), toMain: amount(m.balances.bridgedToMain) }} /></dd>
              <dt><FormattedMessage id="adm.dashboard.bets" /></dt>
              <dd><FormattedMessage id="adm.members.betsValue" values={{ count: m.betCount, wagered: amount(m.wagered), paid: amount(m.paidOut) }} /></dd>
            </dl>
            <IfCan permission="members.ban">
              {m.userType === "NORMAL" ? <BanActions member={m} /> : <p className="adm-hint"><FormattedMessage id="adm.members.staffNoBan" /></p>}
            </IfCan>
            <RulesSection address={m.address} who={m.name ? `${m.name} (${shortHex(m.address)})` : shortHex(m.address)} />
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
