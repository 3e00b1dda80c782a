// A scratch database with a casino-sized lobby and a gateway process over it, for the gateway benches.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { Area, Channel, Game, GameTableConfig, notify, TableBet, TableRound, type Orm } from "@sunrise/db";

/** BENCH_GATEWAY_DIR: another checkout's gateway/ (e.g. an older commit's, for figures before a change). */
const GATEWAY_DIR = process.env.BENCH_GATEWAY_DIR ?? new URL("../gateway/", import.meta.url).pathname;
const GATEWAY_MAIN = `${GATEWAY_DIR}/src/main.ts`;
const GAMES = [["roulette", 1], ["baccarat", 2], ["sic-bo", 4], ["dragon-tiger", 5], ["money-wheel", 6]] as const;
export const TABLES = 14;
const hex = (n: number, width: number) => `0x${n.toString(16).padStart(width, "0")}`;
export const contractOf = (tableId: number) => hex(tableId, 40);

export interface BenchGateway {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  stop(): Promise<void>;
}

/** The gateway as `npm start` runs it (production mode), over `databaseUrl`, on its own port; the bench's one IP may send as much as it likes. */
export async function spawnGateway(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<BenchGateway> {
  const child = spawn(process.execPath, ["--import", "tsx", GATEWAY_MAIN], {
    cwd: GATEWAY_DIR, // tsx reads the gateway's tsconfig (decorators) from there
    env: {
      ...process.env, NODE_ENV: "production", SIWE_DOMAINS: `127.0.0.1:${port}`, DATABASE_URL: databaseUrl, GATEWAY_PORT: String(port),
      ASSET_RPC_URL: "http://127.0.0.1:9", GAME_RPC_URL: "http://127.0.0.1:9", DEPLOYMENTS_FILE: "/nonexistent.json", CLIENT_DIST: "/nonexistent",
      RATE_LIMIT_IP_PER_MINUTE: "100000000", ...(process.env.BENCH_GATEWAY_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_GATEWAY_NODE_OPTIONS } : {}), ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => d.toString().includes("listening") && resolve());
    void exited.then(() => reject(new Error("gateway exited before listening")));
  });
  child.stdout!.resume();
  return { child, url: `http://127.0.0.1:${port}`, exited, stop: async () => void (child.kill("SIGTERM"), await exited) };
}

export const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** 14 tables over 5 games in two areas, each with 30 settled rounds and an open one holding `betsPerRound` bets. */
export async function seedCasino(orm: Orm, betsPerRound = 8): Promise<void> {
  const em = orm.em.fork();
  GAMES.forEach(([id, type], i) => em.create(Game, { id, type, name: id, image: `/games/${id}.svg`, erc20Address: hex(0xe1, 40), isHot: i === 0, isNew: false, categories: ["hot"], sortOrder: i, enabled: true }));
  em.create(Area, { id: "main-hall", name: "Main hall", enable: true, startUTCHour: 0, endUTCHour: 0 });
  em.create(Area, { id: "vip", name: "VIP lounge", enable: true, startUTCHour: 0, endUTCHour: 0 });
  for (let id = 1; id <= TABLES; id++) {
    const [gameId] = GAMES[(id - 1) % GAMES.length]!;
    em.create(GameTableConfig, { id, name: `Table ${id}`, gameId, areaId: id % 4 === 0 ? "vip" : "main-hall", floor: id % 4, contractAddress: contractOf(id), minBet: "1000000", maxBet: "1000000000", noCommission: false, enabled: true, bettingSeconds: 20 });
  }
  await em.flush();
  for (let tableId = 1; tableId <= TABLES; tableId++) {
    const gameType = GAMES[(tableId - 1) % GAMES.length]![1];
    for (let roundId = 1; roundId <= 31; roundId++) {
      const id = `${contractOf(tableId)}:${roundId}`;
      const open = roundId === 31;
      const openedAt = new Date(Date.now() - (32 - roundId) * 30_000);
      em.create(TableRound, {
        id, table: contractOf(tableId), tableId, gameType, roundId, state: open ? "open" : "settled", commitment: hex(roundId, 64), clientSeed: open ? null : hex(7, 64), serverSeed: open ? null : hex(9, 64),
        result: open ? null : { game: "roulette", number: roundId % 37, color: roundId % 2 ? "red" : "black" }, openedAt, closesAt: new Date(openedAt.getTime() + 20_000),
        closedAt: null, settledAt: open ? null : new Date(openedAt.getTime() + 25_000), totalStaked: null, totalPaid: null, openTx: hex(roundId, 64),
      });
      if (open) for (let b = 0; b < betsPerRound; b++) em.create(TableBet, { id: `${id}:${b}`, roundKey: id, tableId, betIndex: b, player: hex(1000 + b, 40), kind: gameType * 1000 + 1, numbers: [b % 37], amount: "1000000", payout: null, refunded: false, placedAt: new Date(), txHash: hex(b, 64) });
    }
  }
  await em.flush();
}

/** Rewrites one table's open round as the indexer would and NOTIFYs it (what the dealer's each step causes). */
export async function touchRound(orm: Orm, tableId: number, roundId: number): Promise<void> {
  const id = `${contractOf(tableId)}:${roundId}`;
  await orm.em.fork().transactional(async (tx) => {
    const openedAt = new Date();
    await tx.upsert(TableRound, {
      id, table: contractOf(tableId), tableId, gameType: 1, roundId, state: "open", commitment: hex(roundId, 64), clientSeed: null, serverSeed: null, result: null,
      openedAt, closesAt: new Date(openedAt.getTime() + 20_000), closedAt: null, settledAt: null, totalStaked: null, totalPaid: null, openTx: hex(roundId, 64),
    });
    await notify(tx, Channel.tableRound, { id });
  });
}
