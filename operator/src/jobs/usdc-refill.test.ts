// The USDC vault's operator side against real local chains: the back office's release / reject tasks
// sent with the reviewer key, and the refill task moving USDC from the reserve for a withdrawal that
// only waited for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, MaxUint256, Wallet } from "ethers";
import vaultAbi from "@sunrise/contracts/abi/UsdcVault.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import usdcAbi from "@sunrise/contracts/abi/TestUSDC.json" with { type: "json" };
import { fundSusd, usdcContractsOf } from "@sunrise/contracts";
import { BridgeProcess } from "@sunrise/db";
import { TaskRunner } from "../tasks/runner.js";
import { devWallet } from "../tasks/_test/chain.js";
import { DEPLOYER, queueTask, readTask, startTestbed, SUSD, type TaskTestbed } from "../tasks/_test/setup.js";
import { UsdcRefillJob } from "./usdc-refill.js";

const ALICE = devWallet(2);
const BOB = devWallet(3);
let t: TaskTestbed;
let runner: TaskRunner;
let vault: Contract;

async function request(who: typeof ALICE, amount: bigint): Promise<string> {
  const signer = who.connect(t.provider("asset"));
  const v = vault.connect(signer) as Contract;
  await (await (t.contract("asset", "SUSD", susdAbi).connect(signer) as Contract).getFunction("approve")(await vault.getAddress(), MaxUint256)).wait();
  const receipt = (await (await v.getFunction("requestWithdrawal")(amount)).wait())!;
  return vault.interface.parseLog(receipt.logs.find((l: { topics: readonly string[]; data: string }) => vault.interface.parseLog(l)?.name === "WithdrawalRequested")!)!.args.id as string;
}

const status = async (id: string) => Number(((await vault.getFunction("withdrawalOf")(id)) as { status: bigint }).status);

beforeAll(async () => {
  t = await startTestbed({ seedAccounts: [ALICE.address, BOB.address], seedAmount: 10_000n * SUSD });
  runner = new TaskRunner({ orm: t.db.orm, chains: t.chains, keys: { admin: DEPLOYER.privateKey, operator: DEPLOYER.privateKey, pauser: DEPLOYER.privateKey, treasury: DEPLOYER.privateKey }, receiptTimeoutMs: 10_000 });
  vault = t.contract("asset", "UsdcVault", vaultAbi);
  await fundSusd(new Wallet(DEPLOYER.privateKey, t.provider("asset")), usdcContractsOf(t.deployments), ALICE.address, 12_000_000n * SUSD);
}, 240_000);
afterAll(async () => t?.close());

describe("withdrawal.release and withdrawal.reject", () => {
  it("releases a queued withdrawal early with the reviewer key", async () => {
    const id = await request(ALICE, 6_000_000n * SUSD);
    expect(await vault.getFunction("isClaimable")(id)).toBe(false);
    const task = await queueTask(t.db.orm, "withdrawal.release", { withdrawalId: id, player: ALICE.address.toLowerCase(), amount: String(6_000_000n * SUSD) });
    await runner.tick();
    expect(await readTask(t.db.orm, task)).toMatchObject({ state: "success", chain: "asset" });
    expect(await vault.getFunction("isClaimable")(id)).toBe(true);

    const late = await queueTask(t.db.orm, "withdrawal.reject", { withdrawalId: id, player: ALICE.address.toLowerCase(), amount: String(6_000_000n * SUSD), reason: "too late" });
    await runner.tick();
    expect(await readTask(t.db.orm, late)).toMatchObject({ state: "failed", error: expect.stringMatching(/released, not pending/) });
  });

  it("rejects one with its reason: the SUSD goes back to the player", async () => {
    const susd = t.contract("asset", "SUSD", susdAbi);
    const before = (await susd.getFunction("balanceOf")(ALICE.address)) as bigint;
    const id = await request(ALICE, 6_000_000n * SUSD);
    const task = await queueTask(t.db.orm, "withdrawal.reject", { withdrawalId: id, player: ALICE.address.toLowerCase(), amount: String(6_000_000n * SUSD), reason: "Source of funds unclear" });
    await runner.tick();
    expect(await readTask(t.db.orm, task)).toMatchObject({ state: "success" });
    expect(await status(id)).toBe(3);
    expect(await susd.getFunction("balanceOf")(ALICE.address)).toBe(before);
  });
});

describe("USDC refill task", () => {
  it("refills the vault from the reserve and releases a withdrawal that only waited for USDC", async () => {
    const usdc = t.contract("asset", "USDC", usdcAbi);
    const vaultAddress = await vault.getAddress();
    const reserveAddress = t.deployments.assetChain.contracts.UsdcReserve!;
    await (await vault.getFunction("sweepToReserve")(await vault.getFunction("onHand")())).wait();
    const id = await request(BOB, 1_000n * SUSD);
    expect(((await vault.getFunction("withdrawalOf")(id)) as { reasons: bigint }).reasons).toBe(4n);
    // The indexer's row of it (the job finds liquidity-only withdrawals there).
    const em = t.db.orm.em.fork();
    em.create(BridgeProcess, { id, address: BOB.address.toLowerCase(), processType: 2, amount: String(1_000n * SUSD), targetChainId: t.deployments.assetChain.chainId, createdAt: new Date(), queueState: "pending", queueReasons: 4, releaseAt: new Date(Date.now() + 48 * 3_600_000) });
    await em.flush();
    const owed = (await vault.getFunction("outstanding")()) as bigint;
    const held = (await usdc.getFunction("balanceOf")(vaultAddress)) as bigint;
    const reserveBefore = (await usdc.getFunction("balanceOf")(reserveAddress)) as bigint;

    const job = new UsdcRefillJob({ orm: t.db.orm, provider: t.provider("asset"), signer: new Wallet(DEPLOYER.privateKey, t.provider("asset")), contracts: { USDC: await usdc.getAddress(), UsdcVault: vaultAddress, UsdcReserve: reserveAddress } });
    expect(await job.tick()).toEqual({ refilled: owed - held, released: [id] });
    expect(await usdc.getFunction("balanceOf")(vaultAddress)).toBe(owed);
    expect(await usdc.getFunction("balanceOf")(reserveAddress)).toBe(reserveBefore - (owed - held));
    expect(await vault.getFunction("isClaimable")(id)).toBe(true);
    // Nothing more to do on the next pass.
    expect(await job.tick()).toEqual({ refilled: 0n, released: [] });
  });
});
