import { User, type EntityManager } from "@sunrise/db";
import { dateRange, walletAddress } from "../../admin/validation.js";
import { connection, pageSize, timeCursor } from "../paging.js";
import type { AdminTransactionFilterInput } from "./transactions.inputs.js";
import { BRANCHES, type Branch } from "./transactions.sql.js";
import type { AdminTransactionConnectionType, AdminTransactionKind, AdminTransactionType, TransactionState } from "./transactions.type.js";

interface Row {
  id: string;
  kind: AdminTransactionKind;
  state: TransactionState;
  player: string;
  chain: string;
  tx_hash: string | null;
  completion_tx_hash: string | null;
  amount: string;
  payout: string | null;
  reference: string | null;
  table_id: number | null;
  round_key: string | null;
  note: string | null;
  at: Date;
  main_wallet: string | null;
  game_wallet: string | null;
  table_name: string | null;
}

interface Query {
  wallets: string[] | null;
  from?: Date | null;
  to?: Date | null;
  state?: TransactionState | null;
  after: { at: Date; id: string } | null;
  limit: number;
}

/** One kind's newest rows matching the filter (its own index walks the time column), or null when the filter rules the kind out. */
function branchSql(b: Branch, q: Query): { sql: string; params: unknown[] } | null {
  const conds: string[] = b.where ? [b.where] : [];
  const params: unknown[] = [];
  if (q.state) {
    const cond = b.when[q.state];
    if (!cond) return null;
    conds.push(`(${cond})`);
  }
  if (q.wallets) {
    conds.push(`(${b.wallets.map((c) => `${c} in (?)`).join(" or ")})`);
    for (const _ of b.wallets) params.push(q.wallets);
  }
  if (q.from) {
    conds.push(`${b.at} >= ?`);
    params.push(q.from);
  }
  if (q.to) {
    conds.push(`${b.at} < ?`);
    params.push(q.to);
  }
  if (q.after) {
    conds.push(`(${b.at} < ? or (${b.at} = ? and ${b.id} < ?))`);
    params.push(q.after.at, q.after.at, q.after.id);
  }
  const where = conds.length ? ` where ${conds.join(" and ")}` : "";
  return { sql: `(${b.select}${where} order by ${b.at} desc, ${b.id} desc limit ${q.limit})`, params };
}

/** Transactions screen: players' on-chain transactions the platform indexed (bridge, bonus, staking, bets) and treasury transfers, with SPEC §4's states. */
export class AdminTransactionsService {
  async list(em: EntityManager, filter: AdminTransactionFilterInput, first: number, after?: string | null): Promise<AdminTransactionConnectionType> {
    const size = pageSize(first);
    dateRange(filter.from, filter.to);
    const wallets = filter.player?.trim() ? await this.walletsOf(em, walletAddress(filter.player, "player")) : null;
    const q: Query = { wallets, from: filter.from, to: filter.to, state: filter.state, after: after ? timeCursor(after) : null, limit: size + 1 };
    const parts = BRANCHES.filter((b) => !filter.kind || b.kind === filter.kind).flatMap((b) => branchSql(b, q) ?? []);
    if (!parts.length) return connection([], false, () => [new Date(0), ""]);
    // One player under one name: the main wallet, with the game wallet beside it; a bet names its table.
    const rows = await em.getConnection().execute<Row[]>(
      `select t.*, u.address as main_wallet, u.sunc_address as game_wallet, g.name as table_name
       from (select * from (${parts.map((p) => p.sql).join(" union all ")}) t order by at desc, id desc limit ?) t
       left join lateral (select address, sunc_address from app_user where address = t.player or sunc_address = t.player limit 1) u on true
       left join game_table g on g.id = t.table_id
       order by t.at desc, t.id desc`,
      [...parts.flatMap((p) => p.params), size + 1],
    );
    const nodes = rows.slice(0, size).map(toTransaction);
    return connection(nodes, rows.length > size, (n) => [n.at, n.id]);
  }

  /** A player's wallets: the address given and, for a registered player, their game wallet. */
  private async walletsOf(em: EntityManager, address: string): Promise<string[]> {
    const user = await em.findOne(User, { $or: [{ address }, { suncAddress: address }] });
    return [...new Set([address, ...(user ? [user.address, ...(user.suncAddress ? [user.suncAddress.toLowerCase()] : [])] : [])])];
  }
}

/** A bet's round as staff read it: its table's name and the round number. */
function roundLabel(r: Row): string | null {
  if (!r.round_key) return null;
  const round = r.round_key.split(":")[1] ?? r.round_key;
  return `${r.table_name ?? `Table ${r.table_id}`} · round ${round}`;
}

const toTransaction = (r: Row): AdminTransactionType => ({
  id: r.id,
  kind: r.kind,
  state: r.state,
  player: r.main_wallet ?? r.player,
  gameWallet: r.game_wallet ? r.game_wallet.toLowerCase() : null,
  wallet: r.player,
  roundKey: r.round_key,
  note: r.note,
  chain: r.chain,
  txHash: r.tx_hash ?? "",
  completionTxHash: r.completion_tx_hash,
  amount: r.amount,
  payout: r.payout,
  reference: roundLabel(r) ?? r.reference,
  at: new Date(r.at),
});
