import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectLocalWallet, pageGql } from "./browser-session.js";
import { gql } from "./api.js";

// The system page and the demo crowd over the platform as `npm start` runs it: two demo players
// join through sign-in, registration and the bridge and bet; the demo ADMIN (Local wallet account
// 5) watches chains, tables, validators, queues and the gateway on /admin/system at 1440 and 390 px,
// with figures that agree with the processes' own /metrics.
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
