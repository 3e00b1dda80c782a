import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Wallet } from "ethers";
import { Channel, notify } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";
import { settle, subscribe, until } from "../../_test/live.js";
import type { Balances } from "./balances.service.js";

let t: TestGateway;
let alice: SignedIn;
let aliceSunc: string;

beforeAll(async () => {
  t = await startTestGateway();
  alice = await signInAs(t.url, Wallet.createRandom());
  aliceSunc = Wallet.createRandom().address.toLowerCase();
  const encryptedPrivateKey = `v1:${"ab".repeat(12)}:${"cd".repeat(48)}`;
  await gql(t.url, `mutation($input: RegisterInput!) { register(input: $input) { id } }`, { input: { sunc: { version: 1, address: aliceSunc, encryptedPrivateKey } } }, alice.headers);
});
afterAll(async () => t?.close());

describe("balanceChanged", () => {
  it("refuses a guest", async () => {
    const guest = subscribe(t.url, `subscription { balanceChanged { id } }`);
    await until(() => guest.errors.length > 0, 2000);
    expect(JSON.stringify(guest.errors)).toContain("UNAUTHENTICATED");
    await guest.client.dispose();
  });

  it("pushes the viewer's balances when a notice names its main or game wallet, recomputing only for live subscribers", async () => {
    const balances = (n: number): Balances => ({ id: alice.address, susd: String(n), g1Susd: "0", bsusd: "0", total: String(n) });
    let reads = 0;
    const forViewer = vi.spyOn(t.gateway.services.balances, "forViewer").mockImplementation(async () => balances(++reads));
    const ping = (addresses: string[]) => t.db.orm.em.fork().transactional((tx) => notify(tx, Channel.balance, { addresses }));

    await ping([alice.address]); // nobody subscribed yet: nothing is read
    await settle();
    expect(forViewer).not.toHaveBeenCalled();

    const sub = subscribe<Balances>(t.url, `subscription { balanceChanged { id susd total } }`, alice.token);
    await settle();
    await ping([Wallet.createRandom().address.toLowerCase()]);
    await ping([alice.address.toUpperCase().replace("0X", "0x")]);
    await until(() => sub.events.length >= 1);
    await ping([aliceSunc, Wallet.createRandom().address.toLowerCase()]);
    await until(() => sub.events.length >= 2);
    expect(sub.errors).toEqual([]);
    expect(sub.events).toEqual([{ id: alice.address, susd: "1", total: "1" }, { id: alice.address, susd: "2", total: "2" }]);
    expect(forViewer).toHaveBeenCalledTimes(2);

    await sub.client.dispose();
    await settle();
    expect(t.gateway.services.liveBalances.watchedCount).toBe(0);
    await ping([alice.address]);
    await settle();
    expect(forViewer).toHaveBeenCalledTimes(2);
    forViewer.mockRestore();
  });
});
