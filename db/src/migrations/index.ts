// Every migration, in order. `npm run migration:create -w @sunrise/db` writes a new file; add it here.
import { Migration20261122111355_initial } from "./Migration20261122111355_initial.js";
import { Migration20261122123218_contract_suite } from "./Migration20261122123218_contract_suite.js";
import { Migration20261122153648_table_round_result } from "./Migration20261122153648_table_round_result.js";
import { Migration20261122164611_hot_blocks } from "./Migration20261122164611_hot_blocks.js";

export const migrationsList = [
  { name: "Migration20261122111355_initial", class: Migration20261122111355_initial },
  { name: "Migration20261122123218_contract_suite", class: Migration20261122123218_contract_suite },
  { name: "Migration20261122153648_table_round_result", class: Migration20261122153648_table_round_result },
  { name: "Migration20261122164611_hot_blocks", class: Migration20261122164611_hot_blocks },
];
