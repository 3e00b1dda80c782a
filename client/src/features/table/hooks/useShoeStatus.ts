import { useEffect, useMemo } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { TableDocument, TableShoeStatusDocument } from "../../../gql/graphql.js";
import { shoeIsSettling, shoeStatusOf, type ShoeStatus } from "../logic/shoe-status.js";
import { applyShoe } from "../logic/table-cache.js";
import type { TableData } from "../model.js";

/** How often a shoe table asks for its shoe while no shoe is dealing. */
export const SHOE_POLL_MS = 2000;

/**
 * The shoe status of a baccarat or dragon tiger table (null for other games). Rounds carry their
 * shoe, but between shoes no round moves, so the new shoe is polled for until it deals.
 */
export function useShoeStatus(table: TableData, usesShoe: boolean): ShoeStatus | null {
  const client = useApolloClient();
  const settling = usesShoe && shoeIsSettling(table.currentShoe);
  const q = useQuery(TableShoeStatusDocument, { variables: { id: table.id }, skip: !settling, pollInterval: SHOE_POLL_MS, fetchPolicy: "no-cache" });
  // Kept out of the cache: written there, the new shoe would replace the old one before applyShoe could see it change.
  const polled = q.data?.table?.currentShoe;
  useEffect(() => {
    if (polled) client.cache.updateQuery({ query: TableDocument, variables: { id: table.id } }, (prev) => (prev?.table ? { table: applyShoe(prev.table, polled) } : prev));
  }, [client, polled, table.id]);
  const shoe = table.currentShoe;
  return useMemo(() => (usesShoe ? shoeStatusOf(shoe) : null), [usesShoe, shoe]);
}
