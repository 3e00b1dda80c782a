import { useCallback, useEffect, useRef, useState } from "react";
import { useApolloClient, useSubscription } from "@apollo/client/react";
import { BridgeProcessesDocument, BridgeProcessUpdatedDocument, type BridgeProcessFieldsFragment } from "../../../gql/graphql.js";
import { useSocketConnected } from "../../../shared/apollo/socket-status.js";
import { useSession } from "../../../shared/session/SessionProvider.js";

export const POLL_MS = 3000;
export const CLEAR_AFTER_MS = 5000;
const WAITING = 0;
const DONE = 2;

export type Process = BridgeProcessFieldsFragment;

/**
 * The player's transfer in flight (SPEC §4 bridge rules). Updates arrive over the subscription;
 * only while the WebSocket is down is the waiting process polled every 3 s. When it completes the
 * step shows 3, `onDone` reloads balances and history, and the transfer clears 5 s later.
 */
export function useCurrentBridge(onDone: () => void) {
  const client = useApolloClient();
  const { status } = useSession();
  const live = useSocketConnected();
  const [current, setCurrent] = useState<Process | null>(null);
  const [submitted, setSubmitted] = useState(false);
  /** Withdrawals already reported by the indexer: a late `markSubmitted` for one of them is ignored. */
  const seen = useRef(new Set<string>());
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  const finish = useCallback((p: Process) => {
    setCurrent({ ...p, step: 3 });
    setSubmitted(false);
    onDoneRef.current();
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setCurrent(null), CLEAR_AFTER_MS);
  }, []);

  const accept = useCallback(
    (p: Process) => {
      if (p.withdrawTxHash) seen.current.add(p.withdrawTxHash.toLowerCase());
      if (p.status === DONE) {
        finish(p);
      } else {
        clearTimeout(clearTimer.current);
        setSubmitted(false);
        setCurrent(p);
      }
    },
    [finish],
  );

  const fetchWaiting = useCallback(async () => {
    const { data } = await client.query({ query: BridgeProcessesDocument, variables: { filter: { status: WAITING }, limit: 1 }, fetchPolicy: "network-only" });
    return data?.bridgeProcesses[0] ?? null;
  }, [client]);

  // On sign-in, resume a transfer that is still waiting.
  useEffect(() => {
    if (status !== "signedIn") return void setCurrent(null);
    void fetchWaiting().then((p) => p && setCurrent(p)).catch(() => undefined);
  }, [status, fetchWaiting]);

  useSubscription(BridgeProcessUpdatedDocument, {
    skip: status !== "signedIn",
    onData: ({ data }) => {
      const p = data.data?.bridgeProcessUpdated;
      if (p) accept(p);
    },
  });

  // Fallback: poll only while the socket is down and something is waiting.
  const waiting = submitted || current?.status === WAITING;
  useEffect(() => {
    if (live || !waiting || status !== "signedIn") return;
    const timer = setInterval(async () => {
      const p = await fetchWaiting().catch(() => undefined);
      if (p === undefined) return;
      if (p) return setCurrent(p);
      if (current) {
        const { data } = await client.query({ query: BridgeProcessesDocument, variables: { limit: 1 }, fetchPolicy: "network-only" });
        const latest = data?.bridgeProcesses.find((x) => x.id === current.id);
        if (latest?.status === DONE) finish(latest);
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [live, waiting, status, fetchWaiting, client, current, finish]);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const markSubmitted = useCallback((txHash: string) => {
    if (seen.current.has(txHash.toLowerCase())) return;
    // A finished transfer still on show gives way to the new one.
    clearTimeout(clearTimer.current);
    setCurrent((c) => (c?.status === DONE ? null : c));
    setSubmitted(true);
  }, []);

  return { current, submitted, live, markSubmitted };
}
