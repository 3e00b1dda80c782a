import { useQuery } from "@apollo/client/react";
import { GameTokensDocument } from "../../gql/admin/graphql.js";

/** The platform's tokens by address (SUSD on either chain): a game's token reads as its symbol, not as hex. */
export function useTokenSymbol(): (address: string) => string | null {
  const { data } = useQuery(GameTokensDocument);
  const known = new Set([data?.chainConfig.assetSusd, data?.chainConfig.gameSusd].filter((a): a is string => Boolean(a)).map((a) => a.toLowerCase()));
  return (address) => (known.has(address.trim().toLowerCase()) ? "SUSD" : null);
}
