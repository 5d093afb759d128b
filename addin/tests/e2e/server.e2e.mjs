/**
 * The taskpane against the server's own answer stream: the real WebSocket, pipeline, policy and receipts
 * (tests/addin/test_addin_e2e.py gives the server a scripted model and a substring checker, so the letter and
 * its verdicts are known): a draft streams, an unsupported sentence becomes a stub, Insert stays disabled
 * until `done`, and the insert is recorded with its content-control tags.
 */

import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import {
  COLLECTION,
  artifact,
  axe,
  launch,
  openTaskpane,
  recordResult,
  sampleWhileStreaming,
  signIn,
  streamingSamples,
} from "./lib.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const UNSUPPORTED = "We will also pay for a hotel for your tenants for up to two years.";

it("streams a real answer, stubs the unsupported sentence, gates Insert on done, records the insert", async () => {
  const { page, context, errors } = await openTaskpane(browser, {});
  await signIn(page);
  assert.equal(await page.inputValue("#collection"), COLLECTION);
  await page.fill("#instruction", "Write to Ms Okafor about the fallen tree, the mice, the hotel and her complaint.");
  await page.fill("#claim", "HM-448120");

  // Watch the page while it streams: every state seen before `done` must have Insert disabled.
  await sampleWhileStreaming(page);
  await page.click("#draft");
  await page.waitForSelector(".app[data-phase='streaming']");
  await page.waitForSelector(".sentence[data-status='pending']");
  assert.equal(await page.getAttribute("#insert", "aria-disabled"), "true");
  await page.screenshot({ path: artifact("real-draft-streaming-320.png"), fullPage: true });

  const stub = page.locator(".stub .stub-text");
  await stub.waitFor({ timeout: 60_000 });
  assert.equal(await stub.textContent(), "1 sentence removed: not found in your documents");
  await page.waitForSelector(".app[data-phase='done']", { timeout: 60_000 });
  await page.waitForSelector("#insert[aria-disabled='false']");

  const samples = await streamingSamples(page);
  const streaming = samples.filter((s) => s.phase === "streaming");
  assert.ok(streaming.length > 5, `too few samples while streaming: ${JSON.stringify(samples.slice(0, 5))}`);
  assert.ok(streaming.every((s) => s.insertDisabled === "true"), "Insert was enabled before done");
  const growth = new Set(streaming.map((s) => s.text));
  assert.ok(growth.size > 3, "the draft did not stream in pieces");
  assert.ok(streaming.some((s) => s.pending > 0), "no sentence was ever shown pending");

  const state = await page.evaluate(() => window.__vouch.state());
  const statuses = Object.fromEntries(state.order.map((id) => [id, state.sentences[id]]));
  const removed = Object.values(statuses).filter((s) => s.stub !== undefined);
  const summary = Object.values(statuses).map((s) => [s.id, s.stub ? "stub" : s.attribution?.support, s.text]);
  assert.equal(removed.length, 1, JSON.stringify(summary));
  assert.equal(removed[0].text.trim(), UNSUPPORTED);
  assert.equal(state.done.unresolved.length, 0);
  assert.match(await page.textContent("#insert-status"), /^\d+ of \d+ checked, 1 removed$/);
  assert.deepEqual(await axe(page), []);
  await page.screenshot({ path: artifact("real-draft-done-320.png"), fullPage: true });

  // A citation of a checked sentence points at the sample document it came from.
  await page.click(".sentence[data-status='entailed'] .slot-btn");
  const popover = page.locator(".popover[role='dialog']");
  await popover.waitFor();
  assert.match(await popover.locator(".address").first().textContent(), /\.pdf#p\d+/);
  await page.keyboard.press("Escape");

  const receipt = page.waitForResponse((r) => r.url().endsWith(`/api/answers/${state.answerId}/inserts`));
  await page.click("#insert");
  assert.equal((await receipt).status(), 201);
  await page.waitForSelector(".insert-result[data-kind='recorded']");
  const doc = await page.evaluate(() => window.__wordShim.document());
  assert.ok(doc.controls.length >= 3);
  assert.ok(doc.controls.every((c) => c.tag.startsWith(`vouch:${state.answerId}:s`)));
  assert.ok(!doc.text.includes("hotel"), "the unsupported sentence reached the document");
  await page.screenshot({ path: artifact("real-draft-inserted-320.png"), fullPage: true });
  recordResult({ kind: "real", answerId: state.answerId, tags: doc.controls.map((c) => c.tag) });
  assert.deepEqual(errors, []);
  await context.close();
});
