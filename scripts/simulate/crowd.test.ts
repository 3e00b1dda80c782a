// The crowd's building blocks over real local chains and a real gateway: a demo player signs in,
// registers with a game wallet, pairs it, and places a bet the table contract accepts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Contract, hexlify, randomBytes, sha256, Wallet } from "ethers";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider, depositAtCashier, deploySuite, writeDeployments, type Deployments } from "@sunrise/contracts";
import { devWallet, freePort, startChild, startHardhat, type Child, type LocalChain } from "@sunrise/contracts/testing";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { GameType, roulette } from "@sunrise/games";
import { chainConfig, gql, type LobbyTable } from "./api.js";
import { Funder } from "./funding.js";
import { DemoPlayer, type Platform } from "./player.js";

const SUSD = 1_000_000n;
const FUNDER = 11;
const DEALER = 10;

let chains: [LocalChain, LocalChain];
let deployments: Deployments;
let db: TestDatabase;
let gateway: Child;
let dir: string;
let platform: Platform;

beforeAll(async () => {
  chains = (await Promise.all([startHardhat("assetChain"), startHardhat("gameChain")])) as [LocalChain, LocalChain];
  const [asset, game] = chains;
  deployments = await deploySuite({
    assetRpcUrl: asset.url, gameRpcUrl: game.url, deployerKey: devWallet(0).privateKey, validators: [devWallet(7).address], minValidator: 1,
    seedAccounts: [devWallet(FUNDER).address], seedAmount: 10_000n * SUSD, treasury: { address: devWallet(0).address, amount: 10_000n * SUSD },
    tables: [{ id: 1, gameType: GameType.ROULETTE, minBet: SUSD, maxBet: 100n * SUSD, bankroll: 100_000n * SUSD }],
    dealer: devWallet(DEALER).address,
  });
  dir = mkdtempSync(join(tmpdir(), "sunrise-crowd-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
  db = await createTestDatabase();
  const port = await freePort();
  gateway = startChild(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: resolve(import.meta.dirname, "../../gateway"),
    env: { DATABASE_URL: db.url, GATEWAY_PORT: String(port), DEPLOYMENTS_FILE: join(dir, "deployments.json"), ASSET_RPC_URL: asset.url, GAME_RPC_URL: game.url, WALLET_CHAIN_ID: String(asset.chainId), LOG_LEVEL: "warn", NODE_ENV: "development" },
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`gateway did not start:\n${gateway.output()}`)), 90_000);
    const check = () => fetch(`${url}/healthz`).then((r) => (r.ok ? (clearTimeout(timer), ok()) : setTimeout(check, 300)), () => setTimeout(check, 300));
    gateway.proc.once("exit", (code) => (clearTimeout(timer), fail(new Error(`gateway exited with ${code}:\n${gateway.output()}`))));
    check();
  });
  const config = await chainConfig(url);
  platform = { url, config, asset: new ChainProvider(asset.url, config.assetChainId, { pollingInterval: 100 }), game: new ChainProvider(game.url, config.gameChainId, { pollingInterval: 100 }) };
}, 240_000);

afterAll(async () => {
  platform?.asset.destroy();
  platform?.game.destroy();
  await gateway?.stop();
  await db?.close();
  await Promise.all((chains ?? []).map((c) => c.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a demo player", () => {
  it("signs in, registers with a game wallet under its demo name, pairs it and places a valid bet at an open round", async () => {
    const funder = new Funder(devWallet(FUNDER).privateKey, platform.asset, platform.game, platform.config.assetSusd);
    const player = await DemoPlayer.register(platform, "Demo 001", { funder, susd: 200n * SUSD });

    // Registered through the API, under the demo name, with the new game wallet; paired on the bridge.
    const { me } = await gql<{ me: { name: string; sunc: { address: string } } }>(platform.url, `{ me { id name sunc { address } } }`, {}, player.headers);
    expect(me.name).toBe("Demo 001");
    expect(me.sunc.address.toLowerCase()).toBe(player.gameWallet.address.toLowerCase());
    const bridge = new Contract(platform.config.assetBridge, assetBridgeAbi, platform.asset);
    expect(((await bridge.getFunction("getPairAddressByETH")(player.main.address)) as string).toLowerCase()).toBe(player.gameWallet.address.toLowerCase());
    // The funder gave the main wallet its SUSD to bridge.
    expect(await new Contract(platform.config.assetSusd, susdAbi, platform.asset).getFunction("balanceOf")(player.main.address)).toBe(200n * SUSD);

    // Without validators here, the game wallet gets game SUSD from the treasury and deposits it at the cashier, as the site does for SUSD a wallet holds.
    const treasury = devWallet(0).connect(platform.game);
    await (await new Contract(platform.config.gameSusd, susdAbi, treasury).getFunction("transfer")(player.gameWallet.address, 100n * SUSD)).wait();
    await depositAtCashier(player.gameWallet, platform.config.cashier, platform.config.gameSusd, 100n * SUSD);
    expect(await player.balance()).toBe(100n * SUSD);

    // The dealer opens a round; the player bets on it.
    const address = deployments.gameChain.contracts["GameTable:1"]!;
    const table = new Contract(address, tableAbi, devWallet(DEALER).connect(platform.game));
    await (await table.getFunction("openRound")(sha256(hexlify(randomBytes(32))), 120)).wait();
    const roundId = Number(await table.getFunction("roundCount")());
    const lobby: LobbyTable = { id: 1, gameType: GameType.ROULETTE, contractAddress: address, minBet: String(SUSD), maxBet: String(100n * SUSD), isOpen: true, round: { roundId, state: "open", closesAt: null } };
    const bets = await player.bet(lobby);

    expect(bets.length).toBeGreaterThan(0);
    for (const b of bets) expect(roulette.validateBet(b, { min: SUSD, max: 100n * SUSD })).toEqual({ ok: true });
    expect(Number(await table.getFunction("betCount")(roundId))).toBe(bets.length);
    const onChain = await table.getFunction("betAt")(roundId, 0);
    expect({ player: (onChain.player as string).toLowerCase(), kind: Number(onChain.kind), amount: onChain.amount as bigint }).toEqual({
      player: player.gameWallet.address.toLowerCase(), kind: bets[0]!.kind, amount: bets[0]!.amount,
    });
    // Stakes leave the cashier balance; a twentieth of it at most.
    const staked = bets.reduce((n, b) => n + b.amount, 0n);
    expect(staked).toBeLessThanOrEqual(5n * SUSD);
    expect(await new Contract(platform.config.cashier, cashierAbi, platform.game).getFunction("balanceOf")(player.gameWallet.address)).toBe(100n * SUSD - staked);
  });

  it("is refused funds by an empty funder with a message naming what it holds", async () => {
    const empty = new Funder(Wallet.createRandom().privateKey, platform.asset, platform.game, platform.config.assetSusd);
    await expect(DemoPlayer.register(platform, "Demo 002", { funder: empty, susd: 100n * SUSD })).rejects.toThrow(/holds 0 SUSD token units on the asset chain, needs 100000000 per player/);
  });
});
