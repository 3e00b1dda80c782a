// The task runner against real local chains with the real contracts: each kind changes what it should
// on chain, a refusal fails the task with the chain's reason, and a runner that stops mid-task never
// makes its successor send the same transaction twice.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet, id } from "ethers";
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { AdminTaskState, Channel, listen, type AdminTaskNotice, type AdminTaskTx, type Subscription } from "@sunrise/db";
import { TaskRunner, type TaskRunnerOptions } from "./runner.js";
import { TaskStore } from "./task-store.js";
import type { TaskKeys } from "./keys.js";
import { devWallet } from "./_test/chain.js";
import { freePort } from "@sunrise/contracts/testing";
import { fundSusd, usdcContractsOf } from "@sunrise/contracts";
import { DEPLOYER, queueTask, readTask, startTestbed, SUSD, type TaskTestbed } from "./_test/setup.js";

const PAUSER = devWallet(4);
const TREASURY = devWallet(5);
const PLAYER = devWallet(6).address.toLowerCase();

let t: TaskTestbed;
let keys: TaskKeys;
let notices: AdminTaskNotice[];
let subscription: Subscription;

const runner = (o: Partial<TaskRunnerOptions> = {}) => new TaskRunner({ orm: t.db.orm, chains: t.chains, keys, receiptTimeoutMs: 10_000, ...o });
const balanceOf = (chain: "asset" | "game", who: string) => t.contract(chain, "SUSD", susdAbi).getFunction("balanceOf")(who) as Promise<bigint>;
const nonceOf = (chain: "asset" | "game", who: string) => t.provider(chain).getTransactionCount(who, "latest");

beforeAll(async () => {
  t = await startTestbed({ treasury: { address: TREASURY.address, amount: 1_000n * SUSD } });
  keys = { admin: DEPLOYER.privateKey, operator: DEPLOYER.privateKey, pauser: PAUSER.privateKey, treasury: TREASURY.privateKey };
  // The pauser key holds PAUSER_ROLE on Staking only; the treasury holds SUSD on both chains, the operator some reward money.
  await (await t.contract("asset", "Staking", stakingAbi).getFunction("grantRole")(id("PAUSER_ROLE"), PAUSER.address)).wait();
  await fundSusd(new Wallet(DEPLOYER.privateKey, t.provider("asset")), usdcContractsOf(t.deployments), DEPLOYER.address, 500n * SUSD);
  notices = [];
  subscription = await listen(t.db.url, [Channel.adminTask], (_, payload) => notices.push(payload as AdminTaskNotice));
}, 240_000);

afterAll(async () => {
  await subscription?.close();
  await t?.close();
});

describe("task runner", () => {
  it("pauses and unpauses a contract with the pauser key, recording the transaction and each state", async () => {
    const staking = t.contract("asset", "Staking", stakingAbi);
    const pause = await queueTask(t.db.orm, "contract.pause", { contract: "Staking" });
    expect(await runner().tick()).toBe(1);
    expect(await staking.getFunction("paused")()).toBe(true);
    const done = await readTask(t.db.orm, pause);
    expect(done).toMatchObject({ state: AdminTaskState.SUCCESS, chain: "asset", error: null });
    expect(done.txs).toEqual([expect.objectContaining({ step: "pause", from: PAUSER.address.toLowerCase(), hash: done.txHash, state: "mined" })]);
    expect(done.startedAt).toBeInstanceOf(Date);
    expect(done.finishedAt).toBeInstanceOf(Date);
    await expect.poll(() => notices.filter((n) => n.id === pause).map((n) => n.state)).toEqual(["running", "running", "running", "success"]);

    await queueTask(t.db.orm, "contract.unpause", { contract: "Staking" });
    await runner().tick();
    expect(await staking.getFunction("paused")()).toBe(false);
  });

  it("fails a task with the chain's reason: a revert string, a missing role, a check before sending", async () => {
    const first = await queueTask(t.db.orm, "staking.startRound", {});
    const again = await queueTask(t.db.orm, "staking.startRound", {});
    const noRole = await queueTask(t.db.orm, "contract.pause", { contract: "BonusManager" });
    expect(await runner().tick()).toBe(3);
    expect(await readTask(t.db.orm, first)).toMatchObject({ state: "success" });
    expect(await readTask(t.db.orm, again)).toMatchObject({ state: "failed", error: "Round in progress", txHash: null, txs: [] });
    expect(await readTask(t.db.orm, noRole)).toMatchObject({ state: "failed", error: `${PAUSER.address.toLowerCase()} lacks PAUSER_ROLE` });
    expect(await t.contract("asset", "BonusManager", bonusAbi).getFunction("paused")()).toBe(false);

    const bad = await queueTask(t.db.orm, "transfer", { chain: "asset", player: PLAYER, to: PLAYER, amount: "-5" });
    const huge = await queueTask(t.db.orm, "transfer", { chain: "asset", player: PLAYER, to: PLAYER, amount: "9".repeat(78) });
    const unknown = await queueTask(t.db.orm, "contract.pause", { contract: "Treasury" as never });
    await runner().tick();
    expect((await readTask(t.db.orm, bad)).error).toMatch(/^Invalid params: amount must be a positive whole number/);
    expect((await readTask(t.db.orm, huge)).error).toBe("Invalid params: amount is too large");
    expect((await readTask(t.db.orm, unknown)).error).toMatch(/^Invalid params: contract/);
  });

  it("ends a staking round with its total reward, paying in the part the contract does not hold", async () => {
    const staking = t.contract("asset", "Staking", stakingAbi);
    const start = await queueTask(t.db.orm, "staking.startRound", { rewardCycleSeconds: 3600 });
    await runner().tick();
    // A round is still in progress from the test before: the task changes the cycle, then the start reverts.
    expect(await readTask(t.db.orm, start)).toMatchObject({ state: "failed", error: "Round in progress" });
    expect(await staking.getFunction("rewardCycle")()).toBe(3600n);

    const end = await queueTask(t.db.orm, "staking.endRound", { totalReward: String(120n * SUSD) });
    await runner().tick();
    const ended = await readTask(t.db.orm, end);
    expect(ended.state).toBe("success");
    expect(ended.txs.map((x: AdminTaskTx) => x.step)).toEqual(["approve", "fundRewards", "endRound"]);
    const count = (await staking.getFunction("roundCount")()) as bigint;
    expect(((await staking.getFunction("rounds")(count - 1n)) as { totalReward: bigint }).totalReward).toBe(120n * SUSD);
    expect(await staking.getFunction("unallocatedRewards")()).toBe(0n);

    const none = await queueTask(t.db.orm, "staking.endRound", { totalReward: "1" });
    await runner().tick();
    expect(await readTask(t.db.orm, none)).toMatchObject({ state: "failed", error: "No staking round in progress" });
  });

  it("changes the bonus manager's settings, the minimum validators with the admin key", async () => {
    const bonus = t.contract("asset", "BonusManager", bonusAbi);
    const task = await queueTask(t.db.orm, "bonus.settings", { rewardRate: 2500, rewardMaximum: String(50n * SUSD), minValidator: 3 });
    await runner().tick();
    expect((await readTask(t.db.orm, task)).txs.map((x: AdminTaskTx) => x.step)).toEqual(["setRewardRate", "setRewardMaximum", "setMinValidator"]);
    expect([await bonus.getFunction("rewardRate")(), await bonus.getFunction("rewardMaximum")(), await bonus.getFunction("minValidator")()]).toEqual([2500n, 50n * SUSD, 3n]);
  });

  it("transfers SUSD from the treasury on either chain", async () => {
    const before = [await balanceOf("asset", PLAYER), await balanceOf("game", PLAYER)];
    await queueTask(t.db.orm, "transfer", { chain: "asset", player: PLAYER, to: PLAYER, amount: String(7n * SUSD) });
    await queueTask(t.db.orm, "transfer", { chain: "game", player: PLAYER, to: PLAYER, amount: String(3n * SUSD) });
    await runner().tick();
    expect([await balanceOf("asset", PLAYER), await balanceOf("game", PLAYER)]).toEqual([before[0]! + 7n * SUSD, before[1]! + 3n * SUSD]);
  });

  it("fails a transfer the treasury cannot pay, naming what it holds", async () => {
    const task = await queueTask(t.db.orm, "transfer", { chain: "game", player: PLAYER, to: PLAYER, amount: String(1_000_000n * SUSD) });
    await runner().tick();
    expect((await readTask(t.db.orm, task)).error).toMatch(new RegExp(`^${TREASURY.address.toLowerCase()} holds \\d+ token units, needs ${1_000_000n * SUSD} token units$`));
  });
});

describe("a runner that stops in the middle of a task", () => {
  const never = () => new Promise<void>(() => undefined);

  /**
   * Starts a transfer with a runner that stalls at `hook`, as if its process died there (it has chain
   * connections and signers of its own, as another process would), and returns once its lease passed.
   */
  async function stallAt(hook: "afterRecord" | "afterBroadcast", amount: bigint) {
    const task = await queueTask(t.db.orm, "transfer", { chain: "game", player: PLAYER, to: PLAYER, amount: String(amount) });
    void runner({ chains: t.connect(), leaseSeconds: 1, hooks: { [hook]: never } }).tick();
    await expect.poll(async () => (await readTask(t.db.orm, task)).txs.length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1_100));
    return task;
  }

  it("is taken over after its lease and the broadcast transaction is only awaited, not sent again", async () => {
    const [balance, nonce] = [await balanceOf("game", PLAYER), await nonceOf("game", TREASURY.address)];
    const task = await stallAt("afterBroadcast", 11n * SUSD);
    const recorded = (await readTask(t.db.orm, task)).txs[0]!;
    expect(await runner().tick()).toBe(1);
    const done = await readTask(t.db.orm, task);
    expect(done).toMatchObject({ state: "success", txHash: recorded.hash });
    expect(done.txs).toEqual([expect.objectContaining({ hash: recorded.hash, state: "mined" })]);
    expect(await balanceOf("game", PLAYER)).toBe(balance + 11n * SUSD);
    expect(await nonceOf("game", TREASURY.address)).toBe(nonce + 1);
  });

  it("broadcasts the recorded transaction itself when the stopped runner never did", async () => {
    const [balance, nonce] = [await balanceOf("game", PLAYER), await nonceOf("game", TREASURY.address)];
    const task = await stallAt("afterRecord", 13n * SUSD);
    const recorded = (await readTask(t.db.orm, task)).txs[0]!;
    expect(await t.provider("game").getTransaction(recorded.hash)).toBeNull();
    await runner().tick();
    expect(await readTask(t.db.orm, task)).toMatchObject({ state: "success", txHash: recorded.hash });
    expect(await balanceOf("game", PLAYER)).toBe(balance + 13n * SUSD);
    expect(await nonceOf("game", TREASURY.address)).toBe(nonce + 1);
  });

  it("sends anew when the recorded transaction can never be mined (its nonce went to another one)", async () => {
    const balance = await balanceOf("game", PLAYER);
    const task = await stallAt("afterRecord", 17n * SUSD);
    const recorded = (await readTask(t.db.orm, task)).txs[0]!;
    // The treasury key sends something else with that nonce.
    await (await TREASURY.connect(t.provider("game")).sendTransaction({ to: TREASURY.address, value: 0n, nonce: recorded.nonce })).wait();
    await runner().tick();
    const done = await readTask(t.db.orm, task);
    expect(done.state).toBe("success");
    expect(done.txs.map((x: AdminTaskTx) => x.state)).toEqual(["dropped", "mined"]);
    expect(done.txHash).not.toBe(recorded.hash);
    expect(await balanceOf("game", PLAYER)).toBe(balance + 17n * SUSD);
  });

  it("survives a runner process killed right after broadcasting: its successor sends nothing twice", async () => {
    const [balance, nonce] = [await balanceOf("game", PLAYER), await nonceOf("game", TREASURY.address)];
    const task = await queueTask(t.db.orm, "transfer", { chain: "game", player: PLAYER, to: PLAYER, amount: String(23n * SUSD) });
    const child = spawn(process.execPath, ["--import", "tsx", "src/tasks/_test/crashing-runner.ts"], {
      cwd: new URL("../..", import.meta.url).pathname,
      env: { ...process.env, ...t.env, TASK_ADMIN_KEY: DEPLOYER.privateKey, TREASURY_KEY: TREASURY.privateKey },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
    const [, signal] = (await once(child, "exit")) as [number | null, string | null];
    expect(signal, stderr).toBe("SIGKILL");
    const left = await readTask(t.db.orm, task);
    expect(left).toMatchObject({ state: "running", txs: [expect.objectContaining({ step: "transfer", state: "sent" })] });
    await new Promise((r) => setTimeout(r, 1_100));
    await runner().tick();
    expect(await readTask(t.db.orm, task)).toMatchObject({ state: "success", txHash: left.txs[0]!.hash });
    expect(await balanceOf("game", PLAYER)).toBe(balance + 23n * SUSD);
    expect(await nonceOf("game", TREASURY.address)).toBe(nonce + 1);
  }, 60_000);

  it("can no longer write to a task another runner took over after its lease", async () => {
    const task = await queueTask(t.db.orm, "contract.pause", { contract: "Staking" });
    const [first, second] = [new TaskStore(t.db.orm, 1, "first"), new TaskStore(t.db.orm, 60, "second")];
    const claimed = (await first.claim())!;
    expect(claimed).toMatchObject({ id: task, resumed: false });
    expect(await second.claim()).toBeNull();
    await new Promise((r) => setTimeout(r, 1_100));
    const taken = (await second.claim())!;
    expect(taken).toMatchObject({ id: task, resumed: true });
    const tx = { step: "pause", chain: "asset", from: PLAYER, to: PLAYER, nonce: 0, hash: `0x${"1".repeat(64)}`, raw: "0x", state: "sent" } as const;
    await expect(first.saveTxs({ ...claimed, txs: [tx] }, tx)).rejects.toThrow(/no longer running/);
    await first.fail(claimed, "stale runner");
    expect(await readTask(t.db.orm, task)).toMatchObject({ state: "running", error: null, txs: [] });
    await second.fail(taken, "taken over");
    expect(await readTask(t.db.orm, task)).toMatchObject({ state: "failed", error: "taken over" });
  });
});

describe("operator process", () => {
  it("logs a task with its id, counts it on /metrics, answers /healthz and /ready, and exits 0 on SIGTERM", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: new URL("../..", import.meta.url).pathname,
      env: { ...process.env, ...t.env, TASK_ADMIN_KEY: DEPLOYER.privateKey, TASK_POLL_MS: "100", OPERATOR_METRICS_PORT: String(port), LOG_LEVEL: "info", LOG_PRETTY: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (b: Buffer) => (out += b.toString()));
    child.stderr.on("data", (b: Buffer) => (out += b.toString()));
    const exited = once(child, "exit") as Promise<[number | null, string | null]>;
    try {
      await expect.poll(() => out, { timeout: 30_000 }).toContain("validators running");
      const task = await queueTask(t.db.orm, "contract.pause", { contract: "BonusManager" });
      await expect.poll(async () => (await readTask(t.db.orm, task)).state, { timeout: 30_000 }).toBe(AdminTaskState.SUCCESS);

      const base = `http://127.0.0.1:${port}`;
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toMatch(/^sunrise_operator_tasks_total\{kind="contract.pause",outcome="succeeded"\} 1$/m);
      expect(metrics).toMatch(/^sunrise_operator_task_queue 0$/m);
      expect(metrics).toContain("sunrise_operator_process_cpu_seconds_total");
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
      // No indexer runs here: nothing is indexed, so the operator is alive but not ready.
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ failed: ["assetChain", "gameChain"], checks: { postgres: { ok: true } } });

      const lines = out.split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines.filter((l) => l.taskId === task).map((l) => l.msg)).toEqual(["task started", "task succeeded"]);
      expect(lines.every((l) => l.service === "operator")).toBe(true);

      child.kill("SIGTERM");
      expect((await exited)[0]).toBe(0);
      expect(out).toContain('"msg":"stopped"');
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 90_000);
});
