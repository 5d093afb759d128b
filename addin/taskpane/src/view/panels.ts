/** The smaller views: sign-in, the request form, the answer's status and what was searched, the announcer. */

import type { CollectionInfo } from "../api";
import type { Surface } from "../protocol";
import { type AppState, type Mode, progress } from "../state";
import { clear, h } from "./dom";

export class SignInView {
  readonly root: HTMLElement;
  private readonly input: HTMLInputElement;
  private readonly error: HTMLElement;

  constructor(onSignIn: (token: string) => void) {
    this.input = h("input", {
      type: "password",
      id: "token",
      class: "input",
      autocomplete: "off",
      spellcheck: "false",
      "aria-describedby": "token-help token-error",
    });
    this.error = h("p", { class: "error-text", id: "token-error" });
    const form = h(
      "form",
      { class: "signin", "aria-labelledby": "signin-title" },
      h("h2", { id: "signin-title" }, "Sign in to Vouch"),
      h("label", { for: "token", class: "label" }, "Your Vouch token"),
      this.input,
      h(
        "p",
        { class: "help", id: "token-help" },
        "Ask your administrator for a token (",
        h("code", {}, "vouch users add"),
        "). It is kept in this browser only.",
      ),
      this.error,
      h("button", { type: "submit", class: "btn btn-primary", id: "signin" }, "Sign in"),
    );
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const token = this.input.value.trim();
      if (token) onSignIn(token);
      else this.showError("Enter your token.");
    });
    this.root = form;
  }

  showError(message: string): void {
    this.error.textContent = message;
  }

  focus(): void {
    this.input.focus();
  }
}

export interface ComposeCallbacks {
  onDraft(instruction: string, surface: Surface, collection: string, claimRef: string | undefined): void;
  onCheck(surface: Surface, collection: string, claimRef: string | undefined): void;
  onStop(): void;
  onModeChange(mode: Mode): void;
}

const SURFACE_LABELS: Record<Surface, string> = {
  letter_draft: "Customer letter",
  policy_lookup: "Policy lookup",
  internal_summary: "Internal summary",
};

export class ComposeView {
  readonly root: HTMLElement;
  private readonly collection: HTMLSelectElement;
  private readonly surface: HTMLSelectElement;
  private readonly instruction: HTMLTextAreaElement;
  private readonly claim: HTMLInputElement;
  private readonly draftButton: HTMLButtonElement;
  private readonly checkButton: HTMLButtonElement;
  private readonly stopButton: HTMLButtonElement;
  private readonly note: HTMLElement;
  private mode: Mode = "draft";

  constructor(private readonly callbacks: ComposeCallbacks) {
    this.collection = h("select", { id: "collection", class: "select" });
    this.surface = h("select", { id: "surface", class: "select" });
    for (const [value, label] of Object.entries(SURFACE_LABELS)) {
      this.surface.appendChild(h("option", { value }, label));
    }
    this.instruction = h("textarea", {
      id: "instruction",
      class: "input",
      rows: 3,
      placeholder: "e.g. Tell Ms Okafor her escape of water claim is covered and what the excess is.",
    });
    // The claim the letter is about: recorded with the answer so compliance can find every letter of a claim.
    this.claim = h("input", {
      id: "claim",
      class: "input",
      type: "text",
      maxlength: 100,
      autocomplete: "off",
      placeholder: "e.g. HM-448120",
    });
    this.draftButton = h("button", { type: "submit", class: "btn btn-primary", id: "draft" }, "Draft");
    this.checkButton = h("button", { type: "button", class: "btn btn-primary", id: "check" }, "Check selected text");
    this.stopButton = h("button", { type: "button", class: "btn", id: "stop", hidden: true }, "Stop");
    this.note = h("p", { class: "help", id: "compose-note" });
    this.checkButton.addEventListener("click", () =>
      this.callbacks.onCheck(this.surfaceValue(), this.collection.value, this.claimRef()),
    );
    this.stopButton.addEventListener("click", () => this.callbacks.onStop());

    const modes = h(
      "fieldset",
      { class: "modes" },
      h("legend", { class: "sr-only" }, "What to do"),
      this.modeRadio("draft", "Draft", true),
      this.modeRadio("check", "Check selection", false),
    );
    const form = h(
      "form",
      { class: "compose", "aria-label": "Ask Vouch" },
      modes,
      h(
        "div",
        { class: "field-row" },
        h("label", { class: "field" }, h("span", { class: "label" }, "Collection"), this.collection),
        h("label", { class: "field" }, h("span", { class: "label" }, "For"), this.surface),
      ),
      h(
        "div",
        { class: "field" },
        h("label", { for: "claim", class: "label" }, "Claim number (optional)"),
        this.claim,
      ),
      h(
        "div",
        { class: "field", id: "instruction-field" },
        h("label", { for: "instruction", class: "label" }, "What should the letter say?"),
        this.instruction,
      ),
      this.note,
      h("div", { class: "actions" }, this.draftButton, this.checkButton, this.stopButton),
    );
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const text = this.instruction.value.trim();
      if (!text) {
        this.note.textContent = "Write what the letter should say first.";
        return;
      }
      this.callbacks.onDraft(text, this.surfaceValue(), this.collection.value, this.claimRef());
    });
    this.instruction.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
        ev.preventDefault();
        form.requestSubmit();
      }
    });
    this.root = form;
    this.setMode("draft");
  }

  private modeRadio(mode: Mode, label: string, checked: boolean): HTMLElement {
    const input = h("input", { type: "radio", name: "mode", value: mode, id: `mode-${mode}`, checked });
    input.addEventListener("change", () => {
      if (input.checked) {
        this.setMode(mode);
        this.callbacks.onModeChange(mode);
      }
    });
    return h("label", { class: "mode", for: `mode-${mode}` }, input, h("span", {}, label));
  }

  private claimRef(): string | undefined {
    return this.claim.value.trim() || undefined;
  }

  private surfaceValue(): Surface {
    return this.surface.value as Surface;
  }

  setMode(mode: Mode): void {
    this.mode = mode;
    const field = this.root?.querySelector<HTMLElement>("#instruction-field");
    if (field) field.hidden = mode === "check";
    this.draftButton.hidden = mode === "check";
    this.checkButton.hidden = mode === "draft";
    this.note.textContent =
      mode === "check" ? "Select text in the document, then check it against your documents." : "";
  }

  get currentMode(): Mode {
    return this.mode;
  }

  setCollections(collections: CollectionInfo[]): void {
    const current = this.collection.value;
    clear(this.collection);
    for (const c of collections) {
      const label = c.title && c.title !== c.name ? c.title : c.name;
      this.collection.appendChild(h("option", { value: c.name, title: c.name }, label));
    }
    if (collections.some((c) => c.name === current)) this.collection.value = current;
    if (!collections.length) this.collection.appendChild(h("option", { value: "" }, "No collection available"));
  }

  get collectionName(): string | null {
    return this.collection.value || null;
  }

  instructionText(): string {
    return this.instruction.value;
  }

  setNote(text: string): void {
    this.note.textContent = text;
  }

  render(state: AppState): void {
    const busy = state.phase === "waiting" || state.phase === "streaming";
    this.stopButton.hidden = !busy;
    this.draftButton.setAttribute("aria-disabled", String(busy));
    this.checkButton.setAttribute("aria-disabled", String(busy));
  }
}

/** The answer's status line, errors, and what was searched when nothing (or not everything) was found. */
export class AnswerInfoView {
  readonly status: HTMLElement;
  readonly searched: HTMLElement;
  private lastSearchedKey = "";

  constructor() {
    this.status = h("p", { class: "answer-status", id: "answer-status" });
    this.searched = h("div", { class: "searched", id: "searched", hidden: true });
  }

  render(state: AppState, connection: string): void {
    this.status.dataset.kind = state.phase;
    const p = progress(state);
    const mode = state.request?.mode === "check" ? "Checking your text" : "Drafting";
    let text = "";
    switch (state.phase) {
      case "idle":
        text = connection;
        break;
      case "waiting":
        text = state.request?.mode === "check" ? "Sending your text to be checked…" : "Asking for a draft…";
        break;
      case "streaming":
        text = `${mode}… ${p.checked} of ${p.total} checked`;
        break;
      case "done":
        text = doneText(state);
        break;
      case "cancelled":
        text = "Stopped. Nothing from this answer can be inserted.";
        break;
      case "error":
        text = `The answer stopped: ${state.error?.message ?? "unknown error"}`;
        break;
    }
    if (connection && state.phase !== "idle" && connection !== "Connected") text += ` (${connection})`;
    this.status.textContent = text;

    const done = state.done;
    const key = JSON.stringify([
      state.request?.requestId,
      done?.searched,
      done?.label,
      done?.unanswered,
      p.total,
      p.removed,
    ]);
    if (key === this.lastSearchedKey) return;
    this.lastSearchedKey = key;
    clear(this.searched);
    if (!done) {
      this.searched.hidden = true;
      return;
    }
    const nothing =
      done.label === "refused" || done.label === "unsupported" || p.total === 0 || p.removed === p.total;
    const details = h(
      "details",
      { class: "searched-details", open: nothing },
      h("summary", {}, nothing ? "Nothing found in your documents — what was searched" : "What was searched"),
      searchedList(done.searched),
    );
    if (nothing) {
      this.searched.append(
        h(
          "p",
          { class: "nothing-found", id: "nothing-found" },
          "Nothing found in your documents for this request. Nothing can be inserted.",
        ),
      );
    } else if (done.unanswered.length > 0) {
      // A part of the request the letter does not answer is named, never silently dropped.
      const list = h("ul", { class: "unanswered-list" });
      for (const part of done.unanswered) list.appendChild(h("li", {}, part));
      this.searched.append(
        h(
          "div",
          { class: "unanswered", id: "unanswered" },
          h("p", {}, "Not found in your documents, so not in the letter:"),
          list,
        ),
      );
    }
    this.searched.append(details);
    this.searched.hidden = false;
  }
}

function doneText(state: AppState): string {
  const p = progress(state);
  switch (state.done?.label) {
    case "supported":
      return `Done: ${p.checked} of ${p.total} checked.`;
    case "partly_supported":
      return `Done: partly found in your documents (${p.checked} of ${p.total} checked).`;
    case "unsupported":
      return "Done: not found in your documents.";
    case "refused":
      return "Refused: too little of this was found in your documents.";
    case "unverified":
      return "Done, but not checked: the checker did not answer.";
    default:
      return "Done.";
  }
}

function describeSearched(item: unknown): string {
  if (typeof item === "string") return item;
  if (item && typeof item === "object") {
    const o = item as Record<string, unknown>;
    if (typeof o.address === "string") return o.address;
    const parts: string[] = [];
    for (const key of ["query", "q", "collection", "document", "passages", "hits"]) {
      const value = o[key];
      if (typeof value === "string" || typeof value === "number") parts.push(key === "query" || key === "q" ? `“${value}”` : `${key}: ${value}`);
      else if (Array.isArray(value)) parts.push(`${key}: ${value.length}`);
    }
    return parts.length ? parts.join(" · ") : JSON.stringify(item);
  }
  return String(item);
}

function searchedList(searched: unknown[]): HTMLElement {
  if (!searched.length) return h("p", { class: "help" }, "The server did not say what it searched.");
  const list = h("ul", { class: "searched-list" });
  for (const item of searched) list.appendChild(h("li", {}, describeSearched(item)));
  return list;
}

/** The one polite live region: one announcement per finished sentence (and one per finished answer). */
export class Announcer {
  readonly el: HTMLElement;
  private lastId = 0;

  constructor() {
    this.el = h("div", { class: "sr-only", id: "announcer", "aria-live": "polite", "aria-atomic": "false" });
  }

  render(state: AppState): void {
    for (const a of state.announcements) {
      if (a.id <= this.lastId) continue;
      this.lastId = a.id;
      this.el.appendChild(h("p", { "data-id": a.id }, a.text));
    }
    while (this.el.childElementCount > 12) this.el.firstElementChild?.remove();
  }

  say(text: string): void {
    this.el.appendChild(h("p", {}, text));
    while (this.el.childElementCount > 12) this.el.firstElementChild?.remove();
  }
}
