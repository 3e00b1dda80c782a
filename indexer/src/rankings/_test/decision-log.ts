import { readFileSync } from "node:fs";
import { Interface } from "ethers";

const decisionAbi = new Interface(JSON.parse(readFileSync(new URL("../../../../contracts/abi/DecisionTable.json", import.meta.url), "utf8")));

/** A DecisionTable `Decision` log: the player raised bet `betIndex` by `extraStake` (a double, a call, a split). */
export function decisionLog(address: string, tableId: number, roundId: number, betIndex: number, player: string, extraStake: bigint, logIndex = 0) {
  const { topics, data } = decisionAbi.encodeEventLog("Decision", [tableId, roundId, betIndex, player, 0, 1, 2, extraStake]);
  return { address, topics, data, logIndex, transactionHash: `0x${String(logIndex + 7).padStart(64, "0")}` };
}

/** A DecisionTable `DecisionsRelayed` log: one signed decision relayed, `player` raising bet `betIndex` by `extraStake` (below 2^64). */
export function relayedDecisionLog(address: string, tableId: number, roundId: number, betIndex: number, player: string, extraStake: bigint, logIndex = 0) {
  const word = BigInt(player) | (BigInt(betIndex) << 160n) | (2n << 184n) | (extraStake << 192n);
  const { topics, data } = decisionAbi.encodeEventLog("DecisionsRelayed", [tableId, roundId, 1, [word]]);
  return { address, topics, data, logIndex, transactionHash: `0x${String(logIndex + 7).padStart(64, "0")}` };
}
