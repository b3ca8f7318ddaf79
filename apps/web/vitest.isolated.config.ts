import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { MODULE_MOCKING_TESTS, WEB_TEST_BASE } from "./vitest.config.ts";

/** The web tests that replace modules with `vi.mock`, each in a module graph of its own. */
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: { ...WEB_TEST_BASE, name: "web-isolated", include: MODULE_MOCKING_TESTS },
});
