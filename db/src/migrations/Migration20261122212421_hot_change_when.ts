import { Migration } from "@mikro-orm/migrations";

const TABLES = ["bridge_process", "bridge_vote", "wallet_pair", "bonus", "bonus_vote", "staking_pool", "staking_round", "stake", "staking_claim", "table_round", "table_bet", "table_limits", "game_table"];
const WHEN = "coalesce(current_setting('sunrise.hot_block', true), '') <> ''";

/**
 * The hot_change triggers fire only while a hot block is applied (WHEN on the trigger): before, every
 * row written for a final block paid a trigger function call and two rows turned into JSON, which
 * tripled the cost of the indexer's bulk inserts.
 */
export class Migration20261122212421_hot_change_when extends Migration {
  override name = "Migration20261122212421_hot_change_when";

  override up(): void {
    for (const t of TABLES) {
      this.addSql(`drop trigger if exists "hot_change" on "${t}";`);
      this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "${t}" for each ROW\n  when (${WHEN}) execute function "${t}_hot_change_fn"();`);
    }
  }

  override down(): void {
    for (const t of TABLES) {
      this.addSql(`drop trigger if exists "hot_change" on "${t}";`);
      this.addSql(`create trigger "hot_change" AFTER INSERT OR UPDATE OR DELETE on "${t}" for each ROW execute function "${t}_hot_change_fn"();`);
    }
  }
}
