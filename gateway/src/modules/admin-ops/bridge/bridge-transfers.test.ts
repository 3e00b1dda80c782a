import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { BridgeProcess, BridgeVote } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asPlayer, asSupport, refusal, type Actor } from "../../../_test/roles.js";

let t: TestGateway;
let admin: Actor;
const addr = () => Wallet.createRandom().address.toLowerCase();
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const ALICE = addr();
const ALICE_GAME = addr();
const BOB = addr();
const VALIDATORS = [addr(), addr(), addr()];
const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));

const FIELD = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => ({ code: r.errors?.[0]?.extensions?.code, field: r.errors?.[0]?.extensions?.field });
const LIST = `query($filter: AdminBridgeTransferFilter, $first: Int, $after: String) { adminBridgeTransfers(filter: $filter, first: $first, after: $after) {
  edges { node { id player processType status amount withdrawTxHash mintTxHash voteCount votes { validator chainId txHash } } } pageInfo { hasNextPage endCursor } } }`;
const ONE = `query($id: ID!) { adminBridgeTransfer(id: $id) { id player sourceChainId targetChainId withdrawTxHash withdrawBlock mintTxHash voteCount votes { validator chainId txHash blockNumber votedAt } } }`;
const ids = (r: { data?: Record<string, any> | null }) => r.data!.adminBridgeTransfers.edges.map((e: { node: { id: string } }) => e.node.id);

beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  admin = await asAdmin(t);
  const em = t.db.orm.em.fork();
  const transfer = (n: number, player: string, game: string, toGame: boolean, status: number, votes: number, d: number) => {
    em.create(BridgeProcess, {
      id: hash(n), address: player, processType: toGame ? 91 : 90, status, step: status === 2 ? 3 : votes ? 2 : 1, amount: String(100n * 1_000_000n * BigInt(n)),
      fromAddress: toGame ? player : game, toAddress: toGame ? game : player, sourceChainId: toGame ? 31337 : 31338, targetChainId: toGame ? 31338 : 31337,
      withdrawTxHash: hash(1000 + n), withdrawBlock: 10 + n, mintTxHash: status === 2 ? hash(2000 + n) : null, votes, createdAt: day(d),
    });
    for (let v = 0; v < votes; v++) {
      em.create(BridgeVote, { id: `${hash(n)}:${VALIDATORS[v]}`, withdrawalId: hash(n), validator: VALIDATORS[v]!, chainId: toGame ? 31338 : 31337, txHash: v === votes - 1 && status === 2 ? hash(2000 + n) : hash(3000 + n * 10 + v), blockNumber: 100 + n * 10 + v, votedAt: day(d) });
    }
  };
  transfer(1, ALICE, ALICE_GAME, true, 2, 2, 20);
  transfer(2, ALICE, ALICE_GAME, false, 0, 1, 21);
  transfer(3, BOB, addr(), true, 0, 0, 22);
  await em.flush();
});
afterAll(async () => t?.close());

describe("adminBridgeTransfers", () => {
  it("lists every player's transfers newest first, each with its votes and transactions on both chains", async () => {
    const res = await admin.gql(LIST);
    expect(res.errors).toBeUndefined();
    const [bob, aliceBack, aliceIn] = res.data!.adminBridgeTransfers.edges.map((e: { node: unknown }) => e.node);
    expect([bob.id, aliceBack.id, aliceIn.id]).toEqual([hash(3), hash(2), hash(1)]);
    expect(aliceIn).toEqual({
      id: hash(1), player: ALICE, processType: 91, status: 2, amount: "100000000", withdrawTxHash: hash(1001), mintTxHash: hash(2001), voteCount: 2,
      votes: [{ validator: VALIDATORS[0], chainId: 31338, txHash: hash(3010) }, { validator: VALIDATORS[1], chainId: 31338, txHash: hash(2001) }],
    });
    expect(bob).toMatchObject({ voteCount: 0, votes: [], mintTxHash: null });
  });

  it("filters by player (their game wallet too), direction, status, any of its transactions and dates", async () => {
    expect(ids(await admin.gql(LIST, { filter: { player: ALICE.toUpperCase().replace("0X", "0x") } }))).toEqual([hash(2), hash(1)]);
    expect(ids(await admin.gql(LIST, { filter: { player: ALICE_GAME } }))).toEqual([hash(2), hash(1)]);
    expect(ids(await admin.gql(LIST, { filter: { direction: "TO_GAME_CHAIN" } }))).toEqual([hash(3), hash(1)]);
    expect(ids(await admin.gql(LIST, { filter: { status: 0 } }))).toEqual([hash(3), hash(2)]);
    expect(ids(await admin.gql(LIST, { filter: { txHash: hash(1002) } }))).toEqual([hash(2)]);
    expect(ids(await admin.gql(LIST, { filter: { txHash: hash(3020) } }))).toEqual([hash(2)]);
    expect(ids(await admin.gql(LIST, { filter: { from: day(21).toISOString(), to: day(22).toISOString() } }))).toEqual([hash(2)]);
    const page = (await admin.gql(LIST, { first: 2 })).data!.adminBridgeTransfers;
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(ids(await admin.gql(LIST, { first: 2, after: page.pageInfo.endCursor }))).toEqual([hash(1)]);
  });

  it("refuses bad filters by field, and players", async () => {
    expect(FIELD(await admin.gql(LIST, { filter: { player: "alice" } }))).toEqual({ code: "BAD_USER_INPUT", field: "player" });
    expect(FIELD(await admin.gql(LIST, { filter: { status: 7 } }))).toEqual({ code: "BAD_USER_INPUT", field: "status" });
    expect(FIELD(await admin.gql(LIST, { filter: { txHash: "0x12" } }))).toEqual({ code: "BAD_USER_INPUT", field: "txHash" });
    expect(FIELD(await admin.gql(LIST, { after: "x" }))).toEqual({ code: "BAD_USER_INPUT", field: "after" });
    expect(refusal(await (await asPlayer(t)).gql(LIST))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
  });
});

describe("adminBridgeTransfer", () => {
  it("shows one transfer with both chains' transactions and each vote, for any staff role", async () => {
    const res = await (await asSupport(t)).gql(ONE, { id: hash(1) });
    expect(res.data!.adminBridgeTransfer).toMatchObject({ sourceChainId: 31337, targetChainId: 31338, withdrawTxHash: hash(1001), withdrawBlock: 11, mintTxHash: hash(2001), voteCount: 2 });
    expect(res.data!.adminBridgeTransfer.votes.map((v: { blockNumber: number }) => v.blockNumber)).toEqual([110, 111]);
    expect(refusal(await admin.gql(ONE, { id: hash(99) })).code).toBe("NOT_FOUND");
    expect(refusal(await admin.gql(ONE, { id: "nope" })).code).toBe("NOT_FOUND");
  });
});
