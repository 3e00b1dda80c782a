import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { contractAt, TaskFailure, tableAddress, type TaskHandler } from "../handler.js";

/** GameTable.RoundState */
const State = { None: 0n, Open: 1n, Closed: 2n, Revealed: 3n, Settled: 4n, Refunded: 5n, Forfeited: 6n } as const;
const NAMES = ["unknown", "open", "closed", "revealed", "settled", "refunded", "forfeited"];

/**
 * round.refund: unsticks a round the dealer left. A stream round never closed is refunded (stakes
 * back); any other unrevealed round is forfeited (each bet gets its reserved worst case); then the
 * rest of its bets are paid page by page. The contract checks the deadline; its refusal is the
 * task's error.
 */
export const refundRound: TaskHandler<AdminTaskParams["round.refund"]> = {
  async next(ctx) {
    const table = contractAt(ctx, "game", await tableAddress(ctx, ctx.params.tableId), tableAbi);
    const id = BigInt(ctx.params.roundId);
    const round = (await table.getFunction("rounds")(id)) as { state: bigint; paidCount: bigint };
    const call = (step: string, fn: string, args: unknown[]) => ({ step, chain: "game" as const, role: "operator" as const, contract: table, fn, args });
    switch (round.state) {
      case State.Open:
        return (await table.getFunction("usesShoe")()) ? call("forfeit", "forfeit", [id]) : call("refund", "refund", [id]);
      case State.Closed:
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
