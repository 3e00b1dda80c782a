import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { BridgeProcessesDocument } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";

export const HISTORY_LIMIT = 100;
const HISTORY_DAYS = 90;

/** SPEC §7 history call: the player's processes in a createdAt range, limit 100. */
export function useBridgeHistory() {
  const { status } = useSession();
  const createdFrom = useMemo(() => new Date(Date.now() - HISTORY_DAYS * 86_400_000).toISOString(), []);
  const q = useQuery(BridgeProcessesDocument, {
    skip: status !== "signedIn",
    variables: { filter: { createdFrom }, limit: HISTORY_LIMIT },
    fetchPolicy: "cache-and-network",
  });
  return { rows: q.data?.bridgeProcesses ?? [], loading: q.loading, refetch: () => q.refetch() };
}
