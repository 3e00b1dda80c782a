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
  at: Date;
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
  const conds: string[] = [];
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

/** Transactions screen: players' on-chain transactions the platform indexed (bridge, bonus, staking, bets) with SPEC §4's states. */
export class AdminTransactionsService {
  async list(em: EntityManager, filter: AdminTransactionFilterInput, first: number, after?: string | null): Promise<AdminTransactionConnectionType> {
    const size = pageSize(first);
    dateRange(filter.from, filter.to);
    const wallets = filter.player?.trim() ? await this.walletsOf(em, walletAddress(filter.player, "player")) : null;
    const q: Query = { wallets, from: filter.from, to: filter.to, state: filter.state, after: after ? timeCursor(after) : null, limit: size + 1 };
    const parts = BRANCHES.filter((b) => !filter.kind || b.kind === filter.kind).flatMap((b) => branchSql(b, q) ?? []);
    if (!parts.length) return connection([], false, () => [new Date(0), ""]);
    const rows = await em.getConnection().execute<Row[]>(
      `select * from (${parts.map((p) => p.sql).join(" union all ")}) t order by at desc, id desc limit ?`,
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

const toTransaction = (r: Row): AdminTransactionType => ({
  id: r.id,
  kind: r.kind,
  state: r.state,
  player: r.player,
  chain: r.chain,
  txHash: r.tx_hash ?? "",
  completionTxHash: r.completion_tx_hash,
  amount: r.amount,
  payout: r.payout,
  reference: r.reference,
  at: new Date(r.at),
});
