#!/usr/bin/env node
/**
 * Write the add-in manifest for another origin:
 *
 *   npm run manifest -- https://vouch.insurer.example [out.xml]
 *
 * addin/manifest.xml is written for the development origin https://localhost:3000; every URL in it is moved
 * to the given origin (https only: Office loads add-ins over https). Default output: taskpane/dist/manifest.xml.
 * The server also hands out this rewrite for its own VOUCH_PUBLIC_URL at /taskpane/manifest.xml.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const DEV_ORIGIN = "https://localhost:3000";
const here = dirname(fileURLToPath(import.meta.url));
const [target, out = join(here, "..", "taskpane", "dist", "manifest.xml")] = process.argv.slice(2);

if (!target) {
  console.error("usage: npm run manifest -- https://your-vouch-server [out.xml]");
  process.exit(2);
}
let origin;
try {
  const url = new URL(target);
  if (url.protocol !== "https:") throw new Error("Office loads add-ins only over https");
  if (url.pathname !== "/" || url.search || url.hash) throw new Error("give the origin only, e.g. https://host:port");
  origin = url.origin;
} catch (err) {
  console.error(`not a usable origin: ${target}: ${err.message}`);
  process.exit(2);
}
const manifest = readFileSync(join(here, "..", "manifest.xml"), "utf8").replaceAll(DEV_ORIGIN, origin);
mkdirSync(dirname(resolve(out)), { recursive: true });
writeFileSync(out, manifest);
console.log(`wrote ${resolve(out)} for ${origin}`);
