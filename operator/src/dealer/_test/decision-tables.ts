import { Contract, ContractFactory, id, NonceManager, Wallet, type HDNodeWallet, type InterfaceAbi } from "ethers";
import { ChainProvider, readArtifact } from "@sunrise/contracts";
import { devWallet, type LocalChain } from "../../_test/chain.js";
import { ADMIN, DEALER, SUSD } from "./tables.js";

/** Players of the decision tests, each with its own funded wallet (indices past the admin, dealer and shared player). */
export const PLAYERS: HDNodeWallet[] = [3, 4, 5].map(devWallet);

/** A casino hold'em table (3) and a blackjack table (7). */
export interface DecisionTables {
  susd: string;
  holdem: string;
  blackjack: string;
}

async function deploy(signer: NonceManager, name: string, args: unknown[]): Promise<Contract> {
  const { abi, bytecode } = readArtifact(name);
  const c = await new ContractFactory(abi as InterfaceAbi, bytecode, signer).deploy(...args);
  await c.waitForDeployment();
  return c as Contract;
}

/**
 * SUSD, each decision game's rules and a DecisionTable of each, the dealer as their operator,
 * bankrolls, decision windows of `decisionSeconds` and funded players who approved both tables.
 */
export async function deployDecisionTables(chain: LocalChain, roundTimeout: number, decisionSeconds: number): Promise<DecisionTables> {
  const provider = new ChainProvider(chain.url, chain.chainId, { pollingInterval: 50 });
  try {
    const admin = new NonceManager(new Wallet(ADMIN.privateKey, provider));
    const send = async (c: Contract, fn: string, ...args: unknown[]) => (await c.getFunction(fn)(...args)).wait();
    const susd = await deploy(admin, "SUSD", [ADMIN.address]);
    await send(susd, "grantRole", id("MINTER_ROLE"), ADMIN.address);
    const tables: Record<string, string> = {};
    for (const [name, tableId, gameType, rulesName] of [["holdem", 3, 3, "HoldemRules"], ["blackjack", 7, 7, "BlackjackRules"]] as const) {
      const rules = await deploy(admin, rulesName, []);
      const table = await deploy(admin, "DecisionTable", [await susd.getAddress(), tableId, gameType, await rules.getAddress(), 0, SUSD, 1_000n * SUSD, ADMIN.address]);
      await send(table, "grantRole", id("OPERATOR_ROLE"), DEALER.address);
      await send(table, "setLimits", SUSD, 1_000n * SUSD, roundTimeout);
      await send(table, "setDecisionSeconds", decisionSeconds);
      await send(susd, "mint", await table.getAddress(), 10_000_000n * SUSD);
      tables[name] = await table.getAddress();
    }
    for (const p of PLAYERS) {
      await send(susd, "mint", p.address, 100_000n * SUSD);
      const player = new NonceManager(new Wallet(p.privateKey, provider));
      for (const t of Object.values(tables)) await (await (susd.connect(player) as Contract).getFunction("approve")(t, 100_000n * SUSD)).wait();
    }
    return { susd: await susd.getAddress(), holdem: tables.holdem!, blackjack: tables.blackjack! };
  } finally {
    provider.destroy();
  }
}
