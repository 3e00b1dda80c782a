import { Contract, type Wallet } from "ethers";
import gameTableAbi from "@sunrise/contracts/abi/GameTable.json";
import { sendWithHeadroom } from "@sunrise/contracts/gas";
import type { BetInput } from "./logic/bet-slip.js";
import { newPlayerSeed } from "./logic/player-seed.js";
import { coverStake } from "./cover-stake.js";

export interface PlaceBetsRequest {
  wallet: Wallet;
  table: string;
  cashier: string;
  token: string;
  roundId: number;
  bets: readonly BetInput[];
  onDeposit?: () => void;
  /** The player's 32 bytes folded into the round's client seed; fresh random bytes unless given. */
  playerSeed?: string;
}

/**
 * Sends every bet of the round in one `placeBets` transaction from the game wallet; the table takes
 * the stake from the player's cashier balance (topped up first from the wallet's own SUSD when
 * short). The player's own seed for the round goes with it. Resolves with the mined transaction hash.
 */
export async function placeBets({ wallet, table, cashier, token, roundId, bets, onDeposit, playerSeed = newPlayerSeed() }: PlaceBetsRequest): Promise<string> {
  const total = bets.reduce((s, b) => s + b.amount, 0n);
  await coverStake({ wallet, cashier, token, amount: total, onDeposit });
  const gameTable = new Contract(table, gameTableAbi, wallet);
  const tx = await sendWithHeadroom(gameTable, "placeBets", roundId, bets.map((b) => ({ kind: b.kind, numbers: [...b.numbers], amount: b.amount })), playerSeed);
  await tx.wait();
  return tx.hash;
}
