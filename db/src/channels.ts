/** Postgres LISTEN/NOTIFY channels; payloads are small JSON documents naming the changed row. */
export const Channel = {
  bridgeProcess: "bridge_process",
  bonus: "bonus",
  stakingClaim: "staking_claim",
  tableRound: "table_round",
} as const;
export type Channel = (typeof Channel)[keyof typeof Channel];

export interface BridgeProcessNotice {
  id: string;
  address: string | null;
}

/** Payload of the bonus, staking_claim and table_round channels. */
export interface RowNotice {
  id: string;
  address?: string | null;
}
