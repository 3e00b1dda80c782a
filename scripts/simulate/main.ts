// `npm run simulate -- --players N --minutes M [--rate R]`: a crowd of demo players on a running platform.
import { createLogger, routeConsole } from "@sunrise/db/ops";
import { loadOptions } from "./env.js";
import { runCrowd } from "./crowd.js";

const options = loadOptions();
const log = createLogger({ service: "simulate", level: options.logLevel, pretty: Boolean(process.stdout.isTTY) });
routeConsole(log);
const stop = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop.abort());

log.info(
  { players: options.players, minutes: options.minutes, rate: options.rate, fund: options.fund, gateway: options.url },
  `simulated crowd: ${options.players} player(s) named "${options.namePrefix}…", about ${options.rate} bet(s) a minute each, ${options.minutes > 0 ? `for ${options.minutes} minute(s)` : "until stopped"}`,
);
try {
  const tally = await runCrowd(options, log, stop.signal);
  log.info(tally, `crowd finished: ${tally.joined} player(s) joined, ${tally.bets} bet(s), ${tally.decisions} decision(s), ${tally.failures} refusal(s)`);
  log.flush(() => process.exit(0));
} catch (err) {
  log.error({ err }, `crowd stopped: ${(err as Error).message}`);
  log.flush(() => process.exit(1));
}
