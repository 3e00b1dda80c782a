// Services reach decorated GraphQL types (enums, inputs) and may load before the schema does.
import "reflect-metadata";
import type { BalancesService } from "../balances/balances.service.js";
import type { BonusService } from "../bonus/bonus.service.js";
import { AdminAreasService } from "./areas/admin-areas.service.js";
import { AdminGamesService } from "./games/admin-games.service.js";
import { AdminTablesService } from "./games/admin-tables.service.js";
import { MembersService } from "./membership/members.service.js";
import { OperationLogService } from "./operation-log/operation-log.service.js";
import { StaffService } from "./staff/staff.service.js";

/** The back office's access and configuration services. */
export interface AdminServices {
  operationLog: OperationLogService;
  games: AdminGamesService;
  tables: AdminTablesService;
  areas: AdminAreasService;
  members: MembersService;
  staff: StaffService;
}

export function createAdminServices(deps: { balances: BalancesService; bonus: BonusService }): AdminServices {
  return {
    operationLog: new OperationLogService(),
    games: new AdminGamesService(),
    tables: new AdminTablesService(),
    areas: new AdminAreasService(),
    members: new MembersService(deps.balances, deps.bonus),
    staff: new StaffService(),
  };
}
