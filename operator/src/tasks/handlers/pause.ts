import type { InterfaceAbi } from "ethers";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import gameBridgeAbi from "@sunrise/contracts/abi/GameChainBridge.json" with { type: "json" };
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json" with { type: "json" };
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import type { AdminTaskParams } from "@sunrise/db";
import { contractAt, deployed, sent, tableAddress, type TaskContext, type TaskHandler } from "../handler.js";

const ABIS: Record<string, InterfaceAbi> = { AssetChainBridge: assetBridgeAbi, GameChainBridge: gameBridgeAbi, BonusManager: bonusAbi, Staking: stakingAbi };

async function target(ctx: TaskContext<AdminTaskParams["contract.pause"]>) {
  const name = ctx.params.contract;
  if (name.startsWith("GameTable:")) {
    return { chain: "game" as const, contract: contractAt(ctx, "game", await tableAddress(ctx, Number(name.slice("GameTable:".length))), tableAbi) };
  }
  const { chain, address } = deployed(ctx, name);
  return { chain, contract: contractAt(ctx, chain, address, ABIS[name]!) };
}

/** contract.pause / contract.unpause: any pausable contract of the suite, through PAUSER_ROLE. */
const pauseContract = (fn: "pause" | "unpause"): TaskHandler<AdminTaskParams["contract.pause"]> => ({
  async next(ctx) {
    if (sent(ctx, fn)) return null;
    const { chain, contract } = await target(ctx);
    return { step: fn, chain, role: "pauser", contract, fn, args: [] };
  },
});

export const pauseContractTask = pauseContract("pause");
export const unpauseContractTask = pauseContract("unpause");
