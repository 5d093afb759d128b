/**
 * Three drafted letters at 320 px, as a handler gets them on the embedded default: a decline, a settlement and
 * a request for information, each for a claim of the collection tests/addin/test_addin_letters_e2e.py serves
 * (an insurer's policy documents and two claims' files). For each: the finished draft in the taskpane (framed:
 * greeting to the claim's customer, opening, sign-off; every factual sentence checked or removed), then Insert,
 * and what Word received: the document text and one content control per inserted sentence. The pytest module
 * replays those into office-addin-mock (addin/tests/letters.mock.test.ts) and screenshots the mock document.
 */

import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import { artifact, axe, launch, openTaskpane, recordResult, signIn } from "./lib.mjs";

const LETTERS = JSON.parse(process.env.VOUCH_E2E_LETTERS ?? "[]");

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** What Word was asked to insert, rebuilt from the document: each control's text, and the gaps between. */
function piecesOf(doc) {
  const pieces = [];
  let at = 0;
  for (const control of doc.controls) {
    const start = doc.text.indexOf(control.text, at);
    assert.ok(start >= 0, `control text not in the document: ${control.text}`);
    if (pieces.length > 0) pieces.push({ kind: "gap", text: doc.text.slice(at, start) || " " });
    pieces.push({ kind: "sentence", text: control.text, tag: control.tag });
    at = start + control.text.length;
  }
  return pieces;
}

for (const letter of LETTERS) {
  it(`drafts the ${letter.kind} letter for ${letter.claim}, checks it and inserts only checked text`, async () => {
    const { page, context, errors } = await openTaskpane(browser, {});
    await signIn(page);
    await page.fill("#instruction", letter.instruction);
    await page.fill("#claim", letter.claim);
    await page.click("#draft");
    await page.waitForSelector(".app[data-phase='done']", { timeout: 240_000 });

    const state = await page.evaluate(() => window.__vouch.state());
    const sentences = state.order.map((id) => state.sentences[id]);
    const texts = sentences.map((s) => s.text.trim()).filter(Boolean);
    assert.match(texts[0], new RegExp(`^Dear ${letter.greeting},$`), texts.join(" | "));
    assert.ok(texts.some((t) => t.startsWith("Yours sincerely")), texts.join(" | "));
    const claims = sentences.filter((s) => s.attribution?.support !== "not_a_claim");
    const checked = claims.filter((s) => s.stub === undefined && s.attribution?.support === "entailed");
    assert.ok(checked.length >= 1, `nothing was checked: ${texts.join(" | ")}`);
    for (const s of claims) {
      assert.ok(s.stub !== undefined || s.attribution?.support === "entailed", `unchecked text left: ${s.text}`);
    }
    await page.waitForSelector("#insert[aria-disabled='false']");
    assert.deepEqual(await axe(page), []);
    await page.screenshot({ path: artifact(`letter-${letter.kind}-taskpane-320.png`), fullPage: true });

    const receipt = page.waitForResponse((r) => r.url().endsWith(`/api/answers/${state.answerId}/inserts`));
    await page.click("#insert");
    assert.equal((await receipt).status(), 201);
    await page.waitForSelector(".insert-result[data-kind='recorded']");
    const doc = await page.evaluate(() => window.__wordShim.document());
    assert.ok(doc.controls.length >= checked.length);
    assert.ok(doc.controls.every((c) => c.tag.startsWith(`vouch:${state.answerId}:s`)));
    recordResult({
      kind: letter.kind,
      answerId: state.answerId,
      greeting: texts[0],
      pieces: piecesOf(doc),
      controls: doc.controls.map((c) => ({ tag: c.tag, text: c.text })),
      checked: checked.map((s) => s.id),
    });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// The letters as office-addin-mock holds them after the add-in's insert (rendered by letters.mock.test.ts).
const RENDERED = JSON.parse(process.env.VOUCH_E2E_RENDERED ?? "[]");
for (const { kind, html } of RENDERED) {
  it(`shows the ${kind} letter as inserted into Word, each checked sentence in its content control`, async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.setContent(html);
    const tags = await page.$$eval("[data-tag]", (nodes) => nodes.map((n) => n.getAttribute("data-tag")));
    assert.ok(tags.length > 0 && tags.every((t) => t.startsWith("vouch:")), JSON.stringify(tags));
    await page.screenshot({ path: artifact(`letter-${kind}-word-320.png`), fullPage: true });
    await context.close();
  });
}
