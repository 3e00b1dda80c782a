import { useQuery } from "@apollo/client/react";
import { MyStakingDocument } from "../../../gql/pages/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";

/** The signed-in player's points, wallet balance, claimable and pending rewards per pool, from the contract. */
export function useMyStaking() {
  const { status } = useSession();
  const q = useQuery(MyStakingDocument, { skip: status !== "signedIn", fetchPolicy: "cache-and-network" });
  return { mine: q.data?.myStaking ?? null, refetch: () => q.refetch() };
}
