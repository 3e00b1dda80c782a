import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { OperationLog, User } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { signInAs } from "../../../_test/client.js";
import { asAdmin, asMember, asPlayer, refusal, type Actor } from "../../../_test/roles.js";

let t: TestGateway;
let admin: Actor;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000" });
  admin = await asAdmin(t);
});
afterAll(async () => t?.close());

const FIELDS = `address type ips`;
const CREATE = `mutation($input: CreateStaffInput!) { createStaff(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($address: String!, $input: UpdateStaffInput!) { updateStaff(address: $address, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($address: String!) { deleteStaff(address: $address) }`;
const errorOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe("administrators", () => {
  it("makes a registered player staff with a normalised IP list, who then gets in from an allowed IP", async () => {
    const player = await asPlayer(t);
    const res = await admin.gql(CREATE, { input: { address: player.address, type: "SUPPORT", ips: ["127.0.0.1", "10.1.2.3/8", "10.0.0.0/8"] } });
    expect(res.data!.createStaff).toEqual({ address: player.address, type: "SUPPORT", ips: ["127.0.0.1", "10.0.0.0/8"] });
    expect((await player.gql(`{ members(first: 1) { edges { node { address } } } }`)).errors).toBeUndefined();
    const list = await admin.gql(`{ staff { address type registered self } }`);
    expect(list.data!.staff).toEqual(expect.arrayContaining([{ address: player.address, type: "SUPPORT", registered: true, self: false }, { address: admin.address, type: "ADMIN", registered: true, self: true }]));
  });

  it("adds a wallet that has not registered yet; registering later completes the account", async () => {
    const wallet = Wallet.createRandom();
    const res = await admin.gql(CREATE, { input: { address: wallet.address, type: "MEMBER" } });
    expect(res.data!.createStaff).toEqual({ address: wallet.address.toLowerCase(), type: "MEMBER", ips: [] });
    expect((await admin.gql(`query($a: String!) { staffMember(address: $a) { registered } }`, { a: wallet.address })).data!.staffMember).toEqual({ registered: false });
    const s = await signInAs(t.url, wallet);
    const sunc = Wallet.createRandom();
    const registered = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...s.headers },
      body: JSON.stringify({ query: `mutation($input: RegisterInput!) { register(input: $input) { userType sunc { address } } }`, variables: { input: { sunc: { version: 1, address: sunc.address, encryptedPrivateKey: `v1:${"ab".repeat(12)}:${"cd".repeat(48)}` } } } }),
    }).then((r) => r.json() as Promise<{ data: { register: { userType: string; sunc: { address: string } } } }>);
    expect(registered.data.register).toEqual({ userType: "MEMBER", sunc: { address: sunc.address.toLowerCase() } });
    expect((await admin.gql(`query($a: String!) { staffMember(address: $a) { registered } }`, { a: wallet.address })).data!.staffMember).toEqual({ registered: true });
  });

  it("refuses an IP list entry that is neither an address nor a range, naming it", async () => {
    const res = await admin.gql(CREATE, { input: { address: Wallet.createRandom().address, type: "MEMBER", ips: ["10.0.0.1", "office"] } });
    expect(errorOf(res)).toMatchObject({ code: "BAD_USER_INPUT", field: "ips" });
    expect(res.errors![0]!.message).toMatch(/"office" is not an IP address or CIDR range/);
    expect(errorOf(await admin.gql(CREATE, { input: { address: "nope", type: "MEMBER" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "address" });
  });

  it("changes type and IP list, applied to the staff member's next request", async () => {
    const member = await asMember(t);
    expect(refusal(await member.gql(`{ staff { address } }`)).reason).toBe("PERMISSION");
    await admin.gql(UPDATE, { address: member.address, input: { type: "ADMIN" } });
    expect((await member.gql(`{ staff { address } }`)).errors).toBeUndefined();
    await admin.gql(UPDATE, { address: member.address, input: { ips: ["192.0.2.0/24"] } });
    expect(refusal(await member.gql(`{ staff { address } }`)).reason).toBe("IP_NOT_ALLOWED");
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "staff.update", targetId: member.address }, { orderBy: { at: "desc" } });
    expect([line.before!.ips, line.after!.ips]).toEqual([[], ["192.0.2.0/24"]]);
  });

  it("removes a staff member's rights: they keep their account as a player", async () => {
    const member = await asMember(t);
    expect((await admin.gql(DELETE, { address: member.address })).data!.deleteStaff).toBe(true);
    expect(refusal(await member.gql(`{ members(first: 1) { edges { node { address } } } }`)).reason).toBe("NOT_STAFF");
    expect((await t.db.orm.em.fork().findOneOrFail(User, { address: member.address })).userType).toBe(0);
    expect(errorOf(await admin.gql(DELETE, { address: member.address }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("never removes or demotes one's own rights, nor locks oneself out by IP", async () => {
    expect(errorOf(await admin.gql(DELETE, { address: admin.address }))).toMatchObject({ code: "CONFLICT", reason: "OWN_ACCOUNT" });
    expect(await t.db.orm.em.fork().count(User, { address: admin.address, userType: 1 })).toBe(1);
    expect(errorOf(await admin.gql(UPDATE, { address: admin.address, input: { type: "SUPPORT" } }))).toMatchObject({ code: "CONFLICT", reason: "OWN_ACCOUNT" });
    expect(errorOf(await admin.gql(UPDATE, { address: admin.address, input: { ips: ["192.0.2.1"] } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "ips" });
    expect((await admin.gql(UPDATE, { address: admin.address, input: { ips: ["127.0.0.1"] } })).data!.updateStaff.ips).toEqual(["127.0.0.1"]);
  });

  it("never leaves the casino without an ADMIN, even when the last two demote each other at once", async () => {
    const [x, y] = await Promise.all([asAdmin(t), asAdmin(t)]);
    await t.db.orm.em.fork().nativeUpdate(User, { userType: 1, address: { $nin: [x.address, y.address] } }, { userType: 3 });
    const [a, b] = await Promise.all([x.gql(UPDATE, { address: y.address, input: { type: "MEMBER" } }), y.gql(DELETE, { address: x.address })]);
    const codes = [a, b].map((r) => r.errors?.[0]?.extensions?.code ?? "ok");
    expect(codes.filter((c) => c === "ok")).toHaveLength(1);
    // The loser is refused as the last ADMIN or, when the winner committed before its permission
    // was checked, as no longer an ADMIN at all: either way one ADMIN remains.
    const refused = [a, b].find((r) => r.errors)!.errors![0]!;
    if (refused.extensions?.code === "CONFLICT") expect(refused.message).toBe("This is the last ADMIN: make another account ADMIN first");
    else expect(refused.extensions?.code).toBe("FORBIDDEN");
    expect(await t.db.orm.em.fork().count(User, { userType: 1 })).toBe(1);
  });
});
