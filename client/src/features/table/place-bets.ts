import { Contract, type Wallet } from "ethers";
import gameTableAbi from "@sunrise/contracts/abi/GameTable.json";
import susdAbi from "@sunrise/contracts/abi/SUSD.json";
import type { BetInput } from "./logic/bet-slip.js";
import { newPlayerSeed } from "./logic/player-seed.js";

/** Approved once per table so later rounds need one transaction only: 1,000,000 SUSD, or the batch if larger. */
export const GENEROUS_ALLOWANCE = 1_000_000n * 1_000_000n;

export interface PlaceBetsRequest {
  wallet: Wallet;
  table: string;
  token: string;
  roundId: number;
  bets: readonly BetInput[];
  onApprove?: () => void;
  /** The player's 32 bytes folded into the round's client seed; fresh random bytes unless given. */
  playerSeed?: string;
}

/**
 * Sends every bet of the round in one `placeBets` transaction from the game wallet, approving the
 * table for the stake first when its allowance is short, with the player's own seed for the round.
 * Resolves with the mined transaction hash.
 */
export async function placeBets({ wallet, table, token, roundId, bets, onApprove, playerSeed = newPlayerSeed() }: PlaceBetsRequest): Promise<string> {
  const total = bets.reduce((s, b) => s + b.amount, 0n);
  const susd = new Contract(token, susdAbi, wallet);
  const allowance = (await susd.getFunction("allowance")(wallet.address, table)) as bigint;
  if (allowance < total) {
    onApprove?.();
    await (await susd.getFunction("approve")(table, total > GENEROUS_ALLOWANCE ? total : GENEROUS_ALLOWANCE)).wait();
  }
  const gameTable = new Contract(table, gameTableAbi, wallet);
  const tx = await gameTable.getFunction("placeBets")(roundId, bets.map((b) => ({ kind: b.kind, numbers: [...b.numbers], amount: b.amount })), playerSeed);
  await tx.wait();
  return tx.hash as string;
}
