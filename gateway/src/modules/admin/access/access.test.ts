import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { gql, REQUEST_SIGN_IN, SIGN_IN } from "../../../_test/client.js";
import { asAdmin, asAdminElsewhere, asBanned, asGuest, asMember, asPlayer, asSupport, refusal, saveAccount } from "../../../_test/roles.js";
import { wsClient, wsConnect, wsRun } from "../../../_test/ws.js";
import { Permission, PERMISSIONS_BY_TYPE } from "../permissions.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
});
afterAll(async () => t?.close());

const PERMISSIONS = `{ viewerPermissions }`;
const STAFF = `{ staff { address } }`;

describe("viewerPermissions", () => {
  it("lists the matrix row of each staff type and nothing for everyone else", async () => {
    const [admin, member, support, player, banned, elsewhere] = await Promise.all([asAdmin(t), asMember(t), asSupport(t), asPlayer(t), asBanned(t), asAdminElsewhere(t)]);
    expect((await admin.gql(PERMISSIONS)).data!.viewerPermissions).toEqual(Object.values(Permission));
    expect((await member.gql(PERMISSIONS)).data!.viewerPermissions).toEqual(PERMISSIONS_BY_TYPE[2]);
    expect((await support.gql(PERMISSIONS)).data!.viewerPermissions).toEqual(PERMISSIONS_BY_TYPE[3]);
    expect((await member.gql(PERMISSIONS)).data!.viewerPermissions).not.toContain(Permission.STAFF_READ);
    for (const nobody of [asGuest(t), player, elsewhere]) expect((await nobody.gql(PERMISSIONS)).data!.viewerPermissions).toEqual([]);
    expect(refusal(await banned.gql(PERMISSIONS))).toEqual({ code: "FORBIDDEN", reason: "BANNED" });
  });
});

describe("the access checks, in order", () => {
  it("refuses a guest as unauthenticated", async () => {
    expect(refusal(await asGuest(t).gql(STAFF))).toEqual({ code: "UNAUTHENTICATED", reason: undefined });
  });

  it("refuses a player as not staff", async () => {
    const res = await (await asPlayer(t)).gql(STAFF);
    expect(refusal(res)).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    expect(res.errors![0]!.message).toBe("This needs a back-office account");
  });

  it("refuses an ADMIN calling from outside its IP list, and lets one in from inside it", async () => {
    const res = await (await asAdminElsewhere(t)).gql(STAFF);
    expect(refusal(res)).toEqual({ code: "FORBIDDEN", reason: "IP_NOT_ALLOWED" });
    expect(res.errors![0]!.message).toMatch(/may not be used from/);
    const inside = await asAdmin(t, { ips: ["10.0.0.0/8", "127.0.0.0/8"] });
    expect((await inside.gql(STAFF)).errors).toBeUndefined();
  });

  it("refuses a staff type the matrix does not give the permission", async () => {
    const res = await (await asMember(t)).gql(STAFF);
    expect(refusal(res)).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
    expect(res.errors![0]!.message).toBe("A MEMBER account may not use staff.read");
  });

  it("applies a change of staff type to the session's next request", async () => {
    const member = await asMember(t);
    expect(refusal(await member.gql(STAFF)).code).toBe("FORBIDDEN");
    await saveAccount(t, member.address, { userType: 1 });
    expect((await member.gql(STAFF)).errors).toBeUndefined();
  });
});

describe("banned accounts", () => {
  it("are refused at sign-in with the SPEC's message", async () => {
    const wallet = Wallet.createRandom();
    await saveAccount(t, wallet.address.toLowerCase(), { banned: true });
    const { message } = (await gql(t.url, REQUEST_SIGN_IN, { address: wallet.address, chainId: 31337 })).data!.requestSignIn;
    const res = await gql(t.url, SIGN_IN, { message, signature: await wallet.signMessage(message) });
    expect(refusal(res)).toEqual({ code: "FORBIDDEN", reason: "BANNED" });
    expect(res.errors![0]!.message).toBe("You're banned!!!");
  });

  it("are refused on the next HTTP request of a session opened before the ban, public fields included, with status 403", async () => {
    const player = await asPlayer(t);
    expect((await player.gql(`{ me { address } }`)).data!.me.address).toBe(player.address);
    await saveAccount(t, player.address, { banned: true });
    const res = await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...player.headers }, body: JSON.stringify({ query: `{ me { address } games { id } }` }) });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { data?: unknown; errors: { message: string; extensions: { code: string; reason: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({ message: "You're banned!!!", extensions: { code: "FORBIDDEN", reason: "BANNED" } });
  });

  it("may still sign out, which ends the session", async () => {
    const banned = await asBanned(t);
    expect((await banned.gql(`mutation { signOut }`)).data!.signOut).toBe(true);
    await saveAccount(t, banned.address, { banned: false });
    expect(refusal(await banned.gql(`{ bridgeProcesses { id } }`)).code).toBe("UNAUTHENTICATED");
  });

  it("are refused by the REST paths too", async () => {
    const banned = await asBanned(t);
    const res = await fetch(`${t.url}/api/v1/sunc`, { headers: banned.headers });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "FORBIDDEN", message: "You're banned!!!" } });
  });

  it("cannot open a WebSocket connection: it closes with 4403 and says why", async () => {
    const banned = await asBanned(t);
    expect(await wsConnect(t.url, { authorization: banned.headers.authorization })).toEqual({ acked: false, code: 4403, reason: "You're banned!!!" });
    const player = await asPlayer(t);
    expect(await wsConnect(t.url, { authorization: player.headers.authorization })).toEqual({ acked: true });
  });

  it("have every later operation on an open WebSocket refused", async () => {
    const player = await asPlayer(t);
    const client = wsClient(t.url, { authorization: player.headers.authorization });
    try {
      expect((await wsRun(client, `{ me { address } }`)).data).toEqual({ me: { address: player.address } });
      await saveAccount(t, player.address, { banned: true });
      expect(await wsRun(client, `{ me { address } }`)).toMatchObject({ code: "FORBIDDEN", reason: "BANNED", message: "You're banned!!!" });
      expect(await wsRun(client, `subscription { bridgeProcessUpdated { id } }`)).toMatchObject({ code: "FORBIDDEN", reason: "BANNED" });
    } finally {
      await client.dispose();
    }
  });
});

describe("admin subscriptions and queries over WebSocket", () => {
  it("check the staff IP list and permission on each operation", async () => {
    const [member, elsewhere, admin] = await Promise.all([asMember(t), asAdminElsewhere(t), asAdmin(t)]);
    const run = async (who: { headers: Record<string, string> }, query: string) => {
      const client = wsClient(t.url, { authorization: who.headers.authorization });
      try {
        return await wsRun(client, query);
      } finally {
        await client.dispose();
      }
    };
    expect(await run(member, STAFF)).toMatchObject({ code: "FORBIDDEN", reason: "PERMISSION" });
    expect(await run(elsewhere, STAFF)).toMatchObject({ code: "FORBIDDEN", reason: "IP_NOT_ALLOWED" });
    expect((await run(admin, STAFF)).code).toBeUndefined();
  });
});
