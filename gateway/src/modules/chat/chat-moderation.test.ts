import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OperationLog, Upload, User } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asAdmin, asGuest, asMember, asPlayer, asSupport, type Actor } from "../../_test/roles.js";
import { seedLobby } from "../../_test/lobby.js";
import { subscribe, until } from "../../_test/live.js";

const POST = `mutation($tableId: Int!, $text: String!) { postChatMessage(tableId: $tableId, text: $text) { id } }`;
const LIST = `query($tableId: Int!) { chatMessages(tableId: $tableId) { nodes { id text author { id imageUrl } } } }`;
const DELETE = `mutation($id: ID!) { deleteChatMessage(id: $id) { id deletedAt deletedBy original } }`;
const BAN = `mutation($address: String!, $hours: Int, $reason: String!) { chatBan(address: $address, hours: $hours, reason: $reason) { canPost banned bannedUntil banReason } }`;
const LIFT = `mutation($address: String!) { liftChatBan(address: $address) { canPost banned } }`;
const IMAGE_BAN = `mutation($address: String!, $banned: Boolean!) { setChatImageBan(address: $address, banned: $banned) }`;
const STATUS = `{ myChatStatus { canPost banned bannedUntil banReason } }`;
const LOG = `query($filter: ChatLogFilter) { chatLog(filter: $filter) { nodes { id tableId original shown deletedAt openReports authorChatBanned authorImageBanned author { id name } } } }`;

let t: TestGateway;
let support: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await startTestGateway();
  await seedLobby(t.db.orm, 4);
  [support, admin] = await Promise.all([asSupport(t), asAdmin(t)]);
});
afterAll(async () => t?.close());

const post = async (who: Actor, text: string, tableId = 1): Promise<string> => {
  const r = await who.gql(POST, { tableId, text });
  if (r.errors) throw new Error(r.errors[0]!.message);
  return r.data!.postChatMessage.id;
};
const logLines = (targetId: string) => t.db.orm.em.fork().find(OperationLog, { targetId }, { orderBy: { at: "asc" } });

describe("moderating the chat", () => {
  it("deletes a line for everyone at once: gone from the table, pushed as a deletion, kept in the log with who deleted it", async () => {
    const alice = await asPlayer(t, { name: "Alice" });
    const id = await post(alice, "buy followers at scam dot com", 2);
    const deletions = subscribe<{ tableId: number; ids: string[] }>(t.url, `subscription { chatMessagesDeleted(tableId: 2) { tableId ids } }`);
    await until(() => false, 300);
    const res = await support.gql(DELETE, { id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteChatMessage).toMatchObject({ id, deletedBy: support.address, original: "buy followers at scam dot com" });
    await until(() => deletions.events.length >= 1);
    expect(deletions.events).toEqual([{ tableId: 2, ids: [id] }]);
    const list = await asGuest(t).gql(LIST, { tableId: 2 });
    expect(list.data!.chatMessages.nodes.map((n: { id: string }) => n.id)).not.toContain(id);
    const log = await support.gql(LOG, { filter: { tableId: 2, deleted: true } });
    expect(log.data!.chatLog.nodes.map((n: { id: string }) => n.id)).toEqual([id]);
    expect((await logLines(id)).map((l) => [l.action, l.actorAddress])).toEqual([["chat.delete", support.address]]);
    await deletions.client.dispose();
  });

  it("bans a player from the chat for a time with a reason: posting is refused with both, the player's status says so and updates live, lifting lets them post", async () => {
    const bob = await asPlayer(t);
    const status = subscribe<{ canPost: boolean; banReason: string | null }>(t.url, `subscription { myChatStatusChanged { canPost banned banReason } }`, bob.token);
    await until(() => false, 300);
    const ban = await support.gql(BAN, { address: bob.address, hours: 24, reason: "Spamming the table" });
    expect(ban.data!.chatBan).toMatchObject({ canPost: false, banned: true, banReason: "Spamming the table" });
    const until24h = Date.parse(ban.data!.chatBan.bannedUntil);
    expect(until24h - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(until24h - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const refused = await bob.gql(POST, { tableId: 1, text: "let me talk" });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", reason: "CHAT_BANNED", banReason: "Spamming the table", bannedUntil: ban.data!.chatBan.bannedUntil });
    expect((await bob.gql(STATUS)).data!.myChatStatus).toEqual({ canPost: false, banned: true, bannedUntil: ban.data!.chatBan.bannedUntil, banReason: "Spamming the table" });
    await until(() => status.events.length >= 1);
    expect(status.events[0]).toEqual({ canPost: false, banned: true, banReason: "Spamming the table" });

    expect((await support.gql(LIFT, { address: bob.address })).data!.liftChatBan).toEqual({ canPost: true, banned: false });
    expect(await post(bob, "thanks")).toMatch(/-/);
    expect((await logLines(bob.address)).map((l) => l.action)).toEqual(["chat.ban", "chat.unban"]);
    await status.client.dispose();
  });

  it("lets a ban run out by itself", async () => {
    const carol = await asPlayer(t);
    await support.gql(BAN, { address: carol.address, hours: 1, reason: "Cool down" });
    await t.db.orm.em.fork().nativeUpdate(User, { address: carol.address }, { chatBannedUntil: new Date(Date.now() - 1000) });
    expect((await carol.gql(STATUS)).data!.myChatStatus).toMatchObject({ canPost: true, banned: false });
    expect(await post(carol, "back again")).toMatch(/-/);
  });

  it("checks a ban's duration and reason, and never bans staff or oneself", async () => {
    const dave = await asPlayer(t);
    expect((await support.gql(BAN, { address: dave.address, hours: 0, reason: "x" })).errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "hours" });
    expect((await support.gql(BAN, { address: dave.address, hours: 2, reason: "  " })).errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "reason" });
    expect((await support.gql(BAN, { address: "nope", hours: 2, reason: "x" })).errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "address" });
    expect((await support.gql(BAN, { address: admin.address, hours: 2, reason: "x" })).errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const open = await support.gql(BAN, { address: dave.address, hours: null, reason: "Until we talk" });
    expect(open.data!.chatBan).toMatchObject({ banned: true, bannedUntil: null });
  });

  it("hides an image-banned player's photo everywhere at once: pushed to every table, absent from lists and the profile", async () => {
    const eve = await asPlayer(t, { name: "Eve" });
    const em = t.db.orm.em.fork();
    const upload = em.create(Upload, { sha256: "e".repeat(64), contentType: "image/png", width: 1, height: 1, byteSize: 3, data: Buffer.from([1, 2, 3]), uploadedBy: eve.address });
    await em.flush();
    await em.nativeUpdate(User, { address: eve.address }, { imageId: upload.id });
    await post(eve, "look at my photo", 3);
    expect((await asGuest(t).gql(LIST, { tableId: 3 })).data!.chatMessages.nodes[0].author.imageUrl).toBe(`/uploads/${upload.id}`);
    expect((await eve.gql(`{ me { imageUrl } }`)).data!.me.imageUrl).toBe(`/uploads/${upload.id}`);
    const authors = subscribe<{ id: string; imageUrl: string | null }>(t.url, `subscription { chatAuthorUpdated { id name imageUrl } }`);
    await until(() => false, 300);
    expect((await support.gql(IMAGE_BAN, { address: eve.address, banned: true })).data!.setChatImageBan).toBe(true);
    await until(() => authors.events.length >= 1);
    expect(authors.events).toEqual([{ id: eve.address, name: "Eve", imageUrl: null }]);
    expect((await asGuest(t).gql(LIST, { tableId: 3 })).data!.chatMessages.nodes[0].author.imageUrl).toBeNull();
    expect((await eve.gql(`{ me { imageUrl } }`)).data?.me?.imageUrl ?? null).toBeNull();
    const log = await support.gql(LOG, { filter: { player: eve.address } });
    expect(log.data!.chatLog.nodes[0]).toMatchObject({ authorImageBanned: true, author: { name: "Eve" } });
    expect((await logLines(eve.address)).map((l) => l.action)).toEqual(["chat.imageBan"]);
    await authors.client.dispose();
  });

  it("filters the chat log by table, player, date and words", async () => {
    const frank = await asPlayer(t, { name: "Frankie" });
    const a = await post(frank, "Banker streak is hot tonight", 4);
    const b = await post(frank, "player pair please", 4);
    const ids = async (filter: Record<string, unknown>) => ((await support.gql(LOG, { filter })).data!.chatLog.nodes as { id: string }[]).map((n) => n.id);
    expect(await ids({ tableId: 4 })).toEqual([b, a]);
    expect(await ids({ tableId: 4, words: "banker HOT" })).toEqual([a]);
    expect(await ids({ player: "frankie" })).toEqual([b, a]);
    expect(await ids({ player: frank.address.toUpperCase().replace("0X", "0x") })).toEqual([b, a]);
    expect(await ids({ tableId: 4, from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await ids({ tableId: 4, to: new Date(Date.now() - 3_600_000).toISOString() })).toEqual([]);
    const bad = await support.gql(LOG, { filter: { from: new Date().toISOString(), to: new Date(Date.now() - 1000).toISOString() } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "from" });
  });

  it("queues reports oldest first; deleting the line closes them, dismissing closes one without deleting", async () => {
    const [gina, hugo, ivan] = await Promise.all([asPlayer(t), asPlayer(t), asPlayer(t)]);
    const rude = await post(gina, "you are all idiots", 1);
    const fine = await post(gina, "nice hand", 1);
    const REPORT = `mutation($id: ID!, $reason: String) { reportChatMessage(id: $id, reason: $reason) }`;
    await hugo.gql(REPORT, { id: rude, reason: "insult" });
    await ivan.gql(REPORT, { id: rude });
    await hugo.gql(REPORT, { id: fine, reason: "mistake" });
    const QUEUE = `query($open: Boolean) { chatReports(open: $open) { nodes { id reporter reason resolution message { id openReports } } } }`;
    const queue = (await support.gql(QUEUE, { open: true })).data!.chatReports.nodes as { id: string; reporter: string; reason: string | null; message: { id: string; openReports: number } }[];
    expect(queue.map((r) => [r.message.id, r.reporter, r.reason])).toEqual([[rude, hugo.address, "insult"], [rude, ivan.address, null], [fine, hugo.address, "mistake"]]);
    expect(queue[0]!.message.openReports).toBe(2);

    await support.gql(DELETE, { id: rude });
    const dismiss = await support.gql(`mutation($id: ID!) { dismissChatReport(id: $id) }`, { id: queue[2]!.id });
    expect(dismiss.data!.dismissChatReport).toBe(true);
    expect((await support.gql(QUEUE, { open: true })).data!.chatReports.nodes).toEqual([]);
    const handled = (await support.gql(QUEUE, { open: false })).data!.chatReports.nodes as { resolution: string; message: { id: string } }[];
    expect(handled.map((r) => [r.message.id, r.resolution]).sort()).toEqual([[fine, "dismissed"], [rude, "deleted"], [rude, "deleted"]].sort());
    expect((await logLines(queue[2]!.id)).map((l) => l.action)).toEqual(["chat.report.dismiss"]);
  });

  it("follows the permission matrix: SUPPORT and ADMIN moderate, MEMBER only reads, players and guests neither", async () => {
    const [member, player, target] = await Promise.all([asMember(t), asPlayer(t), asPlayer(t)]);
    const id = await post(target, "moderate me", 1);
    const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code ?? "OK";
    expect(code(await member.gql(LOG, {}))).toBe("OK");
    expect(code(await player.gql(LOG, {}))).toBe("FORBIDDEN");
    expect(code(await asGuest(t).gql(LOG, {}))).toBe("UNAUTHENTICATED");
    for (const who of [member, player]) {
      expect(code(await who.gql(DELETE, { id }))).toBe("FORBIDDEN");
      expect(code(await who.gql(BAN, { address: target.address, hours: 1, reason: "x" }))).toBe("FORBIDDEN");
      expect(code(await who.gql(IMAGE_BAN, { address: target.address, banned: true }))).toBe("FORBIDDEN");
    }
    expect(code(await asGuest(t).gql(DELETE, { id }))).toBe("UNAUTHENTICATED");
    expect(code(await admin.gql(DELETE, { id }))).toBe("OK");
    const SETTINGS = `mutation($v: TokenAmount) { updateChatSettings(bigWinThreshold: $v) { bigWinThreshold retentionDays } }`;
    expect(code(await support.gql(SETTINGS, { v: "1000" }))).toBe("FORBIDDEN");
    expect((await member.gql(SETTINGS, { v: "1000" })).data!.updateChatSettings).toEqual({ bigWinThreshold: "1000", retentionDays: 30 });
    expect(code(await member.gql(SETTINGS, { v: "0" }))).toBe("BAD_USER_INPUT");
    expect((await admin.gql(SETTINGS, { v: null })).data!.updateChatSettings.bigWinThreshold).toBeNull();
    expect((await logLines("1")).filter((l) => l.action === "chat.settings").map((l) => l.after)).toEqual([{ bigWinThreshold: "1000" }, { bigWinThreshold: null }]);
  });
});
