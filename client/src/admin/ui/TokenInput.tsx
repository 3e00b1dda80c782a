import type { ControlProps } from "./Field.js";

/** An SUSD amount typed as decimals ("12.5"); the form converts it to token units with parseToken. */
export function TokenInput({ value, onChange, ...control }: ControlProps & { value: string; onChange: (v: string) => void }) {
  return (
    <div className="adm-input-affix">
      <input {...control} className="adm-input" inputMode="decimal" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      <span className="adm-input-affix__text">SUSD</span>
    </div>
  );
}
