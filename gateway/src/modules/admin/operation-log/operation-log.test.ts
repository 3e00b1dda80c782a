import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Area, OperationLog, User } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asMember, asPlayer, type Actor } from "../../../_test/roles.js";
import { OperationContext } from "../../../context.js";
import { adminMutation, recordOperation, UnloggedChangeError } from "./record.js";

let t: TestGateway;
let admin: Actor;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000" });
  admin = await asAdmin(t);
});
afterAll(async () => t?.close());

/** An operation context for the admin, as the gateway builds one for a request from 127.0.0.1. */
async function adminContext(): Promise<OperationContext> {
  const em = t.db.orm.em.fork();
  const user = await em.findOneOrFail(User, { address: admin.address });
  return new OperationContext(t.db.orm, { address: admin.address, sessionId: "s", user }, { services: t.gateway.services, ip: "127.0.0.1", host: "test" }, em);
}

const linesFor = (targetId: string) => t.db.orm.em.fork().count(OperationLog, { targetId });

describe("adminMutation", () => {
  it("commits the change and its log line together, with who, role, IP, before and after", async () => {
    const ctx = await adminContext();
    await adminMutation(ctx, async (em) => {
      const area = em.create(Area, { id: "tx-ok", name: "Tx ok", enable: true, startUTCHour: 0, endUTCHour: 0 });
      recordOperation(em, ctx, { action: "area.create", targetType: "area", targetId: area.id, before: null, after: { name: area.name } });
    });
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { targetId: "tx-ok" });
    expect(line).toMatchObject({ actorAddress: admin.address, actorType: 1, actorIp: "127.0.0.1", action: "area.create", targetType: "area", before: null, after: { name: "Tx ok" } });
    expect(await t.db.orm.em.fork().findOne(Area, { id: "tx-ok" })).not.toBeNull();
  });

  it("leaves no log line when the change fails after the line was recorded", async () => {
    const ctx = await adminContext();
    const failing = adminMutation(ctx, async (em) => {
      recordOperation(em, ctx, { action: "area.create", targetType: "area", targetId: "tx-fail", before: null, after: {} });
      // Hours out of range: the database's check constraint refuses the row at commit.
      em.create(Area, { id: "tx-fail", name: "Bad", enable: true, startUTCHour: 30, endUTCHour: 0 });
    });
    await expect(failing).rejects.toThrow(/check constraint/);
    expect(await linesFor("tx-fail")).toBe(0);
    expect(await t.db.orm.em.fork().findOne(Area, { id: "tx-fail" })).toBeNull();
  });

  it("cannot commit a change without its log line", async () => {
    const ctx = await adminContext();
    const unlogged = adminMutation(ctx, async (em) => {
      em.create(Area, { id: "tx-unlogged", name: "Unlogged", enable: true, startUTCHour: 0, endUTCHour: 0 });
    });
    await expect(unlogged).rejects.toBeInstanceOf(UnloggedChangeError);
    expect(await t.db.orm.em.fork().findOne(Area, { id: "tx-unlogged" })).toBeNull();
  });

  it("does not count a line recorded outside the change's transaction", async () => {
    const ctx = await adminContext();
    const elsewhere = adminMutation(ctx, async (em) => {
      em.create(Area, { id: "tx-elsewhere", name: "Elsewhere", enable: true, startUTCHour: 0, endUTCHour: 0 });
      recordOperation(ctx.em, ctx, { action: "area.create", targetType: "area", targetId: "tx-elsewhere", before: null, after: {} });
    });
    await expect(elsewhere).rejects.toBeInstanceOf(UnloggedChangeError);
    expect(await t.db.orm.em.fork().findOne(Area, { id: "tx-elsewhere" })).toBeNull();
  });
});

const LOG = `query($filter: OperationLogFilter, $first: Int!, $after: String) {
  operationLog(filter: $filter, first: $first, after: $after) { edges { cursor node { id action targetType targetId actorAddress actorType actorIp summary } } pageInfo { hasNextPage endCursor } }
}`;
const ENTRY = `query($id: ID!) { operationLogEntry(id: $id) { id action before after changes { field before after } } }`;

describe("operationLog and operationLogEntry", () => {
  let member: Actor;
  beforeAll(async () => {
    member = await asMember(t);
    for (const [who, id] of [[admin, "log-a"], [admin, "log-b"], [member, "log-c"]] as const) {
      const r = await who.gql(`mutation($input: CreateAreaInput!) { createArea(input: $input) { id } }`, { input: { id, name: `Area ${id}`, startUTCHour: 1, endUTCHour: 5 } });
      expect(r.errors).toBeUndefined();
    }
    const r = await admin.gql(`mutation { updateArea(id: "log-a", input: { name: "Renamed", endUTCHour: 9 }) { id } }`);
    expect(r.errors).toBeUndefined();
  });

  it("lists changes newest first and filters by who, action, target and dates", async () => {
    const all = await admin.gql(LOG, { first: 50, filter: { targetType: "area" } });
    const actions = all.data!.operationLog.edges.map((e: { node: { action: string; targetId: string } }) => `${e.node.action} ${e.node.targetId}`);
    expect(actions.slice(0, 4)).toEqual(["area.update log-a", "area.create log-c", "area.create log-b", "area.create log-a"]);
    const byMember = await admin.gql(LOG, { first: 50, filter: { actor: member.address.toUpperCase().replace("0X", "0x") } });
    expect(byMember.data!.operationLog.edges.map((e: { node: { targetId: string; actorType: string; actorIp: string } }) => [e.node.targetId, e.node.actorType, e.node.actorIp])).toEqual([["log-c", "MEMBER", "127.0.0.1"]]);
    const updates = await admin.gql(LOG, { first: 50, filter: { action: "area.update", targetId: "log-a" } });
    expect(updates.data!.operationLog.edges).toHaveLength(1);
    const everyAreaAction = await admin.gql(LOG, { first: 50, filter: { action: "area.", targetId: "log-a" } });
    expect(everyAreaAction.data!.operationLog.edges).toHaveLength(2);
    const future = await admin.gql(LOG, { first: 50, filter: { from: new Date(Date.now() + 60_000).toISOString() } });
    expect(future.data!.operationLog.edges).toEqual([]);
  });

  it("pages with an opaque cursor without repeating or skipping entries", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: any = await admin.gql(LOG, { first: 2, after, filter: { targetType: "area" } });
      seen.push(...page.data.operationLog.edges.map((e: { node: { id: string } }) => e.node.id));
      after = page.data.operationLog.pageInfo.hasNextPage ? page.data.operationLog.pageInfo.endCursor : null;
    } while (after);
    const all = await admin.gql(LOG, { first: 100, filter: { targetType: "area" } });
    expect(seen).toEqual(all.data!.operationLog.edges.map((e: { node: { id: string } }) => e.node.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("shows one entry with its before, after and the fields that changed", async () => {
    const list = await admin.gql(LOG, { first: 1, filter: { action: "area.update", targetId: "log-a" } });
    const entry = await admin.gql(ENTRY, { id: list.data!.operationLog.edges[0].node.id });
    expect(entry.data!.operationLogEntry).toMatchObject({
      action: "area.update",
      before: { id: "log-a", name: "Area log-a", enable: true, startUTCHour: 1, endUTCHour: 5 },
      after: { id: "log-a", name: "Renamed", enable: true, startUTCHour: 1, endUTCHour: 9 },
      changes: [{ field: "name", before: '"Area log-a"', after: '"Renamed"' }, { field: "endUTCHour", before: "5", after: "9" }],
    });
  });

  it("answers typed errors for a bad filter, cursor or id, and refuses players", async () => {
    const bad = async (vars: Record<string, unknown>) => (await admin.gql(LOG, { first: 5, ...vars })).errors?.[0]?.extensions;
    expect(await bad({ filter: { actor: "not-an-address" } })).toMatchObject({ code: "BAD_USER_INPUT", field: "actor" });
    expect(await bad({ filter: { from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z" } })).toMatchObject({ code: "BAD_USER_INPUT", field: "from" });
    expect(await bad({ after: "garbage" })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await bad({ first: 101 })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect((await admin.gql(ENTRY, { id: crypto.randomUUID() })).errors![0]!.extensions!.code).toBe("NOT_FOUND");
    expect((await (await asPlayer(t)).gql(LOG, { first: 5 })).errors![0]!.extensions!.code).toBe("FORBIDDEN");
  });
});

describe("operationLogTargetTypes", () => {
  it("lists every target type the server writes, content included", async () => {
    const res = await admin.gql(`{ operationLogTargetTypes }`);
    expect(res.data!.operationLogTargetTypes).toEqual(expect.arrayContaining(["message", "popup", "banner", "category", "game", "table", "user", "staff"]));
  });
});
