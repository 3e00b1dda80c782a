/** In-process pub/sub topics, fed by Postgres LISTEN so every gateway replica sees every change. */
export const Topic = {
  bridgeProcess: "BRIDGE_PROCESS",
  stakingClaim: "STAKING_CLAIM",
  tableRound: "TABLE_ROUND",
  bonus: "BONUS",
} as const;
