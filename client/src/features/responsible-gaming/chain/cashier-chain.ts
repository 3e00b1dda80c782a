import { Contract, type ContractRunner } from "ethers";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json";
import type { Limits } from "../logic/limits.js";

/** The player's rules and usage as the cashier holds them now; times in unix seconds (0: none). */
export interface Protection {
  current: Limits;
  pending: Limits | null;
  pendingAt: number;
  /** Stakes minus payouts of each window, open stakes counted (negative: ahead). */
  used: { day: bigint; week: bigint; month: bigint };
  blockedUntil: number;
  excluded: boolean;
  resumeAt: number;
  banned: boolean;
  playDay: number;
  playStartedAt: number;
  /** Seconds of play left today; null without a play-time limit. */
  playSecondsLeft: number | null;
  /** The game chain's clock minus this device's when read: the cashier judges breaks and windows by block time. */
  clockOffset: number;
  /** Whether the player's main wallet plays on the game wallet's account (one player); null when not asked. */
  mainLinked: boolean | null;
}

export const cashierAt = (address: string, runner: ContractRunner) => new Contract(address, cashierAbi, runner);

type Tuple = Record<string, unknown> & unknown[];
const limitsOf = (t: Tuple): Limits => ({
  singleBet: BigInt(t[0] as bigint), dailyLoss: BigInt(t[1] as bigint), weeklyLoss: BigInt(t[2] as bigint), monthlyLoss: BigInt(t[3] as bigint), dailyMinutes: Number(t[4]),
});
const UNLIMITED = (1n << 256n) - 1n;

/** Reads limits, usage and status of the player's game wallet in one go, and whether `main` is linked to it. */
export async function readProtection(cashier: Contract, wallet: string, main?: string): Promise<Protection> {
  const readAt = Math.floor(Date.now() / 1000);
  const [limits, usage, status, left, block, mainAccount] = await Promise.all([
    cashier.getFunction("limitsOf")(wallet) as Promise<Tuple>,
    cashier.getFunction("usageOf")(wallet) as Promise<Tuple>,
    cashier.getFunction("statusOf")(wallet) as Promise<Tuple>,
    cashier.getFunction("playSecondsLeft")(wallet) as Promise<bigint>,
    cashier.runner?.provider?.getBlock("latest") ?? null,
    main ? (cashier.getFunction("accountOf")(main) as Promise<string>) : null,
  ]);
  const s = status as Tuple;
  const pendingAt = Number(limits[2]);
  return {
    current: limitsOf(limits[0] as Tuple),
    pending: pendingAt === 0 ? null : limitsOf(limits[1] as Tuple),
    pendingAt,
    used: { day: BigInt(usage[1] as bigint), week: BigInt(usage[2] as bigint), month: BigInt(usage[3] as bigint) },
    blockedUntil: Number(s[0]), excluded: Boolean(s[1]), resumeAt: Number(s[2]), banned: Boolean(s[3]), playDay: Number(s[4]), playStartedAt: Number(s[5]),
    playSecondsLeft: left === UNLIMITED ? null : Number(left),
    clockOffset: block ? block.timestamp - readAt : 0,
    mainLinked: mainAccount === null ? null : mainAccount.toLowerCase() === wallet.toLowerCase(),
  };
}

/** The tuple `setLimits` takes. */
export const limitsArg = (l: Limits) => [l.singleBet, l.dailyLoss, l.weeklyLoss, l.monthlyLoss, l.dailyMinutes] as const;
