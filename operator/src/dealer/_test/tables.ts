import { Contract, id, NonceManager, Wallet } from "ethers";
import { ChainProvider, deployContract, depositAtCashier, openHouse } from "@sunrise/contracts";
import type { Chains, ChainInfo } from "../../chains.js";
import { Signers } from "../../signers.js";
import { devWallet, type LocalChain } from "../../_test/chain.js";

export const SUSD = 1_000_000n;
export const ADMIN = devWallet(0);
export const DEALER = devWallet(1);
export const PLAYER = devWallet(2);

/** The tables a dealer test runs: one stream table (roulette) and one shoe table (baccarat). */
export interface DealerTables {
  susd: string;
  cashier: string;
  roulette: string;
  baccarat: string;
}

/** SUSD, the cashier, the two games' rules and a table of each, the dealer as their operator, houses and a player funded at the cashier. */
export async function deployDealerTables(chain: LocalChain, roundTimeout: number): Promise<DealerTables> {
  const provider = new ChainProvider(chain.url, chain.chainId, { pollingInterval: 50 });
  try {
    const admin = new NonceManager(new Wallet(ADMIN.privateKey, provider));
    const send = async (c: Contract, fn: string, ...args: unknown[]) => (await c.getFunction(fn)(...args)).wait();
    const susd = await deployContract(admin, "SUSD", [ADMIN.address]);
    await send(susd, "grantRole", id("MINTER_ROLE"), ADMIN.address);
    const cashier = await (await deployContract(admin, "Cashier", [await susd.getAddress(), ADMIN.address])).getAddress();
    const tables: Record<string, string> = {};
    for (const [name, tableId, gameType, rulesName] of [["roulette", 1, 1, "RouletteRules"], ["baccarat", 2, 2, "BaccaratRules"]] as const) {
      const rules = await deployContract(admin, rulesName, []);
      const table = await deployContract(admin, "GameTable", [cashier, tableId, gameType, await rules.getAddress(), 0, SUSD, 1_000n * SUSD, ADMIN.address]);
      await send(table, "grantRole", id("OPERATOR_ROLE"), DEALER.address);
      await send(table, "setLimits", SUSD, 1_000n * SUSD, roundTimeout);
      await openHouse(admin, cashier, await susd.getAddress(), await table.getAddress(), 10_000_000n * SUSD);
      tables[name] = await table.getAddress();
    }
    await send(susd, "mint", PLAYER.address, 1_000_000n * SUSD);
    await depositAtCashier(new NonceManager(new Wallet(PLAYER.privateKey, provider)), cashier, await susd.getAddress(), 1_000_000n * SUSD);
    return { susd: await susd.getAddress(), cashier, roulette: tables.roulette!, baccarat: tables.baccarat! };
  } finally {
    provider.destroy();
  }
}

/** The operator's chain handles over one local game chain (the asset chain is not used by the dealer). */
export function gameChains(chain: LocalChain, contracts: Record<string, string>): Chains {
  const game: ChainInfo = { chainId: chain.chainId, provider: new ChainProvider(chain.url, chain.chainId, { pollingInterval: 50 }), contracts };
  const signers = new Signers();
  return { asset: game, game, signer: (key) => signers.for(key, game.provider, "game"), destroy: () => game.provider.destroy() };
}
