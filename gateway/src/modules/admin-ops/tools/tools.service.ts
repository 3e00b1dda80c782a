import { AdminTaskKind, GameTableConfig, User, type AdminTaskParams, type EntityManager, type PausableContract } from "@sunrise/db";
import type { RequestContext } from "../../../request-context.js";
import { adminMutation } from "../../admin/operation-log/record.js";
import { fieldError, requiredText, walletAddress } from "../../admin/validation.js";
import { queueTask, type QueueTask } from "../tasks/queue-task.js";
import { toTaskType } from "../tasks/tasks.service.js";
import type { AdminTaskType } from "../tasks/task.type.js";
import { AdminTool, PausableContractName, TransferChain, type CreateTransferInput, type RunToolInput } from "./tools.inputs.js";
import { susd } from "../../admin/operation-log/amounts.js";

/** Far above any real amount, well inside uint256: a typo of many zeros is refused here, not on chain. */
const MAX_UNITS = 10n ** 30n;
const FIELDS_OF: Record<AdminTool, (keyof RunToolInput)[]> = {
  [AdminTool.PAUSE_CONTRACT]: ["contract", "tableId"],
  [AdminTool.UNPAUSE_CONTRACT]: ["contract", "tableId"],
  [AdminTool.STAKING_START_ROUND]: ["rewardCycleSeconds"],
  [AdminTool.STAKING_END_ROUND]: ["totalReward"],
  [AdminTool.BONUS_SETTINGS]: ["rewardRate", "rewardMaximum", "minValidator"],
};
const OPTIONAL: (keyof RunToolInput)[] = ["contract", "tableId", "rewardCycleSeconds", "totalReward", "rewardRate", "rewardMaximum", "minValidator"];

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/** A token amount below an absurd size. */
function boundedUnits(value: string, field: string): string {
  const units = BigInt(value);
  if (units > MAX_UNITS) throw fieldError(field, "This amount is too large");
  return units.toString();
}

/** A token amount above zero (and below an absurd size). */
function positiveUnits(value: string, field: string): string {
  if (BigInt(value) <= 0n) throw fieldError(field, "Enter an amount above zero");
  return boundedUnits(value, field);
}

function intBetween(value: number, field: string, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < min || value > max) throw fieldError(field, `${what} must be between ${min} and ${max}`);
  return value;
}

/** Tools and Transfer screens: validate the form, then queue the on-chain task with its log line. */
export class AdminToolsService {
  async runTool(ctx: RequestContext, input: RunToolInput): Promise<AdminTaskType> {
    for (const field of OPTIONAL) {
      if (given(input[field]) && !FIELDS_OF[input.tool].includes(field)) throw fieldError(field, `${field} does not apply to ${input.tool}`);
    }
    return adminMutation(ctx, async (em) => toTaskType(await queueTask(em, ctx, await this.taskOf(em, input))));
  }

  private async taskOf(em: EntityManager, input: RunToolInput): Promise<QueueTask<AdminTaskKind>> {
    switch (input.tool) {
      case AdminTool.PAUSE_CONTRACT:
      case AdminTool.UNPAUSE_CONTRACT: {
        const pause = input.tool === AdminTool.PAUSE_CONTRACT;
        const { contract, target, label } = await this.pausable(em, input);
        const kind = pause ? AdminTaskKind.CONTRACT_PAUSE : AdminTaskKind.CONTRACT_UNPAUSE;
        return { kind, params: { contract }, target, summary: `${pause ? "Pause" : "Unpause"} ${label}` };
      }
      case AdminTool.STAKING_START_ROUND: {
        const params: AdminTaskParams["staking.startRound"] = {};
        if (given(input.rewardCycleSeconds)) params.rewardCycleSeconds = intBetween(input.rewardCycleSeconds, "rewardCycleSeconds", 60, 366 * 86_400, "The reward cycle");
        const cycle = params.rewardCycleSeconds ? ` with a ${params.rewardCycleSeconds} s reward cycle` : "";
        return { kind: AdminTaskKind.STAKING_START_ROUND, params, target: "contract:Staking", summary: `Start a staking round${cycle}` };
      }
      case AdminTool.STAKING_END_ROUND: {
        if (!given(input.totalReward)) throw fieldError("totalReward", "Enter the round's total reward");
        const totalReward = positiveUnits(input.totalReward, "totalReward");
        return { kind: AdminTaskKind.STAKING_END_ROUND, params: { totalReward }, target: "contract:Staking", summary: `End the staking round with ${susd(totalReward)} of reward` };
      }
      case AdminTool.BONUS_SETTINGS: {
        const params: AdminTaskParams["bonus.settings"] = {};
        if (given(input.rewardRate)) params.rewardRate = intBetween(input.rewardRate, "rewardRate", 0, 10_000, "The reward rate (basis points)");
        if (given(input.rewardMaximum)) params.rewardMaximum = boundedUnits(input.rewardMaximum, "rewardMaximum");
        if (given(input.minValidator)) params.minValidator = intBetween(input.minValidator, "minValidator", 1, 100, "The minimum validator count");
        if (!Object.keys(params).length) throw fieldError("rewardRate", "Change at least one setting");
        const parts = [
          params.rewardRate !== undefined ? `reward rate ${params.rewardRate / 100}%` : null,
          params.rewardMaximum !== undefined ? `reward maximum ${susd(params.rewardMaximum)}` : null,
          params.minValidator !== undefined ? `minimum validators ${params.minValidator}` : null,
        ];
        return { kind: AdminTaskKind.BONUS_SETTINGS, params, target: "contract:BonusManager", summary: `Bonus settings: ${parts.filter(Boolean).join(", ")}` };
      }
    }
  }

  private async pausable(em: EntityManager, input: RunToolInput): Promise<{ contract: PausableContract; target: string; label: string }> {
    if (!given(input.contract)) throw fieldError("contract", "Choose a contract");
    if (input.contract !== PausableContractName.GAME_TABLE) {
      if (given(input.tableId)) throw fieldError("tableId", "A table is chosen with the GameTable contract only");
      return { contract: input.contract, target: `contract:${input.contract}`, label: input.contract };
    }
    if (!given(input.tableId)) throw fieldError("tableId", "Choose a table");
    const table = await em.findOne(GameTableConfig, { id: input.tableId });
    if (!table) throw fieldError("tableId", `No table ${input.tableId}`);
    return { contract: `GameTable:${table.id}`, target: `table:${table.id}`, label: `table ${table.id} (${table.name})` };
  }

  /** Transfer screen: SUSD from the treasury to a registered player's wallet on the chosen chain. */
  async createTransfer(ctx: RequestContext, input: CreateTransferInput): Promise<AdminTaskType> {
    const player = walletAddress(input.address, "address");
    const amount = positiveUnits(input.amount, "amount");
    const reason = requiredText(input.reason, "reason", 200);
    return adminMutation(ctx, async (em) => {
      const user = await em.findOne(User, { address: player });
      if (!user) throw fieldError("address", "No player has this wallet address");
      const to = input.chain === TransferChain.ASSET ? player : user.suncAddress?.toLowerCase();
      if (!to) throw fieldError("chain", "This player has no game wallet yet: send on the asset chain");
      const task = await queueTransfer(em, ctx, { chain: input.chain, player, to, amount, reason });
      return toTaskType(task);
    });
  }
}

function queueTransfer(em: EntityManager, ctx: RequestContext, params: AdminTaskParams["transfer"]) {
  const where = params.chain === "asset" ? "the asset chain" : `their game wallet ${params.to}`;
  // Another amount or chain for the same player is another transfer; the same one still waiting is a double submit.
  const sameWork = { chain: params.chain, amount: params.amount };
  return queueTask(em, ctx, { kind: AdminTaskKind.TRANSFER, params, target: `user:${params.player}`, summary: `Transfer ${susd(params.amount)} to ${params.player} on ${where}: ${params.reason ?? ""}`, sameWork });
}
