import { createOrm } from "@sunrise/db";
import { bridgeQueueStatus, createLogger, indexedChainCheck, postgresCheck, routeConsole, runChecks, startOpsServer, taskQueueStatus } from "@sunrise/db/ops";
import { loadEnv } from "./env.js";
import { connectChains } from "./chains.js";
import { Validator } from "./validators/validator.js";
import { GasDrip } from "./jobs/gas-drip.js";
import { BonusValidator } from "./bonus/bonus-validator.js";
import { readFileSync } from "node:fs";
import { every } from "./loop.js";
import { startDealer } from "./dealer/start.js";
import { startTaskRunner } from "./tasks/start.js";
import { MessageDelivery } from "./jobs/message-delivery.js";
import { JackpotDraw } from "./jobs/jackpot-draw.js";
import { StakingScheduleJob, stakingContract } from "./jobs/staking-schedule.js";
import { AffiliateCommissionJob } from "./jobs/affiliate-commission.js";
import { UsdcRefillJob } from "./jobs/usdc-refill.js";
import { addressOf, taskKeys } from "./tasks/keys.js";
import { operatorMetrics } from "./observability/metrics.js";
import { setOperatorLogger } from "./observability/logger.js";

const env = loadEnv();
const logger = createLogger({ service: "operator", level: env.LOG_LEVEL, pretty: env.LOG_PRETTY });
setOperatorLogger(logger);
routeConsole(logger);
operatorMetrics.collectDefaults();
const orm = await createOrm(env.DATABASE_URL);
const chains = connectChains(env);
const logError = (what: string) => (e: unknown) => logger.warn({ job: what, err: (e as Error).message.split("\n")[0] }, `${what} failed`);

const validators = env.VALIDATOR_KEYS.map((k) => new Validator(k, chains, orm));
const stops = validators.map((v) => every(env.POLL_INTERVAL_MS, () => v.tick(), logError(`validator ${v.address}`)));
if (chains.asset.contracts.BonusManager) {
  const startBlock: number = JSON.parse(readFileSync(env.DEPLOYMENTS_FILE, "utf8")).assetChain.startBlock;
  for (const key of env.VALIDATOR_KEYS) {
    const b = new BonusValidator(key, chains, orm, startBlock);
    stops.push(every(1000, () => b.tick(), logError(`bonus validator ${b.address}`)));
  }
}
if (env.OPERATOR_COMPONENTS === "all") await startHouseComponents();
else logger.info("validators only: no dealer, back-office tasks or jobs in this process");

/** Everything but the validators: the gas drip, the dealer, the jobs and the back-office task runner. */
async function startHouseComponents(): Promise<void> {
  if (env.GAS_DRIP_KEY) {
    const drip = new GasDrip(env.GAS_DRIP_KEY, env.GAS_DRIP_WEI, chains, orm);
    stops.push(every(1000, () => drip.tick(), logError("gas drip")));
  }
  if (env.DEALER_KEY) {
    const dealer = await startDealer(env.DEALER_KEY, env, chains, orm, logError("dealer"));
    stops.push(dealer.stop);
    logger.info({ dealer: dealer.address, tables: dealer.tables, bettingSeconds: env.DEALER_BETTING_SECONDS }, `dealer ${dealer.address} dealing at ${dealer.tables} table(s) while enabled and their area is open`);
  }
  const messages = new MessageDelivery(orm);
  stops.push(every(1000, async () => void (await messages.tick()), logError("message delivery")));
  const jackpots = new JackpotDraw({ orm, game: { chainId: chains.game.chainId, getBlockNumber: () => chains.game.provider.getBlockNumber(), getBlock: (n) => chains.game.provider.getBlock(n) }, secret: env.JACKPOT_SECRET ?? env.DEALER_SECRET, log: (l) => logger.info(l) });
  stops.push(every(2000, async () => void (await jackpots.tick()), logError("jackpot draw")));
  const gameNow = async () => new Date(((await chains.game.provider.getBlock("latest"))?.timestamp ?? Date.now() / 1000) * 1000);
  const affiliates = new AffiliateCommissionJob({ orm, now: gameNow, log: (l) => logger.info(l) });
  stops.push(every(5000, async () => void (await affiliates.tick()), logError("affiliate commission")));
  const keys = taskKeys(env);
  if (env.STAKING_SCHEDULE && keys && chains.asset.contracts.Staking) {
    const schedule = new StakingScheduleJob({
      orm, staking: stakingContract(chains.asset.contracts.Staking, chains.asset.provider), roundSeconds: env.STAKING_ROUND_SECONDS,
      revenueShareBps: env.STAKING_REVENUE_SHARE_BPS, actor: addressOf(keys.operator), gameNow, log: (l) => logger.info(l),
    });
    await schedule.init();
    stops.push(every(2000, async () => void (await schedule.tick()), logError("staking schedule")));
    logger.info({ roundSeconds: env.STAKING_ROUND_SECONDS, revenueShareBps: env.STAKING_REVENUE_SHARE_BPS }, "staking round schedule running");
  }
  const { USDC, UsdcVault, UsdcReserve } = chains.asset.contracts;
  if (env.USDC_REFILL && keys && USDC && UsdcVault && UsdcReserve) {
    const refill = new UsdcRefillJob({ orm, provider: chains.asset.provider, signer: chains.signer(keys.operator, "asset"), contracts: { USDC, UsdcVault, UsdcReserve }, log: (l) => logger.info(l) });
    stops.push(every(env.USDC_REFILL_INTERVAL_MS, async () => void (await refill.tick()), logError("usdc refill")));
    logger.info({ intervalMs: env.USDC_REFILL_INTERVAL_MS }, "USDC refill task running");
  }
  const tasks = startTaskRunner(env, chains, orm, logError("tasks"));
  if (tasks) {
    stops.push(tasks.stop);
    operatorMetrics.watchTaskQueue(async () => (await taskQueueStatus(orm.em.fork())).waiting);
    logger.info({ keys: tasks.roles }, "back-office task runner started");
  }
}

operatorMetrics.watchBridgeQueue(() => bridgeQueueStatus(orm.em.fork()));

let draining = false;
const ops =
  env.OPERATOR_METRICS_PORT > 0
    ? await startOpsServer(env.OPERATOR_METRICS_PORT, env.METRICS_HOST, {
        ready: () =>
          runChecks(
            { postgres: postgresCheck(orm), assetChain: indexedChainCheck(orm, env.ASSET_RPC_URL, env.READY_MAX_LAG_BLOCKS), gameChain: indexedChainCheck(orm, env.GAME_RPC_URL, env.READY_MAX_LAG_BLOCKS) },
            env.READY_TIMEOUT_MS,
          ),
        metrics: async () => ({ contentType: operatorMetrics.registry.contentType, body: await operatorMetrics.registry.metrics() }),
        draining: () => draining,
      })
    : undefined;
logger.info({ validators: validators.map((v) => v.address), metricsPort: ops?.port }, `${validators.length} validators running: ${validators.map((v) => v.address).join(", ")}`);

/** Stops every loop after its run in progress (a dealer's transaction, a task's step), then closes connections. */
const shutdown = async (signal: NodeJS.Signals) => {
  if (draining) return;
  draining = true;
  logger.info({ signal }, "shutting down: finishing the runs in progress");
  const finished = await Promise.race([Promise.all(stops.map((s) => s())).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 10_000))]);
  await ops?.close();
  chains.destroy();
  await orm.close().catch(() => undefined);
  logger.info({ finished }, "stopped");
  logger.flush(() => process.exit(0));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
