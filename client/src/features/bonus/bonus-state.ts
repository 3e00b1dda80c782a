import type { BonusPageQuery } from "../../gql/graphql.js";

export type BonusState = NonNullable<BonusPageQuery["bonusState"]>;

/** The on-chain betting state's part that matters here (SPEC §3); undefined until read. */
export interface BettingState { isClosed: boolean }

const ZERO_FIELDS = ["initialBonusUSD", "estimateSwappableAmount", "claimableBonus", "expiringBonus", "totalBet", "depositAmount", "bonusAmount"] as const;

/** SPEC §4: the bonus state is zero while the on-chain betting state is closed (its bonus claimed, no deposit since). */
export function bonusStateView(state: BonusState | null | undefined, betting: BettingState | undefined): BonusState | undefined {
  if (!state) return undefined;
  if (!betting?.isClosed) return state;
  return { ...state, ...Object.fromEntries(ZERO_FIELDS.map((k) => [k, "0"])) };
}
