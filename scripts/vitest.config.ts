import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["start/**/*.test.ts", "wc-relay/**/*.test.ts", "verify/**/*.test.ts", "simulate/**/*.test.ts"], globalSetup: ["../db/src/testing/global-setup.ts"], pool: "forks", testTimeout: 30_000, hookTimeout: 60_000 },
});
