import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// type-graphql loads graphql's CommonJS entry through Node; point Vite at the same file so
// both sides share one GraphQLScalarType class.
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: { globalSetup: ["../db/src/testing/global-setup.ts"], pool: "forks", testTimeout: 30_000, hookTimeout: 60_000 },
});
