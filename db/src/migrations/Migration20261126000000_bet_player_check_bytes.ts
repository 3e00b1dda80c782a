import { Migration } from "@mikro-orm/migrations";

const TEXT = `length("player") = 42 and left("player", 2) = '0x' and ltrim(substr("player", 3), '0123456789abcdef') = ''`;
// The same rule on the address's bytes: trimming text in a UTF-8 database measures every
// character, trimming bytes does not (a third of the cost per row, on the table every bet writes
// to). 42 bytes that are all 0x and hex digits are 42 characters.
const BYTES = `octet_length("player") = 42 and left("player", 2) = '0x' and ltrim(substring(convert_to("player", 'UTF8') from 3), '\\x30313233343536373839616263646566'::bytea) = ''::bytea`;

/** table_bet's lowercase-address check, evaluated on bytes. */
export class Migration20261126000000_bet_player_check_bytes extends Migration {
  override name = "Migration20261126000000_bet_player_check_bytes";

  override up(): void {
    this.addSql(`alter table "table_bet" drop constraint "table_bet_player_lowercase", add constraint "table_bet_player_lowercase" check (${BYTES});`);
  }

  override down(): void {
    this.addSql(`alter table "table_bet" drop constraint "table_bet_player_lowercase", add constraint "table_bet_player_lowercase" check (${TEXT});`);
  }
}
