import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { CreateTransferDocument, type AdminTaskFieldsFragment, type TransferChain } from "../../gql/admin/graphql.js";
import { formatToken, parseToken } from "../../shared/format/token.js";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { TaskStateBadge } from "../ui/TaskStateBadge.js";
import { TokenInput } from "../ui/TokenInput.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { useConfirmStep } from "../ui/useConfirmStep.js";
import { TaskList } from "../tasks/TaskList.js";
import { useLiveTasks } from "../tasks/useLiveTasks.js";

const TRANSFERS = { kind: "transfer", state: null, target: null, createdBy: null, from: null, to: null };
const CHAINS: TransferChain[] = ["ASSET", "GAME"];

interface Values { address: string; chain: TransferChain; amount: string; reason: string }
const MAX_REASON = 200;

/** /admin/transfer: SUSD from the treasury to a player on either chain, after a confirmation step, as a task. */
export function TransferPage() {
  return (
    <RequirePermission permission="transfer.run">
      <Transfer />
    </RequirePermission>
  );
}

function Transfer() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [create] = useMutation(CreateTransferDocument);
  const [queued, setQueued] = useState<AdminTaskFieldsFragment | null>(null);
  const recent = useLiveTasks(TRANSFERS, 10);
  const { ask, dialog } = useConfirmStep();
  const form = useAdminForm<Values>({
    initial: { address: "", chain: "ASSET", amount: "", reason: "" },
    validate: (v) => ({
      address: /^0x[0-9a-fA-F]{40}$/.test(v.address.trim()) ? undefined : "adm.form.error.address",
      amount: (() => { const p = parseToken(v.amount); return p.ok && p.units > 0n ? undefined : "adm.form.error.amount"; })(),
      reason: v.reason.trim() && v.reason.trim().length <= MAX_REASON ? undefined : "adm.form.error.reason",
    }),
    submit: (v) => {
      const p = parseToken(v.amount);
      const amount = p.ok ? p.units.toString() : "0";
      const input = { address: v.address.trim(), chain: v.chain, amount, reason: v.reason.trim() };
      return ask({
        title: t("adm.transfer.confirmTitle"),
        body: (
          <dl className="adm-dl" data-testid="transfer-summary">
            <dt><FormattedMessage id="adm.transfer.amount" /></dt>
            <dd><strong>{formatToken(amount, 6)} SUSD</strong></dd>
            <dt><FormattedMessage id="adm.transfer.to" /></dt>
            <dd className="adm-mono">{input.address}</dd>
            <dt><FormattedMessage id="adm.transfer.chain" /></dt>
            <dd>{t(`adm.transfer.chain.${v.chain}`)}</dd>
            <dt><FormattedMessage id="adm.transfer.reason" /></dt>
            <dd>{input.reason}</dd>
          </dl>
        ),
        confirmLabel: t("adm.transfer.send"),
        danger: true,
        run: async () => {
          const { data } = await create({ variables: { input } });
          if (data) setQueued(data.createTransfer);
          form.setValues({ address: "", chain: v.chain, amount: "", reason: "" });
          void recent.refetch();
        },
      });
    },
  });
  const { values: v, set } = form;
  const live = queued && (recent.tasks.find((x) => x.id === queued.id) ?? queued);
  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.transfer" />} description={<FormattedMessage id="adm.transfer.description" />} />
      <Panel title={<FormattedMessage id="adm.transfer.new" />}>
        <form className="adm-form" onSubmit={form.onSubmit} noValidate aria-label={t("adm.transfer.new")}>
          <FormError errors={form.errors} fields={Object.keys(v)} />
          <div className="adm-form__grid">
            <Field wide label={t("adm.transfer.to")} required error={form.error("address")} hint={t("adm.transfer.toHint")}>
              {(c) => <input {...c} className="adm-input adm-mono" value={v.address} onChange={(e) => set("address", e.target.value)} />}
            </Field>
            <Field label={t("adm.transfer.amount")} required error={form.error("amount")}>
              {(c) => <TokenInput {...c} value={v.amount} onChange={(x) => set("amount", x)} />}
            </Field>
            <Field wide label={t("adm.transfer.reason")} required error={form.error("reason")} hint={t("adm.transfer.reasonHint")}>
              {(c) => <input {...c} className="adm-input" maxLength={MAX_REASON} value={v.reason} onChange={(e) => set("reason", e.target.value)} />}
            </Field>
          </div>
          <fieldset className="adm-fieldset adm-field">
            <legend className="adm-label"><FormattedMessage id="adm.transfer.chain" /></legend>
            <div className="adm-checks">
              {CHAINS.map((chain) => (
                <label key={chain} className="adm-check">
                  <input type="radio" name="chain" value={chain} checked={v.chain === chain} onChange={() => set("chain", chain)} />
                  {t(`adm.transfer.chain.${chain}`)}
                </label>
              ))}
            </div>
            {form.error("chain") && <p className="adm-error" role="alert">{form.error("chain")}</p>}
          </fieldset>
          <div className="adm-form__actions">
            <button type="submit" className="adm-btn adm-btn--primary" disabled={form.submitting}><FormattedMessage id="adm.transfer.review" /></button>
          </div>
        </form>
        {live && (
          <div className="adm-alert adm-alert--info" data-testid="queued-transfer">
            <FormattedMessage id="adm.transfer.queued" values={{ id: live.id }} /> <TaskStateBadge state={live.state} />
            {live.error && <div className="adm-error">{live.error}</div>}
          </div>
        )}
      </Panel>
      <Panel flush title={<FormattedMessage id="adm.transfer.recent" />}>
        <TaskList tasks={recent.tasks} loading={recent.loading} caption={t("adm.transfer.recent")} emptyHint={<FormattedMessage id="adm.transfer.recentHint" />} />
      </Panel>
      {dialog}
    </>
  );
}
