import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { AdminTicketDocument, VoidTicketDocument } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { useToast } from "../../shared/ui/toasts.js";
import { useCan } from "../access/AccessProvider.js";
import { ConfirmWithReason } from "../ui/ConfirmDialog.js";
import { Hex } from "../ui/Hex.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { JackpotStateBadge } from "../jackpots/JackpotBadges.js";
import { TicketSourceBadge } from "./TicketsTable.js";

/** /admin/tickets/{id}: one ticket (source, jackpot, owner, reason, issuer, result); an issued one can be voided before entries close. */
export function TicketPage() {
  return (
    <RequirePermission permission="tickets.read">
      <Ticket />
    </RequirePermission>
  );
}

function Ticket() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const toast = useToast();
  const can = useCan();
  const dateTime = useDateTime();
  // Uncontrolled: typing must not re-render the page (the open dialog would take the focus back).
  const { data, loading, error } = useQuery(AdminTicketDocument, { variables: { id } });
  const [voidTicket] = useMutation(VoidTicketDocument, { refetchQueries: ["AdminTickets", "AdminJackpot"] });
  const back = { to: data ? to(adminPaths.jackpotEdit, { id: data.adminTicket.jackpotId }) : adminPaths.jackpot, label: <FormattedMessage id="admin.menu.jackpot" /> };
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const x = data.adminTicket;
  const drawn = x.jackpotState === "DRAWN" || x.jackpotState === "PAID";
  const result = x.voidedAt ? null : x.won ? <Badge tone="ok"><FormattedMessage id="adm.tickets.wonPrize" values={{ amount: formatToken(x.prize ?? "0", 6) }} /></Badge> : drawn ? <FormattedMessage id="adm.tickets.notWon" /> : <span className="adm-muted"><FormattedMessage id="adm.tickets.notDrawn" /></span>;
  return (
    <>
      <PageHeader
        back={back}
        title={t("adm.tickets.title", { id: x.id })}
        description={<TicketSourceBadge source={x.source} />}
        actions={
          x.voidable && can("tickets.write") ? (
            <ConfirmWithReason
              className="adm-btn adm-btn--danger-ghost"
              title={t("adm.tickets.voidTitle", { id: x.id })}
              explain={t("adm.tickets.voidBody")}
              reasonLabel={t("adm.tickets.reason")}
              confirmLabel={t("adm.tickets.void")}
              onConfirm={async (reason) => {
                await voidTicket({ variables: { id: x.id, reason } });
                toast.success(t("adm.tickets.voided"));
              }}
            >
              <FormattedMessage id="adm.tickets.void" />
            </ConfirmWithReason>
          ) : undefined
        }
      />
      {x.voidedAt && <div className="adm-alert adm-alert--warn" data-testid="ticket-void"><FormattedMessage id="adm.tickets.voidedBecause" values={{ at: dateTime(x.voidedAt), by: x.voidedBy ?? "", reason: x.voidReason ?? "" }} /></div>}
      <Panel>
        <dl className="adm-dl">
          <dt><FormattedMessage id="adm.tickets.jackpot" /></dt>
          <dd><Link to={to(adminPaths.jackpotEdit, { id: x.jackpotId })}>{x.jackpotName}</Link> <JackpotStateBadge state={x.jackpotState} /></dd>
          <dt><FormattedMessage id="adm.jackpots.owner" /></dt>
          <dd className="adm-mono">{x.owner}</dd>
          <dt><FormattedMessage id="adm.tickets.source" /></dt>
          <dd><TicketSourceBadge source={x.source} /></dd>
          <dt><FormattedMessage id="adm.tickets.number" /></dt>
          <dd>{x.number ?? <span className="adm-muted"><FormattedMessage id="adm.tickets.numberPending" /></span>}</dd>
          <dt><FormattedMessage id="adm.tickets.reason" /></dt>
          <dd>{x.reason ?? "—"}</dd>
          <dt><FormattedMessage id="adm.tickets.issuedBy" /></dt>
          <dd><Hex value={x.issuedBy} /></dd>
          <dt><FormattedMessage id="adm.tickets.createdAt" /></dt>
          <dd>{dateTime(x.createdAt)}</dd>
          <dt><FormattedMessage id="adm.tickets.won" /></dt>
          <dd data-testid="ticket-result">{result ?? "—"}</dd>
        </dl>
      </Panel>
    </>
  );
}
