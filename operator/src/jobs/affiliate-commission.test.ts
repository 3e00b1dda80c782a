import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Affiliate, AffiliateCode, AffiliateCommission, AffiliateDay, Referral, User } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { HOUSE_EDGE_PPM } from "@sunrise/games";
import { AffiliateCommissionJob } from "./affiliate-commission.js";
import { addr, settledBet, type BetSpec } from "./_test/settled-bets.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 20);
const dayOf = (t: Date) => t.toISOString().slice(0, 10);

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** The commission recomputed bet by bet from the rows, without the statement under test. */
function expected(bets: (BetSpec & { main: string; affiliate: string; rate: number; suspendedAt?: Date })[]) {
  const byKey = new Map<string, bigint>();
  for (const b of bets) {
    if (b.refunded || b.payout === null || !b.settledAt) continue;
    if (b.suspendedAt && b.settledAt >= b.suspendedAt) continue;
    const key = `${dayOf(b.settledAt)}|${b.affiliate}|${b.main}`;
    byKey.set(key, (byKey.get(key) ?? 0n) + (b.amount + (b.extraStake ?? 0n)) * BigInt(HOUSE_EDGE_PPM[b.gameType] ?? 0));
  }
  const rate = new Map(bets.map((b) => [b.affiliate, b.rate]));
  return new Map([...byKey].map(([k, edge]) => [k, (edge * BigInt(rate.get(k.split("|")[1]!)!)) / 10_000_000_000n]));
}

describe("affiliate commission", () => {
  it("publishes each UTC day at 0:30 the next day, equal to a bet-by-bet recomputation over random days with refunds, forfeits and a suspension", async () => {
    const rnd = random(2311);
    const em = db.orm.em.fork();
    const affiliates = [addr(0xa1), addr(0xa2), addr(0xa3)];
    const rates = [1000, 1500, 2500];
    const suspendedAt = new Date(START + 2 * DAY + 12 * 3600_000);
    affiliates.forEach((a, i) => {
      em.create(User, { address: a, suncAddress: addr(0xa10 + i) });
      em.create(Affiliate, { address: a, rateBps: rates[i]!, suspended: i === 2, suspendedAt: i === 2 ? suspendedAt : null });
      em.create(AffiliateCode, { key: `code${i}aaaa`, code: `CODE${i}aaaa`, affiliate: a });
    });
    const players = Array.from({ length: 6 }, (_, i) => ({ main: addr(0xb00 + i), wallet: addr(0xc00 + i), affiliate: affiliates[i % 3]!, rate: rates[i % 3]! }));
    for (const p of players) {
      em.create(User, { address: p.main, suncAddress: p.wallet });
      em.create(Referral, { player: p.main, affiliate: p.affiliate, codeKey: "code0aaaa", registeredAt: new Date(START - DAY) });
    }
    // An unreferred player's bets earn nobody anything.
    em.create(User, { address: addr(0xd00), suncAddress: addr(0xd01) });
    const bets: Parameters<typeof expected>[0] = [];
    for (let i = 0; i < 400; i++) {
      const p = players[Math.floor(rnd() * players.length)]!;
      const gameType = 1 + Math.floor(rnd() * 7);
      const amount = BigInt(1 + Math.floor(rnd() * 50_000_000));
      const roll = rnd();
      const settledAt = new Date(START + Math.floor(rnd() * 4 * DAY));
      const spec: BetSpec = roll < 0.1 ? { player: p.wallet, gameType, amount, payout: null, refunded: true, settledAt }
        : roll < 0.2 ? { player: p.wallet, gameType, amount, payout: amount * 3n, state: "forfeited", settledAt }
        : roll < 0.25 ? { player: p.wallet, gameType, amount, payout: null, state: "closed", settledAt: null }
        : { player: p.wallet, gameType, amount, extraStake: gameType === 3 || gameType === 7 ? amount / 2n : 0n, payout: rnd() < 0.5 ? 0n : amount * 2n, settledAt };
      settledBet(em, spec);
      bets.push({ ...spec, main: p.main, affiliate: p.affiliate, rate: p.rate, suspendedAt: p.affiliate === affiliates[2] ? suspendedAt : undefined });
    }
    settledBet(em, { player: addr(0xd01), gameType: 1, amount: 99_000_000n, payout: 0n, settledAt: new Date(START + 3600_000) });
    await em.flush();

    let now = new Date(START + 4 * DAY + 29 * 60_000); // 0:29 on the fifth day: the fourth is not out yet
    const job = new AffiliateCommissionJob({ orm: db.orm, now: async () => now });
    // From the day of the first referral (the 19th, no bets) on.
    expect(await job.tick()).toEqual(["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"]);
    now = new Date(START + 4 * DAY + 30 * 60_000);
    expect(await job.tick()).toEqual(["2026-11-23"]);
    expect(await job.tick()).toEqual([]);

    const rows = await db.orm.em.fork().find(AffiliateCommission, {});
    const got = new Map(rows.filter((r) => BigInt(r.commission) > 0n).map((r) => [`${String(r.day).slice(0, 10)}|${r.affiliate}|${r.player}`, BigInt(r.commission)]));
    const want = new Map([...expected(bets)].filter(([, v]) => v > 0n));
    expect(got.size).toBeGreaterThan(20);
    expect(got).toEqual(want);
    expect(rows.every((r) => r.player !== addr(0xd00))).toBe(true);
    // The suspended affiliate earned nothing from its suspension on.
    expect(rows.filter((r) => r.affiliate === affiliates[2] && String(r.day).slice(0, 10) > "2026-11-22")).toEqual([]);
    const days = await db.orm.em.fork().find(AffiliateDay, {}, { orderBy: { day: "asc" } });
    expect(days.map((d) => String(d.day).slice(0, 10))).toEqual(["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]);
    expect(days.reduce((s, d) => s + BigInt(d.commission), 0n)).toBe([...want.values()].reduce((s, v) => s + v, 0n));
  });
});
