import { afterAll, describe, expect, it } from "vitest";
import { startPlatform, type Platform } from "./platform.js";
import { registerPlayer, devWallet } from "./player.js";
import { gql, signIn } from "./api.js";

// A second `npm start` on the same data: the chains start from genesis again, so the platform
// redeploys and resets chain-derived state while users and their game wallets are kept.
let platform: Platform | undefined;
afterAll(async () => platform?.stop());

describe("restarting the platform", () => {
  it("keeps registered users and resets chain-derived state after the chains restart", async () => {
    platform = await startPlatform(14600);
    const player = await registerPlayer(platform.url, platform.assetRpcUrl, platform.gameRpcUrl, 4);
    // A transfer on the old chains: chain-derived state the restart must drop.
    await (await player.assetSusd.getFunction("approve")(await player.assetBridge.getAddress(), 100_000_000n)).wait();
    await (await player.assetBridge.getFunction("withdrawOnETH")(100_000_000n)).wait();
    const processTypes = async (headers: Record<string, string>) =>
      (await gql<{ bridgeProcesses: { processType: number }[] }>(platform!.url, `{ bridgeProcesses { id processType } }`, {}, headers)).bridgeProcesses.map((p) => p.processType).sort();
    await expect.poll(() => processTypes(player.session.headers), { timeout: 60_000 }).toEqual([1, 91]);
    const before = await gql(platform.url, `{ me { address sunc { address } } }`, {}, player.session.headers);
    const dataDir = platform.dataDir;
    await platform.stop(true);

    platform = await startPlatform(14600, { dataDir });
    expect(platform.output()).toMatch(/chain-derived data is reset/);
    const session = await signIn(platform.url, devWallet(4), 31337);
    const after = await gql(platform.url, `{ me { address sunc { address } } }`, {}, session.headers);
    expect(after.me).toEqual(before.me);
    // The old chains' transfer is gone; what is left is the new chains' demo USDC deposit (type 1).
    expect(await processTypes(session.headers)).toEqual([1]);
  });
});
