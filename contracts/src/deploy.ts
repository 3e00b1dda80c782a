import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { Contract, ContractFactory, JsonRpcProvider, NonceManager, Wallet, ZeroAddress, id, type InterfaceAbi, type Signer } from "ethers";
import { ChainProvider } from "./provider.js";
import { readArtifact } from "./artifacts.js";
import { openHouse } from "./cashier.js";
import { backGameSusd, fundSusd, mintUsdc, type UsdcContracts } from "./usdc.js";

export interface ChainDeployment {
  chainId: number;
  rpcUrl: string;
  startBlock: number;
  contracts: Record<string, string>;
}

export interface Deployments {
  assetChain: ChainDeployment;
  gameChain: ChainDeployment;
}

export interface TableOptions {
  id: number;
  gameType: number;
  minBet: bigint;
  maxBet: bigint;
  /** Game SUSD minted to the table so it can cover the worst case of accepted bets. */
  bankroll: bigint;
  /** The rules' table variant: 1 for a no-commission baccarat table, else 0 (the default). */
  variant?: number;
  /** Seconds after betting closes within which the dealer must reveal a round (the contract's default, 1 hour, when absent). */
  roundTimeout?: number;
}

/** A table of a game decided after the deal (casino hold'em 3, blackjack 7): a DecisionTable. */
export interface DecisionTableOptions extends Omit<TableOptions, "variant"> {
  /** Length of every decision window (the contract's default, 10 s, when absent; 5 s – 10 min). */
  decisionSeconds?: number;
}

export interface DeployOptions {
  assetRpcUrl: string;
  gameRpcUrl: string;
  deployerKey: string;
  validators: string[];
  minValidator: number;
  seedAccounts: string[];
  /**
   * Each seed account gets this much test USDC to try flow 1 with, and as much SUSD again deposited
   * for it through flow 1 (the demo's SUSD, backed like every other).
   */
  seedAmount: bigint;
  /** Production: the real USDC's address (then nothing is minted or seeded with it). Development: a TestUSDC is deployed. */
  usdcAddress?: string;
  /** SUSD on both chains for the treasury the back office's transfers are paid from, each dollar deposited as USDC first. */
  treasury?: { address: string; amount: bigint };
  /** Bonus program: rate in basis points of the deposit, and the most one deposit earns. */
  bonus?: { rewardRate: number; rewardMaximum: bigint; funding: bigint };
  staking?: { rewardCycleSeconds: number };
  tables?: TableOptions[];
  /** Tables of casino hold'em and blackjack as DecisionTables (`DecisionTable:<id>` in the deployments). */
  decisionTables?: DecisionTableOptions[];
  /** The dealer account that runs the tables' rounds (gets OPERATOR_ROLE on every table). */
  dealer?: string;
}

const role = (name: string) => id(name);

/** The rules contract of each game dealt on chain; tables of other games (casino hold'em, blackjack) get none yet. */
export const TABLE_RULES: Readonly<Record<number, string>> = { 1: "RouletteRules", 2: "BaccaratRules", 4: "SicBoRules", 5: "DragonTigerRules", 6: "MoneyWheelRules" };

/** The rules contract of each game decided after the deal (a DecisionTable's). */
export const DECISION_RULES: Readonly<Record<number, string>> = { 3: "HoldemRules", 7: "BlackjackRules" };

async function connect(rpcUrl: string, key: string) {
  const probe = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true });
  const chainId = (await probe.getNetwork()).chainId;
  probe.destroy();
  // One transaction after another, each waiting for the last: requests go out at once rather than
  // after ethers' 10 ms batching pause.
  const provider = new ChainProvider(rpcUrl, Number(chainId), { pollingInterval: 100, batchStallTime: 0 });
  const signer = new NonceManager(new Wallet(key, provider));
  return { provider, signer, chainId: Number(chainId), startBlock: (await provider.getBlockNumber()) + 1 };
}

/** Deploys the named contract's artifact and waits for it. */
export async function deployContract(signer: Signer, name: string, args: unknown[]): Promise<Contract> {
  const { abi, bytecode } = readArtifact(name);
  const contract = await new ContractFactory(abi as InterfaceAbi, bytecode, signer).deploy(...args);
  await contract.waitForDeployment();
  return contract as Contract;
}

async function send(contract: Contract, fn: string, ...args: unknown[]) {
  await (await contract.getFunction(fn)(...args)).wait();
}

/**
 * Deploys the suite to both chains: SUSD, AssetChainBridge, BonusManager and Staking on the asset
 * chain; SUSD, GameChainBridge, each dealt game's rules contract (once) and one GameTable per table
 * on the game chain, and one DecisionTable per decision table (with HoldemRules / BlackjackRules); USDC
 * (a TestUSDC in development), the UsdcVault and its UsdcReserve on the asset chain. Wires roles, funds
 * the bonus program and the tables' bankrolls, and gives the seed accounts USDC and SUSD. Every SUSD it
 * creates comes in through flow 1 (USDC deposited in the vault), so the reserves cover SUSD on both chains. The game chain's Cashier holds every player's playable balance (the
 * bridge credits it) and every table's house; each table stakes and pays through it, under the
 * players' responsible-gaming rules.
 */
export async function deploySuite(o: DeployOptions): Promise<Deployments> {
  const asset = await connect(o.assetRpcUrl, o.deployerKey);
  const game = await connect(o.gameRpcUrl, o.deployerKey);
  const admin = await asset.signer.getAddress();
  try {
    const [assetSusd, gameSusd] = await Promise.all([deployContract(asset.signer, "SUSD", [admin]), deployContract(game.signer, "SUSD", [admin])]);
    const [assetBridge, gameBridge] = await Promise.all([
      deployContract(asset.signer, "AssetChainBridge", [await assetSusd.getAddress(), game.chainId, o.minValidator, admin]),
      deployContract(game.signer, "GameChainBridge", [await gameSusd.getAddress(), asset.chainId, o.minValidator, admin]),
    ]);
    for (const [susd, bridge] of [[assetSusd, assetBridge], [gameSusd, gameBridge]] as const) {
      await send(susd, "grantRole", role("MINTER_ROLE"), await bridge.getAddress());
      await send(bridge, "grantRole", role("OPERATOR_ROLE"), admin);
      await send(bridge, "grantRole", role("PAUSER_ROLE"), admin);
      for (const v of o.validators) await send(bridge, "grantRole", role("VALIDATOR_ROLE"), v);
    }
    // Game SUSD the deployer mints (bankrolls, treasury, tests) is backed first by USDC deposited and asset SUSD burned.
    await send(gameSusd, "grantRole", role("MINTER_ROLE"), admin);

    const assetContracts: Record<string, string> = { SUSD: await assetSusd.getAddress(), AssetChainBridge: await assetBridge.getAddress() };
    const gameContracts: Record<string, string> = { SUSD: await gameSusd.getAddress(), GameChainBridge: await gameBridge.getAddress() };
    const usdc = await deployUsdcSide(asset.signer, assetSusd, admin, o);
    Object.assign(assetContracts, usdc);
    const minted = !o.usdcAddress;
    if (!minted && (o.seedAccounts.length || o.treasury)) throw new Error("seed accounts and a treasury need the test USDC: leave usdcAddress unset");
    for (const account of o.seedAccounts) {
      await mintUsdc(asset.signer, usdc.USDC, account, o.seedAmount);
      if (o.seedAmount > 0n) await fundSusd(asset.signer, usdc, account, o.seedAmount);
    }
    if (o.treasury) {
      await fundSusd(asset.signer, usdc, o.treasury.address, o.treasury.amount);
      await backGameSusd(asset.signer, usdc, o.treasury.amount);
      await send(gameSusd, "mint", o.treasury.address, o.treasury.amount);
    }

    const bonusOpts = o.bonus ?? { rewardRate: 1000, rewardMaximum: 1_000n * 10n ** 6n, funding: 1_000_000n * 10n ** 6n };
    const bonus = await deployContract(asset.signer, "BonusManager", [assetContracts.SUSD, admin, bonusOpts.rewardRate, bonusOpts.rewardMaximum, o.minValidator, admin]);
    const staking = await deployContract(asset.signer, "Staking", [assetContracts.SUSD, o.staking?.rewardCycleSeconds ?? 86_400, admin]);
    for (const c of [bonus, staking]) {
      await send(c, "grantRole", role("OPERATOR_ROLE"), admin);
      await send(c, "grantRole", role("PAUSER_ROLE"), admin);
    }
    for (const v of o.validators) await send(bonus, "grantRole", role("VALIDATOR_ROLE"), v);
    if (minted && bonusOpts.funding > 0n) await fundSusd(asset.signer, usdc, await bonus.getAddress(), bonusOpts.funding);
    await send(staking, "addPool", assetContracts.SUSD, 1, 0);
    assetContracts.BonusManager = await bonus.getAddress();
    assetContracts.Staking = await staking.getAddress();
    assetContracts.StakingPoolToken = await deployEthPool(asset.signer, staking, admin, o);

    // The cashier holds every player's balance and every table's house; the bridge credits it.
    const cashier = await deployContract(game.signer, "Cashier", [gameContracts.SUSD, admin]);
    await send(cashier, "grantRole", role("OPERATOR_ROLE"), admin);
    await send(cashier, "grantRole", role("PAUSER_ROLE"), admin);
    gameContracts.Cashier = await cashier.getAddress();
    await send(gameBridge, "setCashier", gameContracts.Cashier);

    // Each game's rules are deployed once and shared by all its tables.
    for (const gameType of new Set((o.tables ?? []).map((t) => t.gameType))) {
      const name = TABLE_RULES[gameType];
      if (name) gameContracts[name] = await (await deployContract(game.signer, name, [])).getAddress();
    }
    const bankrolls = [...(o.tables ?? []), ...(o.decisionTables ?? [])].reduce((sum, t) => sum + t.bankroll, 0n);
    if (minted && bankrolls > 0n) await backGameSusd(asset.signer, usdc, bankrolls);
    for (const t of o.tables ?? []) {
      const rules = TABLE_RULES[t.gameType] ? gameContracts[TABLE_RULES[t.gameType]!]! : ZeroAddress;
      const table = await deployContract(game.signer, "GameTable", [gameContracts.Cashier, t.id, t.gameType, rules, t.variant ?? 0, t.minBet, t.maxBet, admin]);
      await wireTable(table, game.signer, gameContracts, t, admin, o.dealer);
      gameContracts[`GameTable:${t.id}`] = await table.getAddress();
    }

    for (const gameType of new Set((o.decisionTables ?? []).map((t) => t.gameType))) {
      const name = DECISION_RULES[gameType];
      if (!name) throw new Error(`game type ${gameType} is not decided after the deal`);
      gameContracts[name] ??= await (await deployContract(game.signer, name, [])).getAddress();
    }
    for (const t of o.decisionTables ?? []) {
      const rules = gameContracts[DECISION_RULES[t.gameType]!]!;
      const table = await deployContract(game.signer, "DecisionTable", [gameContracts.Cashier, t.id, t.gameType, rules, 0, t.minBet, t.maxBet, admin]);
      await wireTable(table, game.signer, gameContracts, t, admin, o.dealer);
      if (t.decisionSeconds !== undefined) await send(table, "setDecisionSeconds", t.decisionSeconds);
      gameContracts[`DecisionTable:${t.id}`] = await table.getAddress();
    }

    return {
      assetChain: { chainId: asset.chainId, rpcUrl: o.assetRpcUrl, startBlock: asset.startBlock, contracts: assetContracts },
      gameChain: { chainId: game.chainId, rpcUrl: o.gameRpcUrl, startBlock: game.startBlock, contracts: gameContracts },
    };
  } finally {
    asset.provider.destroy();
    game.provider.destroy();
  }
}

/**
 * USDC (TestUSDC in development, minted by the deployer), the vault that mints SUSD against it
 * (MINTER_ROLE on asset SUSD) and its reserve. The deployer is the vault's operator (refills, sweeps),
 * reviewer (the back office's release / reject tasks) and pauser, and the reserve's operator.
 */
async function deployUsdcSide(signer: NonceManager, assetSusd: Contract, admin: string, o: DeployOptions): Promise<UsdcContracts & { UsdcReserve: string }> {
  const usdcAddress = o.usdcAddress ?? (await (await deployContract(signer, "TestUSDC", [admin])).getAddress());
  const vault = await deployContract(signer, "UsdcVault", [usdcAddress, await assetSusd.getAddress(), admin]);
  const vaultAddress = await vault.getAddress();
  const reserve = await deployContract(signer, "UsdcReserve", [usdcAddress, vaultAddress, admin]);
  await send(vault, "setReserve", await reserve.getAddress());
  await send(assetSusd, "grantRole", role("MINTER_ROLE"), vaultAddress);
  for (const r of ["OPERATOR_ROLE", "REVIEWER_ROLE", "PAUSER_ROLE"]) await send(vault, "grantRole", role(r), admin);
  await send(reserve, "grantRole", role("OPERATOR_ROLE"), admin);
  return { USDC: usdcAddress, UsdcVault: vaultAddress, UsdcReserve: await reserve.getAddress(), SUSD: await assetSusd.getAddress() };
}

/** The staking/ETH pool (SPEC §3 stakingType 1): its pair token, minted to the seed accounts as SUSD is, added with weight 2. */
async function deployEthPool(signer: NonceManager, staking: Contract, admin: string, o: DeployOptions): Promise<string> {
  const token = await deployContract(signer, "StakingPoolToken", ["SUSD/ETH LP", "SUSD-ETH-LP", admin]);
  await send(token, "grantRole", role("MINTER_ROLE"), admin);
  for (const account of o.seedAccounts) await send(token, "mint", account, o.seedAmount / 100n);
  const address = await token.getAddress();
  await send(staking, "addPool", address, 2, 1);
  return address;
}

/** Roles (the deployer as operator and pauser, the dealer as operator), the round timeout, the table's house at the cashier and its bankroll. */
async function wireTable(table: Contract, signer: NonceManager, contracts: Record<string, string>, t: Omit<TableOptions, "variant">, admin: string, dealer?: string) {
  await send(table, "grantRole", role("OPERATOR_ROLE"), admin);
  await send(table, "grantRole", role("PAUSER_ROLE"), admin);
  if (dealer) await send(table, "grantRole", role("OPERATOR_ROLE"), dealer);
  if (t.roundTimeout !== undefined) await send(table, "setLimits", t.minBet, t.maxBet, t.roundTimeout);
  await openHouse(signer, contracts.Cashier!, contracts.SUSD!, await table.getAddress(), t.bankroll);
}

export function writeDeployments(path: string, d: Deployments): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(d, null, 2)}\n`);
}
