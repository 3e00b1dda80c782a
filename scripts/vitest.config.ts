import { defineConfig } from "vitest/config";

// Two files at a time, even on 2 cores (vitest would run one): most of a file's time is spent
// waiting on Postgres or a local chain, which the other file uses.
export default defineConfig({
  test: { include: ["start/**/*.test.ts", "wc-relay/**/*.test.ts", "verify/**/*.test.ts", "simulate/**/*.test.ts"], globalSetup: ["../db/src/testing/global-setup.ts"], pool: "forks", maxWorkers: 2, testTimeout: 30_000, hookTimeout: 60_000 },
});
