/** The Insert button, its gate status ("3 of 7 checked") and the outcome of an insert. */

import type { AppState, InsertGate } from "../state";
import { clear, h } from "./dom";

export interface InsertBarCallbacks {
  onInsert(): void;
  onRetryReceipt(): void;
}

export class InsertBar {
  readonly root: HTMLElement;
  private readonly button: HTMLButtonElement;
  private readonly status: HTMLElement;
  private readonly result: HTMLElement;
  private lastResultKey = "";

  constructor(private readonly callbacks: InsertBarCallbacks) {
    this.status = h("p", { class: "insert-status", id: "insert-status" });
    this.button = h(
      "button",
      {
        type: "button",
        class: "btn btn-primary insert-btn",
        id: "insert",
        "aria-describedby": "insert-status",
        "aria-disabled": "true",
      },
      "Insert",
    );
    this.button.addEventListener("click", () => {
      if (this.button.getAttribute("aria-disabled") === "true") return;
      this.callbacks.onInsert();
    });
    this.result = h("div", { class: "insert-result", id: "insert-result" });
    this.root = h(
      "footer",
      { class: "insert-bar", "aria-label": "Insert into the document" },
      h("div", { class: "insert-row" }, this.status, this.button),
      this.result,
    );
  }

  render(state: AppState, gate: InsertGate, verb: "Insert" | "Apply" = "Insert"): void {
    this.button.setAttribute("aria-disabled", String(!gate.enabled));
    if (this.button.textContent !== verb) this.button.textContent = verb;
    this.status.textContent = gate.reason;
    this.root.dataset.ready = String(gate.enabled);
    const insert = state.insert;
    const key = JSON.stringify(insert);
    if (key === this.lastResultKey) return;
    this.lastResultKey = key;
    clear(this.result);
    this.result.dataset.kind = insert.status;
    switch (insert.status) {
      case "idle":
        return;
      case "inserting":
        this.result.append("Inserting into the document…");
        return;
      case "word_failed":
        this.result.append(
          h("strong", {}, "Word did not insert the text. "),
          "Nothing was inserted or recorded. ",
          h("span", { class: "detail" }, insert.message),
        );
        return;
      case "recording":
        this.result.append(`Inserted in Word; recording the insert${insert.attempt > 1 ? ` (try ${insert.attempt})` : ""}…`);
        return;
      case "receipt_failed":
        this.result.append(
          h("strong", {}, "Inserted in Word, but not recorded yet. "),
          "The insert receipt could not be saved on the server: ",
          h("span", { class: "detail" }, insert.message),
          " ",
          h(
            "button",
            { type: "button", class: "btn", id: "retry-receipt", onclick: () => this.callbacks.onRetryReceipt() },
            "Retry recording",
          ),
        );
        return;
      case "recorded":
        this.result.append(
          h(
            "strong",
            {},
            verb === "Apply"
              ? `Applied ${insert.sentences.length} accepted correction${insert.sentences.length === 1 ? "" : "s"}. `
              : `Inserted ${insert.sentences.length} checked sentence${insert.sentences.length === 1 ? "" : "s"}. `,
          ),
          "Recorded as ",
          h("code", { class: "receipt-id" }, insert.receiptId),
          ".",
        );
        return;
    }
  }
}
