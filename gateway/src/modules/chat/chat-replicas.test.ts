import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { User, UserTypeCode } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { spawnGateway, type GatewayProcess } from "../../_test/process.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";
import { seedLobby } from "../../_test/lobby.js";
import { subscribe, until } from "../../_test/live.js";

const POST = `mutation($text: String!) { postChatMessage(tableId: 1, text: $text) { id } }`;

let db: TestDatabase;
let a: GatewayProcess;
let b: GatewayProcess;

async function account(type: number, name: string): Promise<SignedIn> {
  const wallet = Wallet.createRandom();
  const em = db.orm.em.fork();
  em.create(User, { address: wallet.address.toLowerCase(), userType: type, name });
  await em.flush();
  return signInAs(a.url, wallet);
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seedLobby(db.orm, 1);
  [a, b] = await Promise.all([spawnGateway(db.url), spawnGateway(db.url)]);
}, 60_000);

afterAll(async () => {
  for (const g of [a, b]) g?.child.kill("SIGTERM");
  await Promise.all([a?.exited, b?.exited]);
  await db?.close();
}, 30_000);

describe("the chat across gateway replicas", () => {
  it("delivers a line posted on one replica, its deletion and the poster's image ban to clients of the other", async () => {
    const [alice, staff] = await Promise.all([account(UserTypeCode.NORMAL, "Alice"), account(UserTypeCode.SUPPORT, "Staff")]);
    const lines = subscribe<{ id: string; text: string }>(b.url, `subscription { chatMessagePosted(tableId: 1) { id text } }`);
    const deletions = subscribe<{ ids: string[] }>(b.url, `subscription { chatMessagesDeleted(tableId: 1) { ids } }`);
    const authors = subscribe<{ id: string; imageUrl: string | null }>(b.url, `subscription { chatAuthorUpdated { id imageUrl } }`);
    await until(() => false, 500);

    const posted = await gql(a.url, POST, { text: "hello from replica A" }, alice.headers);
    expect(posted.errors).toBeUndefined();
    const id = posted.data!.postChatMessage.id as string;
    await until(() => lines.events.length >= 1);
    expect(lines.events).toEqual([{ id, text: "hello from replica A" }]);

    await gql(a.url, `mutation($id: ID!) { deleteChatMessage(id: $id) { id } }`, { id }, staff.headers);
    await until(() => deletions.events.length >= 1);
    expect(deletions.events).toEqual([{ ids: [id] }]);

    await gql(a.url, `mutation($address: String!) { setChatImageBan(address: $address, banned: true) }`, { address: alice.address }, staff.headers);
    await until(() => authors.events.length >= 1);
    expect(authors.events).toEqual([{ id: alice.address, imageUrl: null }]);
    for (const s of [lines, deletions, authors]) await s.client.dispose();
  }, 30_000);

  it("counts a player's lines on both replicas together against the rate limit", async () => {
    const bob = await account(UserTypeCode.NORMAL, "Bob");
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await gql(i % 2 ? b.url : a.url, POST, { text: `line ${i}` }, bob.headers));
    expect(results.slice(0, 5).every((r) => !r.errors)).toBe(true);
    expect(results[5]!.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  }, 30_000);
});
