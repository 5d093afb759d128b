/**
 * What the handler decides: each suggested correction (check mode) with its old span struck and new span
 * inserted and the address the new value comes from, to accept or reject; each "please confirm" sentence
 * beside its best passage, to confirm or remove. A card stays after the decision, saying what was decided,
 * so the list never jumps under the pointer.
 */

import { type AppState, type Decision, type SentenceState, sentenceStatus, sentencesInOrder } from "../state";
import { confirmPassages, confirmReading, confirmWhere, diffPieces } from "./draft";
import { clear, h } from "./dom";

export interface DecisionCallbacks {
  onDecide(sentenceId: string, decision: Decision): void;
}

const DECIDED: Record<Decision, string> = {
  accept: "Correction accepted: Apply writes it into the document.",
  reject: "Correction rejected: your sentence stays as you wrote it.",
  confirm: "Confirmed by you against this passage.",
  remove: "Removed by you: it will not be inserted.",
};

export class DecisionsView {
  readonly root: HTMLElement;
  private readonly list: HTMLElement;
  private lastKey = "";

  constructor(private readonly callbacks: DecisionCallbacks) {
    this.list = h("div", { class: "decision-list" });
    this.root = h(
      "section",
      { class: "decisions", "aria-labelledby": "decisions-title", hidden: "" },
      h("h2", { id: "decisions-title", class: "decisions-title" }, "Needs your decision"),
      this.list,
    );
  }

  render(state: AppState): void {
    const items = sentencesInOrder(state).filter((s) => s.suggestion !== undefined || s.confirm !== undefined);
    const key = JSON.stringify(items.map((s) => [s.id, s.decision ?? null, s.suggestion?.text ?? null, state.insert.status]));
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.root.hidden = items.length === 0;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement.id : "";
    clear(this.list);
    const locked = state.insert.status !== "idle";
    for (const s of items) this.list.appendChild(s.suggestion ? this.suggestion(s, locked) : this.confirm(s, locked));
    if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
  }

  private buttons(s: SentenceState, choices: [Decision, string][], locked: boolean): HTMLElement {
    const row = h("div", { class: "decision-actions" });
    if (s.decision) {
      row.appendChild(h("p", { class: "decision-done", "data-decision": s.decision }, DECIDED[s.decision]));
      return row;
    }
    for (const [decision, label] of choices) {
      const button = h(
        "button",
        {
          type: "button",
          class: decision === "accept" || decision === "confirm" ? "btn btn-primary" : "btn",
          id: `decide-${decision}-${s.id}`,
          "data-decision": decision,
        },
        label,
      );
      if (locked) button.setAttribute("aria-disabled", "true");
      button.addEventListener("click", () => {
        if (button.getAttribute("aria-disabled") !== "true") this.callbacks.onDecide(s.id, decision);
      });
      row.appendChild(button);
    }
    return row;
  }

  private suggestion(s: SentenceState, locked: boolean): HTMLElement {
    const suggestion = s.suggestion;
    const n = s.index + 1;
    const diff = h("p", { class: "diff" });
    const sources = new Set<string>();
    for (const piece of diffPieces(s.text.trim(), suggestion?.edits ?? [])) {
      if (piece.kind === "same") diff.append(piece.text);
      else if (piece.kind === "del") diff.appendChild(h("del", { class: "diff-del" }, piece.text));
      else diff.appendChild(h("ins", { class: "diff-ins" }, piece.text));
      if (piece.address) sources.add(piece.address);
    }
    const dropped = (suggestion?.edits ?? []).some((e) => e.kind === "clause_dropped");
    const card = h(
      "article",
      { class: "decision", id: `decision-${s.id}`, "data-kind": "suggestion", "data-status": sentenceStatus(s) },
      h("p", { class: "decision-title" }, `Sentence ${n}: correction suggested`),
      diff,
    );
    for (const address of sources) {
      card.appendChild(h("p", { class: "decision-source" }, "From ", h("code", { class: "address" }, address)));
    }
    if (dropped) card.appendChild(h("p", { class: "decision-source" }, "Struck words: not found in your documents."));
    card.appendChild(this.buttons(s, [["accept", "Accept"], ["reject", "Reject"]], locked));
    return card;
  }

  private confirm(s: SentenceState, locked: boolean): HTMLElement {
    const n = s.index + 1;
    const citations = s.confirm?.citations ?? [];
    const side = h(
      "div",
      { class: "side-by-side" },
      h("div", { class: "side" }, h("p", { class: "side-title" }, "Your letter says"), h("blockquote", {}, s.text.trim())),
    );
    // A claim two passages support together shows both: the one its words are read from, then its figures'.
    for (const { heading, citation } of confirmPassages(citations)) {
      side.appendChild(
        h(
          "div",
          { class: "side" },
          h("p", { class: "side-title" }, `${heading} `, h("code", { class: "address" }, citation.address)),
          citation.warning ? h("p", { class: "cite-warning" }, citation.warning) : null,
          h("blockquote", { class: "quote" }, citation.quote),
        ),
      );
    }
    if (citations.length === 0) {
      side.appendChild(
        h(
          "div",
          { class: "side" },
          h("p", { class: "side-title" }, "Best passage"),
          h("blockquote", { class: "quote" }, "No passage was close enough to show."),
        ),
      );
    }
    const readBoth = citations.length > 1 ? "Neither passage says it alone: read all three, then decide." : "Read both, then decide.";
    return h(
      "article",
      { class: "decision", id: `decision-${s.id}`, "data-kind": "confirm", "data-status": sentenceStatus(s) },
      h("p", { class: "decision-title" }, `Sentence ${n}: please confirm`),
      h("p", { class: "decision-why" }, `${confirmReading(s.confirm?.why, confirmWhere(citations))} ${readBoth}`),
      side,
      this.buttons(s, [["confirm", "Confirm"], ["remove", "Remove"]], locked),
    );
  }
}
