import { z } from "zod";
import type { AdminTaskParams } from "@sunrise/db";

const UINT256_MAX = 2n ** 256n - 1n;
const fitsUint256 = (v: string) => BigInt(v) <= UINT256_MAX;
/** Token units: a positive whole number as a decimal string that a uint256 holds. */
const units = z.string().regex(/^[1-9][0-9]{0,77}$/, "must be a positive whole number of token units").refine(fitsUint256, "is too large");
const address = z.string().regex(/^0x[0-9a-f]{40}$/, "must be a lowercase 0x address");
const tableId = z.number().int().nonnegative();
const seconds = z.number().int().positive();
const pausable = z.union([z.enum(["AssetChainBridge", "GameChainBridge", "BonusManager", "Staking"]), z.templateLiteral(["GameTable:", z.number().int().nonnegative()])]);

/**
 * What each kind's params must look like. The gateway validates its input for the admin's form;
 * the runner checks again because a row is all it has to go on.
 */
export const paramsOf = {
  "table.setLimits": z.object({ tableId, minBet: units, maxBet: units, roundTimeout: seconds.optional() }),
  "table.pause": z.object({ tableId }),
  "table.unpause": z.object({ tableId }),
  "contract.pause": z.object({ contract: pausable }),
  "contract.unpause": z.object({ contract: pausable }),
  "staking.startRound": z.object({ rewardCycleSeconds: seconds.optional() }),
  // A round whose house result was a loss ends with no reward.
  "staking.endRound": z.object({ totalReward: z.string().regex(/^(0|[1-9][0-9]{0,77})$/).refine(fitsUint256, "is too large") }),
  "staking.fundRound": z.object({ roundId: z.number().int().nonnegative(), amount: units }),
  "affiliate.payout": z.object({ withdrawalId: z.string().uuid(), player: address, to: address, chain: z.literal("asset"), amount: units, reason: z.string() }),
  "bonus.settings": z.object({ rewardRate: z.number().int().min(0).max(10_000).optional(), rewardMaximum: z.string().regex(/^(0|[1-9][0-9]{0,77})$/).refine(fitsUint256, "is too large").optional(), minValidator: z.number().int().positive().optional() }),
  transfer: z.object({ chain: z.enum(["asset", "game"]), player: address, to: address, amount: units }),
  "round.refund": z.object({ roundKey: z.string().min(1), tableId, roundId: z.number().int().positive() }),
  "jackpot.pay": z.object({ jackpotId: z.number().int().positive(), ticketId: z.number().int().positive(), player: address, to: address, amount: units }),
  "player.timeOut": z.object({ player: address, wallet: address, period: z.number().int().min(1).max(4) }),
  "player.setBanned": z.object({ player: address, wallet: address, banned: z.boolean() }),
  "withdrawal.release": z.object({ withdrawalId: z.string().regex(/^0x[0-9a-f]{64}$/), player: address, amount: units }),
  "withdrawal.reject": z.object({ withdrawalId: z.string().regex(/^0x[0-9a-f]{64}$/), player: address, amount: units, reason: z.string().min(1).max(500) }),
} satisfies { [K in keyof AdminTaskParams]?: z.ZodType<AdminTaskParams[K]> };

export type HandledKind = keyof typeof paramsOf;
