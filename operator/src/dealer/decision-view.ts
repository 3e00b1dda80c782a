import type { Contract } from "ethers";
import type { DecisionRoundView } from "./decision-plan.js";

interface ChainRound {
  state: bigint; closesAt: bigint; settleBy: bigint; closedBlock: bigint; window: bigint; windowClosesAt: bigint;
  extraCards: bigint; extraShown: bigint; paidCount: bigint; clientSeed: string; entropy: string; root: string;
}

export interface DecisionRoundState extends DecisionRoundView {
  betCount: number;
  /** Extra cards the decisions drew so far, and how many of them are proven. */
  extraCards: number;
  extraShown: number;
  /** Fixed by the deal (zero before); the players' folded seeds, from which the deal computes it. */
  clientSeed: string;
  entropy: string;
  root: string;
}

/** One bet as the rules read it: kind, stake and its decisions packed 4 bits a window (window w at bits [4(w−1), 4w)). */
export interface RulesBet {
  kind: number;
  amount: bigint;
  actions: bigint;
}

/** A decision table's latest round as the contract holds it. */
export async function readDecisionRound(table: Contract): Promise<DecisionRoundState> {
  const call = (fn: string, ...args: unknown[]) => table.getFunction(fn)(...args);
  const roundCount = Number(await call("roundCount"));
  if (!roundCount) {
    const zero = `0x${"0".repeat(64)}`;
    return { roundCount, state: 0, closesAt: 0, settleBy: 0, closedBlock: 0, window: 0, windowClosesAt: 0, unpaid: 0, betCount: 0, extraCards: 0, extraShown: 0, clientSeed: zero, entropy: zero, root: zero };
  }
  const [r, bets] = (await Promise.all([call("rounds", roundCount), call("betCount", roundCount)])) as [ChainRound, bigint];
  return {
    roundCount, state: Number(r.state), closesAt: Number(r.closesAt), settleBy: Number(r.settleBy), closedBlock: Number(r.closedBlock), window: Number(r.window),
    windowClosesAt: Number(r.windowClosesAt), unpaid: Number(bets) - Number(r.paidCount), betCount: Number(bets), extraCards: Number(r.extraCards),
    extraShown: Number(r.extraShown), clientSeed: r.clientSeed, entropy: r.entropy, root: r.root,
  };
}

/** Every bet of a round with its decisions, as `payouts` takes them. */
export async function readRulesBets(table: Contract, roundId: number, count: number): Promise<RulesBet[]> {
  const bets = await Promise.all(Array.from({ length: count }, (_, i) => table.getFunction("betAt")(roundId, i) as Promise<{ kind: bigint; amount: bigint; actions: bigint[] }>));
  return bets.map((b) => ({ kind: Number(b.kind), amount: b.amount, actions: [...b.actions].reduce((packed, a, w) => packed | (BigInt(a) << BigInt(4 * w)), 0n) }));
}
