import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { AdminJackpotsDocument, IssueTicketsDocument } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";

interface Values { jackpotId: string; address: string; count: string; reason: string }

const back = { to: adminPaths.jackpot, label: <FormattedMessage id="admin.menu.jackpot" /> };

/** /admin/tickets/new: tickets of a jackpot still taking entries, for a registered player, with a reason. */
export function TicketNewPage() {
  return (
    <RequirePermission permission="tickets.write">
      <IssueTickets />
    </RequirePermission>
  );
}

function IssueTickets() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const [params] = useSearchParams();
  const { data } = useQuery(AdminJackpotsDocument, { variables: { filter: {}, first: 100, after: null }, fetchPolicy: "cache-and-network" });
  const open = (data?.adminJackpots.edges.map((e) => e.node) ?? []).filter((j) => (j.state === "DRAFT" || j.state === "OPEN") && Date.parse(j.drawAt) > Date.now());
  const [issue] = useMutation(IssueTicketsDocument, { refetchQueries: ["AdminJackpot", "AdminTickets", "AdminJackpots"] });
  const form = useAdminForm<Values>({
    initial: { jackpotId: params.get("jackpot") ?? "", address: "", count: "1", reason: "" },
    validate: (v) => ({
      jackpotId: v.jackpotId ? undefined : "adm.tickets.error.jackpot",
      address: /^0x[0-9a-fA-F]{40}$/.test(v.address.trim()) ? undefined : "adm.form.error.address",
      count: /^\d+$/.test(v.count.trim()) && Number(v.count) >= 1 && Number(v.count) <= 1000 ? undefined : "adm.tickets.error.count",
      reason: v.reason.trim() ? undefined : "adm.form.required",
    }),
    submit: async (v) => {
      const { data: out } = await issue({ variables: { input: { jackpotId: v.jackpotId, address: v.address.trim(), count: Number(v.count), reason: v.reason.trim() } } });
      const tickets = out!.issueTickets;
      toast.success(t("adm.tickets.issued", { count: tickets.length }));
      navigate(to(adminPaths.ticket, { id: tickets[0]!.id }));
    },
  });
  const { values: v, set } = form;
  return (
    <>
      <PageHeader back={back} title={<FormattedMessage id="adm.tickets.new" />} description={<FormattedMessage id="adm.tickets.newHint" />} />
      <Panel>
        {data && !open.length && <div className="adm-alert adm-alert--warn"><FormattedMessage id="adm.tickets.noOpenJackpot" /></div>}
        <form className="adm-form" onSubmit={form.onSubmit} noValidate aria-label={t("adm.tickets.new")}>
          <FormError errors={form.errors} fields={Object.keys(v)} />
          <fieldset className="adm-form__grid adm-fieldset" disabled={form.submitting}>
            <Field wide label={t("adm.tickets.jackpot")} required error={form.error("jackpotId")}>
              {(c) => (
                <select {...c} className="adm-input" value={v.jackpotId} onChange={(e) => set("jackpotId", e.target.value)}>
                  <option value="">{t("adm.tickets.chooseJackpot")}</option>
                  {open.map((j) => <option key={j.id} value={j.id}>{`${j.name} · ${t(`adm.jackpots.level.${j.level}`)} · ${t(`adm.jackpots.state.${j.state}`)} · ${dateTime(j.drawAt)}`}</option>)}
                  {v.jackpotId && !open.some((j) => j.id === v.jackpotId) && <option value={v.jackpotId}>{`#${v.jackpotId}`}</option>}
                </select>
              )}
            </Field>
            <Field wide label={t("adm.tickets.address")} required error={form.error("address")}>
              {(c) => <input {...c} className="adm-input adm-mono" placeholder="0x…" value={v.address} onChange={(e) => set("address", e.target.value)} />}
            </Field>
            <Field label={t("adm.tickets.count")} required error={form.error("count")} hint={t("adm.tickets.countHint")}>
              {(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.count} onChange={(e) => set("count", e.target.value)} />}
            </Field>
            <Field wide label={t("adm.tickets.reason")} required error={form.error("reason")}>
              {(c) => <textarea {...c} className="adm-input" rows={3} maxLength={500} value={v.reason} onChange={(e) => set("reason", e.target.value)} />}
            </Field>
          </fieldset>
          <div className="adm-form__actions">
            <button type="submit" className="adm-btn adm-btn--primary" disabled={form.submitting}>
              {form.submitting && <span className="spinner spinner--inline" aria-hidden />}
              <FormattedMessage id="adm.tickets.new" />
            </button>
          </div>
        </form>
      </Panel>
    </>
  );
}
