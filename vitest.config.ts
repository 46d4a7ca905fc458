import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx", "backend/**/*.test.ts", "app/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    globalSetup: ["./tests/global-setup.ts"],
    pool: "forks",
    // Vitest's default is one worker less than the cores: one worker on CI's 2 cores. Nothing else runs during the
    // unit stage, so use both (issue 20).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
