import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { precompress } from "./vite-compress.js";
import { firstLoadChunks } from "./vite-chunks.js";

const gateway = process.env.SUNRISE_GATEWAY_URL ?? "http://127.0.0.1:4000";

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    rollupOptions: {
      input: { main: "index.html", graphiql: "graphiql.html" },
      output: { codeSplitting: firstLoadChunks(import.meta.dirname) },
    },
    // Every browser the site supports preloads modules itself: no polyfill chunk (one request fewer on the first load).
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 4000,
  },
  // The dev server pre-bundles the player site's dependencies only: GraphiQL's editor workers do not
  // pre-bundle (the gateway serves GraphiQL from the build).
  optimizeDeps: { entries: ["index.html"] },
  server: {
    proxy: {
      "/graphql": { target: gateway, ws: true, changeOrigin: true },
      "/api": { target: gateway, changeOrigin: true },
      "/rpc": { target: gateway, changeOrigin: true },
      "/uploads": { target: gateway, changeOrigin: true },
    },
  },
  test: {
    environment: "jsdom",
    // Two files at a time on 2 cores (vitest would run one): a full run took 305 s on one.
    maxWorkers: 2,
    // A page test renders whole screens in jsdom: in a full run on 2 cores one now and then passes 5 s.
    testTimeout: 15_000,
    setupFiles: ["./src/testing/setup.ts"],
    css: false,
  },
});
