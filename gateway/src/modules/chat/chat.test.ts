import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asGuest, asPlayer, type Actor } from "../../_test/roles.js";
import { seedLobby } from "../../_test/lobby.js";
import { subscribe, until } from "../../_test/live.js";

const POST = `mutation($tableId: Int!, $text: String!) { postChatMessage(tableId: $tableId, text: $text) { id tableId kind text author { id name imageUrl } } }`;
const LIST = `query($tableId: Int!, $first: Int, $after: String) { chatMessages(tableId: $tableId, first: $first, after: $after) { nodes { id text author { id name } } pageInfo { hasNextPage endCursor } } }`;

let t: TestGateway;
let alice: Actor;

beforeAll(async () => {
  t = await startTestGateway({ CHAT_RATE_LIMIT_MESSAGES: "5", CHAT_RATE_LIMIT_SECONDS: "10" });
  await seedLobby(t.db.orm, 6);
  alice = await asPlayer(t, { name: "Alice" });
});
afterAll(async () => t?.close());

/** A fresh player, so each test has its own rate-limit window. */
const player = (name?: string) => asPlayer(t, { name });
const post = (who: Actor, text: string, tableId = 1) => who.gql(POST, { tableId, text });
const shown = async (who: Actor, text: string) => (await post(who, text)).data?.postChatMessage.text as string | undefined;

describe("posting at a table", () => {
  it("stores a line with the author's name and gives it to a guest reading the table, newest first", async () => {
    const bob = await player("Bob");
    const first = await post(bob, "good luck everyone 🍀", 2);
    const second = await post(bob, "here we go", 2);
    expect(first.errors).toBeUndefined();
    expect(first.data!.postChatMessage).toMatchObject({ tableId: 2, kind: "PLAYER", text: "good luck everyone 🍀", author: { id: bob.address, name: "Bob", imageUrl: null } });
    const list = await asGuest(t).gql(LIST, { tableId: 2 });
    expect(list.data!.chatMessages.nodes.map((n: { text: string }) => n.text)).toEqual(["here we go", "good luck everyone 🍀"]);
    expect(second.data!.postChatMessage.id).toBe(list.data!.chatMessages.nodes[0].id);
  });

  it("pages back in time with the cursor", async () => {
    const carol = await player();
    for (const text of ["one", "two", "three"]) await post(carol, text, 3);
    const page1 = await asGuest(t).gql(LIST, { tableId: 3, first: 2 });
    expect(page1.data!.chatMessages.nodes.map((n: { text: string }) => n.text)).toEqual(["three", "two"]);
    expect(page1.data!.chatMessages.pageInfo.hasNextPage).toBe(true);
    const page2 = await asGuest(t).gql(LIST, { tableId: 3, first: 2, after: page1.data!.chatMessages.pageInfo.endCursor });
    expect(page2.data!.chatMessages.nodes.map((n: { text: string }) => n.text)).toEqual(["one"]);
    expect(page2.data!.chatMessages.pageInfo.hasNextPage).toBe(false);
    expect((await asGuest(t).gql(LIST, { tableId: 3, after: "nonsense" })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses a guest, an unknown table, an empty line and one over 200 characters, and takes 200 emoji", async () => {
    expect((await post(asGuest(t), "hi")).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await post(alice, "hi", 9999)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const empty = await post(alice, "   ");
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "text" });
    const long = await post(alice, "a".repeat(201));
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "text" });
    expect(long.errors?.[0]?.message).toContain("200");
    expect((await post(alice, "a".repeat(200))).errors).toBeUndefined();
    expect((await post(alice, "😀".repeat(200))).data?.postChatMessage.text).toBe("😀".repeat(200));
  });

  it("masks links, wallet addresses, e-mail addresses and phone numbers, and keeps amounts and round numbers", async () => {
    const dave = await player();
    expect(await shown(dave, "see https://win-big.example/promo now")).toBe("see ••• now");
    expect(await shown(dave, "join casino-x.com or www.other.net")).toBe("join ••• or •••");
    expect(await shown(dave, "send to 0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc pls")).toBe("send to ••• pls");
    expect(await shown(dave, "mail me at lucky.player@example.jp")).toBe("mail me at •••");
    const eve = await player();
    expect(await shown(eve, "call 090-1234-5678 or +44 20 7946 0958")).toBe("call ••• or •••");
    expect(await shown(eve, "won 250000 on round 123456 at 12:30")).toBe("won 250000 on round 123456 at 12:30");
  });

  it("masks English and Japanese profanity, leet spellings too, and leaves clean words that contain them", async () => {
    const frank = await player();
    expect(await shown(frank, "what the fuck")).toBe("what the ****");
    expect(await shown(frank, "sh1t dealer")).toBe("**** dealer");
    expect(await shown(frank, "まんこ野郎")).toBe("***野郎");
    expect(await shown(frank, "セックスしたい")).toBe("****したい");
    const grace = await player();
    expect(await shown(grace, "アカウントにログインしてグローバルランキングへ")).toBe("アカウントにログインしてグローバルランキングへ");
    expect(await shown(grace, "classic assassin from Scunthorpe")).toBe("classic assassin from Scunthorpe");
  });

  it("lets a player post 5 lines in 10 seconds and refuses the 6th with RATE_LIMITED and when to try again", async () => {
    const henry = await player();
    for (let i = 1; i <= 5; i++) expect((await post(henry, `line ${i}`)).errors).toBeUndefined();
    const sixth = await post(henry, "line 6");
    expect(sixth.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED", limit: 5, seconds: 10 });
    const retry = (sixth.errors![0]!.extensions as { retryAfterSeconds?: number }).retryAfterSeconds!;
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(10);
    expect(sixth.errors?.[0]?.message).toMatch(/At most 5 messages in 10 seconds/);
    // Someone else is not held back by Henry's pace.
    expect((await post(await player(), "me too")).errors).toBeUndefined();
  });

  it("holds the rate limit when the 6 lines race each other", async () => {
    const ivy = await player();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(ivy, `race ${i}`)));
    expect(results.filter((r) => !r.errors).length).toBe(5);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === "RATE_LIMITED").length).toBe(3);
  });

  it("pushes each line to the table's subscribers, and only that table's", async () => {
    const table4 = subscribe<{ text: string }>(t.url, `subscription { chatMessagePosted(tableId: 4) { id text author { id } } }`);
    const table5 = subscribe<{ text: string }>(t.url, `subscription { chatMessagePosted(tableId: 5) { id text } }`);
    await until(() => false, 300);
    const jack = await player();
    await post(jack, "hello table four", 4);
    await until(() => table4.events.length >= 1);
    expect(table4.errors).toEqual([]);
    expect(table4.events).toEqual([{ id: expect.any(String), text: "hello table four", author: { id: jack.address } }]);
    expect(table5.events).toEqual([]);
    await table4.client.dispose();
    await table5.client.dispose();
  });

  it("refuses to report one's own line and queues another's once", async () => {
    const kim = await player();
    const line = (await post(kim, "report me")).data!.postChatMessage.id;
    const REPORT = `mutation($id: ID!) { reportChatMessage(id: $id, reason: "rude") }`;
    expect((await kim.gql(REPORT, { id: line })).errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", reason: "OWN_MESSAGE" });
    expect((await alice.gql(REPORT, { id: line })).data?.reportChatMessage).toBe(true);
    expect((await alice.gql(REPORT, { id: line })).data?.reportChatMessage).toBe(true);
    expect(await t.gateway.services.chat.player.openReports(t.db.orm.em.fork(), line)).toBe(1);
    expect((await asGuest(t).gql(REPORT, { id: line })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
