import { defineConfig } from "vitest/config";

// End-to-end: one platform at a time on a 2-core machine.
export default defineConfig({
  test: { include: ["src/**/*.e2e.test.ts"], pool: "forks", fileParallelism: false, testTimeout: 300_000, hookTimeout: 400_000 },
});
