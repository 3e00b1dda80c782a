import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OperationLog } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asGuest, asMember, asPlayer, asSupport, refusal, type Actor } from "../../_test/roles.js";
import { subscribe, until } from "../../_test/live.js";
// The operator's job, as `npm start` runs it: it sends published messages when their send date comes.
import { MessageDelivery } from "../../../../operator/src/jobs/message-delivery.js";

let t: TestGateway;
let member: Actor;
let alice: Actor;
let bob: Actor;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  [member, alice, bob] = await Promise.all([asMember(t), asPlayer(t), asPlayer(t)]);
});
afterAll(async () => t?.close());

const FIELDS = "id title content htmlContent targetAll targetAddresses sendAt state sentAt createdBy readCount";
const CREATE = `mutation($input: CreateMessageInput!) { createMessage(input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation($id: ID!) { publishMessage(id: $id) { ${FIELDS} } }`;
const MINE = `{ messages(first: 50) { edges { node { id title htmlContent read } } unreadCount } }`;
const errorOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

async function sent(input: Record<string, unknown>): Promise<string> {
  const draft = await member.gql(CREATE, { input: { title: "Notice", content: "Hello", ...input } });
  expect(draft.errors).toBeUndefined();
  const res = await member.gql(PUBLISH, { id: draft.data!.createMessage.id });
  expect(res.data!.publishMessage.state).toBe("SENT");
  return draft.data!.createMessage.id;
}

async function unreadRest(who: Actor): Promise<number> {
  const res = await fetch(`${t.url}/api/v1/message/unread`, { headers: who.headers });
  return ((await res.json()) as { total: number }).total;
}

describe("messages (staff)", () => {
  it("saves a draft with its HTML sanitised, and logs it", async () => {
    const input = { title: " Weekend ", content: "Big weekend", htmlContent: `<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>`, targetAll: true };
    const res = await member.gql(CREATE, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createMessage).toMatchObject({ title: "Weekend", content: "Big weekend", htmlContent: "<p>Hi <a>x</a></p>", state: "DRAFT", sentAt: null, createdBy: member.address, readCount: 0 });
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "message.create", targetId: res.data!.createMessage.id });
    expect(line).toMatchObject({ actorAddress: member.address, targetType: "message", before: null });
  });

  it("requires the content and valid target addresses, naming the field", async () => {
    expect(errorOf(await member.gql(CREATE, { input: { title: "t", content: "   " } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "content" });
    expect(errorOf(await member.gql(CREATE, { input: { title: "", content: "c" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "title" });
    expect(errorOf(await member.gql(CREATE, { input: { title: "t", content: "c", targetAll: false, targetAddresses: [] } }))).toMatchObject({ field: "targetAddresses" });
    expect(errorOf(await member.gql(CREATE, { input: { title: "t", content: "c", targetAll: false, targetAddresses: ["0x123"] } }))).toMatchObject({ field: "targetAddresses" });
  });

  it("is out of reach for players, guests and support staff", async () => {
    const support = await asSupport(t);
    expect(refusal(await alice.gql(CREATE, { input: { title: "t", content: "c" } }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    expect(refusal(await support.gql(CREATE, { input: { title: "t", content: "c" } }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
    expect(refusal(await asGuest(t).gql(`{ adminMessages { edges { node { id } } } }`))).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(refusal(await alice.gql(`{ adminMessages { edges { node { id } } } }`))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
  });

  it("keeps a message with a future send date published, out of players' sight, until it is sent; unpublish takes it back to draft", async () => {
    const draft = await member.gql(CREATE, { input: { title: "Later", content: "Soon", sendAt: new Date(Date.now() + 3_600_000).toISOString() } });
    const id = draft.data!.createMessage.id;
    const published = await member.gql(PUBLISH, { id });
    expect(published.data!.publishMessage).toMatchObject({ state: "PUBLISHED", sentAt: null });
    expect(errorOf(await member.gql(PUBLISH, { id }))).toMatchObject({ code: "CONFLICT" });
    expect(errorOf(await alice.gql(`query($id: ID!) { message(id: $id) { id } }`, { id }))).toMatchObject({ code: "NOT_FOUND" });
    const back = await member.gql(`mutation($id: ID!) { unpublishMessage(id: $id) { state } }`, { id });
    expect(back.data!.unpublishMessage.state).toBe("DRAFT");
  });

  it("lists messages by state and words, newest first, in cursor pages", async () => {
    await member.gql(CREATE, { input: { title: "Third", content: "Another" } });
    const all = await member.gql(`{ adminMessages(first: 2) { edges { node { id createdAt } } pageInfo { hasNextPage endCursor } } }`);
    const page = all.data!.adminMessages;
    expect(page.edges).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await member.gql(`query($after: String) { adminMessages(first: 2, after: $after) { edges { node { id } } } }`, { after: page.pageInfo.endCursor });
    expect(next.data!.adminMessages.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(page.edges[0].node.id);
    const drafts = await member.gql(`{ adminMessages(filter: { state: DRAFT, search: "weekend" }) { edges { node { title state } } } }`);
    expect(drafts.data!.adminMessages.edges).toEqual([{ node: { title: "Weekend", state: "DRAFT" } }]);
  });
});

describe("messages (players)", () => {
  it("shows a player only the sent messages addressed to them, counts unread ones and marks them read", async () => {
    const before = await unreadRest(alice);
    const toAlice = await sent({ title: "For Alice", targetAll: false, targetAddresses: [alice.address.toUpperCase().replace("0X", "0x")] });
    const toAll = await sent({ title: "For everyone", htmlContent: "<b>All</b>" });
    expect(await unreadRest(alice)).toBe(before + 2);
    const aliceList = await alice.gql(MINE);
    expect(aliceList.data!.messages.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(expect.arrayContaining([toAlice, toAll]));
    const bobList = await bob.gql(MINE);
    expect(bobList.data!.messages.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(toAlice);
    expect(errorOf(await bob.gql(`query($id: ID!) { message(id: $id) { id } }`, { id: toAlice }))).toMatchObject({ code: "NOT_FOUND" });
    expect(errorOf(await bob.gql(`mutation($id: ID!) { markMessageRead(id: $id) { id } }`, { id: toAlice }))).toMatchObject({ code: "NOT_FOUND" });

    const read = await alice.gql(`mutation($id: ID!) { markMessageRead(id: $id) { id read readAt } }`, { id: toAlice });
    expect(read.data!.markMessageRead).toMatchObject({ id: toAlice, read: true });
    expect(await unreadRest(alice)).toBe(before + 1);
    expect((await alice.gql(`{ unreadMessageCount }`)).data!.unreadMessageCount).toBe(before + 1);
    const staffView = await member.gql(`query($id: ID!) { adminMessage(id: $id) { readCount } }`, { id: toAlice });
    expect(staffView.data!.adminMessage.readCount).toBe(1);
    expect((await alice.gql(`mutation { markAllMessagesRead }`)).data!.markAllMessagesRead).toBe(before + 1);
    expect(await unreadRest(alice)).toBe(0);
  });

  it("asks guests to sign in", async () => {
    expect((await fetch(`${t.url}/api/v1/message/unread`)).status).toBe(401);
    expect(errorOf(await asGuest(t).gql(MINE))).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("pushes a sent message live to the signed-in players it is addressed to, and to no one else", async () => {
    const query = `subscription { messageReceived { id title read } }`;
    const a = subscribe<{ id: string; title: string }>(t.url, query, alice.token);
    const b = subscribe<{ id: string; title: string }>(t.url, query, bob.token);
    const guest = subscribe<{ id: string }>(t.url, query);
    try {
      await until(() => false, 300);
      const targeted = await sent({ title: "Just Alice", targetAll: false, targetAddresses: [alice.address] });
      const broadcast = await sent({ title: "Everyone" });
      await until(() => a.events.length >= 2 && b.events.length >= 1);
      expect(a.events).toEqual([{ id: targeted, title: "Just Alice", read: false }, { id: broadcast, title: "Everyone", read: false }]);
      expect(b.events).toEqual([{ id: broadcast, title: "Everyone", read: false }]);
      expect(guest.events).toEqual([]);
      expect(JSON.stringify(guest.errors)).toContain("UNAUTHENTICATED");
    } finally {
      await Promise.all([a.client.dispose(), b.client.dispose(), guest.client.dispose()]);
    }
  });

  it("pushes a scheduled message when the operator's job sends it at its send date, once", async () => {
    const a = subscribe<{ id: string; title: string }>(t.url, `subscription { messageReceived { id title } }`, alice.token);
    try {
      await until(() => false, 300);
      const draft = await member.gql(CREATE, { input: { title: "Scheduled", content: "At noon", targetAll: false, targetAddresses: [alice.address], sendAt: new Date(Date.now() + 1500).toISOString() } });
      const id = draft.data!.createMessage.id;
      expect((await member.gql(PUBLISH, { id })).data!.publishMessage.state).toBe("PUBLISHED");
      const job = new MessageDelivery(t.db.orm);
      expect(await job.tick()).toEqual([]);
      await until(() => false, 1500);
      expect(a.events).toEqual([]);
      expect(await job.tick()).toEqual([id]);
      expect(await job.tick()).toEqual([]);
      await until(() => a.events.length > 0);
      expect(a.events).toEqual([{ id, title: "Scheduled" }]);
      expect((await alice.gql(`query($id: ID!) { message(id: $id) { id read } }`, { id })).data!.message).toEqual({ id, read: false });
    } finally {
      await a.client.dispose();
    }
  });

  it("keeps a sent message read-only, and lets staff delete it out of players' sight", async () => {
    const id = await sent({ title: "Oops" });
    expect(errorOf(await member.gql(`mutation($id: ID!) { updateMessage(id: $id, input: { targetAll: false, targetAddresses: ["${bob.address}"] }) { id } }`, { id }))).toMatchObject({ code: "CONFLICT", reason: "MESSAGE_READ_ONLY" });
    expect(errorOf(await member.gql(`mutation($id: ID!) { updateMessage(id: $id, input: { title: "Fixed" }) { title state } }`, { id }))).toMatchObject({ code: "CONFLICT", reason: "MESSAGE_READ_ONLY" });
    expect((await member.gql(`query($id: ID!) { adminMessage(id: $id) { title } }`, { id })).data!.adminMessage).toEqual({ title: "Oops" });
    expect((await member.gql(`mutation($id: ID!) { deleteMessage(id: $id) }`, { id })).data!.deleteMessage).toBe(true);
    expect(errorOf(await alice.gql(`query($id: ID!) { message(id: $id) { id } }`, { id }))).toMatchObject({ code: "NOT_FOUND" });
    const lines = await t.db.orm.em.fork().find(OperationLog, { targetId: id }, { orderBy: { at: "asc" } });
    expect(lines.map((l) => l.action)).toEqual(["message.create", "message.publish", "message.delete"]);
  });

  it("keeps a published message read-only until it is unpublished back to a draft", async () => {
    const draft = await member.gql(CREATE, { input: { title: "Later", content: "Soon", targetAll: true, sendAt: new Date(Date.now() + 3_600_000).toISOString() } });
    const id = draft.data!.createMessage.id as string;
    expect((await member.gql(PUBLISH, { id })).data!.publishMessage.state).toBe("PUBLISHED");
    const edit = `mutation($id: ID!) { updateMessage(id: $id, input: { title: "Edited" }) { title state } }`;
    expect(errorOf(await member.gql(edit, { id }))).toMatchObject({ code: "CONFLICT", reason: "MESSAGE_READ_ONLY" });
    expect((await member.gql(`mutation($id: ID!) { unpublishMessage(id: $id) { state } }`, { id })).data!.unpublishMessage.state).toBe("DRAFT");
    expect((await member.gql(edit, { id })).data!.updateMessage).toEqual({ title: "Edited", state: "DRAFT" });
  });
});
