import { Migration } from "@mikro-orm/migrations";

/** Each gateway replica's heartbeat (started, connections), so the system page of any replica lists them all. */
export class Migration20261129010000_gateway_replicas extends Migration {
  override name = "Migration20261129010000_gateway_replicas";

  override up(): void {
    this.addSql(`create table "gateway_replica" ("id" varchar(96) not null, "url" varchar(200) not null, "started_at" timestamptz not null, "heartbeat_at" timestamptz not null, "websocket_connections" int not null default 0, "subscriptions" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "gateway_replica_heartbeat_at_index" on "gateway_replica" ("heartbeat_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "gateway_replica" cascade;`);
  }
}
