import { Migration } from '@mikro-orm/migrations';

/** Rounds record their table's game and what they dealt. Rows indexed before this read game 0 (unknown). */
export class Migration20261122153648_table_round_result extends Migration {

  override name = 'Migration20261122153648_table_round_result';

  override up(): void | Promise<void> {
    this.addSql(`alter table "table_round" add "game_type" smallint not null default 0, add "result" jsonb null;`);
    this.addSql(`alter table "table_round" alter column "game_type" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "table_round" drop column "game_type", drop column "result";`);
  }

}
