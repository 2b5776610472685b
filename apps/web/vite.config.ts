import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Built into dist/ and served by the api at / (apps/api/src/http/static.ts).
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  logLevel: "warn",
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", sourcemap: false },
  server: { proxy: { "/v1": { target: "http://127.0.0.1:8080", ws: true } } },
});
