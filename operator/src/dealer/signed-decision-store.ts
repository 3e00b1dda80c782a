import { Channel, notify, SignedDecisionState, type EntityManager, type Orm } from "@sunrise/db";

/** A pending signed decision as the relay sends it. */
export interface PendingDecision {
  id: string;
  roundId: number;
  betIndex: number;
  window: number;
  hand: number;
  action: number;
  signature: string;
  signer: string;
}

export interface Refusal {
  id: string;
  reason: string;
}

/** Ids the store announced itself, kept at most this long (notices lost to a reconnect must not pile up). */
const OWN_NOTICES = 10_000;

/**
 * The dealer's reads and writes of signed_decision. Every change moves pending rows only and
 * NOTIFYs `signed_decision` with each changed row's id in its transaction.
 */
export class SignedDecisionStore {
  private readonly own = new Set<string>();

  constructor(private readonly orm: Orm) {}

  /** A table's pending rows, round by round and window by window, oldest first within a window. */
  async pending(table: string, limit: number): Promise<PendingDecision[]> {
    const rows = await this.orm.em.fork().getConnection().execute<(Omit<PendingDecision, "id"> & { id: string | number })[]>(
      `select id, round_id as "roundId", bet_index as "betIndex", decision_window as "window", hand, action, signature, signer
         from signed_decision where state = ? and "table" = ?
        order by round_id, decision_window, created_at, id limit ?`,
      [SignedDecisionState.PENDING, table.toLowerCase(), limit],
    );
    return rows.map((r) => ({ ...r, id: String(r.id) }));
  }

  /** The rows a mined `decideSigned` carried. */
  async markSent(ids: string[], txHash: string): Promise<string[]> {
    return this.write(async (em) => this.update(em, `state = ?, tx_hash = ?`, [SignedDecisionState.SENT, txHash.toLowerCase()], ids));
  }

  async refuse(refusals: Refusal[]): Promise<string[]> {
    const reasons = [...new Set(refusals.map((r) => r.reason))];
    return this.write(async (em) => {
      const changed: string[] = [];
      for (const reason of reasons) {
        const ids = refusals.filter((r) => r.reason === reason).map((r) => r.id);
        changed.push(...(await this.update(em, `state = ?, reason = ?`, [SignedDecisionState.REFUSED, reason], ids)));
      }
      return changed;
    });
  }

  /** Whether a `signed_decision` notice is about a change this store made (and forgets it). */
  isOwnNotice(id: string): boolean {
    return this.own.delete(id);
  }

  private async write(change: (em: EntityManager) => Promise<string[]>): Promise<string[]> {
    if (this.own.size > OWN_NOTICES) this.own.clear();
    return this.orm.em.fork().transactional(async (em: EntityManager) => {
      const ids = await change(em);
      for (const id of ids) {
        this.own.add(id);
        await notify(em, Channel.signedDecision, { id });
      }
      return ids;
    });
  }

  private async update(em: EntityManager, set: string, params: unknown[], ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await em.getConnection().execute<{ id: string | number }[]>(
      `update signed_decision set ${set}, updated_at = now() where state = ? and id in (${ids.map(() => "?").join(", ")}) returning id`,
      [...params, SignedDecisionState.PENDING, ...ids],
      "all",
      em.getTransactionContext(),
    );
    return rows.map((r) => String(r.id));
  }
}
