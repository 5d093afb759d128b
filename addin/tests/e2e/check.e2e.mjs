/**
 * Check mode against the server's own checker (tests/addin/test_addin_check_e2e.py runs the real server on the
 * sample collection with the committed checker model): a letter with one wrong figure comes back with the
 * correction as a visible suggestion (old figure struck, new figure inserted, the address it comes from),
 * Apply stays blocked until the handler decides, the Word text written is exactly the accepted text; the
 * invented sentence, which no removal band trusts the score to remove, asks to be confirmed beside its closest
 * passage, told what the checker read there, and once the handler removes it the stub expands to show what was
 * removed and why. Screenshots at 270, 320 and 500 px.
 */

import assert from "node:assert/strict";
import { after, before, it } from "node:test";
import { artifact, axe, launch, openTaskpane, recordResult, signIn } from "./lib.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const WRONG = "A team lead can settle claims of up to £75,000.";
const RIGHT = "A team lead can settle claims of up to £50,000.";
const INVENTED = "We will also pay for a hotel for your tenants for up to two years.";
const LETTER = `Dear Mr Brandt, ${WRONG} ${INVENTED} Yours sincerely,`;

async function shots(page, name) {
  for (const width of [270, 320, 500]) {
    await page.setViewportSize({ width, height: 1150 });
    await page.screenshot({ path: artifact(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 320, height: 1150 });
}

it("shows a wrong figure's correction as a suggestion, applies only what was accepted, expands a removal", async () => {
  const { page, context, errors } = await openTaskpane(browser, { shimConfig: { selection: LETTER } });
  await signIn(page);
  await page.check("#mode-check");
  await page.click("#check");
  await page.waitForSelector(".app[data-phase='done']", { timeout: 120_000 });
  const state = await page.evaluate(() => window.__vouch.state());
  const summary = state.order.map((id) => [id, state.sentences[id].attribution?.support, state.sentences[id].text]);
  const wrong = state.order.map((id) => state.sentences[id]).find((s) => s.text.trim() === WRONG);
  assert.ok(wrong, JSON.stringify(summary));
  assert.equal(wrong.suggestion?.text, RIGHT, JSON.stringify(summary));

  // The handler's words are shown with the change, not changed: the old figure struck, the new one inserted.
  const sentence = page.locator(`#sentence-${wrong.id}`);
  assert.equal(await sentence.getAttribute("data-status"), "suggested");
  assert.equal(await sentence.locator("del").textContent(), "£75,000");
  assert.equal(await sentence.locator("ins").textContent(), "£50,000");
  assert.equal(await sentence.locator(".mark-label .label-words").textContent(), "correction suggested");
  const card = page.locator(`#decision-${wrong.id}`);
  assert.match(await card.locator(".decision-title").textContent(), /correction suggested/);
  assert.match(await card.locator(".address").first().textContent(), /claims-procedure-note\.docx#t1\.r3/);
  assert.equal(await page.textContent("#insert"), "Apply");
  assert.equal(await page.getAttribute("#insert", "aria-disabled"), "true");
  assert.equal(await page.textContent("#insert-status"), "1 correction to accept or reject");
  // Clicking a blocked Apply writes nothing.
  await page.locator("#insert").dispatchEvent("click");
  assert.equal((await page.evaluate(() => window.__wordShim.document())).controls.length, 0);

  // The invented sentence asks to be confirmed beside its closest passage; the handler removes it, and the
  // stub that takes its place expands to show what was removed and why.
  const invented = state.order.map((id) => state.sentences[id]).find((s) => s.text.trim() === INVENTED);
  assert.ok(invented?.confirm, JSON.stringify(summary));
  const confirmCard = page.locator(`#decision-${invented.id}`);
  assert.match(await confirmCard.locator(".decision-title").textContent(), /please confirm/);
  assert.equal(await confirmCard.locator(".side blockquote").first().textContent(), INVENTED);
  // What the card tells the handler is what the checker read there, never that the sentence is false.
  const shown = invented.confirm.citation?.address ?? "your documents";
  const reading = {
    not_found: `The checker did not find this in ${shown}.`,
    partly_found: `The checker found only part of this in ${shown}.`,
  }[invented.confirm.why];
  assert.ok(reading, `an invented sentence is not found, or only partly: ${invented.confirm.why}`);
  assert.equal(await confirmCard.locator(".decision-why").textContent(), `${reading} Read both, then decide.`);
  assert.deepEqual(await axe(page), []);
  await shots(page, "check-suggestion");
  await page.click(`#decide-remove-${invented.id}`);
  const stub = page.locator(`#sentence-${invented.id}.stub`);
  await stub.locator("summary").click();
  assert.equal(await stub.locator(".removed-text").textContent(), INVENTED);
  assert.equal(await stub.locator(".removed-why").textContent(), `You removed it. ${reading}`);
  assert.equal(await page.getAttribute("#insert", "aria-disabled"), "true"); // the suggestion is still open
  await shots(page, "check-removed-expanded");

  await page.click(`#decide-accept-${wrong.id}`);
  await page.waitForSelector("#insert[aria-disabled='false']");
  assert.equal(await sentence.getAttribute("data-status"), "corrected");
  assert.equal(await sentence.locator(".mark-label .label-words").textContent(), "corrected");
  await shots(page, "check-accepted");

  const receipt = page.waitForResponse((r) => r.url().endsWith(`/api/answers/${state.answerId}/inserts`));
  await page.click("#insert");
  assert.equal((await receipt).status(), 201);
  await page.waitForSelector(".insert-result[data-kind='recorded']");
  const doc = await page.evaluate(() => window.__wordShim.document());
  assert.equal(doc.text, LETTER.replace(WRONG, RIGHT), "Word must hold exactly the accepted text and nothing else new");
  assert.equal(doc.controls.length, 1);
  assert.equal(doc.controls[0].tag, `vouch:${state.answerId}:${wrong.id}`);
  assert.equal(doc.controls[0].text, RIGHT);
  await shots(page, "check-applied");
  recordResult({ kind: "applied", answerId: state.answerId, sentenceId: wrong.id, original: WRONG, accepted: RIGHT });
  assert.deepEqual(errors, []);
  await context.close();
});
