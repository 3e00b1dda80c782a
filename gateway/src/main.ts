import { loadEnv } from "./env.js";
import { startGateway } from "./server.js";
import { createLogger } from "./observability/logger.js";
import { routeConsole } from "@sunrise/db/ops";

const env = loadEnv();
const logger = createLogger({ level: env.LOG_LEVEL, pretty: env.LOG_PRETTY });
routeConsole(logger);
process.on("uncaughtException", (err) => {
  logger.fatal({ err }, "uncaught exception");
  logger.flush(() => process.exit(1));
});

const gateway = await startGateway(env, { logger });
logger.info({ url: gateway.url, metricsPort: gateway.metricsPort }, `listening on ${gateway.url} (GraphQL ${gateway.url}/graphql, GraphiQL ${gateway.url}/graphiql)`);

let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing requests in flight, closing sockets");
  const code = await gateway.stop().then(
    () => 0,
    (err: unknown) => (logger.error({ err }, "shutdown failed"), 1),
  );
  logger.info("stopped");
  logger.flush(() => process.exit(code));
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
