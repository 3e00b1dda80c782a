import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectLocalWallet, pageGql } from "./browser-session.js";
import { gql, signIn, type Session } from "./api.js";
import { devWallet, registerPlayer } from "./player.js";
import { awaitReady, platformProcesses } from "./drills.js";
import { createClient, type Client } from "graphql-ws";
import { join } from "node:path";
import { auditRounds, reservesProblem } from "./rounds-audit.js";

// Operations over the platform as `npm start` runs it. The demo crowd: two demo players join
// through sign-in, registration and the bridge and bet. The system page: the demo ADMIN (Local
// wallet account 5) watches chains, tables, validators, queues and the gateway on /admin/system at
// 1440 and 390 px, with figures that agree with the processes' own /metrics. Then fault drills
// while the crowd plays: kill -9 of the gateway, the operator (dealer, tasks, jobs) and the game
// indexer, a Postgres restart, the game chain's RPC stopped for 30 s and a validator that stops
// answering — after each the platform carries on by itself, and at the end nothing is lost and
// nothing was paid twice.
const ADMIN = 5;
const PORT = 15800;

let platform: Platform;
let browser: Browser;
const contexts: BrowserContext[] = [];
const metricsPort = (offset: number) => PORT + Number(process.env.E2E_PORT_OFFSET ?? 0) + offset;

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  context.setDefaultTimeout(90_000);
  contexts.push(context);
  return context.newPage();
}

/** One series' value from a process's /metrics. */
async function metric(port: number, series: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  if (line === undefined) throw new Error(`no ${series} on :${port}`);
  return Number(line.slice(series.length + 1));
}

beforeAll(async () => {
  platform = await startPlatform(PORT, { env: { DEALER_BETTING_SECONDS: "12", SIMULATE_PLAYERS: "2", SIMULATE_RATE: "12" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

interface Status {
  chains: { id: string; head: number | null; indexed: number | null; lagBlocks: number | null; error: string | null }[];
  tables: { tableId: number; lastRoundId: number | null }[];
  validators: { address: string; votes: number }[];
  bridgeQueue: { pending: number };
  taskQueue: { pending: number };
  replicas: { url: string; current: boolean; stale: boolean; websocketConnections: number }[];
}
const STATUS = `{ systemStatus { id chains { id head indexed lagBlocks error } tables { id tableId lastRoundId } validators { id address votes } bridgeQueue { id pending } taskQueue { id pending } replicas { id url current stale websocketConnections } } }`;

describe("the demo crowd and the system page", () => {
  it("brings demo players who bridge in and bet, so the lobby shows players", async () => {
    await expect
      .poll(async () => (await gql<{ tables: { playersThisRound: number }[] }>(platform.url, `{ tables { id playersThisRound } }`)).tables.some((t) => t.playersThisRound > 0), { timeout: 240_000, interval: 1000 })
      .toBe(true);
    expect(platform.output()).toMatch(/starting the demo crowd \(2 players/);
  });

  it("shows the admin chains, tables, validators, queues and this gateway, with the figures its processes' metrics give", async () => {
    const admin = await newPage(1440);
    await connectLocalWallet(admin, platform.url, ADMIN);
    await admin.goto(`${platform.url}/admin/system`);
    await admin.getByTestId("admin-menu").getByText("System").waitFor();
    await admin.getByTestId("system-task-queue").waitFor();

    // The crowd's bridge transfers were voted on: validators show on the page.
    await expect.poll(async () => admin.getByRole("table", { name: "Bridge validators" }).locator("tbody tr").count(), { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
    const answer = await pageGql(admin, STATUS);
    expect(answer.errors).toBeUndefined();
    const status = answer.data!.systemStatus as Status;
    expect(status.chains.map((c) => c.error)).toEqual([null, null]);
    expect(status.tables.length).toBeGreaterThanOrEqual(7);
    expect(status.tables.filter((t) => t.lastRoundId !== null).length).toBeGreaterThan(0);
    expect(status.validators.every((v) => v.votes > 0)).toBe(true);
    expect(status.replicas.find((r) => r.current)).toMatchObject({ url: platform.url, stale: false });

    // The same figures as the metrics: the game indexer's gauge has reached the page's indexed block, and the operator's bridge gauge reads the page's queue.
    const game = status.chains.find((c) => c.id === "game")!;
    expect(game.indexed).not.toBeNull();
    expect(await metric(metricsPort(6), 'sunrise_indexer_indexed_block{chain="game"}')).toBeGreaterThanOrEqual(game.indexed!);
    await expect
      .poll(async () => {
        const page = ((await pageGql(admin, STATUS)).data!.systemStatus as Status).bridgeQueue.pending;
        return page === (await metric(metricsPort(7), "sunrise_operator_bridge_pending")) ? "equal" : "moving";
      }, { timeout: 60_000 })
      .toBe("equal");

    await admin.getByRole("table", { name: "Chains" }).getByText("Game chain").waitFor();
    await admin.getByRole("heading", { name: "Tables and dealer" }).waitFor();
    await admin.getByRole("table", { name: "Gateway replicas" }).getByText("this page's", { exact: false }).waitFor();
  });

  it("stays readable at 390 px: nothing wider than the screen", async () => {
    const phone = await newPage(390);
    await connectLocalWallet(phone, platform.url, ADMIN);
    await phone.goto(`${platform.url}/admin/system`);
    await phone.getByTestId("system-bridge-queue").waitFor();
    await phone.getByRole("heading", { name: "Tables and dealer" }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

const ROUNDS = `query($t: Int!) { tableRounds(tableId: $t, first: 10) { edges { node { id roundId state } } } }`;
const rounds = async (tableId: number) =>
  (await gql<{ tableRounds: { edges: { node: { roundId: number; state: string } }[] } }>(platform.url, ROUNDS, { t: tableId })).tableRounds.edges.map((e) => e.node);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe("fault drills while the crowd plays", () => {
  const procs = () => platformProcesses(platform.dataDir);
  let admin: Session;
  let roulette: number;
  let subscriber: Client;
  /** What the subscriber last heard of each round, kept up to date across reconnects as the site's client does. */
  const heard = new Map<number, string>();

  beforeAll(async () => {
    admin = await signIn(platform.url, devWallet(ADMIN), 31337);
    roulette = (await gql<{ tables: { id: number }[] }>(platform.url, `{ tables(gameType: 1) { id } }`)).tables[0]!.id;
    let connections = 0;
    subscriber = createClient({
      url: platform.url.replace(/^http/, "ws") + "/graphql",
      webSocketImpl: WebSocket,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: () => sleep(500),
      on: {
        // On a reconnect the site refetches what it shows: rounds that ended while it was away.
        connected: () => {
          if (connections++ > 0) void rounds(roulette).then((rs) => rs.forEach((r) => heard.set(r.roundId, r.state)), () => undefined);
        },
      },
    });
    subscriber.subscribe<{ roundUpdated: { roundId: number; state: string } }>(
      { query: `subscription($t: Int) { roundUpdated(tableId: $t) { id roundId state } }`, variables: { t: roulette } },
      { next: (v) => v.data && heard.set(v.data.roundUpdated.roundId, v.data.roundUpdated.state), error: () => {}, complete: () => {} },
    );
  });
  afterAll(async () => subscriber?.dispose());

  /** The roulette table plays on: a round opened after `since` is settled, heard by the subscriber. */
  async function playsOn(since: number) {
    await expect.poll(() => [...heard].some(([id, state]) => id > since && state === "settled"), { timeout: 180_000, interval: 500 }).toBe(true);
  }
  const latestHeard = () => Math.max(0, ...heard.keys());

  it("kill -9 of the gateway: started again, the subscriber reconnects and every round it heard of ends in its final state", async () => {
    await expect.poll(() => heard.size, { timeout: 120_000 }).toBeGreaterThan(0);
    const inPlay = latestHeard();
    await procs().killAndAwaitRestart("gateway");
    await awaitReady(`${platform.url}/ready`);
    await playsOn(inPlay);
    const api = new Map((await rounds(roulette)).map((r) => [r.roundId, r.state]));
    // Rounds that ended while the gateway was down are not left open in what the subscriber shows.
    for (const [id, state] of heard) if (api.has(id) && id <= inPlay) expect(state, `round ${id}`).toBe(api.get(id));
    expect(platform.output()).toMatch(/gateway stopped unexpectedly; starting it again/);
  });

  it("kill -9 of the operator (dealer, tasks, jobs): started again, every round completes", async () => {
    const inPlay = latestHeard();
    await procs().killAndAwaitRestart("operator");
    await awaitReady(`http://127.0.0.1:${metricsPort(7)}/ready`);
    await playsOn(inPlay);
  });

  it("kill -9 of the game chain's indexer: started again, it indexes on from where it committed", async () => {
    const inPlay = latestHeard();
    await procs().killAndAwaitRestart("indexer-game");
    await awaitReady(`http://127.0.0.1:${metricsPort(6)}/ready`);
    await playsOn(inPlay);
  });

  it("a Postgres restart: every process reconnects by itself, none is started again", async () => {
    const pids = ["gateway", "operator", "indexer-game", "indexer-asset"].map((n) => procs().pidOf(n));
    const inPlay = latestHeard();
    await procs().restartPostgres();
    for (const port of [4, 5, 6, 7]) await awaitReady(`http://127.0.0.1:${metricsPort(port)}/ready`);
    await playsOn(inPlay);
    procs().expectSamePids(["gateway", "operator", "indexer-game", "indexer-asset"], pids);
  });

  it("the game chain's RPC stopped for 30 s: the system page says it is unreachable; indexer, dealer and gateway carry on when it is back", async () => {
    const pids = ["gateway", "operator", "indexer-game"].map((n) => procs().pidOf(n));
    const inPlay = latestHeard();
    procs().signal("game-chain", "SIGSTOP");
    const stoppedAt = Date.now();
    try {
      await expect
        .poll(async () => {
          const s = await gql<{ systemStatus: Status }>(platform.url, STATUS, {}, admin.headers);
          return s.systemStatus.chains.find((c) => c.id === "game")!.error ?? "";
        }, { timeout: 30_000, interval: 1000 })
        .toMatch(/Chain unreachable/);
      // A player at a table is told, instead of waiting on a spinner.
      const player = await newPage(1440);
      await player.goto(`${platform.url}/casino-games/${roulette}`);
      await player.getByTestId("chain-unreachable-game").waitFor({ timeout: 30_000 });
      // The chain stays away 30 s in all.
      await sleep(Math.max(0, 30_000 - (Date.now() - stoppedAt)));
    } finally {
      procs().signal("game-chain", "SIGCONT");
    }
    await playsOn(inPlay);
    procs().expectSamePids(["gateway", "operator", "indexer-game"], pids);
  });

  it("a validator stops (SIGSTOP, so the supervisor does not replace it): a bridge completes with the other two", async () => {
    const player = await registerPlayer(platform.url, platform.assetRpcUrl, platform.gameRpcUrl, 3);
    procs().signal("validator-1", "SIGSTOP");
    try {
      await (await player.assetSusd.getFunction("approve")(await player.assetBridge.getAddress(), 100_000_000n)).wait();
      await (await player.assetBridge.getFunction("withdrawOnETH")(100_000_000n)).wait();
      // Minted once the two validators still running voted: validator-1 could not have.
      await expect
        .poll(async () => (await gql<{ bridgeProcesses: { processType: number; status: number; votes: number }[] }>(platform.url, `{ bridgeProcesses(limit: 10) { id processType status votes } }`, {}, player.session.headers)).bridgeProcesses.find((p) => p.processType === 91 && p.status === 2)?.votes, { timeout: 120_000, interval: 500 })
        .toBe(2);
      expect(await player.cashier.getFunction("balanceOf")(player.sunc.address)).toBe(100_000_000n);
    } finally {
      procs().signal("validator-1", "SIGCONT");
    }
  });

  it("no secret reaches a log: no key, session token or server secret in any process's log of the whole run", async () => {
    const player = await signIn(platform.url, devWallet(2), 31337);
    await gql(platform.url, `{ me { address } }`, {}, player.headers);
    const secrets = new Map<string, string>([
      ...Array.from({ length: 20 }, (_, i) => [devWallet(i).privateKey.slice(2).toLowerCase(), `development key ${i}`] as [string, string]),
      [admin.token, "the admin's session token"],
      [player.token, "a player's session token"],
      ["sunrise-development-session-secret", "the session secret"],
      ["sunrise-development-dealer-secret", "the dealer secret"],
    ]);
    // The local chains' own output lists Hardhat's well-known development accounts and keys: they are not a platform process.
    const logs = Object.fromEntries(Object.entries(procs().logs()).filter(([name]) => !name.endsWith("-chain")));
    expect(Object.keys(logs)).toEqual(expect.arrayContaining(["gateway", "operator", "validator-1", "indexer-game", "indexer-asset", "crowd"]));
    for (const [name, text] of Object.entries(logs)) {
      const lower = text.toLowerCase();
      for (const [secret, what] of secrets) expect(lower.includes(secret.toLowerCase()), `${what} in ${name}.log`).toBe(false);
      // A field named like a secret is always redacted.
      expect(text.match(/"(privateKey|signature|sessionToken|secret|password|mnemonic)":"(?!\[redacted\])[^"]+"/g) ?? [], `${name}.log`).toEqual([]);
    }
  });

  it("after every drill: each round before the last two is final, every bet paid once or refunded, and the chain agrees", async () => {
    const deployments = join(platform.dataDir, "deployments.json");
    const audit = await auditRounds(platform.url, deployments);
    expect(audit.problems).toEqual([]);
    expect(audit.bets).toBeGreaterThan(0);
    expect(audit.verified).toBeGreaterThan(0);
    expect(reservesProblem(deployments)).toBeNull();
  });
});
