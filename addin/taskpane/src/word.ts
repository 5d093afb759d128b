/**
 * Every call into Office.js lives in this module; the rest of the taskpane never touches `Office` or `Word`.
 *
 * Requires WordApi 1.3 (the manifest says so). Newer features are used only when
 * `Office.context.requirements.isSetSupported` says the host has them (plain-text content controls need
 * WordApi 1.5; without it the controls are rich-text, which holds the same plain text).
 */

import type { Correction, InsertPiece, InsertedSentence } from "./state";

export const DOCUMENT_ID_KEY = "vouch.documentId";
export const PENDING_RECEIPTS_KEY = "vouch.pendingReceipts";
export const CONTROL_TITLE = "Vouch: checked sentence";

export class WordInsertError extends Error {
  constructor(
    message: string,
    /** True when Word may have kept part of the text (the clean-up of a failed insert also failed). */
    readonly partial = false,
  ) {
    super(message);
    this.name = "WordInsertError";
  }
}

export interface OfficeThemeColors {
  bodyBackgroundColor: string;
  bodyForegroundColor: string;
  controlBackgroundColor: string;
  controlForegroundColor: string;
}

export interface PendingReceipt {
  answerId: string;
  clientInsertId: string;
  documentId: string;
  sentences: InsertedSentence[];
  removed?: string[];
}

function office(): typeof Office | undefined {
  return typeof Office === "undefined" ? undefined : Office;
}

/** Wait for Office.js; resolves with whether we run inside Word. Outside Office (a plain browser) it is false. */
export async function ready(timeoutMs = 5000): Promise<boolean> {
  const o = office();
  if (!o || typeof o.onReady !== "function") return false;
  const info = await Promise.race([
    o.onReady(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
  return info !== null && info.host === o.HostType.Word && supports("WordApi", "1.3");
}

export function supports(set: string, version: string): boolean {
  const o = office();
  try {
    return Boolean(o?.context?.requirements?.isSetSupported(set, version));
  } catch {
    return false;
  }
}

export function officeTheme(): OfficeThemeColors | null {
  const theme = office()?.context?.officeTheme;
  if (!theme || !theme.bodyBackgroundColor) return null;
  return {
    bodyBackgroundColor: theme.bodyBackgroundColor,
    bodyForegroundColor: theme.bodyForegroundColor,
    controlBackgroundColor: theme.controlBackgroundColor,
    controlForegroundColor: theme.controlForegroundColor,
  };
}

/** The text of the handler's selection in Word (check mode). */
export async function getSelectedText(): Promise<string> {
  return Word.run(async (context) => {
    const selection = context.document.getSelection();
    selection.load("text");
    await context.sync();
    return selection.text;
  });
}

/**
 * Insert the pieces at the selection (replacing it), each sentence wrapped in a content control tagged
 * `vouch:<answer_id>:<sentence_id>`, and return what Word confirms it holds after `sync`.
 *
 * If Word refuses (any call or the sync throws) this throws WordInsertError after trying to remove whatever
 * part of the insert Word kept, so the caller records nothing.
 */
export async function insertSentences(pieces: InsertPiece[]): Promise<InsertedSentence[]> {
  const sentences = pieces.filter((p) => p.kind === "sentence");
  if (sentences.length === 0) throw new WordInsertError("nothing to insert");
  const plainText = supports("WordApi", "1.5");
  try {
    return await Word.run(async (context) => {
      const selection = context.document.getSelection();
      let cursor: Word.Range | null = null;
      const controls: { piece: InsertPiece; control: Word.ContentControl }[] = [];
      for (const piece of pieces) {
        const range: Word.Range =
          cursor === null ? selection.insertText(piece.text, "Replace") : cursor.insertText(piece.text, "After");
        if (piece.kind === "sentence" && piece.tag) {
          const control = plainText ? range.insertContentControl("PlainText") : range.insertContentControl();
          control.tag = piece.tag;
          control.title = CONTROL_TITLE;
          controls.push({ piece, control });
          cursor = control.getRange("Whole");
        } else {
          cursor = range;
        }
      }
      for (const { control } of controls) control.load("tag,text");
      await context.sync();
      const confirmed: InsertedSentence[] = controls.map(({ piece, control }) => ({
        sentence_id: piece.sentenceId ?? "",
        content_control_tag: control.tag,
        text: control.text,
      }));
      const wrong = confirmed.find(
        (c, i) => c.content_control_tag !== controls[i]?.piece.tag || squash(c.text) !== squash(controls[i]?.piece.text),
      );
      if (wrong) {
        for (const { control } of controls) control.delete(false);
        await context.sync();
        throw new WordInsertError(`Word holds different text for ${wrong.sentence_id}; the insert was removed`);
      }
      return confirmed;
    });
  } catch (err) {
    if (err instanceof WordInsertError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    const cleaned = await removeControls(sentences.map((p) => p.tag ?? "")).catch(() => false);
    throw new WordInsertError(`Word refused the insert: ${message}`, !cleaned);
  }
}

/** Word's search takes at most 255 characters: a longer sentence is found by its two ends. */
const SEARCH_MAX = 255;

function findIn(scope: Word.Range | Word.Body, text: string): Word.RangeCollection[] {
  if (text.length <= SEARCH_MAX) return [scope.search(text, { matchCase: true })];
  return [
    scope.search(text.slice(0, 200), { matchCase: true }),
    scope.search(text.slice(-200), { matchCase: true }),
  ];
}

/**
 * Check mode's Apply: each accepted correction replaces the handler's own sentence, found in the selection
 * the handler checked (else in the document), wrapped in a content control tagged
 * `vouch:<answer_id>:<sentence_id>`. A sentence Word cannot find exactly once is not guessed at: nothing is
 * changed and this throws WordInsertError naming it. Returns what Word confirms it holds after `sync`.
 */
export async function applyCorrections(corrections: Correction[]): Promise<InsertedSentence[]> {
  if (corrections.length === 0) throw new WordInsertError("nothing to apply");
  const plainText = supports("WordApi", "1.5");
  try {
    return await Word.run(async (context) => {
      const selection = context.document.getSelection();
      const body = context.document.body;
      const searches = corrections.map((c) => ({ c, inSelection: findIn(selection, c.original), inBody: findIn(body, c.original) }));
      for (const s of searches) for (const r of [...s.inSelection, ...s.inBody]) r.load("items");
      await context.sync();
      const targets: { c: Correction; range: Word.Range }[] = [];
      for (const { c, inSelection, inBody } of searches) {
        const found = inSelection.every((r) => r.items.length === 1) ? inSelection : inBody;
        const ends = found.map((r) => r.items);
        if (!ends.every((items) => items.length === 1)) {
          throw new WordInsertError(`Word did not find sentence ${c.sentenceId} exactly once; nothing was changed`);
        }
        const first = ends[0]?.[0];
        const last = ends[ends.length - 1]?.[0];
        if (!first || !last) throw new WordInsertError(`Word did not find sentence ${c.sentenceId}`);
        targets.push({ c, range: first === last ? first : first.expandTo(last) });
      }
      // Later sentences first: a replacement never moves a range that is still to be replaced.
      const controls = [...targets].reverse().map(({ c, range }) => {
        const replaced = range.insertText(c.text, "Replace");
        const control = plainText ? replaced.insertContentControl("PlainText") : replaced.insertContentControl();
        control.tag = c.tag;
        control.title = CONTROL_TITLE;
        control.load("tag,text");
        return { c, control };
      });
      await context.sync();
      const wrong = controls.find(({ c, control }) => control.tag !== c.tag || squash(control.text) !== squash(c.text));
      if (wrong) throw new WordInsertError(`Word holds different text for ${wrong.c.sentenceId} after the correction`);
      return controls
        .reverse()
        .map(({ c, control }) => ({ sentence_id: c.sentenceId, content_control_tag: control.tag, text: control.text }));
    });
  } catch (err) {
    if (err instanceof WordInsertError) throw err;
    throw new WordInsertError(`Word refused the correction: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function squash(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** Remove content controls (and their text) by tag; true when it worked. */
export async function removeControls(tags: string[]): Promise<boolean> {
  if (tags.length === 0) return true;
  await Word.run(async (context) => {
    const found = tags.map((tag) => context.document.contentControls.getByTag(tag));
    for (const collection of found) collection.load("items");
    await context.sync();
    for (const collection of found) for (const control of collection.items) control.delete(false);
    await context.sync();
  });
  return true;
}

function settings(): Office.Settings | null {
  return office()?.context?.document?.settings ?? null;
}

function saveSettings(store: Office.Settings): Promise<void> {
  return new Promise((resolve, reject) => {
    store.saveAsync((result) => {
      if (result.status === office()?.AsyncResultStatus.Failed) reject(new Error(result.error?.message ?? "save"));
      else resolve();
    });
  });
}

function newId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `doc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The id of this document for receipts, kept in the document's own settings and created once. */
export async function documentId(): Promise<string> {
  const store = settings();
  if (!store) throw new Error("this document has no settings store (not running in Word)");
  const existing: unknown = store.get(DOCUMENT_ID_KEY);
  if (typeof existing === "string" && existing) return existing;
  const id = newId();
  store.set(DOCUMENT_ID_KEY, id);
  await saveSettings(store);
  return id;
}

/** Receipts for text already in this document that the server has not acknowledged yet. */
export function pendingReceipts(): PendingReceipt[] {
  const value: unknown = settings()?.get(PENDING_RECEIPTS_KEY);
  return Array.isArray(value) ? (value as PendingReceipt[]) : [];
}

export async function setPendingReceipts(receipts: PendingReceipt[]): Promise<void> {
  const store = settings();
  if (!store) return;
  if (receipts.length) store.set(PENDING_RECEIPTS_KEY, receipts);
  else store.remove(PENDING_RECEIPTS_KEY);
  await saveSettings(store);
}
