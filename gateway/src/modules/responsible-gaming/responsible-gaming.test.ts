// Responsible gaming through the real HTTP endpoint, with the suite deployed on real local chains:
// the player's figures are the Cashier's own, staff read them and queue time-outs and bans.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Contract, randomBytes, sha256 } from "ethers";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider, depositAtCashier, deploySuite, fundGameSusd, usdcContractsOf, writeDeployments, type Deployments } from "@sunrise/contracts";
import { AdminTask, Channel, notify, OperationLog, PlayerProtectionEvent } from "@sunrise/db";
import { RouletteBet } from "@sunrise/games";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asAdmin, asGuest, asMember, asPlayer, asSupport, refusal, saveAccount, type Actor } from "../../_test/roles.js";
import { devWallet, startHardhat, type LocalChain } from "../admin-ops/_test/chain.js";
import { settle, subscribe, until } from "../../_test/live.js";

const SUSD = 1_000_000n;
const GAME_WALLET = devWallet(6);
const WALLET = GAME_WALLET.address.toLowerCase();
const STATE = `id wallet limits { singleBet dailyLoss weeklyLoss monthlyLoss dailyMinutes } pendingLimits { dailyLoss } pendingAt
  usage { day { loss limit resetsAt } week { loss limit resetsAt } month { loss limit resetsAt } } playSecondsLeft
  status { blockedUntil selfExcluded resumeAt banned } history { kind period byStaff txHash }`;

let chains: LocalChain[];
let deployments: Deployments;
let provider: ChainProvider;
let dir: string;
let t: TestGateway;
let player: Actor;

const contract = (name: string, abi: object[], key = devWallet(0)) => new Contract(deployments.gameChain.contracts[name]!, abi, key.connect(provider));

/** Opens a round as the dealer would and places one straight-up bet of `stake` from the game wallet. */
async function bet(stake: bigint): Promise<void> {
  const table = contract("GameTable:1", tableAbi);
  const id = ((await table.getFunction("roundCount")()) as bigint) + 1n;
  await (await table.getFunction("openRound")(sha256(randomBytes(32)), 30)).wait();
  const asPlayer = contract("GameTable:1", tableAbi, GAME_WALLET);
  await (await asPlayer.getFunction("placeBets")(id, [{ kind: RouletteBet.STRAIGHT, numbers: [17], amount: stake }], `0x${"ab".repeat(32)}`)).wait();
}

beforeAll(async () => {
  chains = await Promise.all([startHardhat("assetChain"), startHardhat("gameChain")]);
  const [asset, game] = chains as [LocalChain, LocalChain];
  deployments = await deploySuite({
    assetRpcUrl: asset.url, gameRpcUrl: game.url, deployerKey: devWallet(0).privateKey, validators: [devWallet(7).address], minValidator: 1, seedAccounts: [], seedAmount: 0n,
    tables: [{ id: 1, gameType: 1, minBet: SUSD, maxBet: 100n * SUSD, bankroll: 10_000n * SUSD }],
  });
  provider = new ChainProvider(game.url, deployments.gameChain.chainId, { pollingInterval: 50 });
  dir = mkdtempSync(join(tmpdir(), "sunrise-responsible-gaming-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
  t = await startTestGateway({ DEPLOYMENTS_FILE: join(dir, "deployments.json"), ASSET_RPC_URL: asset.url, GAME_RPC_URL: game.url, RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000" });
  player = await asPlayer(t);
  await saveAccount(t, player.address, { suncAddress: WALLET });
  const assetProvider = new ChainProvider(asset.url, deployments.assetChain.chainId, { pollingInterval: 50 });
  await fundGameSusd(devWallet(0).connect(assetProvider), devWallet(0).connect(provider), usdcContractsOf(deployments), GAME_WALLET.address, 1_000n * SUSD).finally(() => assetProvider.destroy());
  await depositAtCashier(GAME_WALLET.connect(provider), deployments.gameChain.contracts.Cashier!, deployments.gameChain.contracts.SUSD!, 1_000n * SUSD);
}, 240_000);

afterAll(async () => {
  await t?.close();
  provider?.destroy();
  await Promise.all((chains ?? []).map((c) => c.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("responsibleGaming", () => {
  it("answers the limits in force, the pending request and the exact loss the Cashier counts after bets", async () => {
    const cashier = contract("Cashier", cashierAbi, GAME_WALLET);
    await (await cashier.getFunction("setLimits")({ singleBet: 50n * SUSD, dailyLoss: 20n * SUSD, weeklyLoss: 60n * SUSD, monthlyLoss: 200n * SUSD, dailyMinutes: 90 })).wait();
    await (await cashier.getFunction("setLimits")({ singleBet: 50n * SUSD, dailyLoss: 30n * SUSD, weeklyLoss: 60n * SUSD, monthlyLoss: 200n * SUSD, dailyMinutes: 90 })).wait();
    await bet(3n * SUSD);
    await bet(4n * SUSD);

    const res = await player.gql(`{ responsibleGaming { ${STATE} } }`);
    expect(res.errors).toBeUndefined();
    const rg = res.data!.responsibleGaming;
    const [, dayLoss, weekLoss, monthLoss] = (await cashier.getFunction("usageOf")(WALLET)) as bigint[];
    expect(dayLoss).toBe(7n * SUSD);
    expect(rg).toMatchObject({
      id: WALLET, wallet: WALLET,
      limits: { singleBet: String(50n * SUSD), dailyLoss: String(20n * SUSD), weeklyLoss: String(60n * SUSD), monthlyLoss: String(200n * SUSD), dailyMinutes: 90 },
      pendingLimits: { dailyLoss: String(30n * SUSD) },
      status: { blockedUntil: null, selfExcluded: false, resumeAt: null, banned: false },
    });
    expect([rg.usage.day.loss, rg.usage.week.loss, rg.usage.month.loss]).toEqual([dayLoss!.toString(), weekLoss!.toString(), monthLoss!.toString()]);
    expect(rg.usage.day.limit).toBe(String(20n * SUSD));
    const now = (await provider.getBlock("latest"))!.timestamp;
    expect(new Date(rg.usage.day.resetsAt).getTime() / 1000).toBe((Math.floor(now / 86_400) + 1) * 86_400);
    expect(new Date(rg.pendingAt).getTime() / 1000).toBeGreaterThan(now + 7 * 86_400 - 60);
    // The day's first stake started the play clock.
    expect(rg.playSecondsLeft).toBeGreaterThan(90 * 60 - 120);
    expect(rg.playSecondsLeft).toBeLessThanOrEqual(90 * 60);
  });

  it("lists the indexed history of the player's account, newest first", async () => {
    const em = t.db.orm.em.fork();
    const at = (s: number) => new Date(Date.UTC(2025, 0, 20, 10, 0, s));
    em.create(PlayerProtectionEvent, { id: `0x${"1".repeat(64)}:0`, account: WALLET, kind: "limits_set", limits: { singleBet: "0", dailyLoss: "5", weeklyLoss: "0", monthlyLoss: "0", dailyMinutes: 0 }, blockNumber: 5, timestamp: at(1), txHash: `0x${"1".repeat(64)}` });
    em.create(PlayerProtectionEvent, { id: `0x${"2".repeat(64)}:0`, account: WALLET, kind: "break_started", period: 1, until: at(9), selfExclusion: false, byStaff: true, blockNumber: 6, timestamp: at(2), txHash: `0x${"2".repeat(64)}` });
    await em.flush();
    const res = await player.gql(`{ responsibleGaming { history { kind period byStaff limits { dailyLoss singleBet } } } }`);
    expect(res.data!.responsibleGaming.history).toEqual([
      { kind: "BREAK_STARTED", period: 1, byStaff: true, limits: null },
      { kind: "LIMITS_SET", period: null, byStaff: null, limits: { dailyLoss: "5", singleBet: null } },
    ]);
  });

  it("pushes the new figures when a bet moves the game wallet's balance and when a cashier event for the account is indexed", async () => {
    const sub = subscribe<{ id: string; usage: { day: { loss: string } }; limits: { singleBet: string } }>(
      t.url, `subscription { responsibleGamingChanged { id usage { day { loss } } limits { singleBet } } }`, player.token,
    );
    await settle();
    await bet(5n * SUSD);
    const ping = (channel: Channel, addresses: string[]) => t.db.orm.em.fork().transactional((tx) => notify(tx, channel, { addresses }));
    await ping(Channel.balance, [WALLET]);
    await until(() => sub.events.length >= 1);
    await (await contract("Cashier", cashierAbi, GAME_WALLET).getFunction("setLimits")({ singleBet: 40n * SUSD, dailyLoss: 20n * SUSD, weeklyLoss: 60n * SUSD, monthlyLoss: 200n * SUSD, dailyMinutes: 90 })).wait();
    await ping(Channel.responsibleGaming, [WALLET]);
    await until(() => sub.events.length >= 2);
    expect(sub.errors).toEqual([]);
    expect(sub.events).toEqual([
      { id: WALLET, usage: { day: { loss: String(12n * SUSD) } }, limits: { singleBet: String(50n * SUSD) } },
      { id: WALLET, usage: { day: { loss: String(12n * SUSD) } }, limits: { singleBet: String(40n * SUSD) } },
    ]);
    await sub.client.dispose();
  });

  it("gives the Cashier's address in chainConfig", async () => {
    const res = await player.gql(`{ chainConfig { cashier } }`);
    expect(res.data!.chainConfig.cashier).toBe(deployments.gameChain.contracts.Cashier);
  });
});

describe("staff", () => {
  const MEMBER_RG = `query($a: String!) { member(address: $a) { responsibleGaming { id limits { dailyLoss } usage { day { loss } } } } }`;
  const TIME_OUT = `mutation($a: String!, $p: Int!, $r: String!) { staffTimeOut(address: $a, period: $p, reason: $r) { id kind state } }`;

  it("shows a member's rules to every staff type and to no player", async () => {
    const member = await asMember(t);
    const res = await member.gql(MEMBER_RG, { a: player.address });
    expect(res.errors).toBeUndefined();
    expect(res.data!.member.responsibleGaming).toEqual({ id: WALLET, limits: { dailyLoss: String(20n * SUSD) }, usage: { day: { loss: String(12n * SUSD) } } });
    const other = await asPlayer(t);
    expect(refusal(await other.gql(MEMBER_RG, { a: player.address }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    expect(refusal(await other.gql(`{ responsibleGamingReport { id } }`))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    expect(refusal(await other.gql(TIME_OUT, { a: player.address, p: 1, r: "probe" }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
  });

  it("queues a staff time-out with its reason in the operation log; MEMBER may not", async () => {
    expect(refusal(await (await asMember(t)).gql(TIME_OUT, { a: player.address, p: 2, r: "Asked on chat" }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
    const support = await asSupport(t);
    expect(refusal(await support.gql(TIME_OUT, { a: player.address, p: 5, r: "Asked on chat" }))).toMatchObject({ code: "BAD_USER_INPUT" });
    const res = await support.gql(TIME_OUT, { a: player.address, p: 2, r: "Asked on chat" });
    expect(res.errors).toBeUndefined();
    expect(res.data!.staffTimeOut).toMatchObject({ kind: "player.timeOut", state: "NEW" });
    const em = t.db.orm.em.fork();
    const task = await em.findOneOrFail(AdminTask, { id: res.data!.staffTimeOut.id });
    expect(task.params).toEqual({ player: player.address, wallet: WALLET, period: 2 });
    const log = await em.findOneOrFail(OperationLog, { action: "member.timeOut", targetId: player.address });
    expect(log.after).toMatchObject({ wallet: WALLET, period: 2, reason: "Asked on chat", taskId: task.id });
    expect(log.actorAddress).toBe(support.address);
  });

  it("offers staff no way to loosen a limit or end a break", async () => {
    const res = await player.gql(`{ __schema { mutationType { fields { name } } } }`);
    const names = (res.data!.__schema.mutationType.fields as { name: string }[]).map((f) => f.name);
    expect(names).toContain("staffTimeOut");
    // Table limits are `updateTable`: no mutation names a player's limit, break, exclusion or resume.
    expect(names.filter((n) => /limit|break|exclu|resume/i.test(n))).toEqual([]);
  });

  it("queues the ban on the Cashier when staff ban or unban the player", async () => {
    const admin = await asAdmin(t);
    const BAN = `mutation($a: String!, $b: Boolean) { setMemberBan(address: $a, banned: $b) { banned } }`;
    expect((await admin.gql(BAN, { a: player.address, b: true })).errors).toBeUndefined();
    expect((await admin.gql(BAN, { a: player.address, b: false })).errors).toBeUndefined();
    const tasks = await t.db.orm.em.fork().find(AdminTask, { kind: "player.setBanned" }, { orderBy: { createdAt: "asc" } });
    expect(tasks.map((x) => x.params)).toEqual([{ player: player.address, wallet: WALLET, banned: true }, { player: player.address, wallet: WALLET, banned: false }]);
    const logs = await t.db.orm.em.fork().find(OperationLog, { targetId: player.address, action: { $in: ["member.ban", "member.unban"] } }, { orderBy: { at: "asc" } });
    expect(logs.map((l) => l.action)).toEqual(["member.ban", "member.unban"]);
  });

  it("counts the players who had a stake refused at a limit, once per week however often they report it", async () => {
    const other = await asPlayer(t);
    for (const rule of ["DAILY_LOSS", "DAILY_LOSS", "SINGLE_BET"]) {
      const res = await player.gql(`mutation($r: LimitRule!) { reportStakeRefusal(rule: $r) }`, { r: rule });
      expect(res.errors).toBeUndefined();
    }
    expect((await other.gql(`mutation { reportStakeRefusal(rule: PLAY_TIME) }`)).errors).toBeUndefined();
    const rows = await t.db.orm.em.fork().getConnection().execute<{ player: string; rule: string; refusals: number }[]>(`select player, rule, refusals from limit_refusal order by player, rule`);
    expect(rows).toEqual(
      [{ player: player.address.toLowerCase(), rule: "daily_loss", refusals: 2 }, { player: player.address.toLowerCase(), rule: "single_bet", refusals: 1 }, { player: other.address.toLowerCase(), rule: "play_time", refusals: 1 }]
        .sort((x, y) => x.player.localeCompare(y.player) || x.rule.localeCompare(y.rule)),
    );
    const res = await (await asMember(t)).gql(`{ responsibleGamingReport(weeks: 1) { limitHits } }`);
    expect(res.data!.responsibleGamingReport).toEqual([{ limitHits: 2 }]);
    // Guests report nothing.
    expect(refusal(await asGuest(t).gql(`mutation { reportStakeRefusal(rule: DAILY_LOSS) }`))).toMatchObject({ code: "UNAUTHENTICATED" });
    await t.db.orm.em.fork().getConnection().execute(`delete from limit_refusal`);
  });

  it("reports per ISO week the players who started time-outs and self-exclusions", async () => {
    const em = t.db.orm.em.fork();
    const monday = new Date();
    monday.setUTCHours(0, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const row = (n: number, account: string, period: number, byStaff: boolean, daysAgo: number) =>
      em.create(PlayerProtectionEvent, { id: `0x${String(n).padStart(64, "9")}:1`, account, kind: "break_started", period, until: monday, selfExclusion: period > 4, byStaff, blockNumber: n, timestamp: new Date(monday.getTime() + 3_600_000 - daysAgo * 86_400_000), txHash: `0x${String(n).padStart(64, "9")}` });
    const [a, b, c] = ["0xa", "0xb", "0xc"].map((p) => p.padEnd(42, "0"));
    row(1, a!, 1, false, 0);
    row(2, a!, 2, true, 0); // the same player twice: counted once
    row(3, b!, 4, true, 0);
    row(4, c!, 6, false, 0);
    row(5, c!, 1, false, 7); // last week
    await em.flush();
    const res = await (await asMember(t)).gql(`{ responsibleGamingReport(weeks: 2) { id weekStart timeOuts staffTimeOuts selfExclusions limitHits } }`);
    expect(res.errors).toBeUndefined();
    const week = (d: Date) => d.toISOString().slice(0, 10);
    const lastWeek = new Date(monday.getTime() - 7 * 86_400_000);
    expect(res.data!.responsibleGamingReport).toEqual([
      { id: week(monday), weekStart: monday.toISOString(), timeOuts: 2, staffTimeOuts: 2, selfExclusions: 1, limitHits: 0 },
      { id: week(lastWeek), weekStart: lastWeek.toISOString(), timeOuts: 1, staffTimeOuts: 0, selfExclusions: 0, limitHits: 0 },
    ]);
  });
});
