import { ViewerPermissionsResolver } from "./access/viewer-permissions.resolver.js";
import { AdminAreasResolver } from "./areas/admin-areas.resolver.js";
import { AdminGamesResolver } from "./games/admin-games.resolver.js";
import { MembersResolver } from "./membership/members.resolver.js";
import { OperationLogResolver } from "./operation-log/operation-log.resolver.js";
import { StaffResolver } from "./staff/staff.resolver.js";

export const adminResolvers = [ViewerPermissionsResolver, OperationLogResolver, AdminGamesResolver, AdminAreasResolver, MembersResolver, StaffResolver] as const;
