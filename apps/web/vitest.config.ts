import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
    // A screen test types, picks and waits like a person through Mantine under jsdom: on two busy
    // cores (CI running beside other work) one took 5.2 s, over the 5 s default. The assertions, not
    // the clock, decide these tests.
    testTimeout: 20_000,
  },
});
