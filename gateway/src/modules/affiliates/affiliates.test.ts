import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { AdminTask, AffiliateCommission, OperationLog, Referral, StakingSchedule, TableBet, TableRound } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";
import { asAdmin, asPlayer, refusal, type Actor } from "../../_test/roles.js";

let t: TestGateway;
let affiliate: Actor;
let admin: Actor;
const encrypted = `v1:${"ab".repeat(12)}:${"cd".repeat(48)}`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id address } }`;
const ACCOUNT = `{ myAffiliate { address rateBps earnings withdrawn inFlight available codes { code referrals } referrals { maskedAddress code wagered commission } today { bets wagered commission } withdrawals { amount state } } }`;
const WITHDRAW = `mutation { withdrawAffiliateCommission { id amount state } }`;

beforeAll(async () => {
  t = await startTestGateway();
  [affiliate, admin] = await Promise.all([asPlayer(t), asAdmin(t)]);
});
afterAll(async () => t?.close());

/** A new wallet that signs in and registers with `refCode`, its game wallet `sunc` (a fresh one by default). */
async function registerWith(refCode: string | null, sunc = Wallet.createRandom().address): Promise<SignedIn> {
  const s = await signInAs(t.url, Wallet.createRandom());
  const res = await gql(t.url, REGISTER, { input: { refCode, sunc: { version: 1, address: sunc, encryptedPrivateKey: encrypted } } }, s.headers);
  expect(res.errors).toBeUndefined();
  return s;
}
const referralOf = (address: string) => t.db.orm.em.fork().findOne(Referral, { player: address });

describe("affiliate codes and referrals", () => {
  it("lets a registered player become an affiliate and create codes of 6–20 letters or digits, unique regardless of case", async () => {
    expect((await affiliate.gql(ACCOUNT)).data!.myAffiliate).toBeNull();
    expect((await affiliate.gql(`{ me { isAffiliate } }`)).data!.me).toEqual({ isAffiliate: false });
    expect((await affiliate.gql(`mutation { becomeAffiliate { rateBps } }`)).data!.becomeAffiliate).toEqual({ rateBps: 1000 });
    expect((await affiliate.gql(`{ me { isAffiliate } }`)).data!.me).toEqual({ isAffiliate: true });
    expect((await affiliate.gql(`mutation($c: String!) { createAffiliateCode(code: $c) { codes { code } } }`, { c: "Friend01" })).data!.createAffiliateCode.codes).toEqual([{ code: "Friend01" }]);
    for (const bad of ["abc12", "x".repeat(21), "has space1", "dash-code1"]) {
      expect(refusal(await affiliate.gql(`mutation($c: String!) { createAffiliateCode(code: $c) { id } }`, { c: bad }))).toEqual({ code: "BAD_USER_INPUT", reason: undefined });
    }
    const other = await asPlayer(t);
    await other.gql(`mutation { becomeAffiliate { id } }`);
    const taken = await other.gql(`mutation($c: String!) { createAffiliateCode(code: $c) { id } }`, { c: "FRIEND01" });
    expect(taken.errors![0]).toMatchObject({ message: "This code is already exist", extensions: { code: "CONFLICT" } });
    const notAffiliate = await asPlayer(t);
    expect(refusal(await notAffiliate.gql(`mutation($c: String!) { createAffiliateCode(code: $c) { id } }`, { c: "Mine1234" })).code).toBe("BAD_USER_INPUT");
  });

  it("binds a new player to the code's affiliate once, at registration, in any case of the code", async () => {
    const p = await registerWith("friend01");
    expect(await referralOf(p.address)).toMatchObject({ affiliate: affiliate.address, codeKey: "friend01" });
    const again = await gql(t.url, REGISTER, { input: { refCode: "Other999", sunc: { version: 1, address: Wallet.createRandom().address, encryptedPrivateKey: encrypted } } }, p.headers);
    expect(refusal(again).code).toBe("CONFLICT");
    expect(await referralOf(p.address)).toMatchObject({ affiliate: affiliate.address });
    const mine = (await affiliate.gql(ACCOUNT)).data!.myAffiliate;
    expect(mine.codes).toEqual([{ code: "Friend01", referrals: 1 }]);
    expect(mine.referrals).toEqual([{ maskedAddress: `${p.address.slice(0, 6)}…${p.address.slice(-4)}`, code: "Friend01", wagered: "0", commission: "0" }]);
  });

  it("never binds the affiliate to itself (its main wallet as the new player's game wallet), an unknown code or none", async () => {
    const self = await registerWith("FRIEND01", affiliate.address);
    expect(await referralOf(self.address)).toBeNull();
    expect(await referralOf((await registerWith("Nobody123")).address)).toBeNull();
    expect(await referralOf((await registerWith(null)).address)).toBeNull();
    expect((await affiliate.gql(ACCOUNT)).data!.myAffiliate.referrals).toHaveLength(1);
  });
});

describe("commission and withdrawals", () => {
  it("counts today's referred bets live: stake × the game's house edge × the rate, refunds left out", async () => {
    const [ref] = await t.db.orm.em.fork().find(Referral, { affiliate: affiliate.address });
    const em = t.db.orm.em.fork();
    const player = await em.getConnection().execute<{ sunc_address: string }[]>(`select sunc_address from app_user where address = ?`, [ref!.player]);
    const wallet = player[0]!.sunc_address;
    const now = new Date();
    for (const [i, refunded] of [[1, false], [2, true]] as const) {
      const id = `${"ab".repeat(31)}0${i}`;
      em.create(TableRound, { id, table: `0x${"77".repeat(20)}`, tableId: 1, gameType: 1, roundId: i, state: refunded ? "refunded" : "settled", commitment: `0x${"11".repeat(32)}`, openedAt: now, openTx: `0x${"22".repeat(32)}`, settledAt: now });
      em.create(TableBet, { id: `${id}:0`, roundKey: id, tableId: 1, betIndex: 0, player: wallet, kind: 1001, amount: "100000000", payout: refunded ? "100000000" : "0", refunded, placedAt: now, txHash: `0x${"33".repeat(32)}` });
    }
    await em.flush();
    // 100 SUSD at roulette (2.7027%) at 10%: 0.270270 SUSD.
    expect((await affiliate.gql(ACCOUNT)).data!.myAffiliate.today).toEqual({ bets: 1, wagered: "100000000", commission: "270270" });
  });

  it("withdraws exactly what was published, once, even when asked twice at once; a failed payout makes it available again", async () => {
    const [ref] = await t.db.orm.em.fork().find(Referral, { affiliate: affiliate.address });
    const em = t.db.orm.em.fork();
    em.create(AffiliateCommission, { day: "2026-11-20", affiliate: affiliate.address, player: ref!.player, bets: 3, wagered: "90000000", theoretical: "2432430", rateBps: 1000, commission: "243243", publishedAt: new Date() });
    em.create(AffiliateCommission, { day: "2026-11-21", affiliate: affiliate.address, player: ref!.player, bets: 1, wagered: "10000000", theoretical: "270270", rateBps: 1000, commission: "27027", publishedAt: new Date() });
    await em.flush();
    expect((await affiliate.gql(ACCOUNT)).data!.myAffiliate).toMatchObject({ earnings: "270270", available: "270270" });

    const [a, b] = await Promise.all([affiliate.gql(WITHDRAW), affiliate.gql(WITHDRAW)]);
    const ok = [a, b].filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data!.withdrawAffiliateCommission).toMatchObject({ amount: "270270", state: "new" });
    expect(refusal([a, b].find((r) => r.errors)!)).toEqual({ code: "BAD_USER_INPUT", reason: undefined });
    expect((await affiliate.gql(ACCOUNT)).data!.myAffiliate).toMatchObject({ available: "0", inFlight: "270270", withdrawn: "0" });
    const [task] = await t.db.orm.em.fork().find(AdminTask, { kind: "affiliate.payout" });
    expect(task).toMatchObject({ createdBy: affiliate.address, params: { player: affiliate.address, to: affiliate.address, chain: "asset", amount: "270270" } });
    expect(refusal(await affiliate.gql(WITHDRAW)).code).toBe("BAD_USER_INPUT");

    await t.db.orm.em.fork().getConnection().execute(`update admin_task set state = 'failed' where id = ?`, [task!.id]);
    expect((await affiliate.gql(ACCOUNT)).data!.myAffiliate).toMatchObject({ available: "270270", inFlight: "0" });
    await t.db.orm.em.fork().getConnection().execute(`delete from affiliate_withdrawal; delete from admin_task where kind = 'affiliate.payout'`);
    const again = await affiliate.gql(WITHDRAW);
    expect(again.data!.withdrawAffiliateCommission.amount).toBe("270270");
    await t.db.orm.em.fork().getConnection().execute(`update admin_task set state = 'success', tx_hash = ? where kind = 'affiliate.payout'`, [`0x${"44".repeat(32)}`]);
    expect((await affiliate.gql(ACCOUNT)).data!.myAffiliate).toMatchObject({ withdrawn: "270270", available: "0", withdrawals: [{ amount: "270270", state: "success" }] });
    expect(refusal(await (await asPlayer(t)).gql(WITHDRAW)).code).toBe("NOT_FOUND");
  });
});

describe("back office", () => {
  it("lists affiliates with their figures, sets a tier rate and suspends with a reason, each in the operation log; players are refused", async () => {
    const list = (await admin.gql(`{ adminAffiliates { address codes referrals commission paid rateBps } affiliateRateTiers }`)).data!;
    expect(list.affiliateRateTiers).toEqual([1000, 1500, 2000, 2500]);
    expect(list.adminAffiliates.find((x: { address: string }) => x.address === affiliate.address)).toEqual({ address: affiliate.address, codes: ["Friend01"], referrals: 1, commission: "270270", paid: "270270", rateBps: 1000 });
    const RATE = `mutation($a: String!, $r: Int!, $why: String!) { setAffiliateRate(address: $a, rateBps: $r, reason: $why) { rateBps } }`;
    expect(refusal(await admin.gql(RATE, { a: affiliate.address, r: 1234, why: "VIP deal" })).code).toBe("BAD_USER_INPUT");
    expect(refusal(await admin.gql(RATE, { a: affiliate.address, r: 2000, why: "" })).code).toBe("BAD_USER_INPUT");
    expect((await admin.gql(RATE, { a: affiliate.address, r: 2000, why: "VIP deal" })).data!.setAffiliateRate).toEqual({ rateBps: 2000 });
    const SUSPEND = `mutation($a: String!, $s: Boolean!, $why: String!) { setAffiliateSuspended(address: $a, suspended: $s, reason: $why) { suspended suspendReason } }`;
    expect((await admin.gql(SUSPEND, { a: affiliate.address, s: true, why: "Self-referral ring" })).data!.setAffiliateSuspended).toEqual({ suspended: true, suspendReason: "Self-referral ring" });
    const lines = await t.db.orm.em.fork().find(OperationLog, { targetType: "affiliate", targetId: affiliate.address }, { orderBy: { at: "asc" } });
    expect(lines.map((l) => l.action)).toEqual(["affiliate.rate", "affiliate.suspend"]);
    expect(lines[1]!.summary).toContain("Self-referral ring");
    // A suspended affiliate binds no new player.
    expect(await referralOf((await registerWith("FRIEND01")).address)).toBeNull();
    expect(refusal(await affiliate.gql(`{ adminAffiliates { address } }`)).code).toBe("FORBIDDEN");
    expect(refusal(await affiliate.gql(SUSPEND, { a: affiliate.address, s: false, why: "me" })).code).toBe("FORBIDDEN");
  });

  it("pauses and resumes the staking schedule with a reason, logged", async () => {
    const PAUSE = `mutation($p: Boolean!, $why: String!) { setStakingSchedulePaused(paused: $p, reason: $why) }`;
    expect(refusal(await admin.gql(PAUSE, { p: true, why: "Audit" })).code).toBe("NOT_FOUND");
    const em = t.db.orm.em.fork();
    em.create(StakingSchedule, { id: 1, roundSeconds: 86_400, revenueShareBps: 1000 });
    await em.flush();
    expect((await admin.gql(PAUSE, { p: true, why: "Audit of round 3" })).data!.setStakingSchedulePaused).toBe(true);
    expect((await admin.gql(`{ stakingProgram { schedule { paused roundSeconds revenueShareBps } } }`)).data!.stakingProgram.schedule).toEqual({ paused: true, roundSeconds: 86_400, revenueShareBps: 1000 });
    const [line] = await t.db.orm.em.fork().find(OperationLog, { action: "staking.pause" });
    expect(line).toMatchObject({ targetType: "staking", actorAddress: admin.address, after: { paused: true, reason: "Audit of round 3" } });
    expect(refusal(await affiliate.gql(PAUSE, { p: false, why: "Mine now" })).code).toBe("FORBIDDEN");
  });
});
