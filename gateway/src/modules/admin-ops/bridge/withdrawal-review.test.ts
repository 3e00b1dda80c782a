// The USDC withdrawals' review queue over the real HTTP API: who may act, the tasks and log lines it
// writes, and the typed refusals. The on-chain side (the task runner's release / reject) is covered
// by the operator's and the end-to-end tests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { AdminTask, BridgeProcess, OperationLog } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asMember, asPlayer, asSupport, refusal, type Actor } from "../../../_test/roles.js";

let t: TestGateway;
let admin: Actor;
const PLAYER = Wallet.createRandom().address.toLowerCase();
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const HOUR = 3_600_000;
const SIX_MILLION = String(6_000_000n * 1_000_000n);

const RELEASE = `mutation($id: ID!) { adminReleaseWithdrawal(id: $id) { id kind state target params } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { adminRejectWithdrawal(id: $id, reason: $reason) { id kind state target params } }`;
const QUEUE = `query($filter: AdminBridgeTransferFilter) { adminBridgeTransfers(filter: $filter) { edges { node { id processType status transactionState queueState queueReasons releaseAt reviewable rejectReason } } } }`;
const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => ({ code: r.errors?.[0]?.extensions?.code, field: r.errors?.[0]?.extensions?.field });

beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  admin = await asAdmin(t);
  const em = t.db.orm.em.fork();
  const withdrawal = (n: number, fields: Partial<BridgeProcess>) =>
    em.create(BridgeProcess, {
      id: hash(n), address: PLAYER, processType: 2, status: 0, step: 1, amount: SIX_MILLION, fromAddress: PLAYER, toAddress: PLAYER, sourceChainId: 31337, targetChainId: 31337,
      withdrawTxHash: hash(1000 + n), createdAt: new Date(Date.now() - n * 1000), queueState: "pending", queueReasons: 1, releaseAt: new Date(Date.now() + 12 * HOUR), ...fields,
    });
  withdrawal(1, {});
  withdrawal(2, {});
  withdrawal(3, { releaseAt: new Date(Date.now() - HOUR) });
  withdrawal(4, { queueState: "claimed", status: 2, step: 3 });
  withdrawal(5, {});
  em.create(BridgeProcess, { id: hash(6), address: PLAYER, processType: 91, amount: "100000000", targetChainId: 31338, createdAt: new Date(), withdrawTxHash: hash(1006) });
  await em.flush();
});
afterAll(async () => t?.close());

describe("USDC withdrawal review queue", () => {
  it("lists the queue: pending withdrawals before their ETA, with reasons, ETA and a claimable one apart", async () => {
    const inReview = await admin.gql(QUEUE, { filter: { queueState: "IN_REVIEW" } });
    expect(inReview.errors).toBeUndefined();
    expect(inReview.data!.adminBridgeTransfers.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([hash(1), hash(2), hash(5)]);
    expect(inReview.data!.adminBridgeTransfers.edges[0].node).toMatchObject({ processType: 2, status: 0, transactionState: "processing", queueState: "pending", queueReasons: ["review"], reviewable: true });
    const due = (await admin.gql(QUEUE, { filter: { direction: "SUSD_TO_USDC", status: 1 } })).data!.adminBridgeTransfers.edges.map((e: { node: unknown }) => e.node);
    expect(due).toEqual([expect.objectContaining({ id: hash(3), status: 1, transactionState: "claimable", reviewable: false })]);
  });

  it("queues a release for the operator's reviewer key and logs who asked", async () => {
    const res = await admin.gql(RELEASE, { id: hash(1) });
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminReleaseWithdrawal).toMatchObject({ kind: "withdrawal.release", state: "NEW", target: `withdrawal:${hash(1)}`, params: { withdrawalId: hash(1), player: PLAYER, amount: SIX_MILLION } });
    const log = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "withdrawal.release", targetId: hash(1) });
    expect(log).toMatchObject({ actorAddress: admin.address, targetType: "withdrawal", after: { queueState: "released", taskId: res.data!.adminReleaseWithdrawal.id } });
    expect(log.summary).toMatch(/^Released 6,000,000(\.00)? (SUSD )?USDC withdrawal of 0x/);
  });

  it("refuses a second review of a withdrawal while one is queued (CONFLICT)", async () => {
    expect(code(await admin.gql(REJECT, { id: hash(1), reason: "changed my mind" }))).toEqual({ code: "CONFLICT", field: undefined });
    expect(code(await admin.gql(RELEASE, { id: hash(1) }))).toEqual({ code: "CONFLICT", field: undefined });
  });

  it("queues a rejection with its reason, logged", async () => {
    const res = await admin.gql(REJECT, { id: hash(2), reason: "  Source of funds unclear  " });
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminRejectWithdrawal.params).toMatchObject({ withdrawalId: hash(2), reason: "Source of funds unclear" });
    const log = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "withdrawal.reject", targetId: hash(2) });
    expect(log.after).toMatchObject({ queueState: "rejected", reason: "Source of funds unclear" });
    expect(await t.db.orm.em.fork().count(AdminTask, { target: `withdrawal:${hash(2)}` })).toBe(1);
  });

  it("refuses bad input with typed errors and writes nothing", async () => {
    expect(code(await admin.gql(REJECT, { id: hash(5), reason: "   " }))).toEqual({ code: "BAD_USER_INPUT", field: "reason" });
    expect(code(await admin.gql(REJECT, { id: hash(5), reason: "x".repeat(501) }))).toEqual({ code: "BAD_USER_INPUT", field: "reason" });
    expect(code(await admin.gql(RELEASE, { id: "0x12" }))).toEqual({ code: "BAD_USER_INPUT", field: "id" });
    expect(code(await admin.gql(RELEASE, { id: hash(99) }))).toEqual({ code: "NOT_FOUND", field: undefined });
    expect(code(await admin.gql(RELEASE, { id: hash(6) }))).toEqual({ code: "NOT_FOUND", field: undefined });
    expect(code(await admin.gql(RELEASE, { id: hash(3) }))).toEqual({ code: "CONFLICT", field: undefined });
    expect(code(await admin.gql(REJECT, { id: hash(4), reason: "late" }))).toEqual({ code: "CONFLICT", field: undefined });
    expect(await t.db.orm.em.fork().count(AdminTask, { target: { $in: [3, 4, 5, 6].map((n) => `withdrawal:${hash(n)}`) } })).toBe(0);
  });

  it("lets only ADMIN review: MEMBER and SUPPORT read the queue but may not act, players neither", async () => {
    for (const who of [await asMember(t), await asSupport(t)]) {
      expect((await who.gql(QUEUE, { filter: { queueState: "IN_REVIEW" } })).errors).toBeUndefined();
      expect(refusal(await who.gql(RELEASE, { id: hash(5) })).code).toBe("FORBIDDEN");
      expect(refusal(await who.gql(REJECT, { id: hash(5), reason: "no" })).code).toBe("FORBIDDEN");
    }
    expect(refusal(await (await asPlayer(t)).gql(RELEASE, { id: hash(5) }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
  });
});
