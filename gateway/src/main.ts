import { loadEnv } from "./env.js";
import { startGateway } from "./server.js";

const gateway = await startGateway(loadEnv());
console.log(`[gateway] listening on ${gateway.url} (GraphQL ${gateway.url}/graphql, GraphiQL ${gateway.url}/graphiql)`);

const shutdown = async () => {
  await gateway.stop().catch(() => undefined);
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
