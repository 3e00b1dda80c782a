import { FormattedMessage, useIntl } from "react-intl";
import type { AdminContractsQuery } from "../../gql/admin/graphql.js";
import { formatToken, parseToken } from "../../shared/format/token.js";
import { formatNumber } from "../../shared/format/number.js";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { Panel } from "../ui/Panel.js";
import { TokenInput } from "../ui/TokenInput.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { useConfirmStep } from "../ui/useConfirmStep.js";
import { useRunTool } from "./useRunTool.js";

type Bonus = NonNullable<AdminContractsQuery["adminContracts"]["bonus"]>;

const percent = (bps: number) => formatNumber(bps / 10_000, "percent");

/** Bonus manager settings: reward rate, reward maximum, minimum validators; sent on chain as one task. */
export function BonusPanel({ bonus, loading, onQueued }: { bonus: Bonus | null; loading: boolean; onQueued: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const run = useRunTool(onQueued);
  const { ask, dialog } = useConfirmStep();
  if (!bonus) return <Panel title={<FormattedMessage id="adm.bonus.title" />}><p className="adm-muted">{loading ? <span className="spinner spinner--inline" /> : <FormattedMessage id="adm.bonus.none" />}</p></Panel>;
  return (
    <Panel title={<FormattedMessage id="adm.bonus.title" />}>
      <BonusForm
        key={`${bonus.rewardRate}-${bonus.rewardMaximum}-${bonus.minValidator}`}
        bonus={bonus}
        submit={(v) => {
          const max = parseToken(v.rewardMaximum);
          const input = { tool: "BONUS_SETTINGS" as const, rewardRate: Number(v.rewardRate), rewardMaximum: max.ok ? max.units.toString() : "0", minValidator: Number(v.minValidator) };
          return ask({
            title: t("adm.bonus.confirmTitle"),
            body: t("adm.bonus.confirmBody", { rate: percent(input.rewardRate), max: `${formatToken(input.rewardMaximum)} SUSD`, validators: input.minValidator }),
            run: () => run(input),
          });
        }}
      />
      {dialog}
    </Panel>
  );
}

interface BonusValues { rewardRate: string; rewardMaximum: string; minValidator: string }

function BonusForm({ bonus, submit }: { bonus: Bonus; submit: (v: BonusValues) => Promise<unknown> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useAdminForm<BonusValues>({
    initial: { rewardRate: String(bonus.rewardRate), rewardMaximum: formatToken(bonus.rewardMaximum, 6).replace(/,/g, ""), minValidator: String(bonus.minValidator) },
    validate: (v) => ({
      rewardRate: /^\d+$/.test(v.rewardRate) && Number(v.rewardRate) <= 10_000 ? undefined : "adm.bonus.error.rate",
      rewardMaximum: parseToken(v.rewardMaximum).ok ? undefined : "adm.form.error.amount",
      minValidator: /^\d+$/.test(v.minValidator) && Number(v.minValidator) >= 1 ? undefined : "adm.bonus.error.validators",
    }),
    submit,
  });
  const { values: v, set } = form;
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate aria-label={t("adm.bonus.title")}>
      <FormError errors={form.errors} fields={Object.keys(v)} />
      <div className="adm-form__grid">
        <Field label={t("adm.bonus.rate")} required error={form.error("rewardRate")} hint={t("adm.bonus.rateHint")}>
          {(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.rewardRate} onChange={(e) => set("rewardRate", e.target.value)} />}
        </Field>
        <Field label={t("adm.bonus.maximum")} required error={form.error("rewardMaximum")}>
          {(c) => <TokenInput {...c} value={v.rewardMaximum} onChange={(x) => set("rewardMaximum", x)} />}
        </Field>
        <Field label={t("adm.bonus.validators")} required error={form.error("minValidator")} hint={t("adm.bonus.validatorsHint")}>
          {(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.minValidator} onChange={(e) => set("minValidator", e.target.value)} />}
        </Field>
      </div>
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={form.submitting}><FormattedMessage id="adm.bonus.send" /></button>
      </div>
    </form>
  );
}
