import { useEffect, useId, useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { DatePicker } from "../../shared/ui/date-picker/DatePicker.js";

export interface FilterField<K extends string> {
  key: K;
  label: string;
  type: "text" | "date" | "select";
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** Wider text boxes for searches and ID lists. */
  wide?: boolean;
}

interface Props<K extends string> {
  fields: FilterField<K>[];
  values: Record<K, string>;
  onApply: (values: Record<K, string>) => void;
}

/** A list's filters: edited here, applied to the URL on submit (so a half-typed search does not reload the list). */
export function FilterBar<K extends string>({ fields, values, onApply }: Props<K>) {
  const id = useId();
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(fields.map((f) => [f.key, ""])) as Record<K, string>;
    setDraft(empty);
    onApply(empty);
  };
  const active = fields.filter((f) => values[f.key]).length;
  // On phones the filters fold away behind a button that says how many are on.
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm adm-filters-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <FormattedMessage id="adm.filters.toggle" values={{ count: active }} />
      </button>
      <form className={`adm-filters${open ? " is-open" : ""}`} role="search" onSubmit={submit}>
        {fields.map((f) => {
          const inputId = `${id}-${f.key}`;
          const common = { id: inputId, name: f.key, value: draft[f.key], className: "adm-input" };
          return (
            <label key={f.key} htmlFor={inputId} className={`adm-filters__field${f.wide ? " is-wide" : ""}`}>
              <span className="adm-label">{f.label}</span>
              {f.type === "select" ? (
                <select {...common} onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}>
                  {f.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
                </select>
              ) : f.type === "date" ? (
                <DatePicker id={inputId} name={f.key} inputClassName="adm-input" value={draft[f.key]} onChange={(value) => setDraft({ ...draft, [f.key]: value })} />
              ) : (
                <input {...common} type={f.type} placeholder={f.placeholder} onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })} />
              )}
            </label>
          );
        })}
        <div className="adm-filters__actions">
          <button type="submit" className="adm-btn adm-btn--primary adm-btn--sm"><FormattedMessage id="adm.filters.apply" /></button>
          {active > 0 && <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={clear}><FormattedMessage id="adm.filters.clear" /></button>}
        </div>
      </form>
    </>
  );
}
