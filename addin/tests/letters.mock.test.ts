/**
 * The three letters tests/addin/test_addin_letters_e2e.py drafted in Chromium, inserted by the add-in's own
 * insertSentences into a Word made of office-addin-mock objects: one tagged content control per checked
 * sentence, the gaps outside them, and the text Word holds afterwards rendered as a page (each control
 * outlined with its tag) for the 320 px screenshot. Runs only when that test hands it the letters
 * (VOUCH_E2E_LETTER_RESULTS); it has nothing to insert otherwise.
 */

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { InsertPiece } from "../taskpane/src/state";
import { CONTROL_TITLE, insertSentences } from "../taskpane/src/word";
import { fakeWord, install } from "./mock-word";

interface Letter {
  kind: string;
  answerId: string;
  pieces: { kind: "gap" | "sentence"; text: string; tag?: string }[];
  controls: { tag: string; text: string }[];
}

const RESULTS = process.env.VOUCH_E2E_LETTER_RESULTS ?? "";
const ARTIFACTS = process.env.VOUCH_E2E_ARTIFACTS ?? "";
const letters: Letter[] =
  RESULTS && existsSync(RESULTS)
    ? readFileSync(RESULTS, "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Letter)
        .filter((r) => Array.isArray(r.pieces))
    : [];

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The document as Word holds it after the insert: the inserted text in order, each control outlined. */
function page(kind: string, inserted: { text: string; tag: string | undefined }[]): string {
  const body = inserted
    .map(({ text, tag }) =>
      tag
        ? `<span class="cc" data-tag="${escape(tag)}"><span class="cc-title">${escape(CONTROL_TITLE)}</span>${escape(text)}</span>`
        : escape(text).replace(/\n/g, "<br>"),
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(kind)} letter in Word</title>
<style>
body { margin: 0; background: #e8e8e8; font: 11pt Calibri, Carlito, "Liberation Sans", Arial, sans-serif; }
.ribbon { background: #185abd; color: #fff; padding: 6px 10px; font-size: 12px; }
.page { background: #fff; margin: 10px; padding: 18px 16px; box-shadow: 0 1px 3px rgba(0,0,0,.3); line-height: 1.45; }
.cc { border: 1px solid #7a9cd3; border-radius: 2px; padding: 0 1px; position: relative; }
.cc-title { font-size: 8px; color: #fff; background: #7a9cd3; padding: 0 3px; margin-right: 3px; vertical-align: top; }
</style></head><body><div class="ribbon">Word (office-addin-mock) &middot; ${escape(kind)} letter</div>
<div class="page">${body}</div></body></html>`;
}

describe.skipIf(letters.length === 0)("drafted letters inserted into Word (office-addin-mock)", () => {
  for (const letter of letters) {
    it(`inserts the ${letter.kind} letter with one tagged content control per checked sentence`, async () => {
      const word = fakeWord();
      install(word);
      const pieces: InsertPiece[] = letter.pieces.map((p) =>
        p.kind === "sentence" && p.tag
          ? { kind: "sentence", text: p.text, tag: p.tag, sentenceId: p.tag.split(":").pop() ?? p.tag }
          : { kind: "gap", text: p.text },
      );
      const confirmed = await insertSentences(pieces);
      expect(word.controls.map((c) => [c.tag, c.title])).toEqual(
        letter.controls.map((c) => [c.tag, CONTROL_TITLE]),
      );
      expect(confirmed.map((c) => c.content_control_tag)).toEqual(letter.controls.map((c) => c.tag));
      const inserted = word.calls
        .filter(([name]) => name === "insertText")
        .map(([, text]) => text as string)
        .map((text) => ({ text, tag: letter.controls.find((c) => c.text === text)?.tag }));
      expect(inserted.map((i) => i.text).join("")).toEqual(letter.pieces.map((p) => p.text).join(""));
      if (ARTIFACTS) {
        mkdirSync(ARTIFACTS, { recursive: true });
        writeFileSync(join(ARTIFACTS, `letter-${letter.kind}-word.html`), page(letter.kind, inserted));
      }
    });
  }
});
