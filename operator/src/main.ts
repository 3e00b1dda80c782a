import { createOrm } from "@sunrise/db";
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

const env = loadEnv();
const orm = await createOrm(env.DATABASE_URL);
const chains = connectChains(env);
const logError = (what: string) => (e: unknown) => console.warn(`[operator] ${what}: ${(e as Error).message.split("\n")[0]}`);

const validators = env.VALIDATOR_KEYS.map((k) => new Validator(k, chains, orm));
const stops = validators.map((v) => every(env.POLL_INTERVAL_MS, () => v.tick(), logError(`validator ${v.address}`)));
if (chains.asset.contracts.BonusManager) {
  const startBlock: number = JSON.parse(readFileSync(env.DEPLOYMENTS_FILE, "utf8")).assetChain.startBlock;
  for (const key of env.VALIDATOR_KEYS) {
    const b = new BonusValidator(key, chains, orm, startBlock);
    stops.push(every(1000, () => b.tick(), logError(`bonus validator ${b.address}`)));
  }
}
if (env.GAS_DRIP_KEY) {
  const drip = new GasDrip(env.GAS_DRIP_KEY, env.GAS_DRIP_WEI, chains, orm);
  stops.push(every(1000, () => drip.tick(), logError("gas drip")));
}
if (env.DEALER_KEY) {
  const dealer = await startDealer(env.DEALER_KEY, env, chains, orm, logError("dealer"));
  stops.push(dealer.stop);
  console.log(`[operator] dealer ${dealer.address} dealing at ${dealer.tables} table(s) while enabled and their area is open (default betting window ${env.DEALER_BETTING_SECONDS} s)`);
}
const messages = new MessageDelivery(orm);
stops.push(every(1000, async () => void (await messages.tick()), logError("message delivery")));
const jackpots = new JackpotDraw({ orm, game: { chainId: chains.game.chainId, getBlockNumber: () => chains.game.provider.getBlockNumber(), getBlock: (n) => chains.game.provider.getBlock(n) }, secret: env.JACKPOT_SECRET ?? env.DEALER_SECRET, log: (l) => console.log(`[operator] ${l}`) });
stops.push(every(2000, async () => void (await jackpots.tick()), logError("jackpot draw")));
const tasks = startTaskRunner(env, chains, orm, logError("tasks"));
if (tasks) {
  stops.push(tasks.stop);
  console.log(`[operator] back-office task runner keys: ${tasks.roles}`);
}
console.log(`[operator] ${validators.length} validators running: ${validators.map((v) => v.address).join(", ")}`);

const shutdown = async () => {
  stops.forEach((s) => s());
  chains.destroy();
  await orm.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
