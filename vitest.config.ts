import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // The Remix compiler reads ~/ from tsconfig.json; Vitest needs it spelled out.
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "seed/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    globalSetup: ["./tests/setup/seed-template.ts"],
    environment: "node",
    pool: "forks",
    // Most files wait on a server process of their own, so three files at a time keep
    // two cores busy (the default, one per core minus one, ran them one by one here).
    maxWorkers: 3,
    testTimeout: 20_000,
    // Seeding (real PDFs) and starting server processes take longer on a busy machine.
    hookTimeout: 60_000,
  },
});
