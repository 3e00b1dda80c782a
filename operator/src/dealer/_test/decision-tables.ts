import { Contract, id, NonceManager, Wallet, type HDNodeWallet } from "ethers";
import { ChainProvider, deployContract, depositAtCashier, openHouse } from "@sunrise/contracts";
import { devWallet, type LocalChain } from "../../_test/chain.js";
import { ADMIN, DEALER, SUSD } from "./tables.js";

/** Players of the decision tests, each with its own funded wallet (indices past the admin, dealer and shared player). */
export const PLAYERS: HDNodeWallet[] = [3, 4, 5].map(devWallet);

/** A casino hold'em table (3) and a blackjack table (7). */
export interface DecisionTables {
  susd: string;
  cashier: string;
  holdem: string;
  blackjack: string;
}

/**
 * SUSD, each decision game's rules and a DecisionTable of each, the dealer as their operator,
 * houses at the cashier, decision windows of `decisionSeconds` and players funded at the cashier.
 */
export async function deployDecisionTables(chain: LocalChain, roundTimeout: number, decisionSeconds: number): Promise<DecisionTables> {
  const provider = new ChainProvider(chain.url, chain.chainId, { pollingInterval: 50 });
  try {
    const admin = new NonceManager(new Wallet(ADMIN.privateKey, provider));
    const send = async (c: Contract, fn: string, ...args: unknown[]) => (await c.getFunction(fn)(...args)).wait();
    const susd = await deployContract(admin, "SUSD", [ADMIN.address]);
    await send(susd, "grantRole", id("MINTER_ROLE"), ADMIN.address);
    const cashier = await (await deployContract(admin, "Cashier", [await susd.getAddress(), ADMIN.address])).getAddress();
    const tables: Record<string, string> = {};
    for (const [name, tableId, gameType, rulesName] of [["holdem", 3, 3, "HoldemRules"], ["blackjack", 7, 7, "BlackjackRules"]] as const) {
      const rules = await deployContract(admin, rulesName, []);
      const table = await deployContract(admin, "DecisionTable", [cashier, tableId, gameType, await rules.getAddress(), 0, SUSD, 1_000n * SUSD, ADMIN.address]);
      await send(table, "grantRole", id("OPERATOR_ROLE"), DEALER.address);
      await send(table, "setLimits", SUSD, 1_000n * SUSD, roundTimeout);
      await send(table, "setDecisionSeconds", decisionSeconds);
      await openHouse(admin, cashier, await susd.getAddress(), await table.getAddress(), 10_000_000n * SUSD);
      tables[name] = await table.getAddress();
    }
    for (const p of PLAYERS) {
      await send(susd, "mint", p.address, 100_000n * SUSD);
      await depositAtCashier(new NonceManager(new Wallet(p.privateKey, provider)), cashier, await susd.getAddress(), 100_000n * SUSD);
    }
    return { susd: await susd.getAddress(), cashier, holdem: tables.holdem!, blackjack: tables.blackjack! };
  } finally {
    provider.destroy();
  }
}
