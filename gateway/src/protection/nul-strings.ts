import type { RequestHandler } from "express";
import { visit, BREAK, type DocumentNode } from "graphql";
import { refuseInput } from "../errors.js";

const MESSAGE = "Strings may not contain NUL (\\u0000) characters";

/** Whether any string (or object key) in `value` holds a NUL; iterative, so deep JSON cannot blow the stack. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return true;
    } else if (v && typeof v === "object" && !(v instanceof Date)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes("\u0000")) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** REST: refuses NUL in the query string or the parsed body with 400 BAD_USER_INPUT. */
export const rejectNulInput: RequestHandler = (req, _res, next) => next(containsNul(req.query) || containsNul(req.body) ? refuseInput(MESSAGE) : undefined);

/**
 * Postgres text cannot hold NUL, so a string carrying one would fail deep in a query as an internal
 * error: refuse it up front. `variables` must already be coerced (their shape bounded by the schema).
 */
export function refuseNulStrings(document: DocumentNode, variables: Record<string, unknown>): void {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes("\u0000")) {
        found = true;
        return BREAK;
      }
    },
  });
  if (found || containsNul(variables)) throw refuseInput(MESSAGE);
}
