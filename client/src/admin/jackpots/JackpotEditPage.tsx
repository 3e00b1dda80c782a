import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router-dom";
import { AdminJackpotDocument, CancelJackpotDocument, CreateJackpotDocument, PublishJackpotDocument, RetryJackpotPayoutDocument, UpdateJackpotDocument, type AdminJackpotQuery } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { useToast } from "../../shared/ui/toasts.js";
import { useCan } from "../access/AccessProvider.js";
import { ConfirmButton, ConfirmWithReason } from "../ui/ConfirmDialog.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { Hex } from "../ui/Hex.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { TaskStateBadge } from "../ui/TaskStateBadge.js";
import { shortenAddresses, useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { useTaskUpdates } from "../tasks/useLiveTasks.js";
import { TicketsTable } from "../tickets/TicketsTable.js";
import { JackpotForm } from "./JackpotForm.js";
import { JackpotStateBadge, LevelBadge } from "./JackpotBadges.js";
import { JackpotVerification } from "./JackpotVerification.js";
import { createInput, emptyJackpot, jackpotValues, updateInput } from "./jackpot-form.js";

type Jackpot = AdminJackpotQuery["adminJackpot"];
type Winner = Jackpot["winners"][number];

const back = { to: adminPaths.jackpot, label: <FormattedMessage id="admin.menu.jackpot" /> };
const refetch = ["AdminJackpots", "AdminJackpot"];

/** /admin/jackpots/new: a draft, saved or published at once. */
export function JackpotNewPage() {
  return (
    <RequirePermission permission="jackpots.write">
      <NewJackpot />
    </RequirePermission>
  );
}

function NewJackpot() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useMutation(CreateJackpotDocument, { refetchQueries: ["AdminJackpots"] });
  const [publish] = useMutation(PublishJackpotDocument, { refetchQueries: ["AdminJackpots"] });
  return (
    <>
      <PageHeader back={back} title={<FormattedMessage id="adm.jackpots.new" />} description={<FormattedMessage id="adm.jackpots.newHint" />} />
      <Panel>
        <JackpotForm
          initial={emptyJackpot()}
          canPublish
          submit={async (v, intent) => {
            const created = (await create({ variables: { input: createInput(v) } })).data!.createJackpot;
            if (intent === "publish") {
              await publish({ variables: { id: created.id } });
              toast.success(intl.formatMessage({ id: "adm.jackpots.published" }));
            } else toast.success(intl.formatMessage({ id: "adm.jackpots.draftSaved" }));
            navigate(to(adminPaths.jackpotEdit, { id: created.id }));
          }}
        />
      </Panel>
    </>
  );
}

/** /admin/jackpots/{id}: edit a draft (an open jackpot: a later draw), publish, cancel; tickets, results with live payouts, verification, history. */
export function JackpotEditPage() {
  return (
    <RequirePermission permission="jackpots.read">
      <JackpotPage />
    </RequirePermission>
  );
}

const LIVE = new Set(["OPEN", "DRAWING", "DRAWN"]);

function JackpotPage() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const toast = useToast();
  const can = useCan();
  const dateTime = useDateTime();
  // Uncontrolled: typing must not re-render the page (the open dialog would take the focus back).
  const { data, loading, error, refetch: reload } = useQuery(AdminJackpotDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const j = data?.adminJackpot;
  // The operator commits, closes, draws and marks paid on its own: follow it while it has work to do, and each payout task live.
  useQuery(AdminJackpotDocument, { variables: { id }, pollInterval: 5000, skip: !j || !LIVE.has(j.state), fetchPolicy: "network-only" });
  useTaskUpdates(j?.winners.map((w) => w.taskId) ?? [], () => void reload());
  const [update] = useMutation(UpdateJackpotDocument, { refetchQueries: refetch });
  const [publish] = useMutation(PublishJackpotDocument, { refetchQueries: refetch });
  const [cancel] = useMutation(CancelJackpotDocument, { refetchQueries: refetch });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!j) return error ? <NotFound error={error} back={back} /> : null;
  const takesEntries = (j.state === "DRAFT" || j.state === "OPEN") && Date.parse(j.drawAt) > Date.now();
  // A draft stays editable (a past draw time must move before it is published); an open jackpot until its entries close.
  const editable = can("jackpots.write") && (j.state === "DRAFT" || takesEntries);
  const actions = (
    <>
      {can("tickets.write") && takesEntries && (
        <Link className="adm-btn adm-btn--ghost" to={`${adminPaths.ticketNew}?jackpot=${j.id}`}><FormattedMessage id="adm.jackpots.issue" /></Link>
      )}
      {editable && j.state === "DRAFT" && (
        <ConfirmButton className="adm-btn adm-btn--primary" title={t("adm.jackpots.publishTitle", { name: j.name })} body={t("adm.jackpots.publishBody")} confirmLabel={t("adm.jackpots.publish")} onConfirm={async () => {
          await publish({ variables: { id: j.id } });
          toast.success(t("adm.jackpots.published"));
        }}>
          <FormattedMessage id="adm.jackpots.publish" />
        </ConfirmButton>
      )}
      {editable && (
        <ConfirmWithReason
          className="adm-btn adm-btn--danger-ghost"
          title={t("adm.jackpots.cancelTitle", { name: j.name })}
          explain={t("adm.jackpots.cancelBody")}
          reasonLabel={t("adm.jackpots.cancelReason")}
          confirmLabel={t("adm.jackpots.cancel")}
          onConfirm={async (reason) => {
            await cancel({ variables: { id: j.id, reason } });
            toast.success(t("adm.jackpots.cancelled"));
          }}
        >
          <FormattedMessage id="adm.jackpots.cancel" />
        </ConfirmWithReason>
      )}
    </>
  );
  return (
    <>
      <PageHeader back={back} title={j.name} description={<span className="adm-row-actions adm-row-actions--start"><LevelBadge level={j.level} /><JackpotStateBadge state={j.state} /></span>} actions={actions} />
      {j.state === "CANCELLED" && <div className="adm-alert adm-alert--warn"><FormattedMessage id="adm.jackpots.cancelledBecause" values={{ reason: j.cancelReason ?? "" }} /></div>}
      <Panel title={<FormattedMessage id="adm.jackpots.details" />}>
        {editable ? (
          <JackpotForm
            key={`${j.id}:${j.updatedAt}`}
            initial={jackpotValues(j)}
            open={j.state === "OPEN"}
            canPublish={false}
            submit={async (v) => {
              await update({ variables: { id: j.id, input: updateInput(v, j.state === "OPEN") } });
              toast.success(t("adm.form.saved"));
            }}
          />
        ) : (
          <JackpotSummary jackpot={j} />
        )}
        {editable && (
          <dl className="adm-dl" style={{ marginTop: "1rem" }}>
            <dt><FormattedMessage id="adm.jackpots.commitment" /></dt>
            <dd className="adm-mono">{j.commitment ?? (j.state === "OPEN" ? <span className="adm-muted"><FormattedMessage id="adm.jackpots.commitmentPending" /></span> : "—")}</dd>
            <dt><FormattedMessage id="adm.jackpots.tickets" /></dt>
            <dd>{j.ticketCount}</dd>
          </dl>
        )}
      </Panel>
      <Panel flush title={<FormattedMessage id="adm.jackpots.results" />}>
        <Results jackpot={j} />
      </Panel>
      <Panel title={<FormattedMessage id="adm.jackpots.verify" />}>
        <JackpotVerification jackpot={j} />
      </Panel>
      <Panel flush title={<FormattedMessage id="adm.tickets.list" />}>
        {can("tickets.read") && <TicketsTable jackpotId={j.id} />}
      </Panel>
      <Panel title={<FormattedMessage id="adm.jackpots.history" />}>
        {j.history.length ? (
          <ol className="adm-timeline" style={{ margin: 0, paddingLeft: "1.1rem", display: "grid", gap: "0.35rem" }}>
            {j.history.map((e, i) => (
              <li key={i} style={{ overflowWrap: "anywhere" }}>
                <span className="adm-mono adm-muted">{dateTime(e.at)}</span> · <span title={e.summary}>{shortenAddresses(e.summary)}</span> <span className="adm-muted">· {e.actor ? <Hex value={e.actor} /> : <FormattedMessage id="adm.jackpots.operator" />}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="adm-muted"><FormattedMessage id="adm.jackpots.historyEmpty" /></p>
        )}
      </Panel>
    </>
  );
}

function JackpotSummary({ jackpot: j }: { jackpot: Jackpot }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  return (
    <dl className="adm-dl">
      <dt><FormattedMessage id="adm.jackpots.prize" /></dt>
      <dd><strong>{formatToken(j.prize, 6)} SUSD</strong></dd>
      <dt><FormattedMessage id="adm.jackpots.winnersCount" /></dt>
      <dd>{j.winnersCount}</dd>
      <dt><FormattedMessage id="adm.jackpots.wagerPerTicket" /></dt>
      <dd>{j.wagerPerTicket === "0" ? "—" : `${formatToken(j.wagerPerTicket, 6)} SUSD`}</dd>
      <dt><FormattedMessage id="adm.jackpots.gameTypes" /></dt>
      <dd>{j.gameTypes.length ? j.gameTypes.map((g) => intl.formatMessage({ id: `adm.game.${g}` })).join(", ") : <FormattedMessage id="adm.jackpots.allGames" />}</dd>
      <dt><FormattedMessage id="adm.jackpots.opensAt" /></dt>
      <dd>{dateTime(j.opensAt)}</dd>
      <dt><FormattedMessage id="adm.jackpots.drawAt" /></dt>
      <dd>{dateTime(j.drawAt)}</dd>
      <dt><FormattedMessage id="adm.jackpots.tickets" /></dt>
      <dd>{j.ticketCount}</dd>
      <dt><FormattedMessage id="adm.jackpots.commitment" /></dt>
      <dd className="adm-mono">{j.commitment ?? "—"}</dd>
    </dl>
  );
}

function Results({ jackpot: j }: { jackpot: Jackpot }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const toast = useToast();
  const [retry] = useMutation(RetryJackpotPayoutDocument);
  if (j.state !== "DRAWN" && j.state !== "PAID") return <div className="adm-panel__body"><p className="adm-muted" style={{ padding: "0.75rem" }}><FormattedMessage id="adm.jackpots.resultsPending" /></p></div>;
  const columns: Column<Winner>[] = [
    { key: "ticket", header: t("adm.jackpots.ticketNumber"), align: "right", render: (w) => <Link to={to(adminPaths.ticket, { id: w.ticketId })}>{w.ticket}</Link> },
    { key: "owner", header: t("adm.jackpots.owner"), render: (w) => <Hex value={w.owner} /> },
    { key: "to", header: t("adm.jackpots.paidTo"), render: (w) => <Hex value={w.to} /> },
    { key: "amount", header: t("adm.jackpots.amount"), align: "right", render: (w) => `${formatToken(w.amount, 6)} SUSD` },
    { key: "payout", header: t("adm.jackpots.payout"), render: (w) => (w.task ? <TaskStateBadge state={w.task.state} /> : "—") },
    { key: "tx", header: t("adm.jackpots.tx"), render: (w) => <Hex value={w.task?.txHash} /> },
    ...(can("jackpots.write") && j.winners.some((w) => w.task?.state === "FAILED")
      ? [{
          key: "actions",
          header: t("adm.common.actions"),
          label: "",
          render: (w: Winner) =>
            w.task?.state === "FAILED" ? (
              <ConfirmButton title={t("adm.jackpots.retryTitle", { ticket: w.ticket })} body={t("adm.jackpots.retryBody", { error: w.task.error ?? "" })} confirmLabel={t("adm.jackpots.retry")} onConfirm={async () => {
                await retry({ variables: { id: j.id, ticket: w.ticket } });
                toast.success(t("adm.jackpots.retried"));
              }}>
                <FormattedMessage id="adm.jackpots.retry" />
              </ConfirmButton>
            ) : null,
        } satisfies Column<Winner>]
      : []),
  ];
  return (
    <DataTable
      caption={t("adm.jackpots.results")}
      columns={columns}
      rows={j.winners}
      rowKey={(w) => w.taskId}
      empty={<EmptyState title={<FormattedMessage id="adm.jackpots.noWinners" />} />}
    />
  );
}
