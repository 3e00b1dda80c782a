import { Contract } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { SINGLE_WINDOW_GAMES } from "@sunrise/games";
import type { Chains } from "../chains.js";
import type { OperatorEnv } from "../env.js";
import { every } from "../loop.js";
import { Dealer } from "./dealer.js";

/** Runs the dealer on every deployed table whose game fits one betting window (read from the table itself). */
export async function startDealer(key: string, env: OperatorEnv, chains: Chains, onError: (e: unknown) => void) {
  const addresses = Object.entries(chains.game.contracts).filter(([name]) => name.startsWith("GameTable:")).map(([, a]) => a);
  const tables = [];
  for (const address of addresses) {
    const gameType = Number(await new Contract(address, tableAbi, chains.game.provider).getFunction("gameType")());
    if (SINGLE_WINDOW_GAMES.includes(gameType)) tables.push({ address, gameType });
  }
  const dealer = new Dealer(chains, { key, secret: env.DEALER_SECRET, bettingSeconds: env.DEALER_BETTING_SECONDS, tables });
  return { address: dealer.address, tables: tables.length, stop: every(500, () => dealer.tick(), onError) };
}
