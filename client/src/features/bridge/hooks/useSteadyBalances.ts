import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { BalancesDocument, BridgeProcessesDocument, BridgeProcessUpdatedDocument, type BalancesQuery } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { CHAIN_TYPES } from "../process-types.js";
import { createInFlightStore, inFlightOf, sumOf } from "../in-flight.js";
import { useBalances } from "./useBalances.js";

type Fields = BalancesQuery["balances"];

/** One per page: the header and the bridge page count the same transfers. */
export const inFlightTransfers = createInFlightStore<Fields>();

/** Enough recent transfers to hold every one still on its way. */
const RECENT = 20;

/**
 * The balances with the bridge's transfers in flight: while SUSD is burned on one chain and not yet
 * minted on the other, the total keeps it (and says how much is on its way) instead of dipping.
 */
export function useSteadyBalances() {
  const client = useApolloClient();
  const fetched = useBalances();
  const signedIn = useSession().status === "signedIn";
  const recent = useQuery(BridgeProcessesDocument, {
    variables: { filter: { processTypes: CHAIN_TYPES }, limit: RECENT },
    skip: !signedIn,
    fetchPolicy: "cache-and-network",
    // A read asked for by an update must not join one still in flight from before it: that older answer would
    // land last, bring a done transfer back as not done, and count its amount twice (in flight and minted).
    context: { queryDeduplication: false },
  });
  const processes = useMemo(() => (signedIn ? (recent.data?.bridgeProcesses ?? []) : []), [signedIn, recent.data]);
  useSubscription(BridgeProcessUpdatedDocument, {
    skip: !signedIn,
    // Updates of listed transfers land in the cache; a new one needs the list again.
    onData: ({ data }) => {
      const p = data.data?.bridgeProcessUpdated;
      // Only SUSD between the chains is in flight: a USDC withdrawal's SUSD is burned for good.
      if (p && CHAIN_TYPES.includes(p.processType) && !processes.some((x) => x.id === p.id)) void recent.refetch().catch(() => undefined);
    },
  });
  const pending = useSyncExternalStore(inFlightTransfers.subscribe, inFlightTransfers.pending);
  const view = useSyncExternalStore(inFlightTransfers.subscribe, inFlightTransfers.view);
  const target = useMemo(() => inFlightOf(processes, signedIn ? pending : new Map()), [processes, pending, signedIn]);

  // Balances changed by anything else (a bet, the bridge page's reload) reach the snapshot as the cache gets them.
  useEffect(() => {
    if (!signedIn) return void inFlightTransfers.reset();
    return client.cache.watch<BalancesQuery>({ query: BalancesDocument, optimistic: true, immediate: true, returnPartialData: false, callback: (diff) => diff.complete && inFlightTransfers.seeBalances(diff.result?.balances as Fields | undefined) });
  }, [client, signedIn]);
  useEffect(() => {
    inFlightTransfers.forget(processes.map((p) => p.withdrawTxHash));
  }, [processes]);
  useEffect(() => {
    void inFlightTransfers.sync(target, async () => {
      const read = await client.query({ query: BalancesDocument, fetchPolicy: "no-cache" });
      // Into the cache too, for everything else that shows balances (the snapshot ignores it while reading).
      if (read.data) client.writeQuery({ query: BalancesDocument, data: read.data });
      return read.data?.balances;
    });
  }, [target, client]);

  const shown = signedIn ? view.balances : undefined;
  if (!shown) return { ...fetched, inFlight: 0n };
  const inFlight = sumOf(view.counted);
  const susd = BigInt(shown.susd);
  const g1Susd = BigInt(shown.g1Susd);
  // The header's total and a table's balance read the same cached g1Susd, which a balance push updates alone.
  return { loaded: true, susd, g1Susd, bsusd: BigInt(shown.bsusd), total: susd + g1Susd + inFlight, inFlight, refetch: fetched.refetch };
}
