import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminTask, Jackpot, JackpotState, JackpotTicket, OperationLog } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asAdmin, asGuest, asMember, asPlayer, asSupport, refusal, type Actor } from "../../_test/roles.js";

let t: TestGateway;
let admin: Actor;
let member: Actor;
let support: Actor;
let player: Actor;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000" });
  [admin, member, support, player] = await Promise.all([asAdmin(t), asMember(t), asSupport(t), asPlayer(t)]);
});
afterAll(async () => t?.close());

const SUSD = 1_000_000n;
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const FIELDS = `id name level prize winnersCount wagerPerTicket gameTypes opensAt drawAt state commitment serverSeed ticketCount winners { ticket owner amount task { state } } history { action actor summary }`;
const CREATE = `mutation($input: CreateJackpotInput!) { createJackpot(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateJackpotInput!) { updateJackpot(id: $id, input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation($id: ID!) { publishJackpot(id: $id) { ${FIELDS} } }`;
const CANCEL = `mutation($id: ID!, $reason: String!) { cancelJackpot(id: $id, reason: $reason) { ${FIELDS} } }`;
const ISSUE = `mutation($input: IssueTicketsInput!) { issueTickets(input: $input) { id jackpotId owner source reason issuedBy voidable } }`;
const VOID = `mutation($id: ID!, $reason: String!) { voidTicket(id: $id, reason: $reason) { id voidedAt voidedBy voidReason voidable } }`;
const errorOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;
const mega = (over: Record<string, unknown> = {}) => ({ name: "Mega of the week", level: 1, prize: String(1000n * SUSD), winnersCount: 2, wagerPerTicket: String(10n * SUSD), gameTypes: [], opensAt: at(-HOUR), drawAt: at(24 * HOUR), ...over });

async function draft(actor: Actor = member, over: Record<string, unknown> = {}): Promise<string> {
  const res = await actor.gql(CREATE, { input: mega(over) });
  expect(res.errors).toBeUndefined();
  return res.data!.createJackpot.id as string;
}

describe("jackpots", () => {
  it("creates a draft, logs it, and lists it with filters and paging", async () => {
    const res = await member.gql(CREATE, { input: mega({ gameTypes: [3, 1, 1] }) });
    expect(res.data!.createJackpot).toMatchObject({ level: 1, prize: "1000000000", winnersCount: 2, gameTypes: [1, 3], state: "DRAFT", commitment: null, ticketCount: 0 });
    const id = res.data!.createJackpot.id;
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "jackpot.create", targetId: id });
    expect(line).toMatchObject({ actorAddress: member.address, targetType: "jackpot", before: null, after: { name: "Mega of the week", state: "draft" } });
    expect(res.data!.createJackpot.history).toEqual([{ action: "jackpot.create", actor: member.address, summary: "Drafted jackpot Mega of the week" }]);

    await draft(member, { name: "Mini", level: 4, drawAt: at(48 * HOUR) });
    await draft(member, { name: "Minor", level: 3, drawAt: at(72 * HOUR) });
    const LIST = `query($filter: AdminJackpotFilter, $first: Int, $after: String) { adminJackpots(filter: $filter, first: $first, after: $after) { edges { node { name level } } pageInfo { hasNextPage endCursor } } }`;
    const minis = await support.gql(LIST, { filter: { level: 4 } });
    expect(minis.data!.adminJackpots.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(["Mini"]);
    const page1 = await support.gql(LIST, { first: 2 });
    expect(page1.data!.adminJackpots.pageInfo.hasNextPage).toBe(true);
    const page2 = await support.gql(LIST, { first: 2, after: page1.data!.adminJackpots.pageInfo.endCursor });
    const names = [...page1.data!.adminJackpots.edges, ...page2.data!.adminJackpots.edges].map((e: { node: { name: string } }) => e.node.name);
    expect(names.slice(0, 3)).toEqual(["Minor", "Mini", "Mega of the week"]);
    const byDate = await support.gql(LIST, { filter: { from: at(36 * HOUR), to: at(60 * HOUR) } });
    expect(byDate.data!.adminJackpots.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(["Mini"]);
    expect(errorOf(await support.gql(LIST, { after: "nonsense" }))).toMatchObject({ code: "BAD_USER_INPUT", field: "after" });
  });

  it("validates every field with BAD_USER_INPUT naming it", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: " " }, "name"],
      [{ level: 5 }, "level"],
      [{ level: 0 }, "level"],
      [{ prize: "0" }, "prize"],
      [{ winnersCount: 0 }, "winnersCount"],
      [{ winnersCount: 101 }, "winnersCount"],
      [{ gameTypes: [9] }, "gameTypes"],
      [{ drawAt: at(-2 * HOUR) }, "drawAt"],
      [{ opensAt: at(2 * HOUR), drawAt: at(HOUR) }, "drawAt"],
    ];
    for (const [over, field] of cases) expect(errorOf(await member.gql(CREATE, { input: mega(over) })), JSON.stringify(over)).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(errorOf(await member.gql(CREATE, { input: mega({ prize: "1.5" }) }))).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await t.db.orm.em.fork().count(Jackpot, { name: { $like: "%" }, level: 5 })).toBe(0);
  });

  it("publishes a draft; an open jackpot only moves its draw later or is cancelled", async () => {
    const id = await draft();
    const published = await member.gql(PUBLISH, { id });
    expect(published.data!.publishJackpot.state).toBe("OPEN");
    expect(errorOf(await member.gql(PUBLISH, { id }))).toMatchObject({ code: "CONFLICT" });
    expect(errorOf(await member.gql(UPDATE, { id, input: { prize: "5" } }))).toMatchObject({ code: "CONFLICT" });
    expect(errorOf(await member.gql(UPDATE, { id, input: { drawAt: at(HOUR) } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "drawAt" });
    const later = at(48 * HOUR);
    const moved = await member.gql(UPDATE, { id, input: { drawAt: later } });
    expect(moved.data!.updateJackpot.drawAt).toBe(later);
    expect(errorOf(await member.gql(CANCEL, { id, reason: "" }))).toMatchObject({ code: "BAD_USER_INPUT", field: "reason" });
    const cancelled = await member.gql(CANCEL, { id, reason: "Wrong prize" });
    expect(cancelled.data!.cancelJackpot.state).toBe("CANCELLED");
    expect(errorOf(await member.gql(CANCEL, { id, reason: "Again" }))).toMatchObject({ code: "CONFLICT" });
    const actions = (await t.db.orm.em.fork().find(OperationLog, { targetType: "jackpot", targetId: id }, { orderBy: { at: "asc" } })).map((l) => l.action);
    expect(actions).toEqual(["jackpot.create", "jackpot.publish", "jackpot.update", "jackpot.cancel"]);
    expect(errorOf(await member.gql(UPDATE, { id: "999999", input: { name: "X" } }))).toMatchObject({ code: "NOT_FOUND" });
    expect(errorOf(await member.gql(UPDATE, { id: "abc", input: { name: "X" } }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses roles the matrix leaves out", async () => {
    expect(refusal(await support.gql(CREATE, { input: mega() }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
    expect(refusal(await player.gql(`{ adminJackpots { edges { node { id } } } }`))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
    expect(refusal(await asGuest(t).gql(`{ adminTicket(id: "1") { id } }`))).toEqual({ code: "UNAUTHENTICATED", reason: undefined });
    expect(refusal(await player.gql(ISSUE, { input: { jackpotId: "1", address: player.address, count: 1, reason: "x" } }))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
  });
});

describe("tickets", () => {
  it("issues tickets to a registered player (SUPPORT may), validating address, count and reason", async () => {
    const id = await draft(admin);
    await admin.gql(PUBLISH, { id });
    const input = { jackpotId: id, address: player.address.toUpperCase().replace("0X", "0x"), count: 3, reason: "Compensation for a stuck round" };
    const res = await support.gql(ISSUE, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data!.issueTickets).toHaveLength(3);
    expect(res.data!.issueTickets[0]).toMatchObject({ jackpotId: id, owner: player.address, source: "ISSUED", reason: input.reason, issuedBy: support.address, voidable: true });
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "ticket.issue", targetId: id });
    expect(line).toMatchObject({ actorAddress: support.address, after: { owner: player.address, count: 3 } });

    expect(errorOf(await support.gql(ISSUE, { input: { ...input, address: "0x" + "12".repeat(20) } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "address" });
    expect(errorOf(await support.gql(ISSUE, { input: { ...input, address: "nobody" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "address" });
    expect(errorOf(await support.gql(ISSUE, { input: { ...input, count: 0 } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "count" });
    expect(errorOf(await support.gql(ISSUE, { input: { ...input, count: 1001 } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "count" });
    expect(errorOf(await support.gql(ISSUE, { input: { ...input, reason: "  " } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "reason" });
    expect(errorOf(await support.gql(ISSUE, { input: { ...input, jackpotId: "999999" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "jackpotId" });
    expect(await t.db.orm.em.fork().count(JackpotTicket, { jackpotId: Number(id) })).toBe(3);

    const list = await support.gql(`query($id: ID!) { adminTickets(jackpotId: $id, filter: { source: ISSUED, owner: "${player.address}" }, first: 2) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } }`, { id });
    expect(list.data!.adminTickets).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const jackpot = await support.gql(`query($id: ID!) { adminJackpot(id: $id) { ticketCount history { action } } }`, { id });
    expect(jackpot.data!.adminJackpot).toMatchObject({ ticketCount: 3 });
    expect(jackpot.data!.adminJackpot.history.map((e: { action: string }) => e.action)).toEqual(["jackpot.create", "jackpot.publish", "ticket.issue"]);
  });

  it("voids an issued ticket before entries close, with a reason, once", async () => {
    const id = await draft(admin);
    const issued = await admin.gql(ISSUE, { input: { jackpotId: id, address: player.address, count: 2, reason: "Promotion" } });
    const [first, second] = issued.data!.issueTickets as { id: string }[];
    expect(errorOf(await support.gql(VOID, { id: first!.id, reason: "" }))).toMatchObject({ code: "BAD_USER_INPUT", field: "reason" });
    const voided = await support.gql(VOID, { id: first!.id, reason: "Issued to the wrong player" });
    expect(voided.data!.voidTicket).toMatchObject({ voidedBy: support.address, voidReason: "Issued to the wrong player", voidable: false });
    expect(errorOf(await support.gql(VOID, { id: first!.id, reason: "Again" }))).toMatchObject({ code: "CONFLICT" });
    expect((await support.gql(`query($id: ID!) { adminJackpot(id: $id) { ticketCount } }`, { id })).data!.adminJackpot.ticketCount).toBe(1);
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "ticket.void", targetId: first!.id });
    expect(line.after).toMatchObject({ jackpotId: Number(id), voidReason: "Issued to the wrong player" });

    // Entries close at the draw time: nothing is issued or voided after it.
    await t.db.orm.em.fork().nativeUpdate(Jackpot, { id: Number(id) }, { state: JackpotState.OPEN, opensAt: new Date(Date.now() - 2 * HOUR), drawAt: new Date(Date.now() - 1000) });
    expect(errorOf(await support.gql(VOID, { id: second!.id, reason: "Late" }))).toMatchObject({ code: "CONFLICT" });
    expect(errorOf(await support.gql(ISSUE, { input: { jackpotId: id, address: player.address, count: 1, reason: "Late" } }))).toMatchObject({ code: "BAD_USER_INPUT", field: "jackpotId" });
    expect(errorOf(await admin.gql(CANCEL, { id, reason: "Late" }))).toMatchObject({ code: "CONFLICT" });
    // A draft whose draw time passed unpublished can still move its draw and be published, or be cancelled.
    const late = Number(await draft(admin));
    await t.db.orm.em.fork().nativeUpdate(Jackpot, { id: late }, { opensAt: new Date(Date.now() - 2 * HOUR), drawAt: new Date(Date.now() - 1000) });
    expect(errorOf(await admin.gql(PUBLISH, { id: String(late) }))).toMatchObject({ code: "BAD_USER_INPUT", field: "drawAt" });
    expect((await admin.gql(UPDATE, { id: String(late), input: { drawAt: at(HOUR) } })).data!.updateJackpot.state).toBe("DRAFT");
    expect((await admin.gql(PUBLISH, { id: String(late) })).data!.publishJackpot.state).toBe("OPEN");
    expect(await t.db.orm.em.fork().count(OperationLog, { action: "ticket.void", targetId: second!.id })).toBe(0);
  });

  it("shows a drawn jackpot: revealed seed, winners with their payout task, a ticket that won", async () => {
    const id = Number(await draft(admin));
    const em = t.db.orm.em.fork();
    const ticket = em.create(JackpotTicket, { jackpotId: id, owner: player.address, source: "earned", number: 0, won: true });
    const task = em.create(AdminTask, { kind: "jackpot.pay", params: {}, target: `jackpot:${id}`, createdBy: admin.address, state: "success" });
    await em.flush();
    await em.nativeUpdate(Jackpot, { id }, {
      state: JackpotState.DRAWN, serverSeed: "0x" + "11".repeat(32), commitment: "0x" + "22".repeat(32), clientSeed: "0x" + "33".repeat(32), clientSeedBlock: 7,
      entriesHash: "0x" + "44".repeat(32), ticketCount: 1, closedAt: new Date(), drawnAt: new Date(),
      winners: [{ k: 0, ticket: 0, ticketId: ticket.id, owner: player.address, to: player.address, amount: "1000000000", taskId: task.id }],
    });
    const res = await support.gql(`query($id: ID!) { adminJackpot(id: $id) { ${FIELDS} } adminJackpotEntries(id: $id) }`, { id: String(id) });
    expect(res.data!.adminJackpot).toMatchObject({ state: "DRAWN", serverSeed: "0x" + "11".repeat(32), ticketCount: 1, winners: [{ ticket: 0, owner: player.address, amount: "1000000000", task: { state: "SUCCESS" } }] });
    expect(res.data!.adminJackpotEntries).toEqual([player.address]);
    const tk = await support.gql(`query($id: ID!) { adminTicket(id: $id) { source won prize number jackpotState voidable } }`, { id: String(ticket.id) });
    expect(tk.data!.adminTicket).toEqual({ source: "EARNED", won: true, prize: "1000000000", number: 0, jackpotState: "DRAWN", voidable: false });
    expect(errorOf(await support.gql(`{ adminTicket(id: "0") { id } }`))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("queues a failed payout again, once, with its log line", async () => {
    const id = Number(await draft(admin));
    const em = t.db.orm.em.fork();
    const ticket = em.create(JackpotTicket, { jackpotId: id, owner: player.address, source: "earned", number: 0, won: true });
    const failed = em.create(AdminTask, { kind: "jackpot.pay", params: { jackpotId: id }, target: `jackpot:${id}`, createdBy: admin.address, state: "failed", error: "transfer amount exceeds balance" });
    await em.flush();
    await em.nativeUpdate(Jackpot, { id }, {
      state: JackpotState.DRAWN, serverSeed: "0x" + "11".repeat(32), commitment: "0x" + "22".repeat(32), clientSeed: "0x" + "33".repeat(32), clientSeedBlock: 7, entriesHash: "0x" + "44".repeat(32), ticketCount: 1,
      winners: [{ k: 0, ticket: 0, ticketId: ticket.id, owner: player.address, to: player.address, amount: "5000000", taskId: failed.id }],
    });
    const RETRY = `mutation($id: ID!, $ticket: Int!) { retryJackpotPayout(id: $id, ticket: $ticket) { winners { taskId task { state kind params } } } }`;
    expect(refusal(await support.gql(RETRY, { id: String(id), ticket: 0 }))).toEqual({ code: "FORBIDDEN", reason: "PERMISSION" });
    expect(errorOf(await member.gql(RETRY, { id: String(id), ticket: 3 }))).toMatchObject({ code: "BAD_USER_INPUT", field: "ticket" });
    const res = await member.gql(RETRY, { id: String(id), ticket: 0 });
    const [winner] = res.data!.retryJackpotPayout.winners;
    expect(winner.taskId).not.toBe(failed.id);
    expect(winner.task).toEqual({ state: "NEW", kind: "jackpot.pay", params: { jackpotId: id, ticketId: ticket.id, player: player.address, to: player.address, amount: "5000000" } });
    expect(errorOf(await member.gql(RETRY, { id: String(id), ticket: 0 }))).toMatchObject({ code: "CONFLICT" });
    const line = await t.db.orm.em.fork().findOneOrFail(OperationLog, { action: "jackpot.retryPayout", targetId: String(id) });
    expect(line.after).toMatchObject({ ticket: 0, taskId: winner.taskId });
  });

  it("hides the server seed until the draw", async () => {
    const id = Number(await draft(admin));
    await t.db.orm.em.fork().nativeUpdate(Jackpot, { id }, { state: JackpotState.OPEN, serverSeed: "0x" + "55".repeat(32) });
    const res = await support.gql(`query($id: ID!) { adminJackpot(id: $id) { serverSeed } }`, { id: String(id) });
    expect(res.data!.adminJackpot.serverSeed).toBeNull();
  });
});
