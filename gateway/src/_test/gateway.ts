import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { loadEnv } from "../env.js";
import { startGateway, type Gateway, type GatewayObservability } from "../server.js";

export interface TestGateway {
  gateway: Gateway;
  db: TestDatabase;
  url: string;
  host: string;
  close(): Promise<void>;
}

/** A real gateway on a random port over a fresh database. Chain reads are not configured. */
export async function startTestGateway(overrides: Record<string, string> = {}, observability: GatewayObservability = {}): Promise<TestGateway> {
  const db = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: "test",
    DATABASE_URL: db.url,
    GATEWAY_PORT: "0",
    WALLET_CHAIN_ID: "31337",
    DEPLOYMENTS_FILE: "/nonexistent/deployments.json",
    CLIENT_DIST: "/nonexistent/dist",
    // Tests write rows and read them back at once, before the NOTIFY arrives: public answers are tested on their own.
    PUBLIC_CACHE_MS: "0",
    ...overrides,
  });
  const gateway = await startGateway(env, observability);
  return {
    gateway,
    db,
    url: gateway.url,
    host: new URL(gateway.url).host,
    close: async () => {
      await gateway.stop();
      await db.close();
    },
  };
}
