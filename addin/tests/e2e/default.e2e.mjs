/**
 * The taskpane against the product as a fresh machine runs it: the embedded drafter writing from the sample
 * collection and the committed checker model verifying every sentence (tests/addin/test_addin_default_e2e.py
 * starts that server with no model settings at all). Nothing here is scripted, so the test asserts what must
 * hold whatever the drafter writes: the draft streams with pending sentences, Insert stays disabled until
 * `done`, every sentence ends checked, rewritten from a passage or removed, and only checked sentences are
 * inserted, each in a content control whose tag names the answer and the sentence.
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

it("drafts with the embedded default, checks with the committed model, inserts only checked text", async () => {
  const { page, context, errors } = await openTaskpane(browser, {});
  await signIn(page);
  assert.equal(await page.inputValue("#collection"), COLLECTION);
  await page.fill("#instruction", "What excess applies to an escape of water claim, and what does the excess mean?");

  await sampleWhileStreaming(page);
  await page.click("#draft");
  await page.waitForSelector(".app[data-phase='streaming']");
  await page.waitForSelector(".app[data-phase='done']", { timeout: 120_000 });

  const samples = await streamingSamples(page);
  const streaming = samples.filter((s) => s.phase === "streaming");
  assert.ok(streaming.length > 3, "the draft did not stream");
  assert.ok(streaming.every((s) => s.insertDisabled === "true"), "Insert was enabled before done");
  assert.ok(streaming.some((s) => s.pending > 0), "no sentence was ever shown pending");

  const state = await page.evaluate(() => window.__vouch.state());
  assert.equal(state.done.unresolved.length, 0, JSON.stringify(state.done));
  const sentences = state.order.map((id) => state.sentences[id]);
  const claims = sentences.filter((s) => s.attribution?.support !== "not_a_claim");
  const checked = claims.filter((s) => s.stub === undefined && s.attribution?.support === "entailed");
  assert.ok(checked.length >= 1, `nothing was checked: ${JSON.stringify(sentences.map((s) => s.attribution))}`);
  for (const s of claims) {
    assert.ok(s.stub !== undefined || s.attribution?.support === "entailed", `unchecked text left: ${s.text}`);
  }
  await page.waitForSelector("#insert[aria-disabled='false']");
  assert.match(await page.textContent("#insert-status"), /^\d+ of \d+ checked/);
  assert.deepEqual(await axe(page), []);
  await page.screenshot({ path: artifact("default-draft-done-320.png"), fullPage: true });

  await page.click(".sentence[data-status='entailed'] .slot-btn");
  const popover = page.locator(".popover[role='dialog']");
  await popover.waitFor();
  assert.match(await popover.locator(".address").first().textContent(), /#/);
  await page.keyboard.press("Escape");

  const receipt = page.waitForResponse((r) => r.url().endsWith(`/api/answers/${state.answerId}/inserts`));
  await page.click("#insert");
  const response = await receipt;
  assert.equal(response.status(), 201);
  const auditRecord = (await response.headerValue("x-vouch-audit-record")) ?? "";
  assert.match(auditRecord, /^\d+:[0-9a-f]{64}$/);
  await page.waitForSelector(".insert-result[data-kind='recorded']");
  const doc = await page.evaluate(() => window.__wordShim.document());
  assert.ok(doc.controls.length >= checked.length);
  assert.ok(doc.controls.every((c) => c.tag.startsWith(`vouch:${state.answerId}:s`)));
  recordResult({
    kind: "default",
    answerId: state.answerId,
    tags: doc.controls.map((c) => c.tag),
    checked: checked.map((s) => s.id),
    auditSeq: Number(auditRecord.split(":")[0]),
  });
  assert.deepEqual(errors, []);
  await context.close();
});
