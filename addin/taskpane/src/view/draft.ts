/**
 * The draft: sentences as they stream, each with its mark.
 *
 * Layout rules that keep text still while marks settle (no reflow):
 * - every sentence ends in a fixed-size "slot" from its first word: a "checking…" indicator while pending,
 *   then the button that opens its sources; the slot never changes size;
 * - pending and settled text use the same font (pending is grey, never italic: italic glyphs are a different
 *   width); underlines and colours do not move text;
 * - rails are absolutely positioned in the left gutter; labels ("not found in your documents",
 *   "not checked") are absolutely positioned in the space between lines that the line height reserves, so
 *   they never change a line box.
 * Only a rewrite or a stub (new words) changes the text, which is what they are for.
 */

import type { Citation, ConfirmWhy, Edit } from "../protocol";
import {
  type AppState,
  type SentenceState,
  type SentenceStatus,
  currentText,
  sentenceStatus,
  sentencesInOrder,
} from "../state";
import { clear, h, icon } from "./dom";
import type { Popover } from "./popover";

export interface DraftCallbacks {
  onReask(sentenceId: string): void;
}

const STATUS_WORDS: Record<SentenceStatus, string> = {
  pending: "checking…",
  entailed: "found in your documents",
  partial: "partly found in your documents",
  none: "not found in your documents",
  unverified: "not checked",
  not_a_claim: "not a factual claim, not checked",
  stub: "removed: not found in your documents",
  to_confirm: "please confirm: the checker is not sure",
  confirmed: "confirmed by you against your documents",
  removed: "removed by you",
  suggested: "correction suggested from your documents",
  corrected: "corrected from your documents",
};

const SLOT_ICON: Partial<Record<SentenceStatus, string>> = {
  entailed: "check",
  partial: "partial",
  none: "none",
  unverified: "unverified",
  not_a_claim: "dash",
  to_confirm: "partial",
  confirmed: "check",
  suggested: "partial",
  corrected: "check",
};

/** Rail and label kinds: what needs attention carries a mark; supported prose stays plain. */
const RAILED: Partial<Record<SentenceStatus, string>> = {
  partial: "partial",
  none: "none",
  unverified: "unverified",
  to_confirm: "confirm",
  suggested: "suggested",
  corrected: "corrected",
};
const LABELLED: Partial<Record<SentenceStatus, string>> = {
  none: "not found in your documents",
  unverified: "not checked",
  to_confirm: "please confirm",
  suggested: "correction suggested",
  corrected: "corrected",
};

/** Old and new spans of a correction, into the sentence's own text (after its leading space). */
export function diffPieces(text: string, edits: Edit[]): { text: string; kind: "same" | "del" | "ins"; address?: string }[] {
  const offset = text.length - text.trimStart().length;
  const out: { text: string; kind: "same" | "del" | "ins"; address?: string }[] = [];
  let at = 0;
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    const start = Math.min(text.length, offset + e.start);
    const end = Math.min(text.length, offset + e.end);
    if (start < at) continue;
    if (start > at) out.push({ text: text.slice(at, start), kind: "same" });
    if (end > start) out.push({ text: text.slice(start, end), kind: "del" });
    if (e.text) out.push(e.address ? { text: e.text, kind: "ins", address: e.address } : { text: e.text, kind: "ins" });
    at = end;
  }
  if (at < text.length) out.push({ text: text.slice(at), kind: "same" });
  return out;
}

interface Segment {
  text: string;
  support: "ok" | "partial" | "none";
}

/** Split a sentence's text by its attribution spans (ranges into the sentence text, after leading space). */
export function segments(s: SentenceState): Segment[] {
  const text = s.text;
  const spans = s.attribution?.spans ?? [];
  const offset = text.length - text.trimStart().length;
  const bad = spans
    .filter((sp) => sp.support === "partial" || sp.support === "none")
    .map((sp) => ({
      start: Math.min(text.length, offset + sp.start),
      end: Math.min(text.length, offset + sp.end),
      support: sp.support as "partial" | "none",
    }))
    .filter((sp) => sp.end > sp.start)
    .sort((a, b) => a.start - b.start);
  const out: Segment[] = [];
  let at = 0;
  for (const sp of bad) {
    const start = Math.max(sp.start, at);
    if (start >= sp.end) continue;
    if (start > at) out.push({ text: text.slice(at, start), support: "ok" });
    out.push({ text: text.slice(start, sp.end), support: sp.support });
    at = sp.end;
  }
  if (at < text.length || out.length === 0) out.push({ text: text.slice(at), support: "ok" });
  return out;
}

function renderKey(s: SentenceState): string {
  return JSON.stringify([
    s.text,
    sentenceStatus(s),
    s.attribution ?? null,
    s.stub ?? null,
    s.rewrittenFrom ?? null,
    s.suggestion ?? null,
    s.decision ?? null,
  ]);
}

export class DraftView {
  readonly root: HTMLElement;
  private readonly text: HTMLElement;
  private readonly nodes = new Map<string, { el: HTMLElement; key: string }>();
  private requestId: string | null = null;

  constructor(
    private readonly popover: Popover,
    private readonly callbacks: DraftCallbacks,
  ) {
    this.text = h("div", { class: "draft-text" });
    this.root = h("div", { class: "draft", role: "region", "aria-label": "Draft and its checks" }, this.text);
    if (typeof ResizeObserver !== "undefined") new ResizeObserver(() => this.layout()).observe(this.root);
  }

  render(state: AppState): void {
    const requestId = state.request?.requestId ?? null;
    if (requestId !== this.requestId) {
      this.requestId = requestId;
      this.nodes.clear();
      clear(this.text);
    }
    let previous: HTMLElement | null = null;
    for (const s of sentencesInOrder(state)) {
      const key = renderKey(s);
      let entry = this.nodes.get(s.id);
      if (!entry || entry.key !== key) {
        const el = this.build(s);
        if (entry) {
          const focused = focusKeyWithin(entry.el);
          entry.el.replaceWith(el);
          if (focused) restoreFocus(el, focused);
        } else if (previous) previous.after(el);
        else this.text.prepend(el);
        entry = { el, key };
        this.nodes.set(s.id, entry);
      }
      previous = entry.el;
    }
    this.root.dataset.empty = String(state.order.length === 0);
    this.layout();
    this.popover.refresh();
  }

  private build(s: SentenceState): HTMLElement {
    const status = sentenceStatus(s);
    if (status === "stub" || status === "removed") return this.buildStub(s, status);
    const n = s.index + 1;
    const el = h("span", { class: "sentence", id: `sentence-${s.id}`, "data-sid": s.id, "data-status": status });
    if (s.rewrittenFrom !== undefined) el.dataset.rewritten = "true";
    const shown: SentenceState = status === "corrected" && s.suggestion ? { ...s, text: leading(s.text) + currentText(s), attribution: s.suggestion.attribution } : s;
    const segs = status === "suggested" || status === "corrected" ? [{ text: shown.text, support: "ok" as const }] : segments(shown);
    const pieces: HTMLElement[] = [];
    if (status === "suggested" && s.suggestion) {
      // The handler's words stay; the change is shown, never made: old span struck, new span inserted.
      for (const piece of diffPieces(s.text, s.suggestion.edits)) {
        if (piece.kind === "same") pieces.push(h("span", { class: "seg", "data-support": "ok" }, piece.text));
        else if (piece.kind === "del") pieces.push(h("del", { class: "seg seg-del", "data-support": "ok" }, piece.text));
        else {
          const attrs: Record<string, string> = { class: "seg seg-ins", "data-support": "ok" };
          if (piece.address) attrs.title = `from ${piece.address}`;
          pieces.push(h("ins", attrs, piece.text));
        }
      }
      segs.length = 0;
    }
    segs.forEach((seg, i) => {
      // The space before a sentence is not part of what is marked (no underline dangling at a line's end).
      const lead = i === 0 ? (/^\s+/.exec(seg.text)?.[0] ?? "") : "";
      if (lead) pieces.push(h("span", { class: "seg seg-space", "data-support": "ok" }, lead));
      const text = seg.text.slice(lead.length);
      if (!text && segs.length > 1) return;
      pieces.push(
        h("span", { class: seg.support === "ok" ? "seg" : "seg seg-unsupported", "data-support": seg.support }, text),
      );
    });
    // The sentence's last word and its slot never part at a line break (a lone icon would start a line).
    const last = pieces[pieces.length - 1];
    const tail = h("span", { class: "tail" });
    if (last && !last.classList.contains("seg-space")) {
      const text = last.textContent ?? "";
      const cut = text.search(/\S+\s*$/);
      if (cut > 0) {
        last.textContent = text.slice(0, cut);
        const word = last.cloneNode(false) as HTMLElement;
        word.textContent = text.slice(cut);
        tail.appendChild(word);
      } else {
        pieces.pop();
        tail.appendChild(last);
      }
    }
    // Rails and labels first (positioned by layout(); the rail sits left of the text it marks).
    const railKind = RAILED[status];
    if (railKind !== undefined) {
      const groups = segs.some((g) => g.support !== "ok") && status === "partial" ? "spans" : "sentence";
      el.dataset.railTarget = groups;
      // Decoration for the eye and a hover target for the pointer; keyboard and screen reader users get the
      // same details from the sentence's slot button.
      const rail = h("span", { class: "rail", "data-kind": railKind, "aria-hidden": "true" });
      this.popover.attachHover(rail, `Sentence ${n}: ${STATUS_WORDS[status]}`, () => this.details(s, status));
      el.appendChild(rail);
      for (const clause of pieces.concat(Array.from(tail.children) as HTMLElement[])) {
        if (clause.classList.contains("seg-unsupported")) {
          this.popover.attachHover(clause, `Sentence ${n}: ${STATUS_WORDS[status]}`, () => this.details(s, status));
        }
      }
    }
    const labelWords = LABELLED[status];
    if (labelWords !== undefined) {
      el.appendChild(
        h(
          "span",
          { class: "mark-label", "data-kind": railKind ?? status, "aria-hidden": "true" },
          icon(SLOT_ICON[status] ?? "dash", "icon label-icon"),
          h("span", { class: "label-words" }, labelWords),
        ),
      );
    }
    for (const piece of pieces) el.appendChild(piece);
    tail.appendChild(this.slot(s, status, n));
    el.appendChild(tail);
    return el;
  }

  private slot(s: SentenceState, status: SentenceStatus, n: number): HTMLElement {
    const slot = h("span", { class: "slot", "data-status": status });
    if (status === "pending") {
      slot.appendChild(
        h(
          "span",
          { class: "checking", role: "img", "aria-label": `Sentence ${n}: checking…`, title: "checking…" },
          h("i"),
          h("i"),
          h("i"),
        ),
      );
      return slot;
    }
    const name = status === "entailed" ? "Sources" : "Details";
    const button = h(
      "button",
      {
        type: "button",
        class: "slot-btn",
        "data-kind": status,
        "aria-label": `Sentence ${n}: ${STATUS_WORDS[status]}. ${name}`,
        title: STATUS_WORDS[status],
      },
      icon(SLOT_ICON[status] ?? "dash"),
    );
    this.popover.attach(button, `Sentence ${n}: ${STATUS_WORDS[status]}`, () => this.details(s, status));
    slot.appendChild(button);
    return slot;
  }

  private buildStub(s: SentenceState, status: "stub" | "removed"): HTMLElement {
    const n = s.index + 1;
    // What was removed, and why, one click away: the letter keeps the stub, the handler can see the words.
    const why = removalReason(s, status);
    const details = h(
      "details",
      { class: "stub-details" },
      h("summary", { class: "link-btn", "data-action": "show-removed" }, "Show what was removed"),
      h("blockquote", { class: "removed-text" }, s.text.trim()),
      h("p", { class: "removed-why" }, why.words),
    );
    if (why.quote) details.appendChild(h("blockquote", { class: "quote" }, why.quote));
    const reask = h(
      "button",
      {
        type: "button",
        class: "link-btn",
        "data-action": "reask",
        onclick: () => this.callbacks.onReask(s.id),
      },
      icon("refresh"),
      "Ask again in other words",
    );
    return h(
      "span",
      {
        class: "stub",
        id: `sentence-${s.id}`,
        "data-sid": s.id,
        "data-status": "stub",
        role: "group",
        "aria-label": `Sentence ${n} removed`,
      },
      h(
        "span",
        { class: "stub-line" },
        icon("removed", "icon stub-icon"),
        h("span", { class: "stub-text" }, status === "removed" ? "1 sentence removed by you" : (s.stub ?? "")),
      ),
      details,
      status === "stub" ? reask : h("span", {}),
    );
  }

  /** Sources and explanation for one sentence, for the popover. */
  private details(s: SentenceState, status: SentenceStatus): Node {
    const a = s.attribution;
    const body = h(
      "div",
      { class: "pop-body" },
      h(
        "p",
        { class: "pop-title", "data-kind": status },
        icon(SLOT_ICON[status] ?? "dash"),
        capitalise(STATUS_WORDS[status]),
      ),
    );
    if (status === "partial") {
      const missing = segments(s)
        .filter((g) => g.support !== "ok")
        .map((g) => g.text.replace(/^[\s,;:]+/, "").trim())
        .filter((m) => m.length > 0);
      if (missing.length) {
        body.appendChild(h("p", {}, "Not found in your documents: ", ...missing.map((m) => h("q", {}, m))));
      }
    }
    if (status === "unverified") {
      body.appendChild(
        h("p", {}, "The checker was slow or unavailable, so this sentence was not checked. It cannot be inserted."),
      );
    }
    if (status === "not_a_claim") {
      body.appendChild(h("p", {}, "A greeting, sign-off or offer of help states no fact, so there is nothing to check."));
    }
    if (a?.explanation) body.appendChild(h("p", { class: "pop-explanation" }, a.explanation));
    const original = s.suggestion ? s.text : s.rewrittenFrom;
    const edits = s.suggestion?.edits ?? s.edits ?? [];
    if (original !== undefined && (status === "corrected" || status === "suggested")) {
      body.appendChild(h("p", { class: "pop-note" }, "Corrected from: ", h("q", {}, original.trim())));
      for (const e of edits) {
        const what = e.kind === "value_replaced" ? `Replaced with “${e.text}”` : "Clause dropped: not found in your documents";
        body.appendChild(h("p", { class: "pop-note" }, e.address ? `${what}, from ${e.address}` : what));
      }
    }
    if (status === "to_confirm" && s.confirm?.citation) {
      body.appendChild(h("p", {}, "The checker is not sure this passage says it. Confirm or remove it below the draft."));
    }
    const citations = a?.citations ?? [];
    if (citations.length) {
      body.appendChild(h("p", { class: "pop-heading" }, status === "none" ? "Closest passages" : "Sources"));
      const list = h("ol", { class: "cites" });
      for (const c of citations) {
        list.appendChild(
          h(
            "li",
            {},
            h("code", { class: "address" }, c.address),
            c.warning ? h("p", { class: "cite-warning" }, c.warning) : null,
            h("blockquote", { class: "quote" }, c.quote),
          ),
        );
      }
      body.appendChild(list);
    } else if (status === "none" || status === "partial") {
      body.appendChild(h("p", {}, "No passage of your documents says this."));
    }
    if (a && status !== "not_a_claim" && status !== "unverified") {
      body.appendChild(h("p", { class: "pop-meta" }, `Support score ${a.score.toFixed(2)}`));
    }
    return body;
  }

  /** Position rails and labels from the sentences' line boxes. Reads layout; never changes the text's. */
  layout(): void {
    const rootRect = this.root.getBoundingClientRect();
    const textRect = this.text.getBoundingClientRect();
    const placed: { top: number; left: number; right: number }[] = [];
    const laneEnds: number[] = []; // the bottom of the last rail in each lane of the gutter
    for (const { el } of this.nodes.values()) {
      const rail = el.querySelector<HTMLElement>(":scope > .rail");
      const label = el.querySelector<HTMLElement>(":scope > .mark-label");
      if (!rail && !label) continue;
      const all = Array.from(el.querySelectorAll<HTMLElement>(".seg:not(.seg-space)"));
      const targets = el.dataset.railTarget === "spans" ? all.filter((g) => g.dataset.support !== "ok") : all;
      const rects = targets.flatMap((g) => Array.from(g.getClientRects())).filter((r) => r.width > 0 || r.height > 0);
      if (rects.length === 0) continue;
      if (rail) {
        const top = Math.min(...rects.map((r) => r.top)) - rootRect.top;
        const bottom = Math.max(...rects.map((r) => r.bottom)) - rootRect.top;
        // Rails of sentences that share a line go side by side in the gutter, never on top of each other.
        let lane = laneEnds.findIndex((end) => end <= top + 1);
        if (lane === -1) lane = Math.min(laneEnds.length, 1);
        laneEnds[lane] = Math.max(laneEnds[lane] ?? 0, bottom);
        rail.dataset.lane = String(lane);
        rail.style.top = `${top}px`;
        rail.style.height = `${Math.max(bottom - top, 12)}px`;
      }
      if (label) {
        const lines = all.flatMap((g) => Array.from(g.getClientRects())).filter((r) => r.width > 0);
        const last = lines[lines.length - 1];
        if (!last) continue;
        const top = last.bottom - rootRect.top + 2;
        label.dataset.compact = "false";
        let width = label.offsetWidth;
        const minLeft = textRect.left - rootRect.left;
        const maxLeft = textRect.right - rootRect.left - width;
        // Under the end of the sentence it belongs to; beside (never over) a label already on that row.
        let left = Math.max(minLeft, Math.min(last.right - rootRect.left - width, maxLeft));
        const row = placed.filter((p) => Math.abs(p.top - top) < 2);
        const clashes = (x: number) => row.some((p) => x < p.right + 6 && x + width > p.left - 6);
        if (clashes(left)) {
          const after = Math.max(...row.map((p) => p.right + 6));
          if (after <= maxLeft) left = after;
          else {
            // No room for the words on this row: the icon stays (the slot and rail carry the words too).
            label.dataset.compact = "true";
            width = label.offsetWidth;
            left = Math.max(minLeft, Math.min(last.right - rootRect.left - width, textRect.right - rootRect.left - width));
          }
        }
        label.style.top = `${top}px`;
        label.style.left = `${left}px`;
        placed.push({ top, left, right: left + width });
      }
    }
  }
}

function leading(text: string): string {
  return /^\s*/.exec(text)?.[0] ?? "";
}

/**
 * What the checker read, for a sentence the handler is asked to confirm (the server's `ConfirmWhy`), naming
 * the passage shown beside it. Claims about retrieval only: what was found or not, never true or false.
 */
export function confirmReading(why: ConfirmWhy | undefined, address: string | undefined): string {
  const where = address ?? "your documents";
  switch (why) {
    case "found_untrusted":
      return `The checker read ${where} as saying this, but its reading is not yet trusted without you.`;
    case "scan_in_doubt":
      return `The checker found this in ${where}, which was read from a scan the reader was unsure of.`;
    case "contradicted":
      return (
        `The checker read something different in ${where}: another figure, date, period, party or condition. ` +
        "If yours is worked out from it (a total, or a balance after the excess), check the sum."
      );
    case "partly_found":
      return `The checker found only part of this in ${where}.`;
    case "not_found":
      return `The checker did not find this in ${where}.`;
    default:
      return `The checker is not sure ${where} says this.`;
  }
}

/**
 * The passages a "please confirm" card shows, each under its heading: the best passage and, when the claim is
 * supported by two passages together (`Citation.paired_with`), the one it is read with, since neither says it
 * alone.
 */
export function confirmPassages(citations: readonly Citation[]): { heading: string; citation: Citation }[] {
  if (citations.length < 2) return citations.map((citation) => ({ heading: "Best passage", citation }));
  return citations.map((citation, i) => ({
    heading: i === 0 ? "Read together: its words" : "Read together: its figures",
    citation,
  }));
}

/** Where the checker read a sentence the handler is asked to confirm: one address, or two read together. */
export function confirmWhere(citations: readonly Citation[]): string | undefined {
  const [first, second] = citations;
  if (!first) return undefined;
  return second ? `${first.address} together with ${second.address}` : first.address;
}

/** Why a sentence was removed, in words that are claims about retrieval, never about the world. */
export function removalReason(s: SentenceState, status: "stub" | "removed"): { words: string; quote?: string } {
  if (status === "removed") {
    const shown = s.confirm?.citation;
    const words = `You removed it. ${confirmReading(s.confirm?.why, confirmWhere(s.confirm?.citations ?? []) ?? shown?.address)}`;
    return shown ? { words, quote: shown.quote } : { words };
  }
  const a = s.attribution;
  const by = a?.contradicted_by;
  if (by) {
    const cited = a?.citations.find((c) => c.address === by);
    return cited ? { words: `Contradicted by ${by}:`, quote: cited.quote } : { words: `Contradicted by ${by}.` };
  }
  const closest = a?.citations[0];
  if (closest && a?.contradicted) {
    return { words: `Your documents say otherwise: ${closest.address} gives something different:`, quote: closest.quote };
  }
  if (closest) return { words: `Not found in your documents. The closest passage, ${closest.address}, does not say it:`, quote: closest.quote };
  return { words: "Not found in your documents: no passage says it." };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function focusKeyWithin(el: HTMLElement): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !el.contains(active)) return null;
  if (active.classList.contains("slot-btn")) return ".slot-btn";
  if (active.dataset.action) return `[data-action="${active.dataset.action}"]`;
  return null;
}

/** Keep keyboard focus where the user put it when their sentence is re-rendered (not a focus move). */
function restoreFocus(el: HTMLElement, selector: string): void {
  const target = el.querySelector<HTMLElement>(selector) ?? el.querySelector<HTMLElement>("button");
  target?.focus({ preventScroll: true });
}
