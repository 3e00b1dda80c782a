// The Tools screen's state read from real local chains with the suite deployed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Contract } from "ethers";
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import { ChainProvider, deploySuite, writeDeployments, type Deployments } from "@sunrise/contracts";
import { Area, Game, GameTableConfig } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asMember, refusal, type Actor } from "../../../_test/roles.js";
import { devWallet, startHardhat, type LocalChain } from "../_test/chain.js";

const SUSD = 1_000_000n;
const STATE = `{ adminContracts { contracts { id contract tableId tableName chain address paused } staking { rewardCycleSeconds roundCount roundInProgress roundStartedAt unallocatedRewards } bonus { rewardRate rewardMaximum minValidator } } }`;

let chains: LocalChain[];
let deployments: Deployments;
let dir: string;
let t: TestGateway;
let admin: Actor;

beforeAll(async () => {
  chains = await Promise.all([startHardhat("assetChain"), startHardhat("gameChain")]);
  const [asset, game] = chains as [LocalChain, LocalChain];
  deployments = await deploySuite({
    assetRpcUrl: asset.url, gameRpcUrl: game.url, deployerKey: devWallet(0).privateKey, validators: [devWallet(7).address], minValidator: 1, seedAccounts: [], seedAmount: 0n,
    bonus: { rewardRate: 1200, rewardMaximum: 80n * SUSD, funding: 0n },
    tables: [{ id: 1, gameType: 1, minBet: SUSD, maxBet: 100n * SUSD, bankroll: 10_000n * SUSD }],
  });
  dir = mkdtempSync(join(tmpdir(), "sunrise-chain-state-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
  t = await startTestGateway({ DEPLOYMENTS_FILE: join(dir, "deployments.json"), ASSET_RPC_URL: asset.url, GAME_RPC_URL: game.url, RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000" });
  admin = await asAdmin(t);
  const em = t.db.orm.em.fork();
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: deployments.gameChain.contracts.SUSD!.toLowerCase() });
  em.create(Area, { id: "main-hall", name: "Main hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(GameTableConfig, { id: 1, name: "Roulette 1", gameId: "roulette", areaId: "main-hall", contractAddress: deployments.gameChain.contracts["GameTable:1"]!.toLowerCase(), minBet: String(SUSD), maxBet: String(100n * SUSD) });
  await em.flush();
}, 240_000);

afterAll(async () => {
  await t?.close();
  await Promise.all((chains ?? []).map((c) => c.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("adminContracts", () => {
  it("reads each pausable contract's state, the staking round and the bonus settings from chain", async () => {
    const provider = new ChainProvider(chains[0]!.url, deployments.assetChain.chainId);
    const staking = new Contract(deployments.assetChain.contracts.Staking!, stakingAbi, devWallet(0).connect(provider));
    await (await staking.getFunction("pause")()).wait();
    await (await staking.getFunction("startRound")()).wait();
    provider.destroy();

    const res = await admin.gql(STATE);
    expect(res.errors).toBeUndefined();
    const { contracts, staking: round, bonus } = res.data!.adminContracts;
    const a = deployments.assetChain.contracts;
    expect(contracts).toEqual([
      { id: "AssetChainBridge", contract: "ASSET_BRIDGE", tableId: null, tableName: null, chain: "asset", address: a.AssetChainBridge!.toLowerCase(), paused: false },
      { id: "GameChainBridge", contract: "GAME_BRIDGE", tableId: null, tableName: null, chain: "game", address: deployments.gameChain.contracts.GameChainBridge!.toLowerCase(), paused: false },
      { id: "BonusManager", contract: "BONUS_MANAGER", tableId: null, tableName: null, chain: "asset", address: a.BonusManager!.toLowerCase(), paused: false },
      { id: "Staking", contract: "STAKING", tableId: null, tableName: null, chain: "asset", address: a.Staking!.toLowerCase(), paused: true },
      { id: "GameTable:1", contract: "GAME_TABLE", tableId: 1, tableName: "Roulette 1", chain: "game", address: deployments.gameChain.contracts["GameTable:1"]!.toLowerCase(), paused: false },
    ]);
    expect(round).toMatchObject({ rewardCycleSeconds: 86_400, roundCount: 1, roundInProgress: true, unallocatedRewards: "0" });
    expect(Math.abs(new Date(round.roundStartedAt).getTime() - Date.now())).toBeLessThan(120_000);
    expect(bonus).toEqual({ rewardRate: 1200, rewardMaximum: String(80n * SUSD), minValidator: 1 });
  });

  it("is for accounts that run the tools", async () => {
    expect(refusal(await (await asMember(t)).gql(STATE))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
  });
});
