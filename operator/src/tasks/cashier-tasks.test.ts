// Staff tasks on the Cashier against a real local game chain: a staff time-out and the back-office
// ban reach the chain, and the table then refuses the player's bets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, randomBytes, sha256 } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { depositAtCashier, fundGameSusd, usdcContractsOf } from "@sunrise/contracts";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { RouletteBet } from "@sunrise/games";
import { TaskRunner } from "./runner.js";
import { devWallet } from "./_test/chain.js";
import { DEPLOYER, queueTask, readTask, startTestbed, SUSD, type TaskTestbed } from "./_test/setup.js";

const PLAYER = devWallet(6);
const WALLET = PLAYER.address.toLowerCase();
const MAIN = devWallet(5).address.toLowerCase();

let t: TaskTestbed;
let table: Contract;
let cashier: Contract;
let runner: TaskRunner;

/** Opens a round as the dealer would and places one straight-up bet from the player. */
async function bet(): Promise<void> {
  const id = ((await table.getFunction("roundCount")()) as bigint) + 1n;
  await (await table.getFunction("openRound")(sha256(randomBytes(32)), 10)).wait();
  const asPlayer = table.connect(PLAYER.connect(t.provider("game"))) as Contract;
  await (await asPlayer.getFunction("placeBets")(id, [{ kind: RouletteBet.STRAIGHT, numbers: [17], amount: SUSD }], `0x${"ab".repeat(32)}`)).wait();
}

/** The custom error a refused bet names. */
async function refusal(): Promise<string | undefined> {
  try {
    await bet();
    return undefined;
  } catch (e) {
    const data = (e as { data?: string }).data ?? (e as { info?: { error?: { data?: string } } }).info?.error?.data;
    return data ? cashier.interface.parseError(data)?.name : String(e);
  }
}

beforeAll(async () => {
  t = await startTestbed({ tables: [{ id: 1, gameType: 1, minBet: 1n * SUSD, maxBet: 100n * SUSD, bankroll: 100_000n * SUSD, roundTimeout: 30 }] });
  table = t.contract("game", "GameTable:1", tableAbi);
  cashier = t.contract("game", "Cashier", cashierAbi);
  runner = new TaskRunner({ orm: t.db.orm, chains: t.chains, keys: { admin: DEPLOYER.privateKey, operator: DEPLOYER.privateKey, pauser: DEPLOYER.privateKey, treasury: DEPLOYER.privateKey }, receiptTimeoutMs: 10_000 });
  await fundGameSusd(DEPLOYER.connect(t.provider("asset")), DEPLOYER.connect(t.provider("game")), usdcContractsOf(t.deployments), PLAYER.address, 1_000n * SUSD); // its USDC in the vault first
  await depositAtCashier(PLAYER.connect(t.provider("game")), t.deployments.gameChain.contracts.Cashier!, t.deployments.gameChain.contracts.SUSD!, 1_000n * SUSD);
}, 240_000);

afterAll(async () => t?.close());

describe("player.timeOut", () => {
  it("puts a staff time-out on the game wallet's account, after which the table refuses its bets", async () => {
    await bet();
    const task = await queueTask(t.db.orm, "player.timeOut", { player: MAIN, wallet: WALLET, period: 2 });
    await runner.tick();
    const done = await readTask(t.db.orm, task);
    expect(done).toMatchObject({ state: "success", chain: "game" });
    expect(done.txs.map((x) => x.step)).toEqual(["staffTimeOut"]);
    const status = (await cashier.getFunction("statusOf")(WALLET)) as { blockedUntil: bigint; excluded: boolean };
    const now = BigInt((await t.provider("game").getBlock("latest"))!.timestamp);
    expect(status.blockedUntil - now).toBeGreaterThan(7n * 86_400n - 60n);
    expect(status.excluded).toBe(false);
    expect(await refusal()).toBe("PlayBlocked");
  });
});

describe("player.setBanned", () => {
  it("bans and unbans on the Cashier, sending nothing when the chain already agrees", async () => {
    const ban = await queueTask(t.db.orm, "player.setBanned", { player: MAIN, wallet: WALLET, banned: true });
    await runner.tick();
    expect((await readTask(t.db.orm, ban)).txs.map((x) => x.step)).toEqual(["setBanned"]);
    expect(((await cashier.getFunction("statusOf")(WALLET)) as { banned: boolean }).banned).toBe(true);
    expect(await refusal()).toBe("PlayerBanned");

    const again = await queueTask(t.db.orm, "player.setBanned", { player: MAIN, wallet: WALLET, banned: true });
    await runner.tick();
    expect(await readTask(t.db.orm, again)).toMatchObject({ state: "success", txs: [] });

    await queueTask(t.db.orm, "player.setBanned", { player: MAIN, wallet: WALLET, banned: false });
    await runner.tick();
    expect(((await cashier.getFunction("statusOf")(WALLET)) as { banned: boolean }).banned).toBe(false);
  });
});
