import type pg from "pg";

// A year of casino play written straight into the indexed tables, in a few set-based statements:
// 7 games × 3 tables in 3 areas, rounds of 10 bets spread evenly over the year, players joining
// through the year (5,000 at the start, all of them by the end) with early ones betting more, one
// round in 997 refunded, the last rounds still open, and bridge transfers both ways.

export interface DataShape { bets: number; players: number; start: Date; days: number; transfers: number }

const GAMES = [[1, "roulette"], [2, "baccarat"], [3, "holdem"], [4, "sicbo"], [5, "dragon-tiger"], [6, "money-wheel"], [7, "blackjack"]] as const;
const AREAS = ["main-hall", "vip", "high-limit"];
const TABLES = 21;
const BETS_PER_ROUND = 10;

/** Fills tables with their indexes and primary keys dropped (far faster for millions of rows), then rebuilds them. */
export async function withoutIndexes(c: pg.Client, tables: string[], fill: () => Promise<void>): Promise<void> {
  const { rows } = await c.query<{ name: string; def: string; constraint: string | null; constraintDef: string | null; table: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def, con.conname as constraint,
            pg_get_constraintdef(con.oid) as "constraintDef", i.indrelid::regclass::text as "table"
       from pg_index i left join pg_constraint con on con.conindid = i.indexrelid
      where i.indrelid::regclass::text = any($1)`,
    [tables],
  );
  for (const r of rows) await c.query(r.constraint ? `alter table ${r.table} drop constraint "${r.constraint}"` : `drop index ${r.name}`);
  await fill();
  for (const r of rows) await c.query(r.constraint ? `alter table ${r.table} add constraint "${r.constraint}" ${r.constraintDef}` : r.def);
}

export async function generatePlay(c: pg.Client, shape: DataShape): Promise<void> {
  const rounds = Math.ceil(shape.bets / BETS_PER_ROUND);
  const seconds = shape.days * 86_400;
  for (const [type, id] of GAMES) {
    await c.query(`insert into game (id, type, name, image, erc20_address) values ($1::text, $2, $1::text, '/games/' || $1::text || '.svg', '0x${"5".repeat(40)}')`, [id, type]);
  }
  for (const a of AREAS) await c.query(`insert into area (id, name, start_utc_hour, end_utc_hour) values ($1::text, $1::text, 0, 0)`, [a]);
  for (let t = 1; t <= TABLES; t++) {
    const [, gameId] = GAMES[(t - 1) % GAMES.length]!;
    await c.query(
      `insert into game_table (id, name, game_id, area_id, contract_address, min_bet, max_bet) values ($1::int, 'Table ' || $1::int, $2, $3, '0x' || lpad(to_hex(40960 + $1::int), 40, '0'), 1000000, 1000000000000)`,
      [t, gameId, AREAS[(t - 1) % AREAS.length]],
    );
  }
  await withoutIndexes(c, ["table_round", "table_bet"], async () => {
    await c.query(
      `insert into table_round (id, "table", table_id, game_type, round_id, state, commitment, opened_at, closes_at, open_tx)
       select gt.contract_address || ':' || (r / ${TABLES} + 1), gt.contract_address, gt.id, g.type, r / ${TABLES} + 1,
              case when r % 997 = 0 then 'refunded' when r >= $2 - 50 then 'open' else 'settled' end,
              '0x' || repeat('1', 64), at, at + interval '30 seconds', '0x' || repeat('2', 64)
         from generate_series(0, $2 - 1) as r
         cross join lateral (select $1::timestamptz + make_interval(secs => r::double precision * $3 / $2) as at) t
         join game_table gt on gt.id = r % ${TABLES} + 1
         join game g on g.id = gt.game_id`,
      [shape.start, rounds, seconds],
    );
    // Random values are drawn in the inner query (volatile, so once per row); the outer one shapes them.
    await c.query(
      `insert into table_bet (id, round_key, table_id, bet_index, player, kind, numbers, amount, payout, refunded, placed_at, tx_hash)
       select round_key || ':' || k, round_key, table_id, k, '0x' || lpad(to_hex(player), 40, '0'), 1, '{17}', amount,
              case state when 'refunded' then amount when 'open' then null else case when luck < 0.47 then amount * 2 else 0 end end,
              state = 'refunded', placed_at, '0x' || repeat('3', 64)
         from (select r.id as round_key, r.table_id, r.state, k, r.opened_at + k * interval '1 second' as placed_at,
                      floor((${shape.players * 0.1} + ${shape.players * 0.9} * extract(epoch from r.opened_at - $1::timestamptz) / $2) * power(random(), 1.5))::int + 1 as player,
                      (1 + floor(random() * 500))::numeric * 1000000 as amount, random() as luck
                 from table_round r cross join generate_series(0, ${BETS_PER_ROUND - 1}) as k) b`,
      [shape.start, seconds],
    );
  });
  await c.query(
    `insert into bridge_process (id, address, process_type, status, step, amount, from_address, to_address, source_chain_id, target_chain_id, withdraw_tx_hash, withdraw_block, votes, created_at, updated_at)
     select '0x' || lpad(to_hex(n), 64, '0'), '0x' || lpad(to_hex(1 + n % $4), 40, '0'), case when n % 3 = 0 then 90 else 91 end, 2, 3,
            (1 + floor(random() * 5000))::numeric * 1000000, '0x' || lpad(to_hex(1 + n % $4), 40, '0'), '0x' || lpad(to_hex(1 + n % $4), 40, '0'),
            1, 2, '0x' || repeat('4', 64), n, 2, at, at
       from generate_series(1, $2) as n
       cross join lateral (select $1::timestamptz + make_interval(secs => n::double precision * $3 / $2) as at) t`,
    [shape.start, shape.transfers, seconds, shape.players],
  );
}
