import { useQuery } from "@apollo/client/react";
import { SystemStatusDocument, type SystemStatusQuery } from "../../gql/admin/graphql.js";

/** How often the page reads the figures again. */
export const SYSTEM_POLL_MS = 5_000;

export type SystemStatus = SystemStatusQuery["systemStatus"];

/** The system page's figures, read again every few seconds while the page is open. */
export function useSystemStatus() {
  const { data, previousData, loading, error, refetch } = useQuery(SystemStatusDocument, { pollInterval: SYSTEM_POLL_MS, fetchPolicy: "network-only" });
  // Between two reads keep showing the last answer rather than a spinner.
  const status = (data ?? previousData)?.systemStatus ?? null;
  return { status, loading: loading && !status, error, refetch: () => void refetch() };
}
