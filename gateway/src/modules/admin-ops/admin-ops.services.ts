// Services reach decorated GraphQL types (enums, inputs) and may load before the schema does.
import "reflect-metadata";
import type { ChainService } from "../chain/chain.service.js";
import { AdminTasksService } from "./tasks/tasks.service.js";
import { AdminToolsService } from "./tools/tools.service.js";
import { ChainStateService } from "./tools/chain-state.service.js";
import { AdminRoundsService } from "./rounds/rounds.service.js";
import { AdminBridgeTransfersService } from "./bridge/bridge-transfers.service.js";
import { AdminTransactionsService } from "./transactions/transactions.service.js";
import { WithdrawalReviewService } from "./bridge/withdrawal-review.service.js";

/** The back office's on-chain work and histories: tasks, tools, transfers, rounds, bridge and transactions. */
export interface AdminOpsServices {
  tasks: AdminTasksService;
  tools: AdminToolsService;
  chainState: ChainStateService;
  rounds: AdminRoundsService;
  bridgeTransfers: AdminBridgeTransfersService;
  transactions: AdminTransactionsService;
  /** The USDC withdrawals' review queue: release early, reject with a reason. */
  withdrawalReview: WithdrawalReviewService;
}

export function createAdminOpsServices(deps: { chain: ChainService }): AdminOpsServices {
  const tasks = new AdminTasksService();
  return {
    tasks,
    tools: new AdminToolsService(),
    chainState: new ChainStateService(deps.chain),
    rounds: new AdminRoundsService(tasks),
    bridgeTransfers: new AdminBridgeTransfersService(() => deps.chain.assetChainNow()),
    transactions: new AdminTransactionsService(),
    withdrawalReview: new WithdrawalReviewService(() => deps.chain.assetChainNow()),
  };
}
