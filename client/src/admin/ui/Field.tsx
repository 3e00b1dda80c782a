import { useId, type ReactNode } from "react";

export interface ControlProps { id: string; "aria-invalid": boolean; "aria-describedby"?: string }

/** A labelled form control with its hint and its inline error (from the client's checks or the server's `extensions.field`). */
export function Field({ label, error, hint, required, wide, children }: { label: ReactNode; error?: string; hint?: ReactNode; required?: boolean; /** Takes a whole row of a form grid (addresses, lists). */ wide?: boolean; children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`adm-field${wide ? " adm-field--wide" : ""}${error ? " has-error" : ""}`}>
      <label className="adm-label" htmlFor={id}>
        {label}
        {required && <span className="adm-required" aria-hidden> *</span>}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": described })}
      {hint && !error && <p id={`${id}-hint`} className="adm-hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="adm-error" role="alert">{error}</p>}
    </div>
  );
}
