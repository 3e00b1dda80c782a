import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { Contract, ContractFactory, JsonRpcProvider, NonceManager, Wallet, id, type InterfaceAbi } from "ethers";
import { ChainProvider } from "./provider.js";
import { readArtifact } from "./artifacts.js";

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
  /** Bet kinds offered and their worst-case total return per unit staked ×100 (from the games engine). */
  betKinds: { id: number; maxReturnX100: number }[];
}

export interface DeployOptions {
  assetRpcUrl: string;
  gameRpcUrl: string;
  deployerKey: string;
  validators: string[];
  minValidator: number;
  seedAccounts: string[];
  seedAmount: bigint;
  /** Bonus program: rate in basis points of the deposit, and the most one deposit earns. */
  bonus?: { rewardRate: number; rewardMaximum: bigint; funding: bigint };
  staking?: { rewardCycleSeconds: number };
  tables?: TableOptions[];
  /** The dealer account that runs the tables' rounds (gets OPERATOR_ROLE on every table). */
  dealer?: string;
}

const role = (name: string) => id(name);

async function connect(rpcUrl: string, key: string) {
  const probe = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true });
  const chainId = (await probe.getNetwork()).chainId;
  probe.destroy();
  const provider = new ChainProvider(rpcUrl, Number(chainId), { pollingInterval: 100 });
  const signer = new NonceManager(new Wallet(key, provider));
  return { provider, signer, chainId: Number(chainId), startBlock: (await provider.getBlockNumber()) + 1 };
}

async function deploy(signer: NonceManager, name: string, args: unknown[]): Promise<Contract> {
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
 * chain; SUSD, GameChainBridge and one GameTable per table on the game chain. Wires roles, funds
 * the bonus program and the tables' bankrolls, and mints demo SUSD to the seed accounts.
 */
export async function deploySuite(o: DeployOptions): Promise<Deployments> {
  const asset = await connect(o.assetRpcUrl, o.deployerKey);
  const game = await connect(o.gameRpcUrl, o.deployerKey);
  const admin = await asset.signer.getAddress();
  try {
    const [assetSusd, gameSusd] = await Promise.all([deploy(asset.signer, "SUSD", [admin]), deploy(game.signer, "SUSD", [admin])]);
    const [assetBridge, gameBridge] = await Promise.all([
      deploy(asset.signer, "AssetChainBridge", [await assetSusd.getAddress(), game.chainId, o.minValidator, admin]),
      deploy(game.signer, "GameChainBridge", [await gameSusd.getAddress(), asset.chainId, o.minValidator, admin]),
    ]);
    for (const [susd, bridge] of [[assetSusd, assetBridge], [gameSusd, gameBridge]] as const) {
      await send(susd, "grantRole", role("MINTER_ROLE"), await bridge.getAddress());
      await send(bridge, "grantRole", role("OPERATOR_ROLE"), admin);
      await send(bridge, "grantRole", role("PAUSER_ROLE"), admin);
      for (const v of o.validators) await send(bridge, "grantRole", role("VALIDATOR_ROLE"), v);
    }
    await send(assetSusd, "grantRole", role("MINTER_ROLE"), admin);
    await send(gameSusd, "grantRole", role("MINTER_ROLE"), admin);
    for (const account of o.seedAccounts) await send(assetSusd, "mint", account, o.seedAmount);

    const assetContracts: Record<string, string> = { SUSD: await assetSusd.getAddress(), AssetChainBridge: await assetBridge.getAddress() };
    const gameContracts: Record<string, string> = { SUSD: await gameSusd.getAddress(), GameChainBridge: await gameBridge.getAddress() };

    const bonusOpts = o.bonus ?? { rewardRate: 1000, rewardMaximum: 1_000n * 10n ** 6n, funding: 1_000_000n * 10n ** 6n };
    const bonus = await deploy(asset.signer, "BonusManager", [assetContracts.SUSD, admin, bonusOpts.rewardRate, bonusOpts.rewardMaximum, o.minValidator, admin]);
    const staking = await deploy(asset.signer, "Staking", [assetContracts.SUSD, o.staking?.rewardCycleSeconds ?? 86_400, admin]);
    for (const c of [bonus, staking]) {
      await send(c, "grantRole", role("OPERATOR_ROLE"), admin);
      await send(c, "grantRole", role("PAUSER_ROLE"), admin);
    }
    for (const v of o.validators) await send(bonus, "grantRole", role("VALIDATOR_ROLE"), v);
    await send(assetSusd, "mint", await bonus.getAddress(), bonusOpts.funding);
    await send(staking, "addPool", assetContracts.SUSD, 1, 0);
    assetContracts.BonusManager = await bonus.getAddress();
    assetContracts.Staking = await staking.getAddress();

    for (const t of o.tables ?? []) {
      const table = await deploy(game.signer, "GameTable", [gameContracts.SUSD, t.id, t.gameType, t.minBet, t.maxBet, admin]);
      await send(table, "grantRole", role("OPERATOR_ROLE"), admin);
      await send(table, "grantRole", role("PAUSER_ROLE"), admin);
      if (o.dealer) await send(table, "grantRole", role("OPERATOR_ROLE"), o.dealer);
      await send(table, "setBetKinds", t.betKinds.map((k) => k.id), t.betKinds.map((k) => k.maxReturnX100));
      await send(gameSusd, "mint", await table.getAddress(), t.bankroll);
      gameContracts[`GameTable:${t.id}`] = await table.getAddress();
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

export function writeDeployments(path: string, d: Deployments): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(d, null, 2)}\n`);
}
