import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

const root = import.meta.dirname;

/**
 * Test files that replace a module with `vi.mock`: they run in a fresh module graph each (the
 * "web-isolated" project), because a replaced module would otherwise stay replaced for the files after.
 */
export const MODULE_MOCKING_TESTS = readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, "src", file), "utf8")))
  .map((file) => `src/${file.split(path.sep).join("/")}`);

export const WEB_TEST_BASE: { environment: "jsdom"; setupFiles: string[]; testTimeout: number } = {
  environment: "jsdom",
  setupFiles: ["./vitest.setup.ts"],
  // A screen test types, picks and waits like a person through Mantine under jsdom: on two busy
  // cores (CI running beside other work) one took 5.2 s, over the 5 s default. The assertions, not
  // the clock, decide these tests.
  testTimeout: 20_000,
};

export default defineProject({
  root,
  plugins: [react()],
  test: {
    ...WEB_TEST_BASE,
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", ...MODULE_MOCKING_TESTS],
    // Every file imports React, Mantine and the app's modules: importing them once per worker instead of
    // once per file is most of this layer's time. The setup file cleans the DOM and mocks after each test.
    isolate: false,
  },
});
