import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { Channel, notify, TableBet, TableDecision, TableRound, type CardProof } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";
import { contractOf, hash } from "../../_test/lobby.js";
import { subscribe, until, type LiveSubscription } from "../../_test/live.js";

// Card codes: suit × 13 + rank − 1.
const card = (rank: number, suit = 0) => suit * 13 + rank - 1;
const BLACKJACK = 7;
const HOLDEM = 3;
const M = 1_000_000n;

let t: TestGateway;
let alice: SignedIn;
let aliceSunc: string;
const bob = Wallet.createRandom().address.toLowerCase();
const subs: LiveSubscription<unknown>[] = [];

const proofs = (window: number, cards: [position: number, card: number][]): CardProof[] => cards.map(([position, c]) => ({ position, card: c, salt: hash(position), proof: [hash(1)], window }));

async function writeDecisionRound(tableId: number, gameType: number, roundId: number, o: Partial<TableRound>): Promise<string> {
  const table = contractOf(tableId);
  const id = `${table}:${roundId}`;
  await t.db.orm.em.fork().transactional(async (tx) => {
    await tx.upsert(TableRound, {
      id, table, tableId, gameType, roundId, state: "dealt", commitment: hash(roundId), clientSeed: hash(2), serverSeed: null, result: null, root: hash(3),
      openedAt: new Date(Date.now() - 60_000), closesAt: new Date(Date.now() - 45_000), closedAt: new Date(Date.now() - 45_000), settledAt: null, totalStaked: null, totalPaid: null, openTx: hash(roundId),
      window: 1, windowClosesAt: new Date(Date.now() + 60_000), ...o,
    });
    await notify(tx, Channel.tableRound, { id });
  });
  return id;
}

async function writeBet(roundKey: string, tableId: number, betIndex: number, player: string, kind: number, amount: bigint, o: Partial<TableBet> = {}) {
  const em = t.db.orm.em.fork();
  await em.upsert(TableBet, {
    id: `${roundKey}:${betIndex}`, roundKey, tableId, betIndex, player, kind, numbers: [], amount: String(amount), payout: null, refunded: false, extraStake: "0",
    placedAt: new Date(), txHash: hash(500 + betIndex), ...o,
  });
}

async function writeDecision(roundKey: string, tableId: number, roundId: number, betIndex: number, player: string, window: number, action: number, extraStake: bigint, hand = 0) {
  await t.db.orm.em.fork().transactional(async (tx) => {
    await tx.upsert(TableDecision, {
      id: `${roundKey}:${betIndex}:${window}`, roundKey, tableId, roundId, betIndex, player, hand, window, action, extraStake: String(extraStake), decidedAt: new Date(), blockNumber: 9, txHash: hash(900 + window),
    });
    await notify(tx, Channel.tableRound, { id: roundKey });
  });
}

beforeAll(async () => {
  t = await startTestGateway();
  alice = await signInAs(t.url, Wallet.createRandom());
  aliceSunc = Wallet.createRandom().address.toLowerCase();
  const encryptedPrivateKey = `v1:${"ab".repeat(12)}:${"cd".repeat(48)}`;
  await gql(t.url, `mutation($input: RegisterInput!) { register(input: $input) { id } }`, { input: { sunc: { version: 1, address: aliceSunc, encryptedPrivateKey } } }, alice.headers);
});
afterAll(async () => {
  await Promise.all(subs.map((s) => s.client.dispose()));
  await t?.close();
});

const ROUND = `query($t: Int!, $r: Int!) { tableRound(tableId: $t, roundId: $r) {
  state window windowClosesAt settledInWindow root cards { player dealer board extra }
  decisions { id betIndex player hand window action name extraStake }
  myActions { betIndex hand action name extraStake }
  bets { betIndex extraStake decisions { window name } hands { hand cards total soft stake doubled fromSplit finished active outcome payout } }
  cardProofs { position card window }
} }`;

describe("a blackjack round in its decision windows", () => {
  it("shows the shared cards, each bet's hands and decisions, and the viewer's allowed actions with their extra stakes", async () => {
    // Players share 8♠ 8♥; the dealer shows 6♦ (no insurance window): window 1 is a play window.
    const key = await writeDecisionRound(70, BLACKJACK, 1, { cardProofs: proofs(1, [[0, card(8)], [1, card(8, 1)], [2, card(6, 2)]]) });
    await writeBet(key, 70, 0, aliceSunc, 7001, 10n * M);
    await writeBet(key, 70, 1, bob, 7001, 5n * M);
    const { data, errors } = await gql(t.url, ROUND, { t: 70, r: 1 }, alice.headers);
    expect(errors).toBeUndefined();
    const r = data!.tableRound;
    expect(r.cards).toEqual({ player: [card(8), card(8, 1)], dealer: [card(6, 2)], board: [], extra: [] });
    expect(r.myActions).toEqual([
      { betIndex: 0, hand: 0, action: 1, name: "hit", extraStake: "0" },
      { betIndex: 0, hand: 0, action: 2, name: "stand", extraStake: "0" },
      { betIndex: 0, hand: 0, action: 3, name: "double", extraStake: "10000000" },
      { betIndex: 0, hand: 0, action: 4, name: "split", extraStake: "10000000" },
    ]);
    expect(r.bets[1].hands).toEqual([{ hand: 0, cards: [card(8), card(8, 1)], total: 16, soft: false, stake: "5000000", doubled: false, fromSplit: false, finished: false, active: true, outcome: null, payout: null }]);
    // Guests see the round, not any actions.
    expect((await gql(t.url, ROUND, { t: 70, r: 1 })).data!.tableRound.myActions).toEqual([]);
  });

  it("after a split: both hands with their second cards from the common sequence, the first in play; nothing more to send in the same window", async () => {
    const key = `${contractOf(70)}:1`;
    await writeDecision(key, 70, 1, 0, aliceSunc, 1, 4, 10n * M);
    await t.db.orm.em.fork().nativeUpdate(TableBet, { id: `${key}:0` }, { extraStake: String(10n * M) });
    let r = (await gql(t.url, ROUND, { t: 70, r: 1 }, alice.headers)).data!.tableRound;
    expect(r.myActions).toEqual([]);
    expect(r.decisions).toEqual([{ id: `${key}:0:1`, betIndex: 0, player: aliceSunc, hand: 0, window: 1, action: 4, name: "split", extraStake: "10000000" }]);
    // The split's cards are not shown yet: the hand waits for them.
    expect(r.bets[0].hands.map((h: { cards: number[] }) => h.cards)).toEqual([[card(8), card(8, 1)]]);
    // Window 2 shows extra cards 0 and 1 (a 3 and a king): hand 0 is 8+3, hand 1 is 8+K.
    await writeDecisionRound(70, BLACKJACK, 1, { window: 2, cardProofs: proofs(1, [[0, card(8)], [1, card(8, 1)], [2, card(6, 2)]]).concat(proofs(2, [[40, card(3)], [41, card(13)]])) });
    r = (await gql(t.url, ROUND, { t: 70, r: 1 }, alice.headers)).data!.tableRound;
    expect(r.cards.extra).toEqual([card(3), card(13)]);
    expect(r.bets[0].hands).toEqual([
      { hand: 0, cards: [card(8), card(3)], total: 11, soft: false, stake: "10000000", doubled: false, fromSplit: true, finished: false, active: true, outcome: null, payout: null },
      { hand: 1, cards: [card(8, 1), card(13)], total: 18, soft: false, stake: "10000000", doubled: false, fromSplit: true, finished: false, active: false, outcome: null, payout: null },
    ]);
    expect(r.bets[0].extraStake).toBe("10000000");
    // Hand 0 may hit, stand or double (after a split); no second split.
    expect(r.myActions.map((a: { hand: number; name: string }) => `${a.hand}:${a.name}`)).toEqual(["0:hit", "0:stand", "0:double"]);
    // Bob did not decide in window 1: he stands, and has nothing left to do.
    expect(r.bets[1].hands[0]).toMatchObject({ finished: true, active: false });
  });

  it("offers insurance alone in the first window when the dealer shows an ace, and no actions once the window has closed", async () => {
    const key = await writeDecisionRound(70, BLACKJACK, 2, { cardProofs: proofs(1, [[0, card(10)], [1, card(9)], [2, card(1, 3)]]) });
    await writeBet(key, 70, 0, aliceSunc, 7001, 10n * M);
    const r = (await gql(t.url, ROUND, { t: 70, r: 2 }, alice.headers)).data!.tableRound;
    expect(r.myActions).toEqual([
      { betIndex: 0, hand: 0, action: 5, name: "insurance", extraStake: "5000000" },
      { betIndex: 0, hand: 0, action: 6, name: "noInsurance", extraStake: "0" },
    ]);
    await writeDecisionRound(70, BLACKJACK, 2, { windowClosesAt: new Date(Date.now() - 1000), cardProofs: proofs(1, [[0, card(10)], [1, card(9)], [2, card(1, 3)]]) });
    expect((await gql(t.url, ROUND, { t: 70, r: 2 }, alice.headers)).data!.tableRound.myActions).toEqual([]);
  });
});

describe("a revealed blackjack round", () => {
  it("shows the dealer's whole hand, the extra sequence, and each bet's hands as the indexer settled them", async () => {
    // Shared 10 and 6; the dealer: 9 up, 8 hole (17 stands); extra card 0 is a 5.
    const outcome = [card(10), card(6), card(9), card(8), ...Array.from({ length: 36 }, (_, i) => i % 52), card(5)];
    const key = await writeDecisionRound(70, BLACKJACK, 3, { state: "settled", window: 2, outcome, windowClosesAt: new Date(Date.now() - 2_000), settledAt: new Date(Date.now() - 1_000), cardProofs: proofs(1, [[0, card(10)], [1, card(6)], [2, card(9)]]).concat(proofs(2, [[40, card(5)]])) });
    await writeBet(key, 70, 0, aliceSunc, 7001, 10n * M, { payout: String(20n * M), hands: [{ cards: [card(10), card(6), card(5)], stake: String(10n * M), doubled: false, fromSplit: false, outcome: "win", payout: String(20n * M) }] });
    await writeDecision(key, 70, 3, 0, aliceSunc, 1, 1, 0n);
    const r = (await gql(t.url, ROUND, { t: 70, r: 3 }, alice.headers)).data!.tableRound;
    expect(r.cards).toEqual({ player: [card(10), card(6)], dealer: [card(9), card(8)], board: [], extra: [card(5)] });
    expect(r.bets[0].hands).toEqual([{ hand: 0, cards: [card(10), card(6), card(5)], total: 21, soft: false, stake: "10000000", doubled: false, fromSplit: false, finished: true, active: false, outcome: "win", payout: "20000000" }]);
    expect(r.bets[0].decisions).toEqual([{ window: 1, name: "hit" }]);
    expect(r.settledInWindow).toBe(false);
    expect(r.myActions).toEqual([]);
  });
});

describe("a casino hold'em round", () => {
  it("shows the hole cards and flop, call (2 × ante) or fold on the ante only, and the whole deal once revealed", async () => {
    const key = await writeDecisionRound(30, HOLDEM, 1, { cardProofs: proofs(1, [[0, card(1)], [1, card(13)], [4, card(2)], [5, card(7, 1)], [6, card(11, 2)]]) });
    await writeBet(key, 30, 0, aliceSunc, 3001, 4n * M);
    await writeBet(key, 30, 1, aliceSunc, 3003, 1n * M);
    let r = (await gql(t.url, ROUND, { t: 30, r: 1 }, alice.headers)).data!.tableRound;
    expect(r.cards).toEqual({ player: [card(1), card(13)], dealer: [], board: [card(2), card(7, 1), card(11, 2)], extra: [] });
    expect(r.myActions).toEqual([
      { betIndex: 0, hand: 0, action: 1, name: "call", extraStake: "8000000" },
      { betIndex: 0, hand: 0, action: 2, name: "fold", extraStake: "0" },
    ]);
    expect(r.bets.map((b: { hands: unknown }) => b.hands)).toEqual([null, null]);
    const outcome = [card(1), card(13), card(4), card(4, 1), card(2), card(7, 1), card(11, 2), card(5), card(9)];
    await writeDecisionRound(30, HOLDEM, 1, { state: "settled", outcome, cardProofs: proofs(1, [[0, card(1)], [1, card(13)], [4, card(2)], [5, card(7, 1)], [6, card(11, 2)]]) });
    r = (await gql(t.url, ROUND, { t: 30, r: 1 }, alice.headers)).data!.tableRound;
    expect(r.settledInWindow).toBe(null);
    await writeDecisionRound(30, HOLDEM, 1, { state: "settled", outcome, settledAt: new Date(), cardProofs: proofs(1, [[0, card(1)], [1, card(13)], [4, card(2)], [5, card(7, 1)], [6, card(11, 2)]]) });
    r = (await gql(t.url, ROUND, { t: 30, r: 1 }, alice.headers)).data!.tableRound;
    expect(r.settledInWindow).toBe(true);
    expect(r.cards).toEqual({ player: [card(1), card(13)], dealer: [card(4), card(4, 1)], board: [card(2), card(7, 1), card(11, 2), card(5), card(9)], extra: [] });
    expect(r.myActions).toEqual([]);
  });
});

describe("roundUpdated at a decision table", () => {
  it("pushes each decision with the round, and each subscriber's own allowed actions", async () => {
    const key = await writeDecisionRound(31, HOLDEM, 1, { cardProofs: proofs(1, [[0, card(1)], [1, card(1, 1)], [4, card(2)], [5, card(7, 1)], [6, card(11, 2)]]) });
    await writeBet(key, 31, 0, aliceSunc, 3001, 2n * M);
    const query = `subscription { roundUpdated(tableId: 31) { roundId decisions { betIndex name } myActions { name } } }`;
    const mine = subscribe<{ decisions: unknown[]; myActions: unknown[] }>(t.url, query, alice.token);
    const guest = subscribe<{ decisions: unknown[]; myActions: unknown[] }>(t.url, query);
    subs.push(mine as LiveSubscription<unknown>, guest as LiveSubscription<unknown>);
    // Until both subscriptions are live: the round is announced again until each has heard it.
    for (let i = 0; i < 20 && !(mine.events.length && guest.events.length); i++) {
      await writeDecisionRound(31, HOLDEM, 1, { cardProofs: proofs(1, [[0, card(1)], [1, card(1, 1)], [4, card(2)], [5, card(7, 1)], [6, card(11, 2)]]) });
      await until(() => mine.events.length > 0 && guest.events.length > 0, 1000);
    }
    expect(mine.events.at(-1)).toEqual({ roundId: 1, decisions: [], myActions: [{ name: "call" }, { name: "fold" }] });
    mine.events.length = 0;
    guest.events.length = 0;
    await writeDecision(key, 31, 1, 0, aliceSunc, 1, 1, 4n * M);
    await until(() => mine.events.length >= 1 && guest.events.length >= 1);
    expect(mine.errors).toEqual([]);
    expect(mine.events).toEqual([{ roundId: 1, decisions: [{ betIndex: 0, name: "call" }], myActions: [] }]);
    expect(guest.events).toEqual([{ roundId: 1, decisions: [{ betIndex: 0, name: "call" }], myActions: [] }]);
  });
});
