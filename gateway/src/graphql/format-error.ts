import type { GraphQLFormattedError } from "graphql";
import { ErrorCode } from "../errors.js";

const KNOWN = new Set<string>([...Object.values(ErrorCode), "GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", "BAD_REQUEST", "PERSISTED_QUERY_NOT_FOUND", "PERSISTED_QUERY_NOT_SUPPORTED"]);

/** Extensions a client may act on: the form field a BAD_USER_INPUT is about, why a FORBIDDEN refused. */
const PUBLIC_EXTENSIONS = ["field", "reason"] as const;

const publicExtensions = (code: string, extensions: Readonly<Record<string, unknown>> | undefined) => {
  const kept: Record<string, unknown> = { code };
  for (const key of PUBLIC_EXTENSIONS) if (typeof extensions?.[key] === "string") kept[key] = extensions[key];
  return kept;
};

/** Keeps domain codes, messages and public extensions; anything unexpected becomes a generic error without internals. */
export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = String(formatted.extensions?.code ?? ErrorCode.INTERNAL);
    if (KNOWN.has(code) && code !== ErrorCode.INTERNAL) {
      return production ? { ...formatted, extensions: publicExtensions(code, formatted.extensions) } : formatted;
    }
    if (!production) console.error(error);
    return { message: "Something went wrong", path: formatted.path, locations: formatted.locations, extensions: { code: ErrorCode.INTERNAL } };
  };
}
