import { CombinedGraphQLErrors } from "@apollo/client/errors";

export interface FormErrors {
  /** Messages by input field, from `BAD_USER_INPUT` errors that name one in `extensions.field`. */
  fields: Record<string, string>;
  /** Everything else (forbidden, conflict, not found, network), shown above the form. */
  general?: string;
  /** The first error's `extensions.code`, if the server sent one. */
  code?: string;
}

/**
 * Splits a mutation's failure into per-field messages and a general one. A failure with no
 * refusal of the server's to show (network, time-out, internal error) reads `failed`, the
 * SPEC §8 text for the action (Edited fail, Updated fail, Sent fail), when one is given.
 */
export function formErrorsOf(error: unknown, failed?: string): FormErrors {
  if (!CombinedGraphQLErrors.is(error)) return { fields: {}, general: failed ?? (error instanceof Error ? error.message : String(error)) };
  const internal = error.errors.every((e) => !e.extensions?.code || e.extensions.code === "INTERNAL_SERVER_ERROR");
  if (internal && failed) return { fields: {}, general: failed, code: "INTERNAL_SERVER_ERROR" };
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
