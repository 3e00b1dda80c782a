import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Contract, type InterfaceAbi } from "ethers";
import { ChainProvider, deploySuite, writeDeployments, type DeployOptions, type Deployments } from "@sunrise/contracts";
import { AdminTask, type AdminTaskKind, type AdminTaskParams, type Orm } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { connectChains, type Chains } from "../../chains.js";
import { loadEnv } from "../../env.js";
import { devWallet, startHardhat, type LocalChain } from "./chain.js";

export const SUSD = 1_000_000n;
export const DEPLOYER = devWallet(0);

export interface TaskTestbed {
  db: TestDatabase;
  asset: LocalChain;
  game: LocalChain;
  deployments: Deployments;
  /** The environment an operator process needs for these chains and this database. */
  env: Record<string, string>;
  chains: Chains;
  /** Another connection to both chains, with signers of its own (as another process would have). */
  connect(): Chains;
  /** A contract of the deployments, read-write with the deployer's key. */
  contract(chain: "asset" | "game", name: string, abi: InterfaceAbi): Contract;
  provider(chain: "asset" | "game"): ChainProvider;
  close(): Promise<void>;
}

/** A fresh database and both local chains with the suite deployed; the runner's chains connect to them. */
export async function startTestbed(deploy: Partial<DeployOptions> = {}): Promise<TaskTestbed> {
  const db = await createTestDatabase();
  const [asset, game] = await Promise.all([startHardhat("assetChain"), startHardhat("gameChain")]);
  const deployments = await deploySuite({
    assetRpcUrl: asset.url,
    gameRpcUrl: game.url,
    deployerKey: DEPLOYER.privateKey,
    validators: [7, 8, 9].map((i) => devWallet(i).address),
    minValidator: 2,
    seedAccounts: [],
    seedAmount: 0n,
    ...deploy,
  });
  const dir = mkdtempSync(join(tmpdir(), "sunrise-tasks-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
  const processEnv = { DATABASE_URL: db.url, VALIDATOR_KEYS: devWallet(7).privateKey, DEPLOYMENTS_FILE: join(dir, "deployments.json"), ASSET_RPC_URL: asset.url, GAME_RPC_URL: game.url };
  const env = loadEnv(processEnv);
  const connected: Chains[] = [];
  const connect = () => {
    const chains = connectChains(env);
    connected.push(chains);
    return chains;
  };
  const chains = connect();
  const providers = { asset: new ChainProvider(asset.url, deployments.assetChain.chainId, { pollingInterval: 50 }), game: new ChainProvider(game.url, deployments.gameChain.chainId, { pollingInterval: 50 }) };
  const signers = { asset: DEPLOYER.connect(providers.asset), game: DEPLOYER.connect(providers.game) };
  return {
    db,
    asset,
    game,
    deployments,
    env: processEnv,
    chains,
    connect,
    provider: (chain) => providers[chain],
    contract: (chain, name, abi) => {
      const address = (chain === "asset" ? deployments.assetChain : deployments.gameChain).contracts[name];
      if (!address) throw new Error(`${name} is not deployed`);
      return new Contract(address, abi, signers[chain]);
    },
    close: async () => {
      connected.forEach((c) => c.destroy());
      providers.asset.destroy();
      providers.game.destroy();
      await Promise.all([asset.stop(), game.stop()]);
      rmSync(dir, { recursive: true, force: true });
      await db.close();
    },
  };
}

/** Queues a task as the gateway would. */
export async function queueTask<K extends Exclude<AdminTaskKind, "jackpot.pay">>(orm: Orm, kind: K, params: AdminTaskParams[K]): Promise<string> {
  const em = orm.em.fork();
  const task = em.create(AdminTask, { kind, params: params as Record<string, unknown>, createdBy: DEPLOYER.address.toLowerCase() });
  await em.flush();
  return task.id;
}

export const readTask = (orm: Orm, id: string) => orm.em.fork().findOneOrFail(AdminTask, { id });
