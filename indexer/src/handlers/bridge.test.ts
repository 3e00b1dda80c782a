import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BridgeProcess, BridgeVote, WalletPair, type Channel, type EntityManager } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { Batch } from "../store/batch.js";
import { transactionStore } from "../store/store.js";
import { BATCH_ENTITIES } from "../store/mikro-database.js";
import type { EventMeta, HandlerContext } from "./context.js";
import { onMinted, onMintVoted, onPairRegistered, onWithdrawal } from "./bridge.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const ETH = "0x00000000000000000000000000000000000000e1";
const BURN = "0x00000000000000000000000000000000000000b1";
let n = 0;
const wid = () => `0x${(++n).toString(16).padStart(64, "0")}`;
const meta = (role: "asset" | "game", blockNumber = 10): EventMeta => ({
  role,
  chainId: role === "asset" ? 31337 : 31338,
  blockNumber,
  blockHash: `0x${String(blockNumber).padStart(64, "b")}`,
  timestamp: new Date("2026-11-22T10:00:00Z"),
  txHash: `0x${String(blockNumber).padStart(64, "0")}`,
});

/** Runs handlers in one transaction, as the store does, and returns the notices they sent. */
async function batch(fn: (mk: (m: EventMeta) => HandlerContext) => Promise<void>): Promise<[Channel, object][]> {
  const notices: [Channel, object][] = [];
  await db.orm.em.fork().transactional(async (em: EntityManager) => {
    const store = transactionStore(await Batch.open(em, BATCH_ENTITIES), em, notices);
    await fn((m) => ({ store, meta: m }));
    await store.finish();
  });
  return notices;
}
const row = (id: string) => db.orm.em.fork().findOneOrFail(BridgeProcess, { id });

describe("bridge handlers", () => {
  it("follows an asset → game transfer from withdrawal through votes to the mint", async () => {
    const id = wid();
    await batch(async (mk) => onPairRegistered(mk(meta("asset", 5)), { ethAddress: ETH.toUpperCase().replace("0X", "0x"), burnAddress: BURN }));
    const notices = await batch(async (mk) => onWithdrawal(mk(meta("asset", 11)), { id, from: ETH, to: BURN, amount: 100_000_000n, targetChainId: 31338n }));
    expect(notices).toEqual([["bridge_process", { id, address: ETH }], ["balance", { addresses: [ETH] }]]);
    expect(await row(id)).toMatchObject({ address: ETH, processType: 91, status: 0, step: 1, amount: "100000000", fromAddress: ETH, toAddress: BURN, sourceChainId: 31337, targetChainId: 31338 });

    await batch(async (mk) => onMintVoted(mk(meta("game", 3)), { id, validator: "0x00000000000000000000000000000000000000a7", to: BURN, amount: 100_000_000n, votes: 1n }));
    expect(await row(id)).toMatchObject({ status: 0, step: 2, votes: 1, address: ETH });

    await batch(async (mk) => {
      await onMintVoted(mk(meta("game", 4)), { id, validator: "0x00000000000000000000000000000000000000a8", to: BURN, amount: 100_000_000n, votes: 2n });
      await onMinted(mk(meta("game", 4)), { id, to: BURN, amount: 100_000_000n });
    });
    expect(await row(id)).toMatchObject({ status: 2, step: 3, votes: 2, mintTxHash: meta("game", 4).txHash });
    expect(await db.orm.em.fork().count(BridgeVote, { withdrawalId: id })).toBe(2);
  });

  it("keeps a game → asset transfer done when the target chain was indexed before the source", async () => {
    const id = wid();
    await batch(async (mk) => onMinted(mk(meta("asset", 20)), { id, to: ETH, amount: 90_000_000n }));
    expect(await row(id)).toMatchObject({ status: 2, step: 3, processType: 90, address: ETH, withdrawTxHash: null });
    await batch(async (mk) => onWithdrawal(mk(meta("game", 21)), { id, from: BURN, to: BURN, amount: 90_000_000n, targetChainId: 31337n }));
    expect(await row(id)).toMatchObject({ status: 2, step: 3, processType: 90, fromAddress: BURN, withdrawTxHash: meta("game", 21).txHash, sourceChainId: 31338 });
  });

  it("counts a validator's vote once even when its event is seen twice", async () => {
    const id = wid();
    await batch(async (mk) => onWithdrawal(mk(meta("asset", 30)), { id, from: ETH, to: BURN, amount: 85_000_000n, targetChainId: 31338n }));
    const vote = { id, validator: "0x00000000000000000000000000000000000000a7", to: BURN, amount: 85_000_000n, votes: 1n };
    await batch(async (mk) => {
      await onMintVoted(mk(meta("game", 31)), vote);
      await onMintVoted(mk(meta("game", 31)), vote);
    });
    expect(await db.orm.em.fork().count(BridgeVote, { withdrawalId: id })).toBe(1);
    expect((await row(id)).votes).toBe(1);
  });

  it("gives an orphan game-chain withdrawal its player once the pair is registered", async () => {
    const burn = "0x00000000000000000000000000000000000000b2";
    const eth = "0x00000000000000000000000000000000000000e2";
    const id = wid();
    await batch(async (mk) => onWithdrawal(mk(meta("game", 40)), { id, from: burn, to: burn, amount: 85_000_000n, targetChainId: 31337n }));
    expect((await row(id)).address).toBeNull();
    const notices = await batch(async (mk) => onPairRegistered(mk(meta("asset", 41)), { ethAddress: eth, burnAddress: burn }));
    expect((await row(id)).address).toBe(eth);
    expect(notices).toEqual([["bridge_process", { id, address: eth }]]);
  });

  it("replaces both directions of a pair on re-registration", async () => {
    const eth = "0x00000000000000000000000000000000000000e3";
    await batch(async (mk) => onPairRegistered(mk(meta("asset", 50)), { ethAddress: eth, burnAddress: "0x00000000000000000000000000000000000000b3" }));
    await batch(async (mk) => onPairRegistered(mk(meta("asset", 51)), { ethAddress: eth, burnAddress: "0x00000000000000000000000000000000000000b4" }));
    const pairs = await db.orm.em.fork().find(WalletPair, { ethAddress: eth });
    expect(pairs.map((p) => p.burnAddress)).toEqual(["0x00000000000000000000000000000000000000b4"]);
  });
});
