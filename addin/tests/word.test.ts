/**
 * The Word calls of src/word.ts against Microsoft's office-addin-mock: Word.run, getSelection, insertText,
 * insertContentControl (tag, title), load/sync, contentControls.getByTag, and the document settings.
 */

import { beforeEach, describe, expect, it } from "vitest";
import type { InsertPiece } from "../taskpane/src/state";
import {
  CONTROL_TITLE,
  DOCUMENT_ID_KEY,
  PENDING_RECEIPTS_KEY,
  WordInsertError,
  documentId,
  getSelectedText,
  insertSentences,
  pendingReceipts,
  ready,
  removeControls,
  setPendingReceipts,
} from "../taskpane/src/word";
import { type WordFake, fakeOffice, fakeWord, install, uninstallOffice } from "./mock-word";


const PIECES: InsertPiece[] = [
  { kind: "sentence", text: "Your claim is covered.", sentenceId: "s1", tag: "vouch:a_1:s1" },
  { kind: "gap", text: " " },
  { kind: "sentence", text: "The excess is £350.", sentenceId: "s3", tag: "vouch:a_1:s3" },
];

describe("insertSentences", () => {
  let word: WordFake;
  beforeEach(() => {
    word = fakeWord();
  });

  it("replaces the selection, then inserts each piece after the last, one tagged control per sentence", async () => {
    install(word);
    const confirmed = await insertSentences(PIECES);
    const edits = word.calls.filter(([name]) => name !== "sync" && name !== "Word.run");
    expect(edits).toEqual([
      ["getSelection"],
      ["insertText", "Your claim is covered.", "Replace"],
      ["insertContentControl", null, "Your claim is covered."],
      ["contentControl.getRange", "Whole"],
      ["insertText", " ", "After"],
      ["insertText", "The excess is £350.", "After"],
      ["insertContentControl", null, "The excess is £350."],
      ["contentControl.getRange", "Whole"],
    ]);
    expect(word.calls.filter(([n]) => n === "sync")).toHaveLength(1);
    expect(word.controls.map((c) => [c.tag, c.title])).toEqual([
      ["vouch:a_1:s1", CONTROL_TITLE],
      ["vouch:a_1:s3", CONTROL_TITLE],
    ]);
    expect(confirmed).toEqual([
      { sentence_id: "s1", content_control_tag: "vouch:a_1:s1", text: "Your claim is covered." },
      { sentence_id: "s3", content_control_tag: "vouch:a_1:s3", text: "The excess is £350." },
    ]);
  });

  it("uses plain-text content controls only where WordApi 1.5 is supported", async () => {
    install(word, fakeOffice({ sets: { WordApi: "1.5" } }));
    await insertSentences(PIECES);
    expect(word.calls.filter(([n]) => n === "insertContentControl").map((c) => c[1])).toEqual([
      "PlainText",
      "PlainText",
    ]);
  });

  it("throws and removes what it can when Word refuses at sync: nothing to record", async () => {
    word = fakeWord({ failOn: "sync" });
    install(word);
    const error = await insertSentences(PIECES).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WordInsertError);
    expect((error as Error).message).toMatch(/Word refused the insert: GeneralException/);
    // The clean-up's own sync failed too, so the error says part may be left in the document.
    expect((error as WordInsertError).partial).toBe(true);
    expect(word.calls.filter(([n]) => n === "contentControls.getByTag").map((c) => c[1])).toEqual([
      "vouch:a_1:s1",
      "vouch:a_1:s3",
    ]);
  });

  it("throws when Word refuses to make a content control", async () => {
    word = fakeWord({ failOn: "insertContentControl" });
    install(word);
    await expect(insertSentences(PIECES)).rejects.toThrow(/Word refused the insert/);
  });

  it("removes the insert when Word holds other words than were checked", async () => {
    word = fakeWord({ controlText: (t) => t.replace("£350", "£530") });
    install(word);
    await expect(insertSentences(PIECES)).rejects.toThrow(/different text for s3; the insert was removed/);
    expect(word.calls.filter(([n]) => n === "contentControl.delete")).toEqual([
      ["contentControl.delete", false],
      ["contentControl.delete", false],
    ]);
  });

  it("refuses an empty plan without calling Word", async () => {
    install(word);
    await expect(insertSentences([{ kind: "gap", text: " " }])).rejects.toThrow(/nothing to insert/);
    expect(word.calls).toEqual([]);
  });
});

describe("other Word calls", () => {
  it("reads the selection's text after load and sync", async () => {
    const word = fakeWord({ selection: "The excess is £350." });
    install(word);
    expect(await getSelectedText()).toBe("The excess is £350.");
    expect(word.calls).toEqual([["Word.run"], ["getSelection"], ["sync"]]);
    // office-addin-mock enforces load-before-read: without load("text") the read is an error string.
  });

  it("removes controls by tag", async () => {
    const word = fakeWord();
    install(word);
    expect(await removeControls(["vouch:a:s1"])).toBe(true);
    expect(word.calls).toContainEqual(["contentControls.getByTag", "vouch:a:s1"]);
  });

  it("creates the document id once, in the document's settings", async () => {
    const office = fakeOffice();
    install(fakeWord(), office);
    const first = await documentId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(office.settings.get(DOCUMENT_ID_KEY)).toBe(first);
    expect(office.saves).toBe(1);
    expect(await documentId()).toBe(first);
    expect(office.saves).toBe(1);
  });

  it("keeps and clears pending receipts in the document's settings", async () => {
    const office = fakeOffice();
    install(fakeWord(), office);
    expect(pendingReceipts()).toEqual([]);
    const receipt = { answerId: "a", clientInsertId: "c", documentId: "d", sentences: [] };
    await setPendingReceipts([receipt]);
    expect(office.settings.get(PENDING_RECEIPTS_KEY)).toEqual([receipt]);
    expect(pendingReceipts()).toEqual([receipt]);
    await setPendingReceipts([]);
    expect(office.settings.has(PENDING_RECEIPTS_KEY)).toBe(false);
  });

  it("is ready only in Word with WordApi 1.3", async () => {
    install(fakeWord(), fakeOffice());
    expect(await ready(100)).toBe(true);
    install(fakeWord(), fakeOffice({ sets: { WordApi: "1.2" } }));
    expect(await ready(100)).toBe(false);
    install(fakeWord(), fakeOffice({ host: "Excel" }));
    expect(await ready(100)).toBe(false);
    uninstallOffice();
    expect(await ready(100)).toBe(false);
  });
});
