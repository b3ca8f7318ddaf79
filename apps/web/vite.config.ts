import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { stampWebBuild } from "../../scripts/lib/web-build-stamp.mjs";
import { precompress } from "./precompress-plugin";

/** Records which sources this build was made from, so `npm start` rebuilds only when they change. */
function stampBuild(): Plugin {
  return {
    name: "inkundla-build-stamp",
    apply: "build",
    closeBundle() {
      stampWebBuild(path.resolve(import.meta.dirname, "../.."), path.resolve(import.meta.dirname, "dist"));
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress(), stampBuild()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Which chunks each screen loads: `npm run bench:bundle` reads it to weigh the landing and dashboard.
    manifest: true,
    rolldownOptions: {
      // The shared package only declares schemas and constants, so unused ones (and zod) can be dropped.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:5000" },
    },
  },
});
