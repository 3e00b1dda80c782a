import { useQuery, useSubscription } from "@apollo/client/react";
import { TableBalanceChangedDocument, TableBalanceDocument } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";

/** The game-chain SUSD the player can bet (their game wallet's), pushed live by balanceChanged; null for guests. */
export function useGameBalance(): bigint | null {
  const { status } = useSession();
  const signedIn = status === "signedIn";
  const q = useQuery(TableBalanceDocument, { skip: !signedIn, fetchPolicy: "cache-and-network" });
  // Balances are normalised by id: the pushed value replaces the cached one.
  useSubscription(TableBalanceChangedDocument, { skip: !signedIn });
  const g1 = q.data?.balances.g1Susd;
  return signedIn && g1 !== undefined ? BigInt(g1) : null;
}
