import { useCallback, useEffect, useRef, useState } from "react";
import { useApolloClient, useSubscription } from "@apollo/client/react";
import { BridgeProcessesDocument, BridgeProcessUpdatedDocument, type BridgeProcessFieldsFragment } from "../../../gql/graphql.js";
import { useSocketConnected } from "../../../shared/apollo/socket-status.js";
import { useIsMainWindow } from "../../../shared/session/main-window.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
// Only SUSD between the chains: USDC processes (1–3) may wait hours and are followed apart.
import { CHAIN_TYPES } from "../process-types.js";

export const POLL_MS = 3000;
export const CLEAR_AFTER_MS = 5000;
const WAITING = 0;
const DONE = 2;
/** Enough recent rows to find the transfer on show once it has left the waiting status. */
const RECENT = 5;

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
  const mainWindow = useIsMainWindow();
  const [current, setCurrent] = useState<Process | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const currentRef = useRef(current);
  currentRef.current = current;
  /** Withdrawals already reported by the indexer: a late `markSubmitted` for one of them is ignored. */
  const seen = useRef(new Set<string>());
  const finished = useRef(new Set<string>());
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  const finish = useCallback((p: Process) => {
    if (finished.current.has(p.id)) return;
    finished.current.add(p.id);
    setCurrent({ ...p, step: 3 });
    setSubmitted(false);
    onDoneRef.current();
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setCurrent(null), CLEAR_AFTER_MS);
  }, []);

  const accept = useCallback(
    (p: Process) => {
      if (p.withdrawTxHash) seen.current.add(p.withdrawTxHash.toLowerCase());
      if (p.status === DONE) return finish(p);
      clearTimeout(clearTimer.current);
      setSubmitted(false);
      setCurrent(p);
    },
    [finish],
  );

  const query = useCallback(
    async (variables: { filter?: { status: number }; limit: number }) =>
      (await client.query({ query: BridgeProcessesDocument, variables: { ...variables, filter: { ...variables.filter, processTypes: CHAIN_TYPES } }, fetchPolicy: "network-only" })).data?.bridgeProcesses ?? [],
    [client],
  );

  /** SPEC's poll: the waiting process, else the end of the one on show. */
  const refresh = useCallback(async () => {
    const [waiting] = await query({ filter: { status: WAITING }, limit: 1 });
    if (waiting) return accept(waiting);
    const shown = currentRef.current;
    if (!shown || shown.status === DONE) return;
    const latest = (await query({ limit: RECENT })).find((x) => x.id === shown.id);
    if (latest) accept(latest);
  }, [query, accept]);

  // On sign-in, resume a transfer that is still waiting.
  useEffect(() => {
    if (status !== "signedIn") return void setCurrent(null);
    void query({ filter: { status: WAITING }, limit: 1 })
      .then(([p]) => p && accept(p))
      .catch(() => undefined);
  }, [status, query, accept]);

  useSubscription(BridgeProcessUpdatedDocument, {
    skip: status !== "signedIn",
    onData: ({ data }) => {
      const p = data.data?.bridgeProcessUpdated;
      if (p && CHAIN_TYPES.includes(p.processType)) accept(p);
    },
  });

  const inFlight = submitted || (current !== null && current.status !== DONE);

  // Fallback: poll only while the socket is down and something is in flight, from the main window
  // (SPEC §4) or the tab that sent the transfer; other tabs catch up when the socket is back.
  const polls = mainWindow || submitted;
  useEffect(() => {
    if (live || !inFlight || !polls || status !== "signedIn") return;
    const timer = setInterval(() => void refresh().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [live, inFlight, polls, status, refresh]);

  // Updates sent while the socket was down are not replayed: catch up once it is back (only on reconnection).
  useEffect(() => {
    if (live && inFlight && status === "signedIn") void refresh().catch(() => undefined);
  }, [live]);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const markSubmitted = useCallback((txHash: string) => {
    if (seen.current.has(txHash.toLowerCase())) return;
    // A finished transfer still on show gives way to the new one.
    clearTimeout(clearTimer.current);
    setCurrent((c) => (c?.status === DONE ? null : c));
    setSubmitted(true);
  }, []);

  return { current, submitted, inFlight, live, markSubmitted };
}
