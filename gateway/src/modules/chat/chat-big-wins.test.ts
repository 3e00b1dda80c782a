import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatMessage, TableBet, User } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asAdmin, asPlayer, type Actor } from "../../_test/roles.js";
import { seedLobby, writeBet, writeRound } from "../../_test/lobby.js";
import { subscribe, until } from "../../_test/live.js";
import { pruneChat } from "./chat-retention.js";

let t: TestGateway;
let admin: Actor;

beforeAll(async () => {
  t = await startTestGateway();
  await seedLobby(t.db.orm, 2);
  admin = await asAdmin(t);
});
afterAll(async () => t?.close());

const SETTINGS = `mutation($v: TokenAmount) { updateChatSettings(bigWinThreshold: $v) { bigWinThreshold } }`;
const pay = (id: string, payout: string) => t.db.orm.em.fork().nativeUpdate(TableBet, { id }, { payout });

describe("big-win lines", () => {
  it("announces once, at the round's table, every bet whose net win reaches the threshold, under the winner's name", async () => {
    const winner = await asPlayer(t, { name: "Lucky" });
    const gameWallet = (await t.db.orm.em.fork().findOneOrFail(User, { address: winner.address })).suncAddress!;
    await admin.gql(SETTINGS, { v: "50000000" });
    const lines = subscribe<{ kind: string; amount: string; author: { id: string; name: string } }>(t.url, `subscription { chatMessagePosted(tableId: 1) { kind text amount author { id name } } }`);
    await until(() => false, 300);

    const round = await writeRound(t.db.orm, { tableId: 1, roundId: 7, state: "closed" });
    const big = await writeBet(t.db.orm, round, 1, 0, gameWallet, "10000000", true);
    const small = await writeBet(t.db.orm, round, 1, 1, gameWallet, "10000000", true);
    await pay(big, "360000000"); // net 350 SUSD
    await pay(small, "20000000"); // net 10 SUSD
    await writeRound(t.db.orm, { tableId: 1, roundId: 7, state: "settled" });
    await until(() => lines.events.length >= 1);
    await writeRound(t.db.orm, { tableId: 1, roundId: 7, state: "settled" }); // heard again: no second line
    await until(() => false, 500);

    expect(lines.errors).toEqual([]);
    expect(lines.events).toEqual([{ kind: "BIG_WIN", text: "", amount: "350000000", author: { id: winner.address, name: "Lucky" } }]);
    expect(await t.db.orm.em.fork().count(ChatMessage, { kind: "big_win" })).toBe(1);
    await lines.client.dispose();
  });

  it("announces nothing while the threshold is off", async () => {
    await admin.gql(SETTINGS, { v: null });
    const round = await writeRound(t.db.orm, { tableId: 2, roundId: 3, state: "closed" });
    const bet = await writeBet(t.db.orm, round, 2, 0, "0x00000000000000000000000000000000000000aa", "10000000", true);
    await pay(bet, "990000000");
    const lines = subscribe(t.url, `subscription { chatMessagePosted(tableId: 2) { id } }`);
    await until(() => false, 300);
    await writeRound(t.db.orm, { tableId: 2, roundId: 3, state: "settled" });
    await until(() => false, 700);
    expect(lines.events).toEqual([]);
    await lines.client.dispose();
  });
});

describe("retention", () => {
  it("prunes lines older than the retention, with their reports, and keeps newer ones", async () => {
    const player = await asPlayer(t);
    const em = t.db.orm.em.fork();
    const old = em.create(ChatMessage, { tableId: 1, authorAddress: player.address, body: "old", shown: "old", createdAt: new Date(Date.now() - 31 * 86_400_000) });
    const recent = em.create(ChatMessage, { tableId: 1, authorAddress: player.address, body: "recent", shown: "recent", createdAt: new Date(Date.now() - 29 * 86_400_000) });
    await em.flush();
    await em.getConnection().execute(`insert into chat_report (id, message_id, reporter_address, created_at) values (gen_random_uuid(), ?, ?, now())`, [old.id, admin.address]);
    expect(await pruneChat(t.db.orm, 30)).toBeGreaterThanOrEqual(1);
    const left = await t.db.orm.em.fork().find(ChatMessage, { id: { $in: [old.id, recent.id] } });
    expect(left.map((m) => m.body)).toEqual(["recent"]);
    expect(await em.getConnection().execute(`select count(*)::int as n from chat_report where message_id = ?`, [old.id])).toEqual([{ n: 0 }]);
  });
});
