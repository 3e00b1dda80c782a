// Signed decisions through the real HTTP endpoint over a real database; the dealer is played by
// the test: it updates the row and NOTIFYs signed_decision, as the operator does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Wallet, type HDNodeWallet } from "ethers";
import { signDecision, type DecisionToSign } from "@sunrise/contracts/signed-decision";
import { Channel, listen, notify, SignedDecision, type RowNotice, type Subscription } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { asGuest, asPlayer, refusal, saveAccount, type Actor } from "../../_test/roles.js";
import { contractOf, hash, seedLobby, writeBet } from "../../_test/lobby.js";
import { until } from "../../_test/live.js";
import { gql, signInAs } from "../../_test/client.js";

const GAME_CHAIN = 31338;
const BLACKJACK_TABLE = 200;
const TABLE = contractOf(BLACKJACK_TABLE);
const SUBMIT = `mutation($input: SignedDecisionInput!) { submitDecision(input: $input) { id state txHash reason } }`;

let dir: string;
let t: TestGateway;
let player: Actor;
let gameWallet: HDNodeWallet;
let notices: Subscription;
const noticed: string[] = [];
let nextRound = 1;

/** A round of the blackjack table with one bet of `owner`'s (index 0): its id. */
async function roundWithBet(owner: string): Promise<number> {
  const roundId = nextRound++;
  await writeBet(t.db.orm, `${TABLE}:${roundId}`, BLACKJACK_TABLE, 0, owner);
  return roundId;
}

async function submit(actor: Actor, signer: HDNodeWallet, d: DecisionToSign, tableId = BLACKJACK_TABLE) {
  const signature = await signDecision(signer, GAME_CHAIN, contractOf(tableId), d);
  return actor.gql(SUBMIT, { input: { tableId, roundId: d.roundId, betIndex: d.betIndex, window: d.window, hand: d.hand, action: d.action, signature } });
}

/** A player signed in with a main wallet the test holds, whose game wallet is `game`. */
async function signedInWith(main: HDNodeWallet, game: string): Promise<Actor> {
  const address = main.address.toLowerCase();
  await saveAccount(t, address, { suncAddress: game.toLowerCase() });
  const { headers, token } = await signInAs(t.url, main);
  return { address, headers, token, gql: (query, variables = {}) => gql(t.url, query, variables, headers) };
}

/** The id of the row a submission wrote, from the NOTIFY the dealer hears. */
async function submittedId(count: number): Promise<string> {
  await until(() => noticed.length >= count);
  return noticed[count - 1]!;
}

/** The dealer sent or refused the decision. */
async function dealerMarks(id: string, fields: Partial<SignedDecision>): Promise<void> {
  await t.db.orm.em.fork().transactional(async (tx) => {
    await tx.nativeUpdate(SignedDecision, { id }, fields);
    await notify(tx, Channel.signedDecision, { id });
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sunrise-signed-decisions-"));
  const chain = { rpcUrl: "http://127.0.0.1:1", startBlock: 0, contracts: { SUSD: contractOf(0xe1) } };
  writeFileSync(join(dir, "deployments.json"), JSON.stringify({ assetChain: { ...chain, chainId: 31337 }, gameChain: { ...chain, chainId: GAME_CHAIN } }));
  t = await startTestGateway({ DEPLOYMENTS_FILE: join(dir, "deployments.json"), SIGNED_DECISION_WAIT_MS: "3000" });
  await seedLobby(t.db.orm, 1);
  player = await asPlayer(t);
  gameWallet = Wallet.createRandom();
  await saveAccount(t, player.address, { suncAddress: gameWallet.address.toLowerCase() });
  notices = await listen(t.db.url, [Channel.signedDecision], (_channel, payload) => noticed.push((payload as RowNotice).id));
});

afterAll(async () => {
  await notices?.close();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("submitDecision", () => {
  it("stores a decision signed by the game wallet as pending, tells the dealer, and answers SENT once the dealer sent it", async () => {
    const roundId = await roundWithBet(gameWallet.address);
    const answer = submit(player, gameWallet, { roundId, betIndex: 0, window: 2, hand: 1, action: 3 });
    const id = await submittedId(1);
    const row = await t.db.orm.em.fork().findOneOrFail(SignedDecision, { id });
    expect(row).toMatchObject({
      table: TABLE, tableId: BLACKJACK_TABLE, roundId, betIndex: 0, window: 2, hand: 1, action: 3, state: "pending",
      signer: gameWallet.address.toLowerCase(), player: player.address, reason: null, txHash: null,
    });
    const marked = Date.now();
    await dealerMarks(id, { state: "sent", txHash: hash(77) });
    const res = await answer;
    // Woken by the dealer's NOTIFY, well before the 3 s wait runs out.
    expect(Date.now() - marked).toBeLessThan(1_000);
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitDecision).toEqual({ id, state: "SENT", txHash: hash(77), reason: null });
  });

  it("answers REFUSED with the reason the table gave, and takes the player's next try for the same window", async () => {
    const roundId = await roundWithBet(gameWallet.address);
    const first = submit(player, gameWallet, { roundId, betIndex: 0, window: 1, hand: 0, action: 3 });
    const id = await submittedId(noticed.length + 1);
    await dealerMarks(id, { state: "refused", reason: "LossLimitReached(1, 25000000, 1764633600)" });
    expect((await first).data!.submitDecision).toEqual({ id, state: "REFUSED", txHash: null, reason: "LossLimitReached(1, 25000000, 1764633600)" });

    const again = submit(player, gameWallet, { roundId, betIndex: 0, window: 1, hand: 0, action: 2 });
    expect(await submittedId(noticed.length + 1)).toBe(id);
    expect(await t.db.orm.em.fork().findOneOrFail(SignedDecision, { id })).toMatchObject({ state: "pending", action: 2, reason: null });
    await dealerMarks(id, { state: "sent", txHash: hash(78) });
    expect((await again).data!.submitDecision).toMatchObject({ state: "SENT", txHash: hash(78) });
  });

  it("takes a decision signed by the main wallet for a bet the game wallet placed", async () => {
    const main = Wallet.createRandom();
    const game = Wallet.createRandom();
    const owner = await signedInWith(main, game.address);
    const roundId = await roundWithBet(game.address);
    const answer = submit(owner, main, { roundId, betIndex: 0, window: 1, hand: 0, action: 2 });
    const id = await submittedId(noticed.length + 1);
    await dealerMarks(id, { state: "sent", txHash: hash(79) });
    expect((await answer).data!.submitDecision).toMatchObject({ state: "SENT" });
    expect(await t.db.orm.em.fork().findOneOrFail(SignedDecision, { id })).toMatchObject({ signer: main.address.toLowerCase(), player: main.address.toLowerCase() });
  });

  it("answers PENDING when the dealer has not answered in time", async () => {
    const roundId = await roundWithBet(gameWallet.address);
    const res = await submit(player, gameWallet, { roundId, betIndex: 0, window: 1, hand: 0, action: 1 });
    expect(res.data!.submitDecision).toMatchObject({ state: "PENDING", txHash: null, reason: null });
  });

  it("refuses a second decision for the same bet and window while the first stands", async () => {
    const roundId = await roundWithBet(gameWallet.address);
    const first = submit(player, gameWallet, { roundId, betIndex: 0, window: 1, hand: 0, action: 2 });
    await submittedId(noticed.length + 1);
    const before = noticed.length;
    const second = await submit(player, gameWallet, { roundId, betIndex: 0, window: 1, hand: 0, action: 1 });
    expect(refusal(second)).toEqual({ code: "CONFLICT", reason: "Already decided" });
    expect(await t.db.orm.em.fork().count(SignedDecision, { table: TABLE, roundId })).toBe(1);
    await first;
    expect(noticed.length).toBe(before);
  });

  it("refuses a decision signed by a stranger's wallet, and one for another player's bet, storing nothing", async () => {
    const roundId = await roundWithBet(gameWallet.address);
    const stranger = Wallet.createRandom();
    expect(refusal(await submit(player, stranger, { roundId, betIndex: 0, window: 1, hand: 0, action: 2 }))).toEqual({ code: "FORBIDDEN", reason: "Not your bet" });
    const theirs = await roundWithBet(stranger.address);
    expect(refusal(await submit(player, gameWallet, { roundId: theirs, betIndex: 0, window: 1, hand: 0, action: 2 }))).toEqual({ code: "FORBIDDEN", reason: "Not your bet" });
    expect(await t.db.orm.em.fork().count(SignedDecision, { roundId: { $in: [roundId, theirs] } })).toBe(0);
  });

  it("refuses numbers out of the table's range, a malformed signature, an unknown bet and a table that takes no decisions", async () => {
    const roundId = await roundWithBet(gameWallet.address);
    const d = { roundId, betIndex: 0, window: 1, hand: 0, action: 2 };
    const signature = await signDecision(gameWallet, GAME_CHAIN, TABLE, d);
    const sent = (changes: Record<string, unknown>) => player.gql(SUBMIT, { input: { tableId: BLACKJACK_TABLE, ...d, signature, ...changes } });
    for (const [field, value] of [["hand", 2], ["action", 0], ["action", 16], ["window", 0], ["window", 17], ["betIndex", -1], ["betIndex", 65_536], ["roundId", 0]] as const) {
      expect((await sent({ [field]: value })).errors?.[0]?.extensions, `${field} ${value}`).toMatchObject({ code: "BAD_USER_INPUT", field });
    }
    expect((await sent({ signature: signature.slice(0, 100) })).errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "signature" });
    expect(refusal(await submit(player, gameWallet, { ...d, betIndex: 5 }))).toEqual({ code: "NOT_FOUND", reason: "No such bet" });
    expect(refusal(await submit(player, gameWallet, d, 1))).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(refusal(await submit(player, gameWallet, d, 999))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a guest", async () => {
    const roundId = await roundWithBet(gameWallet.address);
    expect(refusal(await submit(asGuest(t), gameWallet, { roundId, betIndex: 0, window: 1, hand: 0, action: 2 }))).toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
