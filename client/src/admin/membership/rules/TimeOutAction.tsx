import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Field } from "../../ui/Field.js";
import { FormError } from "../../ui/FormError.js";
import { TaskStateBadge } from "../../ui/TaskStateBadge.js";
import { useDateTime } from "../../ui/format.js";
import { useAdminForm } from "../../ui/useAdminForm.js";
import { useConfirmStep } from "../../ui/useConfirmStep.js";
import { TIME_OUT_PERIODS, outlasts, timeOutEnd, type TimeOutPeriod } from "./periods.js";
import { useStaffTimeOut } from "./useStaffTimeOut.js";

interface Values { period: TimeOutPeriod; reason: string }

/**
 * Puts the player on a time-out on chain: a length, a reason for the operation log, then a confirm step
 * naming the end; the queued task's state follows live. Only ever shown with protection.write.
 */
export function TimeOutAction({ address, who, blockedUntil, onDone }: { address: string; who: string; blockedUntil: string | null; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dateTime = useDateTime();
  const [open, setOpen] = useState(false);
  const { timeOut, task } = useStaffTimeOut(address, onDone);
  const { ask, dialog } = useConfirmStep();
  const form = useAdminForm<Values>({
    initial: { period: 1, reason: "" },
    validate: (v) => ({ reason: v.reason.trim() ? undefined : "adm.rules.timeOut.reasonRequired" }),
    failed: () => "error.updatedFail",
    submit: (v) => {
      const end = timeOutEnd(v.period, Date.now());
      const length = t(`adm.rules.timeOut.option.${v.period}`);
      return ask({
        title: t("adm.rules.timeOut.confirmTitle", { who, length }),
        body: (
          <div data-testid="time-out-summary">
            <p><FormattedMessage id="adm.rules.timeOut.explain" values={{ who, until: dateTime(end), length }} /></p>
            {outlasts(blockedUntil, end) && <p className="adm-alert adm-alert--warn"><FormattedMessage id="adm.rules.timeOut.outlasted" values={{ until: dateTime(blockedUntil) }} /></p>}
            <p className="adm-muted"><FormattedMessage id="adm.rules.timeOut.reasonShown" values={{ reason: v.reason.trim() }} /></p>
          </div>
        ),
        confirmLabel: t("adm.rules.timeOut.confirm"),
        danger: true,
        run: async () => {
          await timeOut(v.period, v.reason.trim());
          form.setValues({ period: v.period, reason: "" });
          setOpen(false);
        },
      });
    },
  });
  const { values: v, set } = form;
  return (
    <div className="adm-field">
      {!open && (
        <div className="adm-row-actions adm-row-actions--start">
          <button type="button" className="adm-btn adm-btn--danger-ghost adm-btn--sm" onClick={() => setOpen(true)}><FormattedMessage id="adm.rules.timeOut" /></button>
        </div>
      )}
      {open && (
        <form className="adm-form adm-inline-form" onSubmit={form.onSubmit} noValidate aria-label={t("adm.rules.timeOut")}>
          <FormError errors={form.errors} fields={Object.keys(v)} />
          <fieldset className="adm-fieldset adm-field">
            <legend className="adm-label"><FormattedMessage id="adm.rules.timeOut.period" /></legend>
            <div className="adm-checks">
              {TIME_OUT_PERIODS.map((period) => (
                <label key={period} className="adm-check">
                  <input type="radio" name="period" value={period} checked={v.period === period} onChange={() => set("period", period)} />
                  {t(`adm.rules.timeOut.option.${period}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Field wide label={t("adm.rules.timeOut.reason")} required error={form.error("reason")} hint={t("adm.rules.timeOut.reasonHint")}>
            {(c) => <textarea {...c} className="adm-input" rows={3} maxLength={500} value={v.reason} onChange={(e) => set("reason", e.target.value)} />}
          </Field>
          <div className="adm-form__actions">
            <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setOpen(false)}><FormattedMessage id="adm.form.cancel" /></button>
            <button type="submit" className="adm-btn adm-btn--danger" disabled={form.submitting}><FormattedMessage id="adm.rules.timeOut.review" /></button>
          </div>
        </form>
      )}
      {task && (
        <div className="adm-alert adm-alert--info" data-testid="queued-time-out">
          <FormattedMessage id="adm.rules.timeOut.queued" values={{ id: task.id }} /> <TaskStateBadge state={task.state} />
          {task.error && <div className="adm-error">{task.error}</div>}
        </div>
      )}
      {dialog}
    </div>
  );
}
