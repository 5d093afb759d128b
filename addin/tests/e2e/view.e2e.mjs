/**
 * The taskpane in headless Chromium against the real server (static files, sign-in, collections, search,
 * insert receipts), with the answer stream scripted over a routed WebSocket so that every mark, every order
 * of events and every failure can be shown on purpose. server.e2e.mjs drives the real answer stream.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  ScriptedSocket,
  artifact,
  axe,
  launch,
  movedBoxes,
  openTaskpane,
  recordResult,
  signIn,
  textBoxes,
} from "./lib.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const ADDRESS = {
  cover: "policy-wording-2024.pdf#p4.c4-1",
  excess: "endorsement-E7-2024.pdf#p1.c2",
  trace: "policy-wording-2024.pdf#p4.c4-2a",
};
const cite = (key, quote) => ({ id: `halden-claims/${ADDRESS[key]}`, address: ADDRESS[key], quote });
const COVER_QUOTE = "We will pay for damage to the buildings caused by water escaping from a fixed water installation.";
const EXCESS_QUOTE = "4.2(b) The excess for each and every claim for escape of water is £500.";

const LETTER = [
  ["s1", "Dear Ms Okafor,"],
  ["s2", "\n\nThank you for telling us about the escape of water at 14 Mill Lane."],
  ["s3", " Your policy covers damage to the buildings caused by water escaping from a fixed water installation."],
  ["s4", " The excess for this claim is £500, and we will also pay for your tenants' hotel."],
  ["s5", " We will pay your tenants' removal costs in full."],
  ["s6", " The most we will pay to find the source of the leak is £5,000."],
  ["s7", " Please send us the plumber's report within 14 working days."],
];

async function start(page, socket, answerId, { surface = "letter_draft", instruction } = {}) {
  await signIn(page);
  if (surface !== "letter_draft") await page.selectOption("#surface", surface);
  await page.fill("#instruction", instruction ?? "Tell Ms Okafor her escape of water claim is covered and the excess.");
  await page.click("#draft");
  const draft = await socket.acceptDraft(answerId);
  return draft;
}

function streamLetter(socket, sentences = LETTER) {
  let at = 0;
  for (const [id, text] of sentences) at = socket.sentence(id, text, at);
}

const statusOf = (page, id) => page.getAttribute(`[data-sid="${id}"]`, "data-status");

async function waitForStatus(page, id, status) {
  await page.waitForSelector(`[data-sid="${id}"][data-status="${status}"]`, { timeout: 10_000 });
}

function attributeLetter(socket) {
  socket.attribution("s1", "not_a_claim", { score: 0 });
  socket.attribution("s2", "entailed", {
    score: 0.88,
    citations: [cite("cover", "escape of water from a fixed water installation at the home")],
  });
  socket.attribution("s3", "entailed", { score: 0.94, citations: [cite("cover", COVER_QUOTE)] });
  const s4 = LETTER[3][1].trimStart();
  const cut = s4.indexOf(", and");
  socket.attribution("s4", "partial", {
    score: 0.46,
    citations: [cite("excess", EXCESS_QUOTE)],
    spans: [
      { start: 0, end: cut, support: "entailed" },
      { start: cut, end: s4.length, support: "none" },
    ],
  });
  socket.attribution("s5", "none", { score: 0.08 });
  socket.attribution("s6", "unverified", { score: 0 });
}

describe("the draft view", () => {
  it("shows pending text as pending, settles marks without moving any text, and meets WCAG AA", async () => {
    const socket = new ScriptedSocket();
    const { page, context, errors } = await openTaskpane(browser, { socket });
    await start(page, socket, "a_e2e_marks");
    const insert = page.locator("#insert");
    const focusedBefore = await page.evaluate(() => document.activeElement?.id);

    streamLetter(socket);
    await page.waitForFunction(() => document.querySelectorAll(".sentence[data-status='pending']").length === 7);
    // Pending: grey (not the checked text colour), never italic, with a "checking…" indicator per sentence.
    const pending = await page.evaluate(() => {
      const seg = document.querySelector("[data-sid='s3'] .seg");
      const style = getComputedStyle(seg);
      return {
        color: style.color,
        fontStyle: style.fontStyle,
        indicators: Array.from(document.querySelectorAll(".slot .checking")).map((e) => e.getAttribute("aria-label")),
      };
    });
    assert.equal(pending.color, "rgb(97, 97, 97)");
    assert.equal(pending.fontStyle, "normal");
    assert.equal(pending.indicators.length, 7);
    assert.ok(pending.indicators.every((label) => label.endsWith("checking…")));
    assert.equal(await insert.getAttribute("aria-disabled"), "true");
    assert.match(await page.textContent("#insert-status"), /^Checking… 0 of 7 checked$/);
    await page.screenshot({ path: artifact("draft-pending-320.png"), fullPage: true });

    const before = await textBoxes(page);
    attributeLetter(socket);
    await waitForStatus(page, "s6", "unverified");
    const afterMarks = await textBoxes(page);
    assert.ok(Object.keys(before).length > 300, "measured too little text");
    assert.deepEqual(movedBoxes(before, afterMarks), [], "text moved when its marks settled");

    // Checked text is plain; the statuses are icons and words, not colour alone.
    const settled = await page.evaluate(() => {
      const color = (sel) => getComputedStyle(document.querySelector(sel)).color;
      const text = (sel) => Array.from(document.querySelectorAll(sel)).map((e) => e.textContent.trim());
      return {
        entailedColor: color("[data-sid='s3'] .seg"),
        entailedDecoration: getComputedStyle(document.querySelector("[data-sid='s3'] .seg")).textDecorationLine,
        labels: text(".mark-label"),
        rails: Array.from(document.querySelectorAll(".rail")).map((r) => r.dataset.kind),
        unsupported: [Array.from(document.querySelectorAll("[data-sid='s4'] .seg-unsupported")).map((e) => e.textContent).join("")],
        slotNames: Array.from(document.querySelectorAll(".slot-btn")).map((b) => b.getAttribute("aria-label")),
      };
    });
    assert.equal(settled.entailedColor, "rgb(36, 36, 36)");
    assert.equal(settled.entailedDecoration, "none");
    assert.deepEqual(settled.labels, ["not found in your documents", "not checked"]);
    assert.deepEqual(settled.rails, ["partial", "none", "unverified"]);
    assert.deepEqual(settled.unsupported, [", and we will also pay for your tenants' hotel."]);
    assert.ok(settled.slotNames.includes("Sentence 5: not found in your documents. Details"));
    assert.ok(settled.slotNames.includes("Sentence 6: not checked. Details"));
    assert.ok(!JSON.stringify(settled).match(/\bfalse\b/i), "the word shown is never 'false'");
    assert.equal(await statusOf(page, "s7"), "pending");

    // Labels sit in the room between lines: they overlap no text.
    const overlaps = await page.evaluate(() => {
      const labels = Array.from(document.querySelectorAll(".mark-label")).map((l) => l.getBoundingClientRect());
      const words = Array.from(document.querySelectorAll(".draft-text .seg")).flatMap((s) => {
        const range = document.createRange();
        range.selectNodeContents(s);
        return Array.from(range.getClientRects());
      });
      const glyphs = words.map((r) => ({ top: r.top + 4, bottom: r.bottom - 4, left: r.left, right: r.right }));
      return labels.filter((l) =>
        glyphs.some((w) => l.left < w.right && l.right > w.left && l.top < w.bottom && l.bottom > w.top),
      ).length;
    });
    assert.equal(overlaps, 0, "a label covers text");

    assert.deepEqual(await axe(page), []);
    assert.equal(await page.evaluate(() => document.activeElement?.id), focusedBefore, "streaming moved focus");
    await page.screenshot({ path: artifact("draft-marks-320.png"), fullPage: true });

    // The partial rail explains itself on hover and on keyboard focus.
    await page.hover(".rail[data-kind='partial']");
    const tooltip = page.locator(".popover[role='tooltip']");
    await tooltip.waitFor();
    const tip = await tooltip.textContent();
    assert.match(tip, /Partly found in your documents/);
    assert.match(tip, /Not found in your documents: .*we will also pay for your tenants' hotel/);
    assert.match(tip, new RegExp(ADDRESS.excess.replace(/[.#]/g, "\\$&")));
    await page.screenshot({ path: artifact("draft-partial-tooltip-320.png"), fullPage: true });
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: "hidden" });
    // The keyboard reaches the same details through the sentence's slot button.
    await page.focus("[data-sid='s5'] .slot-btn");
    await page.locator(".popover[role='tooltip']").waitFor();
    assert.equal(
      await page.getAttribute("[data-sid='s5'] .slot-btn", "aria-describedby"),
      await page.getAttribute(".popover", "id"),
    );
    assert.match(await page.textContent(".popover"), /Not found in your documents/);
    assert.match(await page.textContent(".popover"), /No passage of your documents says this/);
    await page.keyboard.press("Escape");
    await page.locator(".popover").waitFor({ state: "hidden" });
    await page.focus("#draft");

    // The policy acts: the unsupported sentence becomes a stub, the partial one is reworded, then done.
    socket.stub("s5");
    socket.rewrite("s4", "The excess for each and every claim for escape of water is £500.", {
      support: "entailed",
      score: 0.91,
      citations: [cite("excess", EXCESS_QUOTE)],
      spans: [],
    });
    socket.attribution("s7", "entailed", { score: 0.9, citations: [cite("cover", "within 14 working days")] });
    await waitForStatus(page, "s7", "entailed");
    assert.equal(await insert.getAttribute("aria-disabled"), "true", "Insert opened before done");
    socket.done("unverified", ["s6"], [{ id: "x", address: ADDRESS.cover }]);
    await page.waitForSelector(".app[data-phase='done']");
    assert.equal(await insert.getAttribute("aria-disabled"), "true");
    assert.equal(await page.textContent("#insert-status"), "1 sentence unresolved");
    assert.match(await page.textContent("[data-sid='s5']"), /1 sentence removed: not found in your documents/);
    assert.ok(await page.isVisible("[data-sid='s5'] button[data-action='reask']"));

    // One polite announcement per finished sentence, plus one for the answer; focus never moved.
    const announced = await page.$$eval("#announcer p", (ps) => ps.map((p) => p.textContent));
    for (let n = 1; n <= 7; n++) {
      assert.equal(announced.filter((a) => a.startsWith(`Sentence ${n} `)).length, 1, `sentence ${n}: ${announced}`);
    }
    assert.equal(announced.filter((a) => a.startsWith("Finished")).length, 1);
    assert.equal(await page.getAttribute("#announcer", "aria-live"), "polite");
    assert.equal(await page.$$eval("[aria-live]", (els) => els.length), 1);
    assert.equal(await page.evaluate(() => document.activeElement?.id), "draft", "events moved focus");

    // Clicking a disabled Insert does nothing in Word.
    await insert.click({ force: true }); // Playwright would wait: it treats aria-disabled as disabled
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => window.__wordShim.calls.filter((c) => c.name === "Word.run").length), 0);
    assert.deepEqual(await axe(page), []);
    await page.screenshot({ path: artifact("draft-done-blocked-320.png"), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("opens a citation's passage address and quote in a popover, by keyboard", async () => {
    const socket = new ScriptedSocket();
    const { page, context } = await openTaskpane(browser, { socket });
    await start(page, socket, "a_e2e_cite");
    streamLetter(socket, LETTER.slice(0, 3));
    socket.attribution("s3", "entailed", { score: 0.94, citations: [cite("cover", COVER_QUOTE)] });
    await waitForStatus(page, "s3", "entailed");
    const button = page.locator("[data-sid='s3'] .slot-btn");
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.locator(".popover[role='dialog']");
    await dialog.waitFor();
    assert.equal(await dialog.locator(".address").textContent(), ADDRESS.cover);
    assert.equal(await dialog.locator(".quote").textContent(), COVER_QUOTE);
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("popover")), true);
    await page.screenshot({ path: artifact("draft-citation-320.png"), fullPage: true });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("slot-btn")), true);
    await context.close();
  });

  it("shows what was searched when nothing was found, and offers nothing to insert", async () => {
    const socket = new ScriptedSocket();
    const { page, context } = await openTaskpane(browser, { socket });
    await start(page, socket, "a_e2e_nothing", { instruction: "What does the policy say about moon damage?" });
    socket.sentence("s1", "We could not find anything in your documents that answers this.", 0);
    socket.attribution("s1", "not_a_claim", { score: 0 });
    socket.done("unsupported", [], [
      { id: "halden-claims/policy-wording-2024.pdf", address: "policy-wording-2024.pdf" },
      { id: "halden-claims/endorsement-E7-2024.pdf", address: "endorsement-E7-2024.pdf" },
    ]);
    await page.waitForSelector("#nothing-found");
    const searched = await page.$$eval(".searched-list li", (lis) => lis.map((li) => li.textContent));
    assert.deepEqual(searched, ["policy-wording-2024.pdf", "endorsement-E7-2024.pdf"]);
    assert.equal(await page.getAttribute("#insert", "aria-disabled"), "true");
    assert.equal(await page.textContent("#insert-status"), "Nothing found in your documents");
    assert.deepEqual(await axe(page), []);
    await page.screenshot({ path: artifact("draft-nothing-found-320.png"), fullPage: true });
    await context.close();
  });

  it("asks again in other words from a stub, and records the re-ask", async () => {
    const socket = new ScriptedSocket();
    const { page, context } = await openTaskpane(browser, { socket });
    const first = await start(page, socket, "a_e2e_reask");
    streamLetter(socket, LETTER.slice(0, 5));
    socket.attribution("s5", "none", { score: 0.05 });
    socket.stub("s5");
    await waitForStatus(page, "s5", "stub");
    socket.done("partly_supported", ["s1", "s2", "s3", "s4"]);
    await page.waitForSelector(".app[data-phase='done']");
    await page.click("[data-sid='s5'] button[data-action='reask']");
    const again = await socket.next("draft");
    assert.notEqual(again.request_id, first.request_id);
    assert.equal(again.collection, first.collection);
    assert.equal(again.surface, "letter_draft");
    assert.match(again.instruction, /^Tell Ms Okafor/);
    assert.match(again.instruction, /other words/);
    assert.match(again.instruction, /We will pay your tenants' removal costs in full\./);
    assert.deepEqual(again.reask_of, { answer_id: "a_e2e_reask", sentence_id: "s5" });
    await page.waitForFunction(() => document.querySelectorAll(".draft-text .sentence, .draft-text .stub").length === 0);
    const reasks = await page.evaluate(() => window.__vouch.state().reasks);
    assert.deepEqual(
      reasks.map((r) => [r.fromAnswerId, r.sentenceId]),
      [["a_e2e_reask", "s5"]],
    );
    await context.close();
  });

  it("checks the handler's selected text in check mode", async () => {
    const socket = new ScriptedSocket();
    const selection = "The excess for escape of water is £500. Tenants' hotels are covered.";
    const { page, context } = await openTaskpane(browser, { socket, shimConfig: { selection } });
    await signIn(page);
    await page.check("#mode-check");
    assert.equal(await page.isVisible("#instruction"), false);
    await page.click("#check");
    const draft = await socket.acceptDraft("a_e2e_check");
    assert.equal(draft.text, selection);
    assert.match(draft.instruction, /Check this text/);
    socket.sentence("s1", "The excess for escape of water is £500.", 0);
    socket.sentence("s2", " Tenants' hotels are covered.", 39);
    socket.attribution("s1", "entailed", { score: 0.95, citations: [cite("excess", EXCESS_QUOTE)] });
    socket.attribution("s2", "none", { score: 0.03 });
    socket.done("partly_supported", []);
    await page.waitForSelector(".app[data-phase='done']");
    assert.equal(await statusOf(page, "s2"), "none");
    assert.match(await page.textContent("#insert-status"), /^Check mode: 2 of 2 checked$/);
    assert.ok(
      (await page.evaluate(() => window.__wordShim.calls.map((c) => c.name))).includes("Document.getSelection"),
    );
    await page.screenshot({ path: artifact("check-mode-320.png"), fullPage: true });
    await context.close();
  });
});

describe("Insert", () => {
  async function readyLetter(page, socket, answerId) {
    await start(page, socket, answerId);
    streamLetter(socket, LETTER.slice(0, 5));
    socket.attribution("s1", "not_a_claim", { score: 0 });
    socket.attribution("s2", "entailed", { score: 0.9, citations: [cite("cover", "escape of water")] });
    socket.attribution("s3", "entailed", { score: 0.94, citations: [cite("cover", COVER_QUOTE)] });
    socket.attribution("s4", "partial", { score: 0.4, citations: [cite("excess", EXCESS_QUOTE)] });
    socket.attribution("s5", "none", { score: 0.05 });
    socket.stub("s5");
    socket.rewrite("s4", "The excess for each and every claim for escape of water is £500.", {
      support: "entailed",
      score: 0.91,
      citations: [cite("excess", EXCESS_QUOTE)],
      spans: [],
    });
    await waitForStatus(page, "s4", "corrected"); // a rewrite carries its own mark
    assert.equal(await page.getAttribute("#insert", "aria-disabled"), "true", "Insert opened before done");
    socket.done("partly_supported", []);
    await page.waitForSelector("#insert[aria-disabled='false']");
  }

  // The answer stream here is scripted, so the real server never checked these answers and its insert gate
  // refuses their receipts (shown below); where a test needs a receipt recorded, the reply is scripted too.
  // server.e2e.mjs records a real answer's receipt on the real server.
  async function scriptReceipts(context, answerId) {
    await context.route(`**/api/answers/${answerId}/inserts`, (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}");
      const receiptId = `rcpt_${"0123456789abcdef".repeat(2)}`;
      const receipt = { ...body, receipt_id: receiptId, answer_id: answerId, created_at: new Date().toISOString() };
      return route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify(receipt) });
    });
  }

  it("inserts only checked sentences in tagged content controls, then records the receipt, then says so", async () => {
    const socket = new ScriptedSocket();
    const answerId = `a_e2e_insert_${Date.now()}`;
    const { page, context, errors } = await openTaskpane(browser, { socket });
    await scriptReceipts(context, answerId);
    await readyLetter(page, socket, answerId);
    assert.equal(await page.textContent("#insert-status"), "5 of 5 checked, 1 removed");
    await page.screenshot({ path: artifact("draft-ready-320.png"), fullPage: true });
    const receipt = page.waitForResponse((r) => r.url().endsWith(`/api/answers/${answerId}/inserts`));
    await page.click("#insert");
    assert.equal((await receipt).status(), 201);
    await page.waitForSelector(".insert-result[data-kind='recorded']");
    const result = await page.textContent("#insert-result");
    assert.match(result, /^Inserted 4 checked sentences\. Recorded as rcpt_[0-9a-f]{32}\.$/);

    const word = await page.evaluate(() => ({ doc: window.__wordShim.document(), calls: window.__wordShim.calls }));
    assert.deepEqual(
      word.doc.controls.map((c) => [c.tag, c.title, c.text]),
      [
        [`vouch:${answerId}:s1`, "Vouch: checked sentence", "Dear Ms Okafor,"],
        [`vouch:${answerId}:s2`, "Vouch: checked sentence", "Thank you for telling us about the escape of water at 14 Mill Lane."],
        [`vouch:${answerId}:s3`, "Vouch: checked sentence", LETTER[2][1].trim()],
        [`vouch:${answerId}:s4`, "Vouch: checked sentence", "The excess for each and every claim for escape of water is £500."],
      ],
    );
    assert.ok(!word.doc.text.includes("removal"), "a removed sentence reached the document");
    assert.ok(!word.doc.text.includes("hotel"), "the unchecked first draft reached the document");
    // Word first (insert, sync), then the receipt.
    const order = word.calls.map((c) => (c.name === "fetch" ? `${c.args[0]} ${new URL(c.args[1]).pathname}` : c.name));
    const lastSync = order.lastIndexOf("RequestContext.sync");
    const post = order.indexOf(`POST /api/answers/${answerId}/inserts`);
    assert.ok(order.indexOf("Range.insertContentControl") < lastSync && lastSync < post, order.join("\n"));
    const documentId = await page.evaluate(() => window.__wordShim.settings["vouch.documentId"]);
    assert.match(documentId, /^[0-9a-f-]{36}$/);
    assert.equal(await page.evaluate(() => window.__wordShim.settings["vouch.pendingReceipts"]), undefined);
    assert.equal(await page.getAttribute("#insert", "aria-disabled"), "true");
    await page.screenshot({ path: artifact("draft-inserted-320.png"), fullPage: true });
    recordResult({ kind: "insert", answerId, documentId, tags: word.doc.controls.map((c) => c.tag) });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("records nothing when Word refuses the insert", async () => {
    const socket = new ScriptedSocket();
    const answerId = `a_e2e_refused_${Date.now()}`;
    const { page, context } = await openTaskpane(browser, { socket, shimConfig: { failSync: true } });
    await readyLetter(page, socket, answerId);
    await page.click("#insert");
    await page.waitForSelector(".insert-result[data-kind='word_failed']");
    assert.match(await page.textContent("#insert-result"), /Word did not insert the text\. Nothing was inserted or recorded\./);
    const calls = await page.evaluate(() => window.__wordShim.calls);
    assert.equal(calls.filter((c) => c.name === "fetch" && c.args[0] === "POST").length, 0);
    assert.equal(await page.evaluate(() => window.__wordShim.document().text), "");
    // Word refused, nothing is half-done: Insert may be tried again.
    assert.equal(await page.getAttribute("#insert", "aria-disabled"), "false");
    recordResult({ kind: "refused", answerId });
    await context.close();
  });

  it("says clearly when the receipt failed, keeps it pending in the document, and retries", async () => {
    const socket = new ScriptedSocket();
    const answerId = `a_e2e_retry_${Date.now()}`;
    const { page, context } = await openTaskpane(browser, { socket });
    let refused = 0;
    await context.route(`**/api/answers/${answerId}/inserts`, (route) => {
      refused += 1;
      return route.fulfill({ status: 503, contentType: "application/json", body: '{"detail":"database is locked"}' });
    });
    await readyLetter(page, socket, answerId);
    await page.click("#insert");
    await page.waitForSelector(".insert-result[data-kind='receipt_failed']", { timeout: 15_000 });
    assert.equal(refused, 3);
    assert.match(
      await page.textContent("#insert-result"),
      /Inserted in Word, but not recorded yet\. The insert receipt could not be saved on the server: database is locked/,
    );
    const pending = await page.evaluate(() => window.__wordShim.settings["vouch.pendingReceipts"]);
    assert.equal(pending.length, 1);
    assert.equal(pending[0].answerId, answerId);
    await page.screenshot({ path: artifact("receipt-failed-320.png"), fullPage: true });
    await context.unroute(`**/api/answers/${answerId}/inserts`);
    await scriptReceipts(context, answerId);
    await page.click("#retry-receipt");
    await page.waitForSelector(".insert-result[data-kind='recorded']");
    assert.equal(await page.evaluate(() => window.__wordShim.settings["vouch.pendingReceipts"]), undefined);
    recordResult({ kind: "retried", answerId, clientInsertId: pending[0].clientInsertId });
    await context.close();
  });
});

describe("Insert refused by the server", () => {
  it("says so when the server's insert gate refuses the receipt, and does not retry it", async () => {
    const socket = new ScriptedSocket();
    const answerId = `a_e2e_gate_${Date.now()}`;
    const { page, context } = await openTaskpane(browser, { socket });
    await start(page, socket, answerId);
    streamLetter(socket, LETTER.slice(0, 2));
    socket.attribution("s1", "not_a_claim", { score: 0 });
    socket.attribution("s2", "entailed", { score: 0.9, citations: [cite("cover", "escape of water")] });
    socket.done("supported", []);
    await page.waitForSelector("#insert[aria-disabled='false']");
    const receipt = page.waitForResponse((r) => r.url().endsWith(`/api/answers/${answerId}/inserts`));
    await page.click("#insert");
    // The real server never drafted this (scripted) answer: its gate refuses, whatever the pane believed.
    assert.equal((await receipt).status(), 422);
    await page.waitForSelector(".insert-result[data-kind='receipt_failed']", { timeout: 15_000 });
    assert.match(await page.textContent("#insert-result"), /insert refused: no answer 'a_e2e_gate_\d+' of yours/);
    const posts = (await page.evaluate(() => window.__wordShim.calls)).filter(
      (c) => c.name === "fetch" && c.args[0] === "POST" && c.args[1].endsWith("/inserts"),
    );
    assert.equal(posts.length, 1, "a refusal is final: not retried");
    recordResult({ kind: "server_refused", answerId });
    await context.close();
  });
});

describe("around the draft", () => {
  it("searches passages with Ctrl+K and gives focus back", async () => {
    const socket = new ScriptedSocket();
    const { page, context } = await openTaskpane(browser, { socket });
    await signIn(page);
    await page.focus("#instruction");
    await page.keyboard.press("Control+k");
    const dialog = page.locator("#search-dialog");
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), "search-input");
    await page.fill("#search-input", "escape of water excess");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => /(passages? for|matches|failed).*“escape of water excess”|Search failed/.test(document.querySelector("#search-status").textContent));
    const status = await page.textContent("#search-status");
    assert.ok(!/Search failed/.test(status), status);
    const hits = await page.$$eval("#search-results .search-hit .address", (els) => els.map((e) => e.textContent));
    assert.match(status, /^\d+ passages? for “escape of water excess” in halden-claims\.$/);
    assert.ok(hits.length > 0 && hits.every((a) => /#/.test(a)), hits.join());
    const quotes = await page.$$eval("#search-results .search-hit .quote", (els) => els.map((e) => e.textContent.trim()));
    assert.ok(quotes.every((q) => q.length > 0), "a hit without its passage text");
    assert.equal(await page.$$eval("#search-results .quote *:not(mark)", (els) => els.length), 0);
    assert.deepEqual(await axe(page, "#search-dialog"), []);
    await page.screenshot({ path: artifact("search-320.png"), fullPage: true });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    assert.equal(await page.evaluate(() => document.activeElement?.id), "instruction");
    recordResult({ kind: "search", status });
    await context.close();
  });

  it("signs in with a token and refuses a wrong one, accessibly", async () => {
    const { page, context } = await openTaskpane(browser, {});
    assert.deepEqual(await axe(page), []);
    await page.fill("#token", "vch_not-a-real-token");
    await page.click("#signin");
    await page.waitForSelector("#token-error:not(:empty)");
    assert.match(await page.textContent("#token-error"), /not accepted/);
    await page.screenshot({ path: artifact("signin-320.png"), fullPage: true });
    await context.close();
  });

  for (const width of [270, 500]) {
    it(`fits ${width} px without sideways scrolling`, async () => {
      const socket = new ScriptedSocket();
      const { page, context } = await openTaskpane(browser, { socket, width });
      await start(page, socket, `a_e2e_width_${width}`);
      streamLetter(socket);
      attributeLetter(socket);
      await waitForStatus(page, "s6", "unverified");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0);
      const labelsInside = await page.evaluate(() => {
        const box = document.querySelector(".draft").getBoundingClientRect();
        return Array.from(document.querySelectorAll(".mark-label")).every((l) => {
          const r = l.getBoundingClientRect();
          return r.left >= box.left && r.right <= box.right + 0.5;
        });
      });
      assert.ok(labelsInside);
      await page.screenshot({ path: artifact(`draft-marks-${width}.png`), fullPage: true });
      await context.close();
    });
  }

  it("follows Office's dark theme, and the system's without one, keeping contrast", async () => {
    const theme = {
      bodyBackgroundColor: "#262626",
      bodyForegroundColor: "#FFFFFF",
      controlBackgroundColor: "#363636",
      controlForegroundColor: "#FFFFFF",
    };
    const socket = new ScriptedSocket();
    const { page, context } = await openTaskpane(browser, { socket, shimConfig: { theme } });
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    await start(page, socket, "a_e2e_dark");
    streamLetter(socket);
    attributeLetter(socket);
    await waitForStatus(page, "s6", "unverified");
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgb(38, 38, 38)");
    assert.deepEqual(await axe(page), []);
    await page.screenshot({ path: artifact("draft-marks-dark-320.png"), fullPage: true });
    await context.close();

    const system = await openTaskpane(browser, { colorScheme: "dark", shimConfig: {} });
    assert.equal(await system.page.getAttribute("html", "data-theme"), null);
    assert.equal(await system.page.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgb(41, 41, 41)");
    await system.context.close();
  });
});
