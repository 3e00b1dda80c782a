// Lobby reads on one gateway process at 50 connections (autocannon), beside a plain REST path:
// GET /api/v1/ip, the `{ lobby { … } }` query and the client's LobbyGames query, each first with
// every request executed (PUBLIC_CACHE_MS=0, the gateway before public answers) then as shipped.
// BENCH_SECONDS per target (default 10), BENCH_CONNECTIONS (50).
import { execFileSync } from "node:child_process";
import { createTestDatabase } from "@sunrise/db/testing";
import { seedCasino, spawnGateway, sleep } from "./live-gateway.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_BASE_PORT ?? 15400);
const AUTOCANNON = new URL("../node_modules/.bin/autocannon", import.meta.url).pathname;

const LOBBY = `{ lobby { tableId gameType table round { id roundId state openedAt closesAt result } recentResults } }`;
const LOBBY_GAMES = `query LobbyGames($showBonusGames: Boolean!) { games(showBonusGames: $showBonusGames) { id type name image isHot isNew categories isFavorite isBonusGame playable
  tables { id name gameType minBet maxBet floor enabled isOpen opensAt noCommission bettingSeconds playersThisRound area { id name isOpen opensAt }
    round { id tableId gameType table roundId state openedAt closesAt result } recentResults(limit: 24) } } }`;

interface Target {
  name: string;
  path: string;
  body?: string;
}
const targets: Target[] = [
  { name: "REST GET /api/v1/ip", path: "/api/v1/ip" },
  { name: "GraphQL { lobby }", path: "/graphql", body: JSON.stringify({ query: LOBBY }) },
  { name: "GraphQL LobbyGames", path: "/graphql", body: JSON.stringify({ query: LOBBY_GAMES, variables: { showBonusGames: false }, operationName: "LobbyGames" }) },
];

interface Cannon {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

function cannon(url: string, t: Target, seconds = SECONDS): Cannon {
  const args = ["-c", String(CONNECTIONS), "-d", String(seconds), "--json"];
  if (t.body) args.push("-m", "POST", "-H", "content-type=application/json", "-b", t.body);
  return JSON.parse(execFileSync(AUTOCANNON, [...args, url + t.path], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 1 << 26 })) as Cannon;
}

const db = await createTestDatabase();
await seedCasino(db.orm);
try {
  for (const [mode, cacheMs] of [["every request executed (PUBLIC_CACHE_MS=0)", "0"], ["public answers (default)", "2000"]] as const) {
    const gateway = await spawnGateway(db.url, PORT, { PUBLIC_CACHE_MS: cacheMs });
    try {
      console.log(`\n-- ${mode}: ${CONNECTIONS} connections, ${SECONDS} s each`);
      for (const t of targets) {
        const probe = await fetch(gateway.url + t.path, t.body ? { method: "POST", headers: { "content-type": "application/json" }, body: t.body } : {});
        const size = (await probe.arrayBuffer()).byteLength;
        cannon(gateway.url, t, 3); // warm-up, not counted (JIT, pools)
        await sleep(500);
        const r = cannon(gateway.url, t);
        console.log(`${t.name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  (${size} B answer, non-2xx ${r.non2xx}, errors ${r.errors})`);
      }
    } finally {
      await gateway.stop();
    }
  }
} finally {
  await db.close();
}
