import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { Bonus, Channel, notify, TableBet, WalletPair } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";

let t: TestGateway;
let alice: SignedIn;
const GAME_WALLET = "0x00000000000000000000000000000000000a11ce";
const U = (n: number) => String(BigInt(n) * 1_000_000n);
const hex = (n: number) => `0x${String(n).padStart(64, "0")}`;
// An hour ago: the bonus is within its seven days whenever the test runs.
const deposited = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);

beforeAll(async () => {
  t = await startTestGateway();
  alice = await signInAs(t.url, Wallet.createRandom());
  const em = t.db.orm.em.fork();
  em.create(WalletPair, { ethAddress: alice.address, burnAddress: GAME_WALLET, txHash: hex(1), blockNumber: 1 });
  em.create(Bonus, { id: hex(10), address: alice.address, depositAmount: U(500), bonusAmount: U(50), depositTx: hex(11), claimable: false, depositedAt: deposited, expiredAt: new Date(deposited.getTime() + 7 * 86_400_000) });
  // Before the deposit, after it, and refunded: only the second counts.
  const bet = (i: number, amount: number, placedAt: Date, refunded = false) =>
    em.create(TableBet, { id: `r:${i}`, roundKey: "r", tableId: 1, betIndex: i, player: GAME_WALLET, kind: 1008, amount: U(amount), payout: null, refunded, placedAt, txHash: hex(20 + i) });
  bet(0, 100, new Date(deposited.getTime() - 1000));
  bet(1, 120, new Date(deposited.getTime() + 1000));
  bet(2, 30, new Date(deposited.getTime() + 2000), true);
  await em.flush();
});
afterAll(async () => t?.close());

describe("bonus wagering and updates", () => {
  it("shows how much the game wallet has wagered since the deposit against the 10× requirement", async () => {
    const res = await gql(t.url, `{ bonuses { id wagered wagerRequirement status } }`, {}, alice.headers);
    expect(res.data!.bonuses).toEqual([{ id: hex(10), wagered: U(120), wagerRequirement: U(500), status: "locked" }]);
  });

  it("pushes a bonus change to its owner as it is recorded", async () => {
    const client = createClient({ url: t.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: alice.token }, lazy: false, retryAttempts: 0 });
    const events: unknown[] = [];
    client.subscribe({ query: `subscription { bonusUpdated { id status } }` }, { next: (v) => events.push(v.data!.bonusUpdated), error: () => undefined, complete: () => undefined });
    await new Promise((r) => setTimeout(r, 300));
    const em = t.db.orm.em.fork();
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(Bonus, { id: hex(10) }, { claimable: true });
      await notify(tx, Channel.bonus, { id: hex(10), address: alice.address });
    });
    const deadline = Date.now() + 5000;
    while (events.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(events).toEqual([{ id: hex(10), status: "claimable" }]);
    await client.dispose();
  });
});
