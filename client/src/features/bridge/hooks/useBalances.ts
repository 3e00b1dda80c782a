import { useQuery } from "@apollo/client/react";
import { BalancesDocument } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";

/** SPEC §3 balances of the signed-in player, as bigint token units. */
export function useBalances() {
  const { status } = useSession();
  const q = useQuery(BalancesDocument, { skip: status !== "signedIn", fetchPolicy: "cache-and-network" });
  const b = q.data?.balances;
  return {
    loaded: !!b,
    susd: BigInt(b?.susd ?? "0"),
    g1Susd: BigInt(b?.g1Susd ?? "0"),
    bsusd: BigInt(b?.bsusd ?? "0"),
    // From the two parts, not the server's total: a pushed game-chain balance (balanceChanged) updates g1Susd alone.
    total: BigInt(b?.susd ?? "0") + BigInt(b?.g1Susd ?? "0"),
    refetch: () => q.refetch(),
  };
}
