import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OperationLog } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asAdmin, asMember, asPlayer, type Actor } from "../../_test/roles.js";

let t: TestGateway;
let admin: Actor;
const SET = `mutation($on: Boolean!) { setMaintenance(on: $on) }`;

/** The maintenance header of an answer to a guest, on GraphQL, REST and the site's own page. */
const headerOf = async (path: string, init?: RequestInit) => (await fetch(`${t.url}${path}`, init)).headers.get("x-maintenance");
const guestAnswers = () =>
  Promise.all([
    headerOf("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }) }),
    headerOf("/api/v1/ip"),
  ]);

beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000" });
  admin = await asAdmin(t);
});
afterAll(async () => t?.close());

describe("the maintenance switch", () => {
  it("is off until an ADMIN turns it on; then every answer says so, and turning it off again clears it", async () => {
    expect(await guestAnswers()).toEqual([null, null]);
    expect((await admin.gql(`{ adminMaintenance }`)).data?.adminMaintenance).toBe(false);

    expect((await admin.gql(SET, { on: true })).data?.setMaintenance).toBe(true);
    expect(await guestAnswers()).toEqual(["on", "on"]);
    expect((await admin.gql(`{ adminMaintenance }`)).data?.adminMaintenance).toBe(true);
    const lines = await t.db.orm.em.fork().find(OperationLog, { action: "site.maintenance" });
    expect(lines.map((l) => [l.targetType, l.summary, l.actorAddress])).toEqual([["site", "Maintenance notice on", admin.address]]);

    expect((await admin.gql(SET, { on: false })).data?.setMaintenance).toBe(false);
    expect(await guestAnswers()).toEqual([null, null]);
  });

  it("reaches a replica that did not turn it (read back from the database)", async () => {
    await t.db.orm.em.fork().getConnection().execute(`insert into site_settings (id, maintenance, updated_at) values (1, true, now()) on conflict (id) do update set maintenance = true`);
    expect((await admin.gql(`{ adminMaintenance }`)).data?.adminMaintenance).toBe(true);
    await t.db.orm.em.fork().getConnection().execute(`update site_settings set maintenance = false`);
    await expect.poll(guestAnswers, { timeout: 10_000, interval: 200 }).toEqual([null, null]);
  });

  it("is the ADMIN's alone: players and MEMBER staff are refused", async () => {
    const player: Actor = await asPlayer(t);
    const member: Actor = await asMember(t);
    for (const actor of [player, member]) {
      const res = await actor.gql(SET, { on: true });
      expect(res.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    expect(await guestAnswers()).toEqual([null, null]);
  });
});
