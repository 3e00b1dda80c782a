import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import decisionTableAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { DECISION_GAMES } from "@sunrise/games";
import { contractAt, TaskFailure, tableAddress, type TaskHandler } from "../handler.js";

/** GameTable.RoundState; a DecisionTable has the same states plus Dealt (decision windows running). */
const State = { None: 0n, Open: 1n, Closed: 2n, Revealed: 3n, Settled: 4n, Refunded: 5n, Forfeited: 6n, Dealt: 7n } as const;
const NAMES = ["unknown", "open", "closed", "revealed", "settled", "refunded", "forfeited", "dealt"];

/**
 * round.refund: unsticks a round the dealer left, at any phase. A round never closed is refunded
 * (stakes back) — except at a shoe table, whose open round is forfeited; a closed, or at casino
 * hold'em and blackjack a dealt, round is forfeited (each bet gets the reserved worst case of every
 * stake it escrowed); then the rest of its bets are paid page by page. The contract checks the
 * deadline; its refusal is the task's error.
 */
export const refundRound: TaskHandler<AdminTaskParams["round.refund"]> = {
  async next(ctx) {
    const address = await tableAddress(ctx, ctx.params.tableId);
    const gameType = Number(await contractAt(ctx, "game", address, tableAbi).getFunction("gameType")());
    const decisions = DECISION_GAMES.includes(gameType);
    const table = contractAt(ctx, "game", address, decisions ? decisionTableAbi : tableAbi);
    const id = BigInt(ctx.params.roundId);
    const round = (await table.getFunction("rounds")(id)) as { state: bigint; paidCount: bigint };
    const call = (step: string, fn: string, args: unknown[]) => ({ step, chain: "game" as const, role: "operator" as const, contract: table, fn, args });
    switch (round.state) {
      case State.Open:
        return !decisions && (await table.getFunction("usesShoe")()) ? call("forfeit", "forfeit", [id]) : call("refund", "refund", [id]);
      case State.Closed:
      case State.Dealt:
        return call("forfeit", "forfeit", [id]);
      case State.Revealed:
      case State.Refunded:
      case State.Forfeited: {
        const bets = (await table.getFunction("betCount")(id)) as bigint;
        if (round.paidCount < bets) return call("payBets", "payBets", [id, await table.getFunction("SETTLE_PAGE")()]);
        break;
      }
      case State.None:
        throw new TaskFailure(`Round ${id} does not exist on table ${ctx.params.tableId}`);
    }
    if (ctx.mined.length) return null;
    throw new TaskFailure(`Round ${id} is already ${NAMES[Number(round.state)] ?? "closed"}: nothing to refund`);
  },
};
