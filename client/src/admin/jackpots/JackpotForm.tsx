import { useRef, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { TokenInput } from "../ui/TokenInput.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { GAME_TYPES, LEVELS, validateJackpot, type JackpotValues } from "./jackpot-form.js";
import { DateTimePicker } from "../../shared/ui/date-picker/DateTimePicker.js";

export type JackpotIntent = "save" | "publish";

const LOCKED = { opacity: 0.6 } as const;

/** A control an open jackpot no longer changes: disabled and dimmed. */
function Locked({ on, children }: { on: boolean; children: ReactNode }) {
  return <fieldset className="adm-fieldset" disabled={on} style={on ? LOCKED : undefined}>{children}</fieldset>;
}

interface Props {
  initial: JackpotValues;
  /** An open jackpot: only a later draw time can be saved. */
  open?: boolean;
  /** Offer "Publish" beside "Save draft" (drafts). */
  canPublish: boolean;
  submit: (values: JackpotValues, intent: JackpotIntent) => Promise<unknown>;
}

/** A jackpot's name, level, prize, winners, ticket rule, qualifying games and dates (UTC). */
export function JackpotForm({ initial, open = false, canPublish, submit }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const intent = useRef<JackpotIntent>("save");
  const form = useAdminForm({ initial, validate: validateJackpot, submit: (v) => submit(v, intent.current) });
  const { values: v, set } = form;
  const toggleGame = (g: number) => set("gameTypes", v.gameTypes.includes(g) ? v.gameTypes.filter((x) => x !== g) : [...v.gameTypes, g]);
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate aria-label={t("adm.jackpots.details")}>
      <FormError errors={form.errors} fields={Object.keys(v)} />
      <fieldset className="adm-form__grid adm-fieldset" disabled={form.submitting}>
        <Field wide label={t("adm.jackpots.name")} required error={form.error("name")}>
          {(c) => <Locked on={open}><input {...c} className="adm-input" maxLength={100} value={v.name} onChange={(e) => set("name", e.target.value)} /></Locked>}
        </Field>
        <Field label={t("adm.jackpots.level")} required error={form.error("level")}>
          {(c) => (
            <Locked on={open}>
              <select {...c} className="adm-input" value={v.level} onChange={(e) => set("level", e.target.value)}>
                {LEVELS.map((l) => <option key={l} value={l}>{`${l} · ${t(`adm.jackpots.level.${l}`)}`}</option>)}
              </select>
            </Locked>
          )}
        </Field>
        <Field label={t("adm.jackpots.prize")} required error={form.error("prize")} hint={t("adm.jackpots.prizeHint")}>
          {(c) => <Locked on={open}><TokenInput {...c} value={v.prize} onChange={(x) => set("prize", x)} /></Locked>}
        </Field>
        <Field label={t("adm.jackpots.winnersCount")} required error={form.error("winnersCount")} hint={t("adm.jackpots.winnersHint")}>
          {(c) => <Locked on={open}><input {...c} className="adm-input" inputMode="numeric" value={v.winnersCount} onChange={(e) => set("winnersCount", e.target.value)} /></Locked>}
        </Field>
        <Field label={t("adm.jackpots.wagerPerTicket")} error={form.error("wagerPerTicket")} hint={t("adm.jackpots.wagerPerTicketHint")}>
          {(c) => <Locked on={open}><TokenInput {...c} value={v.wagerPerTicket} onChange={(x) => set("wagerPerTicket", x)} /></Locked>}
        </Field>
        <Field label={t("adm.jackpots.opensAt")} required error={form.error("opensAt")}>
          {(c) => <Locked on={open}><DateTimePicker {...c} inputClassName="adm-input" value={v.opensAt} onChange={(value) => set("opensAt", value)} /></Locked>}
        </Field>
        <Field label={t("adm.jackpots.drawAt")} required error={form.error("drawAt")} hint={open ? t("adm.jackpots.drawAtOpenHint") : undefined}>
          {(c) => <DateTimePicker {...c} inputClassName="adm-input" value={v.drawAt} onChange={(value) => set("drawAt", value)} />}
        </Field>
      </fieldset>
      <fieldset className="adm-fieldset adm-field" disabled={form.submitting || open} style={open ? LOCKED : undefined}>
        <legend className="adm-label"><FormattedMessage id="adm.jackpots.gameTypes" /></legend>
        <div className="adm-checks">
          {GAME_TYPES.map((g) => (
            <label key={g} className="adm-check">
              <input type="checkbox" checked={v.gameTypes.includes(g)} onChange={() => toggleGame(g)} /> {t(`adm.game.${g}`)}
            </label>
          ))}
        </div>
        <p className="adm-hint"><FormattedMessage id="adm.jackpots.gameTypesHint" /></p>
        {form.error("gameTypes") && <p className="adm-error" role="alert">{form.error("gameTypes")}</p>}
      </fieldset>
      <div className="adm-form__actions">
        <button type="submit" className={`adm-btn ${canPublish ? "adm-btn--ghost" : "adm-btn--primary"}`} disabled={form.submitting} onClick={() => (intent.current = "save")}>
          <FormattedMessage id={canPublish ? "adm.jackpots.saveDraft" : "adm.form.save"} />
        </button>
        {canPublish && (
          <button type="submit" className="adm-btn adm-btn--primary" disabled={form.submitting} onClick={() => (intent.current = "publish")}>
            {form.submitting && <span className="spinner spinner--inline" aria-hidden />}
            <FormattedMessage id="adm.jackpots.publish" />
          </button>
        )}
      </div>
    </form>
  );
}
