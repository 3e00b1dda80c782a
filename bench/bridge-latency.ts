// Latency from a bridge withdrawal being mined to its subscription event reaching a client.
// Starts the platform as `npm start` does, signs a player in, subscribes, then makes N withdrawals.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { startPlatform } from "@sunrise/test/platform";
import { registerPlayer } from "@sunrise/test/player";
import { summary } from "./stats.js";

const N = Number(process.env.BENCH_WITHDRAWALS ?? 50);
const AMOUNT = 85_000_000n;


const platform = await startPlatform(Number(process.env.BENCH_BASE_PORT ?? 15000));
try {
  console.log(`platform ready in ${(platform.startupMs / 1000).toFixed(1)} s`);
  const player = await registerPlayer(platform.url, platform.assetRpcUrl, platform.gameRpcUrl, 2);
  await (await player.assetSusd.getFunction("approve")(await player.assetBridge.getAddress(), AMOUNT * BigInt(N))).wait();

  const firstSeen = new Map<string, number>();
  const doneSeen = new Map<string, number>();
  const client = createClient({ url: platform.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: player.session.token } });
  client.subscribe({ query: "subscription { bridgeProcessUpdated { id status } }" }, {
    next: ({ data }) => {
      const p = (data as { bridgeProcessUpdated: { id: string; status: number } }).bridgeProcessUpdated;
      if (!firstSeen.has(p.id)) firstSeen.set(p.id, performance.now());
      if (p.status === 2 && !doneSeen.has(p.id)) doneSeen.set(p.id, performance.now());
    },
    error: (e) => console.error("subscription error", e),
    complete: () => undefined,
  });
  await new Promise((r) => setTimeout(r, 500));

  const toIndexed: number[] = [];
  const toMinted: number[] = [];
  const iface = player.assetBridge.interface;
  for (let i = 0; i < N; i++) {
    const receipt = await (await player.assetBridge.getFunction("withdrawOnETH")(AMOUNT)).wait();
    const mined = performance.now();
    const id = receipt.logs.map((l: { topics: string[]; data: string }) => iface.parseLog(l)).find((l: { name?: string } | null) => l?.name === "BridgeWithdrawal")!.args.id as string;
    while (!firstSeen.has(id) || !doneSeen.has(id)) await new Promise((r) => setTimeout(r, 5));
    toIndexed.push(firstSeen.get(id)! - mined);
    toMinted.push(doneSeen.get(id)! - mined);
  }
  await client.dispose();
  console.log(`bridge withdrawals: ${N}`);
  console.log(`mined → first subscription event (indexed, step 1): ${summary(toIndexed)}`);
  console.log(`mined → done event (2 of 3 validators voted, minted on the game chain): ${summary(toMinted)}`);
} finally {
  await platform.stop();
}
