import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// type-graphql loads graphql's CommonJS entry through Node; point Vite at the same file so
// both sides share one GraphQLScalarType class.
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

// Two files at a time, even on 2 cores (vitest would run one): most of a file's time is spent
// waiting on Postgres or a local chain, which the other file uses.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: { globalSetup: ["../db/src/testing/global-setup.ts"], pool: "forks", maxWorkers: 2, testTimeout: 30_000, hookTimeout: 60_000 },
});
