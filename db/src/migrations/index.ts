// Every migration, in order. `npm run migration:create -w @sunrise/db` writes a new file; add it here.
import { Migration20261122111355_initial } from "./Migration20261122111355_initial.js";
import { Migration20261122123218_contract_suite } from "./Migration20261122123218_contract_suite.js";
import { Migration20261122153648_table_round_result } from "./Migration20261122153648_table_round_result.js";
import { Migration20261122164611_hot_blocks } from "./Migration20261122164611_hot_blocks.js";
import { Migration20261122205436_live_tables } from "./Migration20261122205436_live_tables.js";
import { Migration20261122211930_table_round_by_table } from "./Migration20261122211930_table_round_by_table.js";
import { Migration20261122212421_hot_change_when } from "./Migration20261122212421_hot_change_when.js";
import { Migration20261122235306_table_shoes } from "./Migration20261122235306_table_shoes.js";
import { Migration20261122235503_back_office } from "./Migration20261122235503_back_office.js";
import { Migration20261123010000_admin_task_runner } from "./Migration20261123010000_admin_task_runner.js";
import { Migration20261123020000_stats_rollups } from "./Migration20261123020000_stats_rollups.js";
import { Migration20261124000000_content_and_rankings } from "./Migration20261124000000_content_and_rankings.js";
import { Migration20261124100000_decision_tables } from "./Migration20261124100000_decision_tables.js";
import { Migration20261124200000_rankings_fill } from "./Migration20261124200000_rankings_fill.js";
import { Migration20261124300000_jackpots } from "./Migration20261124300000_jackpots.js";
import { Migration20261124400000_table_paused } from "./Migration20261124400000_table_paused.js";
import { Migration20261125000000_bet_player_check } from "./Migration20261125000000_bet_player_check.js";
import { Migration20261126000000_bet_player_check_bytes } from "./Migration20261126000000_bet_player_check_bytes.js";
import { Migration20261128220015_player_protection } from "./Migration20261128220015_player_protection.js";
import { Migration20261129010000_gateway_replicas } from "./Migration20261129010000_gateway_replicas.js";

export const migrationsList = [
  { name: "Migration20261122111355_initial", class: Migration20261122111355_initial },
  { name: "Migration20261122123218_contract_suite", class: Migration20261122123218_contract_suite },
  { name: "Migration20261122153648_table_round_result", class: Migration20261122153648_table_round_result },
  { name: "Migration20261122164611_hot_blocks", class: Migration20261122164611_hot_blocks },
  { name: "Migration20261122205436_live_tables", class: Migration20261122205436_live_tables },
  { name: "Migration20261122211930_table_round_by_table", class: Migration20261122211930_table_round_by_table },
  { name: "Migration20261122212421_hot_change_when", class: Migration20261122212421_hot_change_when },
  { name: "Migration20261122235306_table_shoes", class: Migration20261122235306_table_shoes },
  { name: "Migration20261122235503_back_office", class: Migration20261122235503_back_office },
  { name: "Migration20261123010000_admin_task_runner", class: Migration20261123010000_admin_task_runner },
  { name: "Migration20261123020000_stats_rollups", class: Migration20261123020000_stats_rollups },
  { name: "Migration20261124000000_content_and_rankings", class: Migration20261124000000_content_and_rankings },
  { name: "Migration20261124100000_decision_tables", class: Migration20261124100000_decision_tables },
  { name: "Migration20261124200000_rankings_fill", class: Migration20261124200000_rankings_fill },
  { name: "Migration20261124300000_jackpots", class: Migration20261124300000_jackpots },
  { name: "Migration20261124400000_table_paused", class: Migration20261124400000_table_paused },
  { name: "Migration20261125000000_bet_player_check", class: Migration20261125000000_bet_player_check },
  { name: "Migration20261126000000_bet_player_check_bytes", class: Migration20261126000000_bet_player_check_bytes },
  { name: "Migration20261128220015_player_protection", class: Migration20261128220015_player_protection },
  { name: "Migration20261129010000_gateway_replicas", class: Migration20261129010000_gateway_replicas },
];
