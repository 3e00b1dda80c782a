import { decodeCursor, encodeCursor, pageSize } from "../../graphql/paging.js";
import { fieldError } from "../admin/validation.js";

export { encodeCursor, pageSize };

/** A newest-first list's cursor: the row's time and id. */
export function timeCursor(after: string): { at: Date; id: string } {
  let parts: unknown[];
  try {
    parts = decodeCursor(after);
  } catch {
    parts = [];
  }
  const [at, id] = parts;
  const when = typeof at === "string" ? new Date(at) : null;
  if (!when || Number.isNaN(when.getTime()) || typeof id !== "string" || !id) throw fieldError("after", "after is not a valid cursor");
  return { at: when, id };
}

/** A page's edges, each with its time-and-id cursor. */
export function connection<N>(nodes: N[], hasNextPage: boolean, cursor: (node: N) => [Date, string]) {
  const edges = nodes.map((node) => {
    const [at, id] = cursor(node);
    return { cursor: encodeCursor([at.toISOString(), id]), node };
  });
  return { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } };
}

/** One page of newest-first rows fetched with one extra: the page's edges and whether more follow. */
export function pageOf<R, N>(rows: R[], size: number, cursor: (row: R) => [Date, string], node: (row: R) => N) {
  const page = connection(rows.slice(0, size), rows.length > size, cursor);
  return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: node(e.node) })) };
}
