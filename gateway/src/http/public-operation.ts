import { getOperationAST, Kind, parse } from "graphql";

/**
 * Root fields whose answers depend only on indexed and managed lobby data (and the hour, for
 * areas): a guest's answer is every guest's. Anything reading the chain, a session or a clock
 * finer than the hour stays out.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set(["lobby", "games", "tables", "table", "areas", "tableRounds", "tableRound", "tableShoe", "__typename"]);

/** Whether the operation a document names is a query whose root selections are all public fields. */
export function isPublicQuery(source: string, operationName: string | undefined, maxTokens: number): boolean {
  try {
    const operation = getOperationAST(parse(source, { maxTokens, noLocation: true }), operationName);
    if (!operation || operation.operation !== "query") return false;
    return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && !s.directives?.length && PUBLIC_ROOT_FIELDS.has(s.name.value));
  } catch {
    return false;
  }
}
