import { defineConfig } from "vitest/config";

// Three layers: pure rules (unit), the browser app under jsdom (web), and services against a real
// PostgreSQL server (integration; `npm test` starts that server and passes TEST_POSTGRES_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "scripts/**/*.test.mjs"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
        },
      },
      "apps/web/vitest.config.ts",
      "apps/web/vitest.isolated.config.ts",
      {
        test: {
          name: "integration",
          environment: "node",
          include: ["apps/server/src/**/*.integration.test.ts"],
          globalSetup: ["apps/server/src/testing/integration-global-setup.ts"],
          // Every file builds its own app on its own database, so files need no fresh module graph each:
          // importing the server's graph once per worker instead of once per file took the layer from
          // 605 s to 280 s on two cores (import time 344 s → 27 s summed over the workers).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
