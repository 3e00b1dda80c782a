import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const gateway = process.env.SUNRISE_GATEWAY_URL ?? "http://127.0.0.1:4000";

export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: { input: { main: "index.html", graphiql: "graphiql.html" } },
    chunkSizeWarningLimit: 4000,
  },
  server: {
    proxy: {
      "/graphql": { target: gateway, ws: true, changeOrigin: true },
      "/api": { target: gateway, changeOrigin: true },
      "/rpc": { target: gateway, changeOrigin: true },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    css: false,
  },
});
