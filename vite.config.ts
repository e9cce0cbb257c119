import { fileURLToPath, URL } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The web app: index.html at the repository root loads /web/main.tsx.
 * `npm run build` writes the app to dist/web, which the API server serves.
 * In development Vite serves the app on :5173 and forwards /api (HTTP and websockets) to the API on :$PORT (3000).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot("."),
  // The server render needs neither public/ nor compressed copies: it is read from disk.
  publicDir: isSsrBuild ? false : "public",
  plugins: [
    react(),
    tailwindcss(),
    !isSsrBuild &&
      // Brotli (quality 11) and gzip (level 9) copies beside each compressible file over 1 KiB,
      // made once here so the server never compresses a static file per request (decision 044).
      // Not index.html: it is the template of the shell the server renders (and compresses).
      compression({
        include: /\.(html|js|mjs|css|json|svg|webmanifest|txt|xml)$/,
        exclude: /(^|\/)index\.html$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm("gzip", { level: 9 }),
        ],
        skipIfLargerOrEqual: true,
        logLevel: "silent",
      }),
  ],
  resolve: {
    alias: {
      "@contract": fromRoot("./contract"),
      "@": fromRoot("./web"),
    },
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks each module loads, read by
    // scripts/check-js-budget.mjs (issue 12); never served (server/pages/spa.ts).
    manifest: !isSsrBuild,
    // React DOM (with React and the scheduler) in a chunk of its own rather than in the entry.
    // A deploy then leaves its 68 kB (gzip) in the browser's cache. And when a DevTools client
    // such as Lighthouse watches the page, React DOM's start-up (it makes Error objects) has V8
    // re-parse the code on the stack: the 80 kB entry instead of a 290 kB one (decision 160).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
            },
          },
        },
  },
  // The server render (`vite build --ssr web/ssr/entry-server.tsx --outDir dist/ssr`, issue 12)
  // carries its libraries inside it, so the server needs none of the web app's packages.
  ssr: { noExternal: true },
  // …in their production builds (the server does not set NODE_ENV).
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
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
}));
