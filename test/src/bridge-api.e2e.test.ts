import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JsonRpcProvider } from "ethers";
import { startPlatform, type Platform } from "./platform.js";
import { registerPlayer, type Player } from "./player.js";
import { gql } from "./api.js";
import { describeUsdcFlowsOverApi } from "./usdc-flows.js";

// The bridges through the public API and the real chains, on one platform: USDC ↔ SUSD through the
// vault (development accounts 2 and 3), then SUSD between the chains: withdrawal → indexer → validators → mint (account 1).
let platform: Platform;
let player: Player;
beforeAll(async () => {
  platform = await startPlatform(14100);
  player = await registerPlayer(platform.url, platform.assetRpcUrl, platform.gameRpcUrl, 1);
});
afterAll(async () => platform?.stop());

// First: its opening case reads the reserves with nothing in flight between the chains.
describeUsdcFlowsOverApi(() => platform);

const SUSD = (n: number) => BigInt(n) * 1_000_000n;

async function waitForProcess(status: number, processType: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { bridgeProcesses } = await gql(platform.url, `{ bridgeProcesses(limit: 100) { id status step processType amount votes mintTxHash } }`, {}, player.session.headers);
    const hit = bridgeProcesses.find((p: { status: number; processType: number }) => p.status === status && p.processType === processType);
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`no process with status ${status} and type ${processType}: ${JSON.stringify(bridgeProcesses)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("bridge over the API", () => {
  it("moves 100 SUSD asset → game and back, minting once after two validator votes", async () => {
    const assetBefore = (await player.assetSusd.getFunction("balanceOf")(player.wallet.address)) as bigint;
    await (await player.assetSusd.getFunction("approve")(await player.assetBridge.getAddress(), SUSD(100))).wait();
    await (await player.assetBridge.getFunction("withdrawOnETH")(SUSD(100))).wait();
    const toGame = await waitForProcess(2, 91);
    expect(toGame).toMatchObject({ step: 3, amount: SUSD(100).toString() });
    expect(toGame.votes).toBeGreaterThanOrEqual(2);
    // Bridged SUSD lands in the player's cashier balance, ready to bet; the wallet holds none itself.
    expect(await player.cashier.getFunction("balanceOf")(player.sunc.address)).toBe(SUSD(100));
    expect(await player.gameSusd.getFunction("balanceOf")(player.sunc.address)).toBe(0n);
    expect(await player.assetSusd.getFunction("balanceOf")(player.wallet.address)).toBe(assetBefore - SUSD(100));

    // The operator funds the new game wallet with gas; wait for it before the return trip.
    const game = new JsonRpcProvider(platform.gameRpcUrl);
    const deadline = Date.now() + 20_000;
    while ((await game.getBalance(player.sunc.address)) === 0n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    game.destroy();
    await (await player.cashier.getFunction("withdraw")(SUSD(100))).wait();
    await (await player.gameSusd.getFunction("approve")(await player.gameBridge.getAddress(), SUSD(100))).wait();
    await (await player.gameBridge.getFunction("withdrawOnAssetChain")(SUSD(100))).wait();
    await waitForProcess(2, 90);
    expect(await player.gameSusd.getFunction("balanceOf")(player.sunc.address)).toBe(0n);
    expect(await player.cashier.getFunction("balanceOf")(player.sunc.address)).toBe(0n);
    expect(await player.assetSusd.getFunction("balanceOf")(player.wallet.address)).toBe(assetBefore);

    const { balances } = await gql(platform.url, `{ balances { susd g1Susd total } }`, {}, player.session.headers);
    expect(balances).toEqual({ susd: assetBefore.toString(), g1Susd: "0", total: assetBefore.toString() });
  });

  it("answers a refused request with a stable code and no server internals", async () => {
    const res = await fetch(`${platform.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...player.session.headers },
      body: JSON.stringify({ query: `{ bridgeProcesses(limit: 101) { id } }` }),
    });
    const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]!.extensions.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0]!.extensions).not.toHaveProperty("stacktrace");
  });
});
