// End to end on a real chain: the indexer (src/main.ts) indexes a withdrawal while its block is
// unfinalized, the chain reorganises (evm_snapshot / evm_revert, then new blocks), and the row
// follows the new chain.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Wallet } from "ethers";
import { ChainProvider, deploySuite, pairApprovalMessage, writeDeployments, type Deployments } from "@sunrise/contracts";
import { BridgeProcess, ProcessorHotBlock, ProcessorStatus } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import * as bridgeAbi from "./abi/AssetChainBridge.js";
import * as susdAbi from "./abi/SUSD.js";
import { devWallet, freePort, startChild, startHardhat, type Child, type LocalChain } from "./_test/chain.js";
import { countRows } from "./_test/tables.js";

const FINALITY = 5;
const SUSD = 1_000_000n;

let db: TestDatabase;
let asset: LocalChain;
let game: LocalChain;
let indexer: Child;
let deployments: Deployments;
let dir: string;
let player: Wallet;
let metricsPort: number;

const em = () => db.orm.em.fork();
const status = () => em().findOne(ProcessorStatus, { id: "asset-chain" });
const hotBlocks = async () => (await em().find(ProcessorHotBlock, { processor: "asset-chain" }, { orderBy: { height: "asc" } })).map((b) => ({ height: b.height, hash: b.hash }));
const processRow = (id: string) => em().findOne(BridgeProcess, { id });
const poll = { timeout: 30_000, interval: 100 };

/** Sends a call from the player and returns its receipt (automine: one block per transaction). */
async function send(to: string, data: string) {
  const receipt = await (await player.sendTransaction({ to, data })).wait();
  if (!receipt || receipt.status !== 1) throw new Error(`transaction to ${to} failed`);
  return receipt;
}

async function withdraw(amount: bigint) {
  const bridge = deployments.assetChain.contracts.AssetChainBridge!;
  const receipt = await send(bridge, bridgeAbi.functions.withdrawOnETH.encode({ amount }));
  const log = receipt.logs.find((l) => l.topics[0] === bridgeAbi.events.BridgeWithdrawal.topic)!;
  return { id: bridgeAbi.events.BridgeWithdrawal.decode({ topics: [...log.topics], data: log.data }).id, block: receipt.blockNumber, blockHash: receipt.blockHash, tx: receipt.hash };
}

beforeAll(async () => {
  db = await createTestDatabase();
  [asset, game] = await Promise.all([startHardhat("assetChain"), startHardhat("gameChain")]);
  player = devWallet(1).connect(new ChainProvider(asset.url, 31337, { pollingInterval: 50 })) as unknown as Wallet;
  deployments = await deploySuite({
    assetRpcUrl: asset.url,
    gameRpcUrl: game.url,
    deployerKey: devWallet(0).privateKey,
    validators: [7, 8, 9].map((i) => devWallet(i).address),
    minValidator: 2,
    seedAccounts: [player.address],
    seedAmount: 1_000n * SUSD,
  });
  const burn = Wallet.createRandom();
  const contracts = deployments.assetChain.contracts;
  await send(contracts.AssetChainBridge!, bridgeAbi.functions.registerPairAddress.encode({ ethAddress: player.address, signature: await burn.signMessage(pairApprovalMessage(player.address)) }));
  await send(contracts.SUSD!, susdAbi.functions.approve.encode({ spender: contracts.AssetChainBridge!, value: 1_000n * SUSD }));

  dir = mkdtempSync(join(tmpdir(), "sunrise-reorg-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
  metricsPort = await freePort();
  indexer = startChild(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: resolve(new URL("..", import.meta.url).pathname),
    env: { DATABASE_URL: db.url, DEPLOYMENTS_FILE: join(dir, "deployments.json"), INDEXER_CHAIN: "asset", FINALITY_CONFIRMATIONS: String(FINALITY), HEAD_POLL_INTERVAL_MS: "100", INDEXER_METRICS_PORT: String(metricsPort) },
  });
  // Caught up once the pair registered after the deployment is indexed.
  await vi.waitFor(async () => expect(await countRows(db.orm, "wallet_pair"), indexer.output()).toBe(1), { timeout: 60_000, interval: 200 });
}, 240_000);

afterAll(async () => {
  await indexer?.stop();
  await Promise.all([asset?.stop(), game?.stop()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
  await db?.close();
});

describe("indexer on a chain that reorganises", () => {
  it("indexes a withdrawal in an unfinalized block and follows the chain when that block is reorganised away", async () => {
    const snapshot = await asset.rpc<string>("evm_snapshot");
    const first = await withdraw(100n * SUSD);
    await expect.poll(() => processRow(first.id), poll).toMatchObject({ amount: String(100n * SUSD), withdrawBlock: first.block, withdrawTxHash: first.tx });
    // Indexed while unfinalized: the final head is below it, the block is held as hot, and its row change is logged.
    expect((await status())!.height).toBeLessThan(first.block);
    expect(await hotBlocks()).toContainEqual({ height: first.block, hash: first.blockHash });
    expect(await countRows(db.orm, "hot_change", `processor = 'asset-chain' and block_height = ${first.block} and table_name = 'bridge_process'`)).toBe(1);

    // The withdrawal's block leaves the chain; two empty blocks make the new chain the longer one.
    expect(await asset.rpc("evm_revert", [snapshot])).toBe(true);
    await asset.rpc("hardhat_mine", ["0x2"]);
    const replaced = await asset.rpc<{ hash: string }>("eth_getBlockByNumber", [`0x${first.block.toString(16)}`, false]);
    expect(replaced.hash).not.toBe(first.blockHash);
    await expect.poll(() => processRow(first.id), poll).toBeNull();
    expect(indexer.output()).toMatch(new RegExp(`navigating a fork between ${first.block}#`));
    await expect.poll(hotBlocks, poll).toContainEqual({ height: first.block, hash: replaced.hash });
    expect(await countRows(db.orm, "hot_change", `processor = 'asset-chain' and block_height = ${first.block}`)).toBe(0);

    // On the new chain the bridge's next withdrawal reuses the id, with another amount.
    const second = await withdraw(90n * SUSD);
    expect(second.id).toBe(first.id);
    await expect.poll(() => processRow(second.id), poll).toMatchObject({ amount: String(90n * SUSD), withdrawBlock: second.block, withdrawTxHash: second.tx });

    // Once enough blocks follow, the withdrawal's block is final and its undo log is gone.
    await asset.rpc("hardhat_mine", [`0x${FINALITY.toString(16)}`]);
    await expect.poll(async () => (await status())!.height, poll).toBeGreaterThanOrEqual(second.block);
    expect(await countRows(db.orm, "hot_change", `processor = 'asset-chain' and block_height <= ${second.block}`)).toBe(0);
    expect(await processRow(second.id)).toMatchObject({ amount: String(90n * SUSD), withdrawTxHash: second.tx });
  }, 120_000);

  it("reports the reorganisation, the chain's head and its lag on /metrics, is ready, and stops on SIGTERM with exit 0", async () => {
    const base = `http://127.0.0.1:${metricsPort}`;
    const sample = (text: string, name: string) => Number(new RegExp(`^sunrise_indexer_${name}\\{chain="asset"\\} ([\\d.e+-]+)$`, "m").exec(text)?.[1]);
    const head = Number(BigInt(await asset.rpc<string>("eth_blockNumber")));
    await expect.poll(async () => sample(await (await fetch(`${base}/metrics`)).text(), "indexed_block"), poll).toBe(head);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(sample(text, "reorgs_total")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "events_processed_total")).toBeGreaterThanOrEqual(4);
    expect(sample(text, "chain_head")).toBe(head);
    expect(sample(text, "lag_blocks")).toBe(0);
    expect(sample(text, "lag_seconds")).toBe(0);
    expect(sample(text, "commit_duration_seconds_count")).toBeGreaterThan(0);
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { postgres: { ok: true }, chain: { ok: true, head, indexed: head, lag: 0 } } });

    const exited = new Promise<number | null>((r) => indexer.proc.once("exit", (code) => r(code)));
    indexer.proc.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(indexer.output()).toContain('"msg":"stopped"');
  }, 60_000);
});
