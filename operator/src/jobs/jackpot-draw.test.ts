// The jackpot draw job against a real local game chain and database: competing operators draw a
// jackpot once, its earned tickets follow the indexed bets, and the payout tasks move exactly the prize.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { drawJackpot, jackpotCommitment, splitJackpotPrize } from "@sunrise/games";
import { AdminTask, AdminTaskState, createOrm, Jackpot, JackpotState, JackpotTicket, ProcessorStatus, TableBet, TableRound, User, type Orm } from "@sunrise/db";
import { TaskRunner } from "../tasks/runner.js";
import { devWallet } from "../tasks/_test/chain.js";
import { DEPLOYER, startTestbed, SUSD, type TaskTestbed } from "../tasks/_test/setup.js";
import { JackpotDraw } from "./jackpot-draw.js";

const TREASURY = devWallet(5);
const SECRET = "jackpot-test-secret-0123456789";
const STAFF = DEPLOYER.address.toLowerCase();
const player = (i: number) => ({ address: devWallet(20 + i).address.toLowerCase(), sunc: devWallet(40 + i).address.toLowerCase() });
const PLAYERS = Array.from({ length: 6 }, (_, i) => player(i));

let t: TaskTestbed;
beforeAll(async () => {
  t = await startTestbed({ treasury: { address: TREASURY.address, amount: 10_000n * SUSD } });
  const em = t.db.orm.em.fork();
  for (const p of PLAYERS) em.create(User, { address: p.address, suncAddress: p.sunc });
  em.create(User, { address: "0x" + "99".repeat(20) });
  em.create(ProcessorStatus, { id: "game-chain", chainId: t.deployments.gameChain.chainId, height: 1_000_000, hash: "0x" + "00".repeat(32) });
  await em.flush();
}, 240_000);
afterAll(async () => t?.close());

const job = (orm: Orm = t.db.orm) => new JackpotDraw({ orm, game: { chainId: t.chains.game.chainId, getBlockNumber: () => t.chains.game.provider.getBlockNumber(), getBlock: (n) => t.chains.game.provider.getBlock(n) }, secret: SECRET });

let roundN = 0;
/** Bets as the indexer writes them: each placed by the player's game wallet (or main wallet) at a table of `gameType`. */
async function bets(list: { who: string; amount: bigint; extra?: bigint; at: Date; gameType?: number; refunded?: boolean }[]): Promise<void> {
  const em = t.db.orm.em.fork();
  for (const b of list) {
    const key = `0x${"ab".repeat(20)}:${++roundN}`;
    em.create(TableRound, { id: key, table: "0x" + "ab".repeat(20), tableId: 1, gameType: b.gameType ?? 1, roundId: roundN, state: "settled", commitment: "0x" + "00".repeat(32), openedAt: b.at, openTx: "0x" + "00".repeat(32) });
    em.create(TableBet, { id: `${key}:0`, roundKey: key, tableId: 1, betIndex: 0, player: b.who, kind: 0, amount: b.amount.toString(), extraStake: (b.extra ?? 0n).toString(), payout: "0", refunded: b.refunded ?? false, placedAt: b.at, txHash: "0x" + "00".repeat(32) });
  }
  await em.flush();
}

async function openJackpot(fields: Partial<Jackpot>): Promise<number> {
  const em = t.db.orm.em.fork();
  const j = em.create(Jackpot, { name: "Mega", level: 1, prize: String(1000n * SUSD), winnersCount: 3, wagerPerTicket: String(10n * SUSD), gameTypes: [], opensAt: new Date(Date.now() - 3_600_000), drawAt: new Date(Date.now() + 2_000), state: JackpotState.OPEN, createdBy: STAFF, ...fields });
  await em.flush();
  return j.id;
}

/** Mines a block at the draw time (the test chain's clock need not follow the wall clock) so the client seed exists. */
async function mineAfter(at: Date): Promise<void> {
  const wait = at.getTime() - Date.now() + 50;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const latest = await t.chains.game.provider.getBlock("latest");
  await t.game.rpc("evm_setNextBlockTimestamp", [Math.max(latest!.timestamp + 1, Math.ceil(at.getTime() / 1000))]);
  await t.game.rpc("evm_mine", []);
}

describe("jackpot draw job", () => {
  it("draws once across three competing operators, with earned tickets equal to a raw count of the bets", async () => {
    const opensAt = new Date(Date.now() - 3_600_000);
    const inside = new Date(Date.now() - 60_000);
    await bets([
      { who: PLAYERS[0]!.sunc, amount: 25n * SUSD, at: inside }, // 2 tickets
      { who: PLAYERS[0]!.address, amount: 6n * SUSD, at: inside }, // with the above: 31 → 3 tickets
      { who: PLAYERS[1]!.sunc, amount: 9n * SUSD, extra: 1n * SUSD, at: inside }, // stake 10 → 1 ticket
      { who: PLAYERS[2]!.sunc, amount: 9_999_999n, at: inside }, // below 10 SUSD → none
      { who: PLAYERS[3]!.sunc, amount: 100n * SUSD, at: inside, refunded: true }, // refunded → none
      { who: PLAYERS[3]!.sunc, amount: 40n * SUSD, at: new Date(opensAt.getTime() - 1000) }, // before the jackpot opened → none
      { who: PLAYERS[4]!.sunc, amount: 50n * SUSD, at: inside, gameType: 2 }, // 5 tickets
      { who: PLAYERS[5]!.sunc, amount: 20n * SUSD, at: inside, gameType: 5 }, // 2 tickets
      { who: "0x" + "77".repeat(20), amount: 500n * SUSD, at: inside }, // nobody registered → none
    ]);
    const id = await openJackpot({ opensAt });
    const issuedEm = t.db.orm.em.fork();
    issuedEm.create(JackpotTicket, { jackpotId: id, owner: PLAYERS[2]!.address, source: "issued", reason: "Promotion", issuedBy: STAFF });
    issuedEm.create(JackpotTicket, { jackpotId: id, owner: PLAYERS[3]!.address, source: "issued", reason: "Mistake", issuedBy: STAFF, voidedAt: new Date(), voidedBy: STAFF, voidReason: "Wrong player" });
    await issuedEm.flush();

    const first = await job().tick();
    expect(first.committed).toContain(id);
    const committed = await t.db.orm.em.fork().findOneOrFail(Jackpot, { id });
    expect(committed.commitment).toBe(jackpotCommitment(job().serverSeed(id)));
    expect(committed.serverSeed ?? null).toBeNull();

    await mineAfter(committed.drawAt);
    const orms = await Promise.all([0, 1, 2].map(() => createOrm(t.db.url)));
    try {
      const ticks = await Promise.all(orms.flatMap((orm) => [job(orm).tick(), job(orm).tick()]));
      expect(ticks.flatMap((x) => x.drawn).filter((d) => d === id)).toEqual([id]);
      expect(ticks.flatMap((x) => x.closed).filter((d) => d === id)).toEqual([id]);
    } finally {
      await Promise.all(orms.map((o) => o.close()));
    }

    const em = t.db.orm.em.fork();
    const j = await em.findOneOrFail(Jackpot, { id });
    expect(j.state).toBe(JackpotState.DRAWN);
    // The raw count: each registered player's unrefunded stake from either wallet inside the window, floor(stake / 10 SUSD).
    const [raw] = await em.getConnection().execute<{ n: string }[]>(
      `select coalesce(sum(floor(s / ?)), 0)::text as n from (
         select sum(b.amount + b.extra_stake) as s from table_bet b join app_user u on b.player in (u.address, u.sunc_address)
          where not b.refunded and b.placed_at >= ? and b.placed_at < ? group by u.address) x`,
      [String(10n * SUSD), j.opensAt, j.drawAt],
    );
    const earned = await em.find(JackpotTicket, { jackpotId: id, source: "earned" }, { orderBy: { number: "asc" } });
    expect(earned.length).toBe(Number(raw!.n));
    expect(earned.length).toBe(11);
    const tickets = await em.find(JackpotTicket, { jackpotId: id, number: { $ne: null } }, { orderBy: { number: "asc" } });
    expect(tickets.map((x) => x.number)).toEqual(tickets.map((_, i) => i));
    expect(j.ticketCount).toBe(12);
    // Canonical order: earned by owner, then issued; the void ticket is left out.
    const earnedOwners = earned.map((x) => x.owner);
    expect(earnedOwners).toEqual([...earnedOwners].sort());
    expect(tickets.at(-1)).toMatchObject({ source: "issued", owner: PLAYERS[2]!.address });

    // Anyone can redo the draw from what was published.
    const block = await t.chains.game.provider.getBlock(j.clientSeedBlock!);
    expect(block!.hash).toBe(j.clientSeed);
    expect(block!.timestamp).toBeGreaterThanOrEqual(Math.ceil(j.drawAt.getTime() / 1000));
    const previous = await t.chains.game.provider.getBlock(j.clientSeedBlock! - 1);
    expect(previous!.timestamp).toBeLessThan(Math.ceil(j.drawAt.getTime() / 1000));
    const redo = drawJackpot({ serverSeed: j.serverSeed!, clientSeed: j.clientSeed!, owners: tickets.map((x) => x.owner), winners: 3 });
    expect(redo.entriesHash).toBe(j.entriesHash);
    expect(j.winners.map((w) => w.ticket)).toEqual(redo.winners.map((w) => w.ticket));
    expect(new Set(j.winners.map((w) => w.owner)).size).toBe(3);
    expect(j.winners.reduce((s, w) => s + BigInt(w.amount), 0n)).toBe(1000n * SUSD);
    const tasks = await em.find(AdminTask, { target: `jackpot:${id}` });
    expect(tasks.length).toBe(3);
    expect((await em.find(JackpotTicket, { jackpotId: id, won: true })).map((x) => x.id).sort()).toEqual(j.winners.map((w) => w.ticketId).sort());

    // A restarted operator finds nothing left to draw.
    expect((await job().tick()).drawn).toEqual([]);
    expect(await em.count(AdminTask, { target: `jackpot:${id}` })).toBe(3);
  }, 60_000);

  it("pays each winner's game wallet exactly its share on chain, then marks the jackpot paid", async () => {
    const [j] = await t.db.orm.em.fork().find(Jackpot, { state: JackpotState.DRAWN });
    const susd = t.contract("game", "SUSD", susdAbi);
    const balance = (who: string) => susd.getFunction("balanceOf")(who) as Promise<bigint>;
    const before = await Promise.all(j!.winners.map((w) => balance(w.to)));
    const treasuryBefore = await balance(TREASURY.address);
    const runner = new TaskRunner({ orm: t.db.orm, chains: t.chains, keys: { admin: DEPLOYER.privateKey, operator: DEPLOYER.privateKey, pauser: DEPLOYER.privateKey, treasury: TREASURY.privateKey }, receiptTimeoutMs: 10_000 });
    await runner.tick();
    const tasks = await t.db.orm.em.fork().find(AdminTask, { id: { $in: j!.winners.map((w) => w.taskId) } });
    expect(tasks.map((x) => [x.state, x.error ?? null])).toEqual(tasks.map(() => [AdminTaskState.SUCCESS, null]));
    const after = await Promise.all(j!.winners.map((w) => balance(w.to)));
    expect(after.map((a, i) => a - before[i]!)).toEqual(splitJackpotPrize(BigInt(j!.prize), j!.winners.length));
    expect(treasuryBefore - (await balance(TREASURY.address))).toBe(BigInt(j!.prize));
    for (const w of j!.winners) expect(PLAYERS.find((p) => p.address === w.owner)!.sunc).toBe(w.to);

    expect((await job().tick()).paid).toEqual([j!.id]);
    const paid = await t.db.orm.em.fork().findOneOrFail(Jackpot, { id: j!.id });
    expect(paid.state).toBe(JackpotState.PAID);
    // Running the runner again sends nothing more.
    expect(await runner.tick()).toBe(0);
    expect(await balance(TREASURY.address)).toBe(treasuryBefore - BigInt(j!.prize));
  }, 60_000);

  it("ends drawn with no winners when there are no tickets, and waits for the indexer and the block", async () => {
    const id = await openJackpot({ name: "Empty", wagerPerTicket: "0", drawAt: new Date(Date.now() + 1500) });
    await job().tick();
    await new Promise((r) => setTimeout(r, 1600));
    // No block at or after the draw time yet: entries close, the draw waits.
    const waiting = await job().tick();
    expect(waiting.closed).toEqual([id]);
    expect(waiting.drawn).toEqual([]);
    // The indexer behind the block before the client seed: still waiting.
    await mineAfter((await t.db.orm.em.fork().findOneOrFail(Jackpot, { id })).drawAt);
    const em = t.db.orm.em.fork();
    await em.nativeUpdate(ProcessorStatus, { id: "game-chain" }, { height: 0 });
    expect((await job().tick()).drawn).toEqual([]);
    await em.nativeUpdate(ProcessorStatus, { id: "game-chain" }, { height: 1_000_000 });
    expect((await job().tick()).drawn).toEqual([id]);
    const j = await em.findOneOrFail(Jackpot, { id }, { refresh: true });
    expect(j).toMatchObject({ state: JackpotState.DRAWN, ticketCount: 0, winners: [] });
    expect((await job().tick()).paid).not.toContain(id);
  }, 60_000);

  it("pays once when the runner paying a winner is killed right after broadcasting", async () => {
    const id = await openJackpot({ name: "Killed", prize: String(77n * SUSD), winnersCount: 1, wagerPerTicket: "0", drawAt: new Date(Date.now() + 1500) });
    const em = t.db.orm.em.fork();
    em.create(JackpotTicket, { jackpotId: id, owner: PLAYERS[1]!.address, source: "issued", reason: "Only entry", issuedBy: STAFF });
    await em.flush();
    await job().tick();
    await mineAfter((await em.findOneOrFail(Jackpot, { id })).drawAt);
    expect((await job().tick()).drawn).toEqual([id]);
    const j = await t.db.orm.em.fork().findOneOrFail(Jackpot, { id });
    expect(j.winners).toMatchObject([{ owner: PLAYERS[1]!.address, to: PLAYERS[1]!.sunc, amount: String(77n * SUSD) }]);
    const susd = t.contract("game", "SUSD", susdAbi);
    const balance = (who: string) => susd.getFunction("balanceOf")(who) as Promise<bigint>;
    const [before, nonce] = [await balance(PLAYERS[1]!.sunc), await t.provider("game").getTransactionCount(TREASURY.address, "latest")];
    const child = spawn(process.execPath, ["--import", "tsx", "src/tasks/_test/crashing-runner.ts"], {
      cwd: new URL("../..", import.meta.url).pathname,
      env: { ...process.env, ...t.env, TASK_ADMIN_KEY: DEPLOYER.privateKey, TREASURY_KEY: TREASURY.privateKey },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
    const [, signal] = (await once(child, "exit")) as [number | null, string | null];
    expect(signal, stderr).toBe("SIGKILL");
    const left = await t.db.orm.em.fork().findOneOrFail(AdminTask, { id: j.winners[0]!.taskId });
    expect(left).toMatchObject({ state: "running", txs: [expect.objectContaining({ step: "transfer", state: "sent" })] });
    await new Promise((r) => setTimeout(r, 1_100));
    await new TaskRunner({ orm: t.db.orm, chains: t.chains, keys: { admin: DEPLOYER.privateKey, operator: DEPLOYER.privateKey, pauser: DEPLOYER.privateKey, treasury: TREASURY.privateKey }, receiptTimeoutMs: 10_000 }).tick();
    expect(await t.db.orm.em.fork().findOneOrFail(AdminTask, { id: j.winners[0]!.taskId })).toMatchObject({ state: "success", txHash: left.txs[0]!.hash });
    expect((await balance(PLAYERS[1]!.sunc)) - before).toBe(77n * SUSD);
    expect(await t.provider("game").getTransactionCount(TREASURY.address, "latest")).toBe(nonce + 1);
    expect((await job().tick()).paid).toEqual([id]);
  }, 60_000);
});
