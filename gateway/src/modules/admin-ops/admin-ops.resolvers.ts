import { AdminTasksResolver } from "./tasks/tasks.resolver.js";
import { AdminToolsResolver } from "./tools/tools.resolver.js";
import { AdminRoundsResolver } from "./rounds/rounds.resolver.js";
import { AdminBridgeTransfersResolver } from "./bridge/bridge-transfers.resolver.js";
import { AdminTransactionsResolver } from "./transactions/transactions.resolver.js";

export const adminOpsResolvers = [AdminTasksResolver, AdminToolsResolver, AdminRoundsResolver, AdminBridgeTransfersResolver, AdminTransactionsResolver] as const;
