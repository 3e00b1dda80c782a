import { Migration } from "@mikro-orm/migrations";

const TABLES = ["stats_player", "stats_round", "stats_daily", "stats_daily_player", "stats_daily_active", "stats_weekly_active", "stats_monthly_active", "stats_active_count", "stats_bridge_daily"];
const WHEN = "coalesce(current_setting('sunrise.hot_block', true), '') <> ''";

// rebuildStats as it stood with this migration (later columns, such as decision tables' extra stakes, did not exist yet).
const FILL = [
  `truncate ${TABLES.map((t) => `"${t}"`).join(", ")} restart identity`,

  `insert into stats_round (round_key, game_type, table_id, area_id)
   select u.round_key, coalesce(r.game_type, g.type, 0), u.table_id, coalesce(gt.area_id, '')
     from (select round_key, min(table_id) as table_id from table_bet group by round_key) u
     left join table_round r on r.id = u.round_key
     left join game_table gt on gt.id = u.table_id
     left join game g on g.id = gt.game_id`,

  // Numbered in the order they first bet, as the indexer numbers them.
  `insert into stats_player (address, first_bet_at)
   select player, min(placed_at) from table_bet group by player order by min(placed_at), player`,

  `create temporary table stats_rebuild_bet on commit drop as
   select b.id, (b.placed_at at time zone 'UTC')::date as day, sr.game_type, sr.table_id, sr.area_id, p.id as player_id,
          b.placed_at, b.amount, b.payout, b.refunded
     from table_bet b
     join stats_round sr on sr.round_key = b.round_key
     join stats_player p on p.address = b.player`,

  `insert into stats_daily_player (day, game_type, table_id, area_id, player_id)
   select distinct day, game_type, table_id, area_id, player_id from stats_rebuild_bet`,
  `insert into stats_daily_active (day, player_id) select distinct day, player_id from stats_rebuild_bet`,
  `insert into stats_weekly_active (week, player_id) select distinct date_trunc('week', day::timestamp)::date, player_id from stats_rebuild_bet`,
  `insert into stats_monthly_active (month, player_id) select distinct date_trunc('month', day::timestamp)::date, player_id from stats_rebuild_bet`,
  `insert into stats_active_count (period, period_start, players)
   select 'day', day, count(*) from stats_daily_active group by day
   union all select 'week', week, count(*) from stats_weekly_active group by week
   union all select 'month', month, count(*) from stats_monthly_active group by month`,

  `insert into stats_daily (day, game_type, table_id, area_id, bets, wagered, paid_out, players, new_players)
   select k.day, k.game_type, k.table_id, k.area_id, k.bets, k.wagered, k.paid_out, coalesce(pl.players, 0), coalesce(np.new_players, 0)
     from (select day, game_type, table_id, area_id,
                  count(*) filter (where not refunded) as bets,
                  coalesce(sum(amount) filter (where not refunded), 0) as wagered,
                  coalesce(sum(payout) filter (where not refunded), 0) as paid_out
             from stats_rebuild_bet group by 1, 2, 3, 4) k
     left join (select day, game_type, table_id, area_id, count(*) as players from stats_daily_player group by 1, 2, 3, 4) pl
       using (day, game_type, table_id, area_id)
     left join (select day, game_type, table_id, area_id, count(*) as new_players
                  from (select distinct on (b.player_id) b.day, b.game_type, b.table_id, b.area_id
                          from stats_rebuild_bet b join stats_player p on p.id = b.player_id and b.placed_at = p.first_bet_at
                         order by b.player_id, b.id) f
                 group by 1, 2, 3, 4) np
       using (day, game_type, table_id, area_id)`,

  // In: started on the asset chain towards the game chain (process type 91); out: the way back.
  `insert into stats_bridge_daily (day, direction, volume, transfers)
   select (created_at at time zone 'UTC')::date, case when process_type = 91 then 'in' else 'out' end, sum(amount), count(*)
     from bridge_process where withdraw_tx_hash is not null group by 1, 2`,
];

/** Dashboard rollups the indexer keeps with the bets and bridge transfers they count, filled from the rows already indexed. */
export class Migration20261123020000_stats_rollups extends Migration {
  override name = "Migration20261123020000_stats_rollups";

  override up(): void {
    this.addSql(`create table "stats_player" ("id" serial primary key, "address" varchar(42) not null, "first_bet_at" timestamptz not null);`);
    this.addSql(`alter table "stats_player" add constraint "stats_player_address_unique" unique ("address");`);
    this.addSql(`alter table "stats_player" add constraint "stats_player_address_lowercase" check ("address" ~ '^0x[0-9a-f]{40}$');`);
    this.addSql(`create table "stats_round" ("round_key" varchar(64) not null, "game_type" smallint not null, "table_id" int not null, "area_id" varchar(32) not null default '', primary key ("round_key"));`);
    this.addSql(`create table "stats_daily" ("day" date not null, "game_type" smallint not null, "table_id" int not null, "area_id" varchar(32) not null, "bets" int not null default 0, "wagered" numeric(78,0) not null default '0', "paid_out" numeric(78,0) not null default '0', "players" int not null default 0, "new_players" int not null default 0, primary key ("day", "game_type", "table_id", "area_id"));`);
    this.addSql(`create table "stats_daily_player" ("day" date not null, "game_type" smallint not null, "table_id" int not null, "area_id" varchar(32) not null, "player_id" int not null, primary key ("day", "game_type", "table_id", "area_id", "player_id"));`);
    this.addSql(`create table "stats_daily_active" ("day" date not null, "player_id" int not null, primary key ("day", "player_id"));`);
    this.addSql(`create table "stats_weekly_active" ("week" date not null, "player_id" int not null, primary key ("week", "player_id"));`);
    this.addSql(`create table "stats_monthly_active" ("month" date not null, "player_id" int not null, primary key ("month", "player_id"));`);
    this.addSql(`create table "stats_active_count" ("period" varchar(5) not null, "period_start" date not null, "players" int not null default 0, primary key ("period", "period_start"));`);
    this.addSql(`create table "stats_bridge_daily" ("day" date not null, "direction" varchar(3) not null, "volume" numeric(78,0) not null default '0', "transfers" int not null default 0, primary key ("day", "direction"));`);
    for (const t of TABLES) {
      this.addSql(`create or replace function "${t}_hot_change_fn"() returns trigger as $$ begin perform log_hot_change(tg_table_name, tg_op, to_jsonb(old), to_jsonb(new)); return null; end; $$ language plpgsql;`);
      this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "${t}" for each ROW\n  when (${WHEN}) execute function "${t}_hot_change_fn"();`);
    }
    for (const sql of FILL) this.addSql(sql);
  }

  override down(): void {
    for (const t of TABLES) {
      this.addSql(`drop table if exists "${t}" cascade;`);
      this.addSql(`drop function if exists "${t}_hot_change_fn"();`);
    }
  }
}
