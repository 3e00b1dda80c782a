import { Interface } from "ethers";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json";

/** A limit window of the cashier's loss limits (its error names them 1, 2, 3). */
export type LossWindow = "day" | "week" | "month";
const WINDOWS: Record<number, LossWindow> = { 1: "day", 2: "week", 3: "month" };

/** A responsible-gaming rule of the cashier that refused a stake or a settings change; times in unix seconds. */
export type CashierRefusal =
  | { kind: "lossLimit"; window: LossWindow; limit: bigint; resetsAt: number }
  | { kind: "singleBet"; limit: bigint; bet: bigint }
  | { kind: "playTime"; minutes: number; resetsAt: number }
  | { kind: "blocked"; selfExclusion: boolean; until: number }
  | { kind: "notResumed"; resumeAt: number }
  | { kind: "banned" }
  | { kind: "outOfOrder" }
  | { kind: "invalidPlayTime"; minutes: number }
  | { kind: "nothingPending" }
  | { kind: "notExcluded" }
  | { kind: "exclusionRunning"; until: number };

export const cashierInterface = new Interface(cashierAbi);

type EthersLike = { data?: unknown; info?: { error?: EthersLike }; error?: EthersLike };

/** The revert data of a failed call, wherever the provider put it. */
function revertData(e: EthersLike | undefined, depth = 0): string | null {
  if (!e || typeof e !== "object" || depth > 4) return null;
  if (typeof e.data === "string" && e.data.startsWith("0x") && e.data.length >= 10) return e.data;
  return revertData(e.info?.error, depth + 1) ?? revertData(e.error, depth + 1);
}

const num = (v: unknown) => Number(v as bigint);

/** The cashier rule a failed transaction ran into (bubbled through a table or sent to the cashier), else null. */
export function cashierRefusalOf(e: unknown): CashierRefusal | null {
  const data = revertData(e as EthersLike);
  if (!data) return null;
  let parsed;
  try {
    parsed = cashierInterface.parseError(data);
  } catch {
    return null;
  }
  if (!parsed) return null;
  const a = parsed.args;
  switch (parsed.name) {
    case "LossLimitReached": {
      const window = WINDOWS[num(a[0])];
      return window ? { kind: "lossLimit", window, limit: a[1] as bigint, resetsAt: num(a[2]) } : null;
    }
    case "SingleBetLimitExceeded": return { kind: "singleBet", limit: a[0] as bigint, bet: a[1] as bigint };
    case "PlayTimeLimitReached": return { kind: "playTime", minutes: num(a[0]), resetsAt: num(a[1]) };
    case "PlayBlocked": return { kind: "blocked", selfExclusion: a[0] as boolean, until: num(a[1]) };
    case "PlayNotResumed": return { kind: "notResumed", resumeAt: num(a[0]) };
    case "PlayerBanned": return { kind: "banned" };
    case "LimitsOutOfOrder": return { kind: "outOfOrder" };
    case "InvalidPlayTime": return { kind: "invalidPlayTime", minutes: num(a[0]) };
    case "NothingPending": return { kind: "nothingPending" };
    case "NotExcluded": return { kind: "notExcluded" };
    case "ExclusionRunning": return { kind: "exclusionRunning", until: num(a[0]) };
    default: return null;
  }
}
