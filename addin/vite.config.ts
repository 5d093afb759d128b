import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

// The taskpane is served by the Vouch server under /taskpane/ (absolute URLs: the server does not tell
// "/taskpane" from "/taskpane/", so relative ones would break on the first).
export default defineConfig({
  root: `${here}taskpane`,
  base: "/taskpane/",
  publicDir: `${here}taskpane/public`,
  build: {
    outDir: `${here}taskpane/dist`,
    emptyOutDir: true,
    target: "es2020",
    sourcemap: true,
    // Office.js is loaded from Microsoft's CDN by a classic <script>, never bundled.
    modulePreload: { polyfill: false },
  },
});
