import type { GraphQLFormattedError } from "graphql";
import { ErrorCode } from "../errors.js";

const KNOWN = new Set<string>([...Object.values(ErrorCode), "GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", "BAD_REQUEST", "PERSISTED_QUERY_NOT_FOUND"]);

/** Keeps domain codes and messages; anything unexpected becomes a generic error without internals. */
export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = String(formatted.extensions?.code ?? ErrorCode.INTERNAL);
    if (KNOWN.has(code) && code !== ErrorCode.INTERNAL) {
      return production ? { ...formatted, extensions: { code } } : formatted;
    }
    if (!production) console.error(error);
    return { message: "Something went wrong", path: formatted.path, locations: formatted.locations, extensions: { code: ErrorCode.INTERNAL } };
  };
}
