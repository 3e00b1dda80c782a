import type { InternalRefetchQueriesInclude } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { CreateTableDocument, UpdateTableDocument, type AdminGameQuery, type AdminTableFieldsFragment, type Floor } from "../../../gql/admin/graphql.js";
import { useToast } from "../../../shared/ui/toasts.js";
import { Check } from "../../ui/Check.js";
import { Field, type ControlProps } from "../../ui/Field.js";
import { FormError } from "../../ui/FormError.js";
import { TokenInput } from "../../ui/TokenInput.js";
import { useAdminForm } from "../../ui/useAdminForm.js";
import { FLOORS, createTableInput, tableValues, updateTableInput, validateNewTable, validateTable, type NewTableValues } from "../table-form.js";

type Area = AdminGameQuery["adminAreas"][number];
type Refetch = { refetchQueries: InternalRefetchQueriesInclude };

function AreaSelect({ areas, value, onChange, ...c }: ControlProps & { areas: Area[]; value: string; onChange: (v: string) => void }) {
  const intl = useIntl();
  return (
    <select {...c} className="adm-input" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{intl.formatMessage({ id: "adm.tables.chooseArea" })}</option>
      {areas.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
    </select>
  );
}

function FloorSelect({ value, onChange, ...c }: ControlProps & { value: Floor; onChange: (v: Floor) => void }) {
  const intl = useIntl();
  return (
    <select {...c} className="adm-input" value={value} onChange={(e) => onChange(e.target.value as Floor)}>
      {FLOORS.map((f) => <option key={f} value={f}>{intl.formatMessage({ id: `adm.floor.${f}` })}</option>)}
    </select>
  );
}

function Actions({ submitting, onClose, label }: { submitting: boolean; onClose: () => void; label: string }) {
  return (
    <div className="adm-form__actions">
      <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose}><FormattedMessage id="adm.form.cancel" /></button>
      <button type="submit" className="adm-btn adm-btn--primary" disabled={submitting}>
        {submitting && <span className="spinner spinner--inline" aria-hidden />}
        <FormattedMessage id={label} />
      </button>
    </div>
  );
}

/** Edits one table; new limits go to the contract as a task (the table shows them once the chain has them). */
export function TableForm({ table, areas, refetch, onClose }: { table: AdminTableFieldsFragment; areas: Area[]; refetch: Refetch; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const [update] = useMutation(UpdateTableDocument, refetch);
  const form = useAdminForm({
    initial: tableValues(table),
    validate: validateTable,
    submit: async (v) => {
      const { input, limitsChanged } = updateTableInput(table, v);
      await update({ variables: { id: table.id, input } });
      toast.success(t(limitsChanged ? "adm.tables.savedWithLimits" : "adm.form.saved"));
      onClose();
    },
  });
  const { values: v, set } = form;
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate aria-label={t("adm.tables.editTitle")}>
      <p className="adm-section-title"><FormattedMessage id="adm.tables.editing" values={{ id: table.id, name: table.name }} /></p>
      <FormError errors={form.errors} fields={Object.keys(v)} />
      <div className="adm-form__grid">
        <Field label={t("adm.tables.name")} required error={form.error("name")}>{(c) => <input {...c} className="adm-input" value={v.name} onChange={(e) => set("name", e.target.value)} />}</Field>
        <Field label={t("adm.form.nameJa")} error={form.error("nameJa")} hint={t("adm.form.nameJaHint")}>{(c) => <input {...c} className="adm-input" lang="ja" value={v.nameJa} onChange={(e) => set("nameJa", e.target.value)} />}</Field>
        <Field label={t("adm.tables.area")} required error={form.error("areaId")}>{(c) => <AreaSelect {...c} areas={areas} value={v.areaId} onChange={(x) => set("areaId", x)} />}</Field>
        <Field label={t("adm.tables.floor")} error={form.error("floor")}>{(c) => <FloorSelect {...c} value={v.floor} onChange={(x) => set("floor", x)} />}</Field>
        <Field label={t("adm.tables.bettingSeconds")} error={form.error("bettingSeconds")} hint={t("adm.tables.bettingSecondsHint")}>{(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.bettingSeconds} onChange={(e) => set("bettingSeconds", e.target.value)} />}</Field>
        <Field label={t("adm.tables.minBet")} required error={form.error("minBet")}>{(c) => <TokenInput {...c} value={v.minBet} onChange={(x) => set("minBet", x)} />}</Field>
        <Field label={t("adm.tables.maxBet")} required error={form.error("maxBet")} hint={t("adm.tables.limitsHint")}>{(c) => <TokenInput {...c} value={v.maxBet} onChange={(x) => set("maxBet", x)} />}</Field>
      </div>
      <Check label={t("adm.tables.enabled")} checked={v.enabled} onChange={(x) => set("enabled", x)} />
      <Actions submitting={form.submitting} onClose={onClose} label="adm.form.save" />
    </form>
  );
}

const blankTable: NewTableValues = { id: "", contractAddress: "", name: "", nameJa: "", areaId: "", floor: "GROUND", enabled: true, bettingSeconds: "15", noCommission: false };

/** Lists a deployed GameTable contract under this game; its limits are read from the contract. */
export function NewTableForm({ game, areas, refetch, onClose }: { game: { id: string; type: number }; areas: Area[]; refetch: Refetch; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const [create] = useMutation(CreateTableDocument, refetch);
  const form = useAdminForm({
    initial: blankTable,
    validate: validateNewTable,
    submit: async (v) => {
      await create({ variables: { input: createTableInput(game.id, v) } });
      toast.success(t("adm.form.created"));
      onClose();
    },
  });
  const { values: v, set } = form;
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate aria-label={t("adm.tables.add")}>
      <p className="adm-section-title"><FormattedMessage id="adm.tables.add" /></p>
      <p className="adm-hint"><FormattedMessage id="adm.tables.addHint" /></p>
      <FormError errors={form.errors} fields={Object.keys(v)} />
      <div className="adm-form__grid">
        <Field label={t("adm.tables.onChainId")} required error={form.error("id")}>{(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.id} onChange={(e) => set("id", e.target.value)} />}</Field>
        <Field wide label={t("adm.tables.contract")} required error={form.error("contractAddress")}>{(c) => <input {...c} className="adm-input adm-mono" value={v.contractAddress} onChange={(e) => set("contractAddress", e.target.value)} />}</Field>
        <Field label={t("adm.tables.name")} required error={form.error("name")}>{(c) => <input {...c} className="adm-input" value={v.name} onChange={(e) => set("name", e.target.value)} />}</Field>
        <Field label={t("adm.form.nameJa")} error={form.error("nameJa")} hint={t("adm.form.nameJaHint")}>{(c) => <input {...c} className="adm-input" lang="ja" value={v.nameJa} onChange={(e) => set("nameJa", e.target.value)} />}</Field>
        <Field label={t("adm.tables.area")} required error={form.error("areaId")}>{(c) => <AreaSelect {...c} areas={areas} value={v.areaId} onChange={(x) => set("areaId", x)} />}</Field>
        <Field label={t("adm.tables.floor")} error={form.error("floor")}>{(c) => <FloorSelect {...c} value={v.floor} onChange={(x) => set("floor", x)} />}</Field>
        <Field label={t("adm.tables.bettingSeconds")} error={form.error("bettingSeconds")} hint={t("adm.tables.bettingSecondsHint")}>{(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.bettingSeconds} onChange={(e) => set("bettingSeconds", e.target.value)} />}</Field>
      </div>
      <div className="adm-checks">
        <Check label={t("adm.tables.enabled")} checked={v.enabled} onChange={(x) => set("enabled", x)} />
        {game.type === 2 && <Check label={t("adm.tables.noCommission")} checked={v.noCommission} onChange={(x) => set("noCommission", x)} />}
      </div>
      <Actions submitting={form.submitting} onClose={onClose} label="adm.form.create" />
    </form>
  );
}
