import { Contract, ContractFactory, id, NonceManager, Wallet, type InterfaceAbi } from "ethers";
import { ChainProvider, readArtifact } from "@sunrise/contracts";
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
  roulette: string;
  baccarat: string;
}

async function deploy(signer: NonceManager, name: string, args: unknown[]): Promise<Contract> {
  const { abi, bytecode } = readArtifact(name);
  const c = await new ContractFactory(abi as InterfaceAbi, bytecode, signer).deploy(...args);
  await c.waitForDeployment();
  return c as Contract;
}

/** SUSD, the two games' rules and a table of each, the dealer as their operator, bankrolls and a funded player. */
export async function deployDealerTables(chain: LocalChain, roundTimeout: number): Promise<DealerTables> {
  const provider = new ChainProvider(chain.url, chain.chainId, { pollingInterval: 50 });
  try {
    const admin = new NonceManager(new Wallet(ADMIN.privateKey, provider));
    const send = async (c: Contract, fn: string, ...args: unknown[]) => (await c.getFunction(fn)(...args)).wait();
    const susd = await deploy(admin, "SUSD", [ADMIN.address]);
    await send(susd, "grantRole", id("MINTER_ROLE"), ADMIN.address);
    const tables: Record<string, string> = {};
    for (const [name, tableId, gameType, rulesName] of [["roulette", 1, 1, "RouletteRules"], ["baccarat", 2, 2, "BaccaratRules"]] as const) {
      const rules = await deploy(admin, rulesName, []);
      const table = await deploy(admin, "GameTable", [await susd.getAddress(), tableId, gameType, await rules.getAddress(), 0, SUSD, 1_000n * SUSD, ADMIN.address]);
      await send(table, "grantRole", id("OPERATOR_ROLE"), DEALER.address);
      await send(table, "setLimits", SUSD, 1_000n * SUSD, roundTimeout);
      await send(susd, "mint", await table.getAddress(), 10_000_000n * SUSD);
      tables[name] = await table.getAddress();
    }
    await send(susd, "mint", PLAYER.address, 1_000_000n * SUSD);
    const player = new NonceManager(new Wallet(PLAYER.privateKey, provider));
    for (const t of Object.values(tables)) await (await (susd.connect(player) as Contract).getFunction("approve")(t, 1_000_000n * SUSD)).wait();
    return { susd: await susd.getAddress(), roulette: tables.roulette!, baccarat: tables.baccarat! };
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
