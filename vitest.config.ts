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
      "apps/*/vitest.config.ts",
      {
        test: {
          name: "integration",
          environment: "node",
          include: ["apps/server/src/**/*.integration.test.ts"],
          globalSetup: ["apps/server/src/testing/integration-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
