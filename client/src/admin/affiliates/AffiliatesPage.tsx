import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminAffiliatesQuery } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { useToast } from "../../shared/ui/toasts.js";
import { useCan } from "../access/AccessProvider.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { Hex } from "../ui/Hex.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { utcDateTime } from "../ui/format.js";
import { useAdminAffiliates } from "./useAdminAffiliates.js";

type Row = AdminAffiliatesQuery["adminAffiliates"][number];

/** /admin/affiliates: codes, referrals, wagered, commission and paid per affiliate; rate tiers and suspensions with a reason. */
export function AffiliatesPage() {
  return (
    <RequirePermission permission="affiliates.read">
      <Affiliates />
    </RequirePermission>
  );
}

function Affiliates() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const can = useCan();
  const canWrite = can("affiliates.write");
  const a = useAdminAffiliates();
  const [reason, setReason] = useState("");
  const act = async (run: () => Promise<unknown>) => {
    if (reason.trim().length < 3) return toast.error(t("adm.affiliates.reasonRequired"));
    try {
      await run();
      toast.success(t("adm.form.saved"));
      setReason("");
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  const columns: Column<Row>[] = [
    { key: "address", header: t("adm.affiliates.affiliate"), render: (r) => <Hex value={r.address} /> },
    { key: "codes", header: t("adm.affiliates.codes"), render: (r) => r.codes.join(", ") || "—", wrap: true },
    { key: "referrals", header: t("adm.affiliates.referrals"), align: "right", sortValue: (r) => r.referrals, render: (r) => intl.formatNumber(r.referrals) },
    { key: "wagered", header: t("adm.affiliates.wagered"), align: "right", sortValue: (r) => BigInt(r.wagered), render: (r) => formatToken(r.wagered) },
    { key: "commission", header: t("adm.affiliates.commission"), align: "right", sortValue: (r) => BigInt(r.commission), render: (r) => formatToken(r.commission, 6) },
    { key: "paid", header: t("adm.affiliates.paid"), align: "right", sortValue: (r) => BigInt(r.paid), render: (r) => formatToken(r.paid, 6) },
    {
      key: "rate", header: t("adm.affiliates.rate"), sortValue: (r) => r.rateBps,
      render: (r) => canWrite ? (
        <select className="adm-input" aria-label={t("adm.affiliates.rate")} value={r.rateBps} data-testid="affiliate-rate-select" onChange={(e) => void act(() => a.setRate(r.address, Number(e.target.value), reason))}>
          {a.tiers.map((tier) => <option key={tier} value={tier}>{tier / 100}%</option>)}
        </select>
      ) : `${r.rateBps / 100}%`,
    },
    {
      key: "status", header: t("adm.affiliates.status"), wrap: true,
      render: (r) => (
        <span>
          {r.suspended ? <><strong className="adm-text-bad"><FormattedMessage id="adm.affiliates.suspended" /></strong> {r.suspendReason} <span className="adm-hint">{utcDateTime(r.suspendedAt)}</span></> : <FormattedMessage id="adm.affiliates.active" />}
          {canWrite && (
            <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" data-testid="affiliate-suspend" onClick={() => void act(() => a.setSuspended(r.address, !r.suspended, reason))}>
              <FormattedMessage id={r.suspended ? "adm.affiliates.reinstate" : "adm.affiliates.suspend"} />
            </button>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={<FormattedMessage id="adm.menu.affiliates" />} description={<FormattedMessage id="adm.affiliates.description" />} />
      {a.error && <ErrorNotice error={a.error} />}
      {canWrite && (
        <label className="adm-field adm-reason">
          <span><FormattedMessage id="adm.affiliates.reason" /></span>
          <input className="adm-input" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} data-testid="affiliate-reason" placeholder={t("adm.affiliates.reasonHint")} />
        </label>
      )}
      <Panel flush title={<FormattedMessage id="adm.affiliates.list" />}>
        <DataTable caption={t("adm.affiliates.list")} columns={columns} rows={a.rows} rowKey={(r) => r.id} loading={a.loading} failed={Boolean(a.error)}
          empty={<EmptyState title={<FormattedMessage id="adm.affiliates.empty" />} />} />
      </Panel>
      <p className="adm-hint"><FormattedMessage id="adm.affiliates.payouts" /></p>
    </>
  );
}
