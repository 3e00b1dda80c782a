import { useQuery } from "@apollo/client/react";
import { MemberRulesDocument, type MemberRulesQuery } from "../../../gql/admin/graphql.js";

export type MemberRules = NonNullable<MemberRulesQuery["member"]["responsibleGaming"]>;
export type RulesChange = MemberRules["history"][number];
export type Limits = MemberRules["limits"];

/** A player's rules as the Cashier holds them (null: no game wallet, so nothing on chain); `reload` reads the chain again. */
export function useMemberRules(address: string) {
  const { data, loading, error, refetch } = useQuery(MemberRulesDocument, { variables: { address }, fetchPolicy: "cache-and-network" });
  return { rules: data?.member.responsibleGaming ?? null, loaded: data !== undefined, loading, error, reload: () => void refetch() };
}
