import { CombinedGraphQLErrors } from "@apollo/client/errors";

export interface FormErrors {
  /** Messages by input field, from `BAD_USER_INPUT` errors that name one in `extensions.field`. */
  fields: Record<string, string>;
  /** Everything else (forbidden, conflict, not found, network), shown above the form. */
  general?: string;
  /** The first error's `extensions.code`, if the server sent one. */
  code?: string;
}

/** Splits a mutation's failure into per-field messages and a general one. */
export function formErrorsOf(error: unknown): FormErrors {
  if (!CombinedGraphQLErrors.is(error)) return { fields: {}, general: error instanceof Error ? error.message : String(error) };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const e of error.errors) {
    const field = e.extensions?.field;
    if (e.extensions?.code === "BAD_USER_INPUT" && typeof field === "string" && field) fields[field] ??= e.message;
    else general.push(e.message);
  }
  const code = error.errors[0]?.extensions?.code;
  return { fields, general: general.length ? general.join(" ") : undefined, code: typeof code === "string" ? code : undefined };
}
