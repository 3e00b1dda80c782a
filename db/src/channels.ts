/** Postgres LISTEN/NOTIFY channels; payloads are small JSON documents naming the changed row. */
export const Channel = {
  bridgeProcess: "bridge_process",
  bonus: "bonus",
  stakingClaim: "staking_claim",
  /** A staking round started, got its figures or ended (payload: RowNotice naming the round id). */
  stakingRound: "staking_round",
  /** A table round settled with bets of referred players (payload: AffiliateNotice). */
  affiliate: "affiliate",
  tableRound: "table_round",
  tableBet: "table_bet",
  /** A shoe of a shoe game's table started, began dealing, finished or was revealed (payload: RowNotice). */
  tableShoe: "table_shoe",
  balance: "balance",
  /** A back-office task changed state (payload: AdminTaskNotice). */
  adminTask: "admin_task",
  /** A message started to reach its players (payload: RowNotice naming it). */
  message: "message",
  /** An indexed batch (or a reorg) changed the rankings (payload: RankingNotice). */
  ranking: "ranking",
  /** A cashier account's responsible-gaming rules changed (payload: BalanceNotice naming the accounts). */
  responsibleGaming: "responsible_gaming",
  /** A chat line was posted or deleted, an author's photo or name changed, or a player's chat ban (payload: ChatNotice). */
  chat: "chat",
  /** A signed decision was submitted, sent or refused (payload: RowNotice naming it). */
  signedDecision: "signed_decision",
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

/** Payload of affiliate: affiliates whose running or published commission may have changed. */
export interface AffiliateNotice {
  affiliates: string[];
}

/** Payload of table_bet: one placed bet (`id`), or every bet of one round placed in one batch (`roundKey`). */
export interface TableBetNotice {
  tableId: number;
  id?: string;
  roundKey?: string;
}

/** Payload of balance: wallets whose game or asset token balance an indexed batch changed. */
export interface BalanceNotice {
  addresses: string[];
}

/** Payload of ranking: which kinds of ranking the batch may have changed. */
export interface RankingNotice {
  popular: boolean;
  volatility: boolean;
}

/** Payload of chat. A posted line travels whole (it is small) so replicas fan it out without reading it back. */
export type ChatNotice =
  | { kind: "posted"; message: { id: string; tableId: number; kind: string; authorAddress: string; authorName: string | null; authorImageId: string | null; shown: string; amount: string | null; createdAt: string } }
  | { kind: "deleted"; tableId: number; ids: string[] }
  | { kind: "author"; address: string }
  | { kind: "ban"; address: string };
