import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The web app: index.html at the repository root loads /web/main.tsx.
 * `npm run build` writes the app to dist/web, which the API server serves.
 * In development Vite serves the app on :5173 and forwards /api (HTTP and websockets) to the API on :$PORT (3000).
 */
export default defineConfig({
  root: fromRoot("."),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@contract": fromRoot("./contract"),
      "@": fromRoot("./web"),
    },
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: `http://localhost:${process.env.PORT ?? 3000}`, ws: true },
    },
  },
  preview: {
    port: 4173,
  },
});
