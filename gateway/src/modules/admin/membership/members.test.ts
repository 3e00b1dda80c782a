import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OperationLog, TableBet, User } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asMember, asPlayer, asSupport, refusal, type Actor } from "../../../_test/roles.js";

let t: TestGateway;
let admin: Actor;
let support: Actor;
let alice: Actor;
let bob: Actor;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000" });
  [admin, support] = await Promise.all([asAdmin(t), asSupport(t)]);
  alice = await asPlayer(t, { name: "Alice", email: "alice@example.com" });
  bob = await asPlayer(t, { name: "Bob_the_builder" });
  // Alice's bets as the indexer records them: from her game wallet, one refunded.
  const em = t.db.orm.em.fork();
  const wallet = (await em.findOneOrFail(User, { address: alice.address })).suncAddress!;
  const bet = (i: number, amount: string, payout: string | null, refunded = false) =>
    em.create(TableBet, { id: `r:${i}`, roundKey: `r`, tableId: 1, betIndex: i, player: wallet, kind: 1, numbers: [], amount, payout, refunded, txHash: "0x" + "0".repeat(64), placedAt: new Date() } as never);
  bet(0, "1000000", "2000000");
  bet(1, "3000000", "0");
  bet(2, "5000000", "5000000", true);
  await em.flush();
});
afterAll(async () => t?.close());

const FIELDS = `address name email gameWallet userType banned chatBanned imageBanned registeredAt lastLoginAt lastIp betCount wagered paidOut`;
const SEARCH = `query($filter: MemberFilter, $first: Int!, $after: String) { members(filter: $filter, first: $first, after: $after) { edges { node { ${FIELDS} } } pageInfo { hasNextPage endCursor } } }`;
const BAN = `mutation($address: String!, $banned: Boolean, $chatBanned: Boolean, $imageBanned: Boolean) { setMemberBan(address: $address, banned: $banned, chatBanned: $chatBanned, imageBanned: $imageBanned) { address banned chatBanned imageBanned } }`;
const found = async (filter: Record<string, unknown>) => ((await support.gql(SEARCH, { filter, first: 50 })).data!.members.edges as { node: { address: string } }[]).map((e) => e.node.address);

describe("membership", () => {
  it("finds players by part of their address, name or email", async () => {
    expect(await found({ search: alice.address.slice(2, 12).toUpperCase() })).toEqual([alice.address]);
    expect(await found({ search: "alice@EXAMPLE" })).toEqual([alice.address]);
    expect(await found({ search: "bob_" })).toEqual([bob.address]);
    // LIKE wildcards in the search are plain characters.
    expect(await found({ search: "%" })).toEqual([]);
  });

  it("shows register date, last login and IP from sign-in, and bets and stakes from either wallet", async () => {
    const res = await support.gql(`query($a: String!) { member(address: $a) { ${FIELDS} balances { mainWallet gameWallet bonusLocked bridgedToGame bridgedToMain } } }`, { a: alice.address });
    expect(res.errors).toBeUndefined();
    expect(res.data!.member).toMatchObject({ address: alice.address, name: "Alice", email: "alice@example.com", userType: "NORMAL", banned: false, lastIp: "127.0.0.1", betCount: 3, wagered: "4000000", paidOut: "2000000" });
    expect(new Date(res.data!.member.lastLoginAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // No chain in this test: wallet balances are unknown, what the database knows is there.
    expect(res.data!.member.balances).toEqual({ mainWallet: null, gameWallet: null, bonusLocked: "0", bridgedToGame: "0", bridgedToMain: "0" });
  });

  it("pages newest registration first", async () => {
    const first = await support.gql(SEARCH, { first: 1 });
    const second = await support.gql(SEARCH, { first: 1, after: first.data!.members.pageInfo.endCursor });
    expect(first.data!.members.pageInfo.hasNextPage).toBe(true);
    expect(second.data!.members.edges[0].node.address).not.toBe(first.data!.members.edges[0].node.address);
  });

  it("bans a player, who is refused on the next request, and lifts the ban", async () => {
    const res = await support.gql(BAN, { address: bob.address, banned: true });
    expect(res.data!.setMemberBan).toMatchObject({ banned: true, chatBanned: false });
    expect(refusal(await bob.gql(`{ me { address } }`))).toEqual({ code: "FORBIDDEN", reason: "BANNED" });
    expect(await found({ banned: true })).toEqual([bob.address]);
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "member.ban", targetId: bob.address });
    expect(line).toMatchObject({ actorAddress: support.address, actorType: 3, before: { banned: false }, after: { banned: true } });
    await support.gql(BAN, { address: bob.address, banned: false });
    expect((await bob.gql(`{ me { address } }`)).data!.me.address).toBe(bob.address);
    expect(await t.db.orm.em.fork().count(OperationLog, { action: "member.unban", targetId: bob.address })).toBe(1);
  });

  it("sets chat and image bans without banning the account", async () => {
    const res = await admin.gql(BAN, { address: alice.address, chatBanned: true, imageBanned: true });
    expect(res.data!.setMemberBan).toEqual({ address: alice.address, banned: false, chatBanned: true, imageBanned: true });
    expect((await alice.gql(`{ me { address } }`)).errors).toBeUndefined();
  });

  it("refuses bad input, unknown players, staff accounts and MEMBERs", async () => {
    expect((await admin.gql(BAN, { address: "0x12", banned: true })).errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "address" });
    expect((await admin.gql(BAN, { address: alice.address })).errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "banned" });
    expect((await admin.gql(BAN, { address: "0x" + "9".repeat(40), banned: true })).errors![0]!.extensions!.code).toBe("NOT_FOUND");
    expect((await admin.gql(BAN, { address: support.address, banned: true })).errors![0]!.extensions!.code).toBe("CONFLICT");
    expect((await admin.gql(BAN, { address: admin.address, banned: true })).errors![0]!.extensions!.code).toBe("CONFLICT");
    expect(refusal(await (await asMember(t)).gql(BAN, { address: alice.address, banned: true }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
  });
});
