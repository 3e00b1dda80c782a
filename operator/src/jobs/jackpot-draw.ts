import { drawJackpot, jackpotCommitment, jackpotServerSeed, splitJackpotPrize } from "@sunrise/games";
import { AdminTask, AdminTaskKind, AdminTaskState, Channel, Jackpot, JackpotState, notify, type EntityManager, type JackpotWinnerRecord, type Orm } from "@sunrise/db";

/** What the draw job needs of the game chain: its id (to find the indexer's head) and its blocks. */
export interface GameChainReader {
  chainId: number;
  getBlockNumber(): Promise<number>;
  getBlock(n: number): Promise<{ number: number; hash: string | null; timestamp: number } | null>;
}

export interface JackpotDrawOptions {
  orm: Orm;
  game: GameChainReader;
  /** JACKPOT_SECRET (the dealer's secret when unset): each jackpot's server seed derives from it. */
  secret: string;
  log?: (line: string) => void;
}

export interface JackpotTick {
  committed: number[];
  closed: number[];
  drawn: number[];
  paid: number[];
}

/**
 * Earned tickets: one per `wager_per_ticket` of stake (a bet's amount plus what its decisions
 * escrowed) that a registered player's wallet or game wallet placed in [opens_at, draw_at) at a
 * qualifying game, not refunded. Inserted owner by owner, so their ids follow the canonical order.
 */
export const EARNED_TICKETS_SQL = `
insert into jackpot_ticket (jackpot_id, owner, source, won, created_at)
select j.id, s.owner, 'earned', false, now()
  from jackpot j
  join (select u.address as owner, sum(b.amount + b.extra_stake) as staked
          from table_bet b
          join app_user u on b.player = u.address or b.player = u.sunc_address
          left join table_round r on r.id = b.round_key
          join jackpot jj on jj.id = ?
         where not b.refunded and b.placed_at >= jj.opens_at and b.placed_at < jj.draw_at
           and (cardinality(jj.game_types) = 0 or r.game_type::text = any (jj.game_types))
         group by u.address) s on true
  cross join lateral generate_series(1, floor(s.staked / j.wager_per_ticket)::int) as g(n)
 where j.id = ? and j.wager_per_ticket > 0
 order by s.owner, g.n`;

/** Canonical numbers 0..N-1: earned tickets by owner address (then id), then issued tickets by id; void tickets get none. */
export const NUMBER_TICKETS_SQL = `
update jackpot_ticket t set number = o.n - 1
  from (select id, row_number() over (order by case source when 'earned' then 0 else 1 end, case when source = 'earned' then owner end, id) as n
          from jackpot_ticket where jackpot_id = ? and voided_at is null) o
 where t.id = o.id`;

/**
 * The operator's jackpot job. Each tick: commits the seed of newly open jackpots (sha256 of
 * HMAC(secret, "jackpot:" + id); the secret never leaves the operator), closes the entries of open
 * jackpots whose draw time has come, draws each closed jackpot once the game chain has a block at
 * or after the draw time and the indexer has indexed every block before it, and marks a drawn
 * jackpot paid when every payout task has succeeded.
 *
 * A draw runs in one transaction on the jackpot's row locked FOR UPDATE SKIP LOCKED and re-checks
 * its state: the earned tickets, the numbering, the winners, the jackpot.pay tasks and their
 * NOTIFYs commit together or not at all, so however many operators run this, and whenever one
 * stops, each jackpot is drawn and paid exactly once.
 */
export class JackpotDraw {
  /** What each waiting jackpot last waited for, so the log says it once, not every tick. */
  private readonly waiting = new Map<number, string>();

  constructor(private readonly o: JackpotDrawOptions) {}

  private logOnce(id: number, line: string): void {
    if (this.waiting.get(id) === line) return;
    this.waiting.set(id, line);
    this.o.log?.(line);
  }

  async tick(): Promise<JackpotTick> {
    const committed = await this.commit();
    const closed = await this.close();
    const drawn: number[] = [];
    const due = await this.o.orm.em.fork().find(Jackpot, { state: JackpotState.DRAWING }, { orderBy: { drawAt: "asc" }, fields: ["id"] });
    for (const { id } of due) if (await this.draw(id)) drawn.push(id);
    const paid = await this.markPaid();
    return { committed, closed, drawn, paid };
  }

  /** Server seed of one jackpot (what the draw reveals). */
  serverSeed(id: number): string {
    return jackpotServerSeed(this.o.secret, id);
  }

  private async commit(): Promise<number[]> {
    const em = this.o.orm.em.fork();
    const open = await em.find(Jackpot, { state: JackpotState.OPEN, commitment: null }, { fields: ["id"] });
    const done: number[] = [];
    for (const { id } of open) {
      // Every operator computes the same value; the condition keeps the first.
      const n = await em.nativeUpdate(Jackpot, { id, commitment: null }, { commitment: jackpotCommitment(this.serverSeed(id)) });
      if (n) done.push(id);
    }
    return done;
  }

  private async close(): Promise<number[]> {
    const rows = await this.o.orm.em.fork().getConnection().execute<{ id: number }[]>(
      `update jackpot set state = '${JackpotState.DRAWING}', closed_at = now(), updated_at = now()
        where state = '${JackpotState.OPEN}' and draw_at <= now() and commitment is not null returning id`,
    );
    return rows.map((r) => r.id);
  }

  /** The first block whose timestamp is at or after `at`; null while the chain has none yet. */
  private async firstBlockAtOrAfter(at: Date): Promise<{ number: number; hash: string } | null> {
    const t = Math.floor(at.getTime() / 1000) + (at.getTime() % 1000 ? 1 : 0);
    const latest = await this.o.game.getBlockNumber();
    const top = await this.o.game.getBlock(latest);
    if (!top || top.timestamp < t) return null;
    let lo = 0;
    let hi = latest;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      const b = await this.o.game.getBlock(mid);
      if (!b) throw new Error(`game chain block ${mid} is missing`);
      if (b.timestamp >= t) hi = mid;
      else lo = mid + 1;
    }
    const block = await this.o.game.getBlock(lo);
    if (!block?.hash) throw new Error(`game chain block ${lo} has no hash`);
    return { number: block.number, hash: block.hash };
  }

  /** Draws one closed jackpot; false when another operator holds it, or the block or the indexer is not there yet. */
  async draw(id: number): Promise<boolean> {
    const probe = await this.o.orm.em.fork().findOne(Jackpot, { id });
    if (!probe || probe.state !== JackpotState.DRAWING) return false;
    const block = await this.firstBlockAtOrAfter(probe.drawAt);
    if (!block) {
      this.logOnce(id, `jackpot ${id}: waiting for the first game-chain block at or after ${probe.drawAt.toISOString()}`);
      return false;
    }
    return this.o.orm.em.fork().transactional(async (em) => {
      const conn = em.getConnection();
      const trx = em.getTransactionContext();
      const [row] = await conn.execute<{ id: number }[]>(`select id from jackpot where id = ? and state = ? for update skip locked`, [id, JackpotState.DRAWING], "all", trx);
      if (!row) return false;
      const [indexed] = await conn.execute<{ height: number | null }[]>(`select max(height) as height from processor_status where chain_id = ?`, [this.o.game.chainId], "all", trx);
      if (indexed?.height == null || indexed.height < block.number - 1) {
        this.logOnce(id, `jackpot ${id}: waiting for the indexer to index block ${block.number - 1}, the last before the client-seed block`);
        return false;
      }
      const j = await em.findOneOrFail(Jackpot, { id }, { refresh: true });
      const serverSeed = this.serverSeed(id);
      if (jackpotCommitment(serverSeed) !== j.commitment) throw new Error(`jackpot ${id}: the secret no longer matches the committed seed; not drawing`);
      await conn.execute(EARNED_TICKETS_SQL, [id, id], "all", trx);
      await conn.execute(NUMBER_TICKETS_SQL, [id], "all", trx);
      const tickets = await conn.execute<{ id: number; owner: string; number: number }[]>(
        `select id, owner, number from jackpot_ticket where jackpot_id = ? and number is not null order by number`, [id], "all", trx,
      );
      const owners = tickets.map((t) => t.owner);
      const draw = drawJackpot({ serverSeed, clientSeed: block.hash, owners, winners: j.winnersCount });
      const shares = splitJackpotPrize(BigInt(j.prize), draw.winners.length);
      const wallets = await this.gameWallets(em, draw.winners.map((w) => w.owner));
      const winners: JackpotWinnerRecord[] = [];
      for (const [i, w] of draw.winners.entries()) {
        const ticket = tickets[w.ticket]!;
        const to = wallets.get(w.owner) ?? w.owner;
        const amount = shares[i]!.toString();
        const task = em.create(AdminTask, {
          kind: AdminTaskKind.JACKPOT_PAY,
          params: { jackpotId: id, ticketId: ticket.id, player: w.owner, to, amount },
          target: `jackpot:${id}`,
          createdBy: j.createdBy,
        });
        winners.push({ k: w.k, ticket: w.ticket, ticketId: ticket.id, owner: w.owner, to, amount, taskId: task.id });
      }
      if (winners.length) await conn.execute(`update jackpot_ticket set won = true where id in (?)`, [winners.map((w) => w.ticketId)], "all", trx);
      Object.assign(j, {
        state: JackpotState.DRAWN, serverSeed, clientSeed: block.hash, clientSeedBlock: block.number, entriesHash: draw.entriesHash,
        ticketCount: tickets.length, winners, drawnAt: new Date(),
      });
      await em.flush();
      for (const w of winners) await notify(em, Channel.adminTask, { id: w.taskId, state: AdminTaskState.NEW });
      this.waiting.delete(id);
      this.o.log?.(`jackpot ${id} drawn from ${tickets.length} ticket(s) with block ${block.number}: ${winners.length} winner(s)`);
      return true;
    });
  }

  private async gameWallets(em: EntityManager, owners: string[]): Promise<Map<string, string>> {
    if (!owners.length) return new Map();
    const rows = await em.getConnection().execute<{ address: string; sunc_address: string | null }[]>(
      `select address, sunc_address from app_user where address in (?)`, [owners], "all", em.getTransactionContext(),
    );
    return new Map(rows.filter((r) => r.sunc_address).map((r) => [r.address, r.sunc_address!]));
  }

  /** A drawn jackpot whose every payout task succeeded is paid (one with no winners stays drawn). */
  private async markPaid(): Promise<number[]> {
    const rows = await this.o.orm.em.fork().getConnection().execute<{ id: number }[]>(
      `update jackpot j set state = '${JackpotState.PAID}', paid_at = now(), updated_at = now()
        where j.state = '${JackpotState.DRAWN}' and jsonb_array_length(j.winners) > 0
          and not exists (select 1 from jsonb_array_elements(j.winners) w
                           left join admin_task t on t.id = (w ->> 'taskId')::uuid
                           where t.state is distinct from '${AdminTaskState.SUCCESS}')
        returning id`,
    );
    return rows.map((r) => r.id);
  }
}
