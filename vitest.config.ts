import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx", "backend/**/*.test.ts", "app/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    pool: "forks",
  },
});
