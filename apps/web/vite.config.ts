import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
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
