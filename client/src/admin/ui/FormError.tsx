import type { FormErrors } from "./form-errors.js";

/** The form's failure that belongs to no input shown (a conflict, a refusal, a field the form does not have). */
export function FormError({ errors, fields }: { errors: FormErrors; fields: readonly string[] }) {
  const stray = Object.entries(errors.fields).filter(([k]) => !fields.includes(k)).map(([, m]) => m);
  const text = [errors.general, ...stray].filter(Boolean).join(" ");
  if (!text) return null;
  return <div className="adm-alert adm-alert--error" role="alert" data-code={errors.code}>{text}</div>;
}
