import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { Bonus, StakingClaim } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";

let t: TestGateway;
let alice: SignedIn;
const STAKING = "0x00000000000000000000000000000000000005a1";
beforeAll(async () => {
  t = await startTestGateway();
  alice = await signInAs(t.url, Wallet.createRandom());
  const em = t.db.orm.em.fork();
  for (let i = 0; i < 12; i++) {
    em.create(StakingClaim, { id: `0x${String(i).padStart(64, "0")}:0`, user: alice.address, contract: STAKING, amount: String((i + 1) * 1_000_000), stakingType: i % 2, transactionHash: `0x${String(i).padStart(64, "0")}`, timestamp: new Date(Date.UTC(2026, 10, 1 + i)) });
  }
  const day = 24 * 3600 * 1000;
  em.create(Bonus, { id: `0x${"b1".padStart(64, "0")}`, address: alice.address, depositAmount: "500000000", bonusAmount: "50000000", depositTx: `0x${"d1".padStart(64, "0")}`, claimable: true, totalBet: "2000000000", depositedAt: new Date(Date.now() - day), expiredAt: new Date(Date.now() + 6 * day) });
  em.create(Bonus, { id: `0x${"b0".padStart(64, "0")}`, address: alice.address, depositAmount: "100000000", bonusAmount: "10000000", depositTx: `0x${"d0".padStart(64, "0")}`, claimable: false, depositedAt: new Date(Date.now() - 9 * day), expiredAt: new Date(Date.now() - 2 * day) });
  await em.flush();
});
afterAll(async () => t?.close());

const HISTORY = `query($account: String, $contract: String, $page: Int! = 1) { claimHistory(account: $account, contract: $contract, page: $page) { total page pageSize items { timestamp transactionHash amount stakingType } } }`;

describe("staking claim history", () => {
  it("pages the account's claims newest first, 10 per page by default", async () => {
    const first = await gql(t.url, HISTORY, { account: alice.address, contract: STAKING });
    expect(first.data!.claimHistory).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.data!.claimHistory.items).toHaveLength(10);
    expect(first.data!.claimHistory.items[0]).toMatchObject({ amount: "12000000", stakingType: "staking/ETH pool" });
    const second = await gql(t.url, HISTORY, { account: alice.address, contract: STAKING, page: 2 });
    expect(second.data!.claimHistory.items.map((c: { amount: string }) => c.amount)).toEqual(["2000000", "1000000"]);
    expect(second.data!.claimHistory.items[1].stakingType).toBe("staking");
  });

  it("answers the SPEC's errors when the account or the contract is missing", async () => {
    const noAccount = await gql(t.url, HISTORY, { contract: STAKING });
    expect(noAccount.errors![0]).toMatchObject({ message: "Missing account parameter value", extensions: { code: "BAD_USER_INPUT" } });
    const noContract = await gql(t.url, HISTORY, { account: alice.address });
    expect(noContract.errors![0]).toMatchObject({ message: "Missing contract parameter value", extensions: { code: "BAD_USER_INPUT" } });
  });
});

describe("bonus", () => {
  it("reports the bonus state from the latest open deposit and statuses per deposit", async () => {
    const res = await gql(t.url, `{ bonusState { initialBonusUSD claimableBonus expiringBonus totalBet depositAmount bonusAmount } bonuses { status bonusAmount } }`, {}, alice.headers);
    expect(res.data!.bonusState).toEqual({ initialBonusUSD: "50000000", claimableBonus: "50000000", expiringBonus: "50000000", totalBet: "2000000000", depositAmount: "500000000", bonusAmount: "50000000" });
    expect(res.data!.bonuses).toEqual([{ status: "claimable", bonusAmount: "50000000" }, { status: "expired", bonusAmount: "10000000" }]);
  });

  it("answers the REST bonus check and lists bonuses expiring within a week", async () => {
    const check = await fetch(`${t.url}/api/v1/bonus/check`, { method: "POST", headers: alice.headers });
    expect(await check.json()).toEqual({ res: true });
    const weekAhead = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const list = await fetch(`${t.url}/api/v1/Bonus?filter=${encodeURIComponent(JSON.stringify({ address: alice.address, expiredAt: { $lte: weekAhead } }))}`, { headers: alice.headers });
    const rows = (await list.json()) as { bonusAmount: string }[];
    expect(rows.map((r) => r.bonusAmount)).toEqual(["50000000", "10000000"]);
    const other = await fetch(`${t.url}/api/v1/Bonus?filter=${encodeURIComponent(JSON.stringify({ address: Wallet.createRandom().address }))}`, { headers: alice.headers });
    expect(other.status).toBe(403);
  });
});
