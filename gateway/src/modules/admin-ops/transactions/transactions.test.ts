import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { AdminTask, Area, Bonus, BridgeProcess, Game, GameTableConfig, StakingClaim, TableBet } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../../_test/gateway.js";
import { asAdmin, asMember, asPlayer, refusal, saveAccount, type Actor } from "../../../_test/roles.js";

let t: TestGateway;
let admin: Actor;
const addr = () => Wallet.createRandom().address.toLowerCase();
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const ALICE = addr();
const ALICE_GAME = addr();
const BOB = addr();
const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

const FIELD = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => ({ code: r.errors?.[0]?.extensions?.code, field: r.errors?.[0]?.extensions?.field });
const LIST = `query($filter: AdminTransactionFilter, $first: Int, $after: String) { adminTransactions(filter: $filter, first: $first, after: $after) {
  edges { node { id kind state player gameWallet wallet chain txHash completionTxHash amount payout reference roundKey note at } } pageInfo { hasNextPage endCursor } } }`;
const list = async (variables: Record<string, unknown> = {}) => {
  const res = await admin.gql(LIST, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.adminTransactions.edges.map((e: { node: { id: string; state: string } }) => e.node) as { id: string; state: string; kind: string }[];
};

beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000", RATE_LIMIT_ADDRESS_PER_MINUTE: "10000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
  admin = await asAdmin(t);
  await saveAccount(t, ALICE, { suncAddress: ALICE_GAME });
  const em = t.db.orm.em.fork();
  const bridge = (n: number, player: string, status: number, votes: number, hour: number) =>
    em.create(BridgeProcess, { id: hash(n), address: player, processType: 91, status, amount: "100000000", fromAddress: player, toAddress: player === ALICE ? ALICE_GAME : addr(), sourceChainId: 31337, targetChainId: 31338, withdrawTxHash: hash(100 + n), mintTxHash: status === 2 ? hash(200 + n) : null, votes, createdAt: at(hour) });
  bridge(1, ALICE, 2, 2, 1); // confirmed
  bridge(2, ALICE, 0, 1, 2); // verified
  bridge(3, BOB, 0, 0, 3); // sent
  bridge(4, BOB, 1, 2, 4); // claimable
  const bonus = (n: number, claimable: boolean, claimed: boolean, hour: number) =>
    em.create(Bonus, { id: hash(300 + n), address: ALICE, depositAmount: "500000000", bonusAmount: "50000000", depositTx: hash(400 + n), claimTx: claimed ? hash(500 + n) : null, claimable, depositedAt: at(hour), expiredAt: at(hour + 100) });
  bonus(1, false, false, 5); // confirmed
  bonus(2, true, false, 6); // claimable
  bonus(3, true, true, 7); // claimed
  em.create(StakingClaim, { id: "claim-1", user: BOB, contract: addr(), amount: "7000000", stakingType: 0, transactionHash: hash(600), timestamp: at(8) });
  const bet = (n: number, player: string, payout: string | null, refunded: boolean, hour: number) =>
    em.create(TableBet, { id: `${addr()}:1:${n}`, roundKey: `0xround:${n}`, tableId: 77, betIndex: n, player, kind: 1001, amount: "2000000", payout, refunded, placedAt: at(hour), txHash: hash(700 + n) });
  bet(1, ALICE_GAME, null, false, 9); // processing
  bet(2, ALICE_GAME, "4000000", false, 10); // confirmed
  bet(3, BOB, "2000000", true, 11); // rejected (refunded)
  em.create(Game, { id: "tx-roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: addr() });
  em.create(Area, { id: "tx-hall", name: "Hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(GameTableConfig, { id: 77, name: "Roulette Seventy-seven", gameId: "tx-roulette", areaId: "tx-hall", contractAddress: addr(), minBet: "1", maxBet: "1000000000" });
  // Treasury transfers: one sent to Alice's game wallet, one that failed; another task kind is no transaction.
  em.create(AdminTask, { kind: "transfer", params: { chain: "game", player: ALICE, to: ALICE_GAME, amount: "3000000", reason: "Goodwill after an outage" }, state: "success", chain: "game", txHash: hash(800), createdBy: BOB, createdAt: at(12) });
  em.create(AdminTask, { kind: "transfer", params: { chain: "asset", player: BOB, to: BOB, amount: "1000000", reason: "Test" }, state: "failed", createdBy: BOB, createdAt: at(13) });
  em.create(AdminTask, { kind: "contract.pause", params: { contract: "Staking" }, state: "success", createdBy: BOB, createdAt: at(14) });
  await em.flush();
});
afterAll(async () => t?.close());

describe("adminTransactions", () => {
  it("lists every kind newest first with SPEC's transaction states", async () => {
    const all = await list({ first: 100 });
    expect(all.map((n) => [n.kind, n.state])).toEqual([
      ["TRANSFER", "REJECTED"], ["TRANSFER", "CONFIRMED"], ["TABLE_BET", "REJECTED"], ["TABLE_BET", "CONFIRMED"], ["TABLE_BET", "PROCESSING"], ["STAKING", "CLAIMED"],
      ["BONUS", "CLAIMED"], ["BONUS", "CLAIMABLE"], ["BONUS", "CONFIRMED"],
      ["BRIDGE", "CLAIMABLE"], ["BRIDGE", "SENT"], ["BRIDGE", "VERIFIED"], ["BRIDGE", "CONFIRMED"],
    ]);
    expect(all.find((n) => n.id === `bridge:${hash(1)}`)).toMatchObject({ player: ALICE, chain: "asset", txHash: hash(101), completionTxHash: hash(201), amount: "100000000", payout: null, reference: "to the game chain" });
    expect(all.find((n) => n.id === `bonus:${hash(303)}`)).toMatchObject({ txHash: hash(403), completionTxHash: hash(503), amount: "500000000", payout: "50000000" });
    // One player under their main wallet, whichever wallet the transaction used; a bet names its table and round.
    expect(all.find((n) => n.kind === "TABLE_BET" && n.state === "CONFIRMED")).toMatchObject({ player: ALICE, gameWallet: ALICE_GAME, wallet: ALICE_GAME, chain: "game", payout: "4000000", reference: "Roulette Seventy-seven · round 2", roundKey: "0xround:2" });
    expect(all.find((n) => n.kind === "TRANSFER" && n.state === "CONFIRMED")).toMatchObject({ player: ALICE, gameWallet: ALICE_GAME, chain: "game", txHash: hash(800), amount: "3000000", note: "Goodwill after an outage" });
  });

  it("filters by kind, state, player (with their game wallet) and dates, and pages across kinds", async () => {
    expect((await list({ filter: { kind: "BONUS" } })).map((n) => n.state)).toEqual(["CLAIMED", "CLAIMABLE", "CONFIRMED"]);
    expect((await list({ filter: { state: "CLAIMABLE" } })).map((n) => n.kind)).toEqual(["BONUS", "BRIDGE"]);
    expect((await list({ filter: { state: "PROCESSING", kind: "BRIDGE" } }))).toEqual([]);
    expect((await list({ filter: { kind: "TRANSFER" } })).map((n) => n.state)).toEqual(["REJECTED", "CONFIRMED"]);
    const alice = await list({ filter: { player: ALICE } });
    expect(alice.map((n) => n.kind)).toEqual(["TRANSFER", "TABLE_BET", "TABLE_BET", "BONUS", "BONUS", "BONUS", "BRIDGE", "BRIDGE"]);
    expect(await list({ filter: { player: ALICE_GAME } })).toEqual(alice);
    expect((await list({ filter: { from: at(4).toISOString(), to: at(6).toISOString() } })).map((n) => n.id)).toEqual([`bonus:${hash(301)}`, `bridge:${hash(4)}`]);

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: any = (await admin.gql(LIST, { first: 3, after })).data!.adminTransactions;
      seen.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual((await list({ first: 100 })).map((n) => n.id));
  });

  it("refuses bad filters by field, and accounts without transactions.read", async () => {
    expect(FIELD(await admin.gql(LIST, { filter: { player: "0xnope" } }))).toEqual({ code: "BAD_USER_INPUT", field: "player" });
    expect(FIELD(await admin.gql(LIST, { filter: { from: at(5).toISOString(), to: at(4).toISOString() } }))).toEqual({ code: "BAD_USER_INPUT", field: "from" });
    expect(refusal(await admin.gql(LIST, { filter: { state: "LOST" } })).code).toBe("BAD_USER_INPUT");
    expect(FIELD(await admin.gql(LIST, { after: "e30" }))).toEqual({ code: "BAD_USER_INPUT", field: "after" });
    expect((await (await asMember(t)).gql(LIST)).errors).toBeUndefined();
    expect(refusal(await (await asPlayer(t)).gql(LIST))).toEqual({ code: "FORBIDDEN", reason: "NOT_STAFF" });
  });

  it("shows the USDC flows: a deposit confirmed, a queued withdrawal processing with its ETA, a rejected one with the reason, a claim", async () => {
    const CAROL = addr();
    const em = t.db.orm.em.fork();
    const usdc = (n: number, fields: Record<string, unknown>) =>
      em.create(BridgeProcess, { id: hash(900 + n), address: CAROL, amount: "6000000000000", fromAddress: CAROL, toAddress: CAROL, sourceChainId: 31337, targetChainId: 31337, withdrawTxHash: hash(950 + n), createdAt: at(20 + n), processType: 2, ...fields });
    usdc(1, { processType: 1, status: 2, step: 3 });
    usdc(2, { status: 0, queueState: "pending", queueReasons: 1, releaseAt: new Date("2099-01-01T12:00:00Z") });
    usdc(3, { status: 2, queueState: "rejected", queueReasons: 1, rejectReason: "Source of funds unclear", releaseAt: new Date("2099-01-01T12:00:00Z") });
    usdc(4, { processType: 3, status: 2, step: 3, withdrawalId: hash(905) });
    await em.flush();
    const rows = (await list({ filter: { player: CAROL } })) as unknown as { state: string; chain: string; reference: string; note: string | null }[];
    expect(rows.map((r) => [r.state, r.chain, r.reference, r.note])).toEqual([
      ["CLAIMED", "asset", "USDC claimed", null],
      ["REJECTED", "asset", "SUSD to USDC", "Source of funds unclear"],
      ["PROCESSING", "asset", "SUSD to USDC", "ETA 2099-01-01 12:00 UTC"],
      ["CONFIRMED", "asset", "USDC to SUSD", null],
    ]);
    expect((await list({ filter: { player: CAROL, state: "PROCESSING" } })).map((r) => r.id)).toEqual([`bridge:${hash(902)}`]);
  });
});
