/**
 * Shared by the browser tests: Debian's Chromium through playwright-core (never a downloaded browser), the
 * Office/Word shim injected before the taskpane loads, axe-core, a scripted WebSocket, and artifacts.
 *
 * Environment (set by tests/addin/test_addin_e2e.py, which starts the real server):
 *   VOUCH_E2E_URL        the server, e.g. http://127.0.0.1:8123 (serves /taskpane/ and the API)
 *   VOUCH_E2E_TOKEN      a handler's token, granted the sample collection
 *   VOUCH_E2E_ARTIFACTS  where screenshots go (default: <repo>/test-artifacts)
 *   VOUCH_E2E_RESULTS    a JSON file the tests append results to, for the Python side to check
 */

import { appendFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const BASE = (process.env.VOUCH_E2E_URL ?? "").replace(/\/$/, "");
export const TOKEN = process.env.VOUCH_E2E_TOKEN ?? "";
export const COLLECTION = process.env.VOUCH_E2E_COLLECTION ?? "halden-claims";
export const ARTIFACTS = resolve(process.env.VOUCH_E2E_ARTIFACTS ?? join(here, "..", "..", "..", "test-artifacts"));
const RESULTS = process.env.VOUCH_E2E_RESULTS ?? "";
const CHROMIUM = process.env.VOUCH_E2E_CHROMIUM ?? "/usr/bin/chromium";

if (!BASE || !TOKEN) {
  throw new Error("VOUCH_E2E_URL and VOUCH_E2E_TOKEN must be set (run through tests/addin/test_addin_e2e.py)");
}

const SHIM = readFileSync(join(here, "office-shim.js"), "utf8");
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export async function launch() {
  // playwright-core gives every launch a fresh, temporary --user-data-dir; the rest are the flags we want.
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    env: { ...process.env, HOME: mkdtempSync(join(tmpdir(), "vouch-chromium-home-")) },
  });
}

/**
 * A fresh context and page at `width` px with the shim in place of office.js. Requests to anything but the
 * server are refused (the CDN's office.js is answered with an empty script: the shim is already there).
 */
export async function openTaskpane(browser, options = {}) {
  const context = await browser.newContext({
    // Tall enough that a full-page screenshot shows the whole draft above the sticky Insert bar.
    viewport: { width: options.width ?? 320, height: options.height ?? 1150 },
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
  });
  await context.route(/^https:\/\/appsforoffice\.microsoft\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "/* office.js: replaced by the test shim */" }),
  );
  await context.route(
    (url) => url.origin !== BASE && url.protocol.startsWith("http") && url.hostname !== "appsforoffice.microsoft.com",
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(String(err)));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  if (options.shim !== false) {
    await page.addInitScript({ content: `window.__wordShimConfig = ${JSON.stringify(options.shimConfig ?? {})};` });
    await page.addInitScript({ content: SHIM });
  }
  if (options.socket) await options.socket.attach(page);
  await page.goto(`${BASE}/taskpane/`);
  await page.waitForSelector("html[data-ready='true']");
  return { context, page, errors };
}

export async function signIn(page, token = TOKEN) {
  await page.fill("#token", token);
  await page.click("#signin");
  await page.waitForSelector("form.compose:not([hidden])");
  await page.waitForFunction(() => document.querySelector("#collection")?.value, null, { timeout: 10_000 });
}

export async function axe(page, context = "document") {
  const loaded = await page.evaluate(() => typeof window.axe !== "undefined");
  // Evaluated through the debugging protocol, not as an inline <script>: the taskpane's CSP (script-src self)
  // rightly refuses inline scripts, and the test must not loosen it.
  if (!loaded) await page.evaluate(AXE);
  return page.evaluate(async (selector) => {
    const target = selector === "document" ? document : document.querySelector(selector);
    const result = await window.axe.run(target, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
    }));
  }, context);
}

export function artifact(name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

export function recordResult(result) {
  if (RESULTS) appendFileSync(RESULTS, `${JSON.stringify(result)}\n`);
}

/**
 * Where every character of the draft is (keyed by its offset in its sentence, so splitting a sentence into
 * marked spans does not change the keys), every sentence's slot, and the text block: two snapshots compare
 * equal exactly when nothing moved.
 */
export async function textBoxes(page) {
  return page.evaluate(() => {
    const out = {};
    const box = (r) => [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 100) / 100);
    document.querySelectorAll(".draft-text .sentence").forEach((sentence) => {
      const id = sentence.dataset.sid;
      let offset = 0;
      sentence.querySelectorAll(".seg").forEach((seg) => {
        const walker = document.createTreeWalker(seg, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent;
          for (let i = 0; i < text.length; i++) {
            if (/\s/.test(text[i])) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (rect) out[`${id}:${offset + i}`] = box(rect);
          }
          offset += text.length;
        }
      });
      out[`${id}:slot`] = box(sentence.querySelector(".slot").getBoundingClientRect());
    });
    out.text = box(document.querySelector(".draft-text").getBoundingClientRect());
    return out;
  });
}

/**
 * Keys whose boxes differ by more than `tolerance` px (or that one snapshot lacks). The tolerance is for
 * sub-pixel text shaping: where a mark splits a word from its punctuation ("£500" | ", and") Chromium shapes
 * the two runs apart, which can move a glyph by a few hundredths of a pixel; nothing a person can see.
 */
export function movedBoxes(before, after, tolerance = 0.1) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const moved = [];
  for (const key of keys) {
    const a = before[key];
    const b = after[key];
    if (!a || !b || a.some((v, i) => Math.abs(v - b[i]) > tolerance)) moved.push({ key, before: a, after: b });
  }
  return moved;
}

/**
 * A WebSocket stand-in for /ws, driven by the test: it answers the handshake like the server ("ready"),
 * records what the taskpane sends, and sends events when the test says so, each with the answer's next seq.
 */
export class ScriptedSocket {
  constructor() {
    this.sent = [];
    this.route = null;
    this.seq = 0;
    this.answerId = null;
    this.waiters = [];
  }

  async attach(page) {
    await page.routeWebSocket(/\/ws$/, (ws) => {
      this.route = ws;
      ws.onMessage((raw) => {
        const message = JSON.parse(String(raw));
        this.sent.push(message);
        for (const w of this.waiters.splice(0)) w(message);
      });
      ws.send(JSON.stringify({ type: "ready", user: "hana", role: "handler", protocol: "vouch.v1" }));
    });
  }

  /** Wait for the taskpane to send a message of `type`; accept a draft with a new answer id. */
  async next(type, timeout = 10_000) {
    const found = this.sent.find((m) => m.type === type && !m.__seen);
    const message =
      found ??
      (await new Promise((resolvePromise, reject) => {
        const timer = setTimeout(() => reject(new Error(`the taskpane sent no ${type}`)), timeout);
        const wait = (m) => {
          if (m.type === type) {
            clearTimeout(timer);
            resolvePromise(m);
          } else this.waiters.push(wait);
        };
        this.waiters.push(wait);
      }));
    message.__seen = true;
    return message;
  }

  async acceptDraft(answerId) {
    const draft = await this.next("draft");
    this.answerId = answerId;
    this.seq = 0;
    this.raw({ type: "accepted", request_id: draft.request_id, answer_id: answerId, surface: draft.surface });
    return draft;
  }

  raw(message) {
    this.route.send(JSON.stringify(message));
  }

  event(body) {
    this.seq += 1;
    this.raw({ answer_id: this.answerId, seq: this.seq, ...body });
  }

  text(sentence_id, delta) {
    this.event({ type: "text", sentence_id, delta });
  }
  end(sentence_id, start, end) {
    this.event({ type: "sentence_end", sentence_id, start, end });
  }
  attribution(sentence_id, support, extra = {}) {
    this.event({ type: "attribution", sentence_id, support, score: 0.5, citations: [], spans: [], ...extra });
  }
  rewrite(sentence_id, text, attribution) {
    this.event({ type: "rewrite", sentence_id, text, attribution: { sentence_id, ...attribution } });
  }
  stub(sentence_id) {
    this.event({ type: "stub", sentence_id, text: "1 sentence removed: not found in your documents" });
  }
  done(label, unresolved = [], searched = []) {
    this.event({ type: "done", label, unresolved, searched });
  }

  /** Stream a sentence's text in word-sized deltas, then its sentence_end. */
  sentence(id, text, at) {
    const words = text.match(/\s*\S+/g) ?? [];
    for (const w of words) this.text(id, w);
    this.end(id, at, at + text.length);
    return at + text.length;
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Start sampling the page every 25 ms until the answer is done (or failed): its phase, whether Insert is
 * disabled, how many sentences are pending or shown, and how long the draft text is.
 */
export async function sampleWhileStreaming(page) {
  await page.evaluate(() => {
    window.__samples = [];
    const sample = () => {
      const phase = document.querySelector(".app")?.dataset.phase;
      window.__samples.push({
        phase,
        insertDisabled: document.querySelector("#insert")?.getAttribute("aria-disabled"),
        pending: document.querySelectorAll(".sentence[data-status='pending']").length,
        sentences: document.querySelectorAll(".draft-text [data-sid]").length,
        text: document.querySelector(".draft-text")?.textContent.length ?? 0,
      });
      if (phase !== "done" && phase !== "error") setTimeout(sample, 25);
    };
    sample();
  });
}

/** The samples taken while the answer was streaming. */
export async function streamingSamples(page) {
  return page.evaluate(() => window.__samples);
}
