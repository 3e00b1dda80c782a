import type { TaskHandler } from "../handler.js";
import type { HandledKind } from "../params.js";
import { pauseTableTask, setLimits, unpauseTableTask } from "./table.js";
import { pauseContractTask, unpauseContractTask } from "./pause.js";
import { endRound, fundRound, startRound } from "./staking.js";
import { affiliatePayout } from "./affiliate-payout.js";
import { bonusSettings } from "./bonus.js";
import { transfer } from "./transfer.js";
import { refundRound } from "./round-refund.js";
import { jackpotPay } from "./jackpot-pay.js";
import { playerSetBanned, playerTimeOut } from "./cashier.js";
import { rejectWithdrawal, releaseWithdrawal } from "./withdrawal-review.js";

/** The runner for each task kind (a kind without one fails with a message saying so). */
export const handlers: Record<HandledKind, TaskHandler<never>> = {
  "table.setLimits": setLimits,
  "table.pause": pauseTableTask,
  "table.unpause": unpauseTableTask,
  "contract.pause": pauseContractTask,
  "contract.unpause": unpauseContractTask,
  "staking.startRound": startRound,
  "staking.endRound": endRound,
  "staking.fundRound": fundRound,
  "affiliate.payout": affiliatePayout,
  "bonus.settings": bonusSettings,
  transfer,
  "round.refund": refundRound,
  "jackpot.pay": jackpotPay,
  "player.timeOut": playerTimeOut,
  "player.setBanned": playerSetBanned,
  "withdrawal.release": releaseWithdrawal,
  "withdrawal.reject": rejectWithdrawal,
};
