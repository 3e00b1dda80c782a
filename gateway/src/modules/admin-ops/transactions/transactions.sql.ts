import { AdminTransactionKind, TransactionState as S } from "./transactions.type.js";

/** One table's transactions in the list's common shape; `when` maps each state this kind can be in to its SQL condition. */
export interface Branch {
  kind: AdminTransactionKind;
  table: string;
  /** The row's id in the list (unique across kinds). */
  id: string;
  at: string;
  /** Columns holding the wallets a player filter matches. */
  wallets: string[];
  select: string;
  when: Partial<Record<S, string>>;
  /** A condition every row of this kind meets (its table holds other rows too). */
  where?: string;
}

/** The columns only a bet fills: its table and round. */
const NO_ROUND = "null::int as table_id, null::text as round_key";

const stateCase = (when: Partial<Record<S, string>>) => `case ${Object.entries(when).map(([state, cond]) => `when ${cond} then '${state}'`).join(" ")} end`;

const branch = (b: Omit<Branch, "select"> & { columns: string }): Branch => ({
  ...b,
  select: `select ${b.id} as id, '${b.kind}' as kind, ${stateCase(b.when)} as state, ${b.columns}, ${b.at} as at from ${b.table}`,
});

/** Where each kind of transaction lives and how its row reads as a SPEC §4 state. */
export const BRANCHES: Branch[] = [
  branch({
    kind: AdminTransactionKind.BRIDGE,
    table: "bridge_process",
    id: "'bridge:' || id",
    at: "created_at",
    wallets: ["address", "from_address", "to_address"],
    // Types 1–3 are the USDC vault's (queue_state set for type 2): a withdrawal past its ETA is claimable by itself.
    when: {
      [S.CLAIMED]: "(queue_state = 'claimed' or process_type = 3)",
      [S.REJECTED]: "queue_state = 'rejected'",
      [S.CLAIMABLE]: "(queue_state = 'released' or (queue_state = 'pending' and release_at <= now()) or (status = 1 and queue_state is null))",
      [S.PROCESSING]: "(queue_state = 'pending' and release_at > now())",
      [S.CONFIRMED]: "(status = 2 and queue_state is null and process_type <> 3)",
      [S.VERIFIED]: "(status = 0 and votes > 0 and queue_state is null)",
      [S.SENT]: "(status = 0 and votes = 0 and queue_state is null)",
    },
    columns: `coalesce(address, from_address) as player, case when process_type in (1, 2, 3, 91) then 'asset' else 'game' end as chain, withdraw_tx_hash as tx_hash,
      mint_tx_hash as completion_tx_hash, amount::text as amount, null::text as payout,
      case process_type when 1 then 'USDC to SUSD' when 2 then 'SUSD to USDC' when 3 then 'USDC claimed' when 91 then 'to the game chain' else 'to the asset chain' end as reference, ${NO_ROUND},
      case when queue_state = 'pending' then 'ETA ' || to_char(release_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC' when queue_state = 'rejected' then reject_reason end as note`,
  }),
  branch({
    kind: AdminTransactionKind.BONUS,
    table: "bonus",
    id: "'bonus:' || id",
    at: "deposited_at",
    wallets: ["address"],
    when: { [S.CLAIMED]: "claim_tx is not null", [S.CLAIMABLE]: "claim_tx is null and claimable", [S.CONFIRMED]: "claim_tx is null and not claimable" },
    columns: `address as player, 'asset' as chain, deposit_tx as tx_hash, claim_tx as completion_tx_hash, deposit_amount::text as amount, bonus_amount::text as payout, null as reference, ${NO_ROUND}, null::text as note`,
  }),
  branch({
    kind: AdminTransactionKind.STAKING,
    table: "staking_claim",
    id: "'staking:' || id",
    at: "timestamp",
    wallets: ['"user"'],
    when: { [S.CLAIMED]: "true" },
    columns: `"user" as player, 'asset' as chain, transaction_hash as tx_hash, null as completion_tx_hash, amount::text as amount, null::text as payout,
      case when staking_type = 1 then 'staking/ETH pool' else 'staking' end as reference, ${NO_ROUND}, null::text as note`,
  }),
  branch({
    kind: AdminTransactionKind.TABLE_BET,
    table: "table_bet",
    id: "'bet:' || id",
    at: "placed_at",
    wallets: ["player"],
    when: { [S.REJECTED]: "refunded", [S.CONFIRMED]: "not refunded and payout is not null", [S.PROCESSING]: "not refunded and payout is null" },
    columns: `player, 'game' as chain, tx_hash, null as completion_tx_hash, amount::text as amount, payout::text as payout, null as reference,
      table_id, round_key, null::text as note`,
  }),
  branch({
    kind: AdminTransactionKind.TRANSFER,
    table: "admin_task",
    id: "'transfer:' || id",
    at: "created_at",
    // The player's main wallet and the wallet it was sent to (their game wallet on the game chain).
    wallets: ["params->>'player'", "params->>'to'"],
    // Affiliate commission withdrawals are treasury transfers too (their reason says so).
    where: "kind in ('transfer', 'affiliate.payout')",
    when: { [S.CONFIRMED]: "state = 'success'", [S.REJECTED]: "state = 'failed'", [S.PROCESSING]: "state in ('new', 'running')" },
    columns: `params->>'player' as player, coalesce(chain, params->>'chain') as chain, tx_hash, null as completion_tx_hash, params->>'amount' as amount, null::text as payout,
      null as reference, ${NO_ROUND}, params->>'reason' as note`,
  }),
];
