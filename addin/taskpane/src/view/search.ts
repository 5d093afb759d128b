/** Passage search (Ctrl/Cmd-K): a modal dialog over the search endpoint of the chosen collection. */

import type { SearchHit } from "../api";
import { clear, h, icon } from "./dom";

export interface SearchSource {
  collection(): string | null;
  search(collection: string, query: string): Promise<SearchHit[]>;
}

export class SearchDialog {
  readonly el: HTMLDialogElement;
  private readonly input: HTMLInputElement;
  private readonly results: HTMLElement;
  private readonly status: HTMLElement;
  private opener: HTMLElement | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;

  constructor(private readonly source: SearchSource) {
    this.input = h("input", {
      type: "search",
      id: "search-input",
      class: "input",
      autocomplete: "off",
      spellcheck: "false",
      placeholder: "Words, a clause number, an amount…",
    });
    this.status = h("p", { class: "search-status", id: "search-status", role: "status" });
    this.results = h("ol", { class: "search-results", id: "search-results", "aria-label": "Passages found" });
    const form = h(
      "form",
      { class: "search-form", role: "search" },
      h("label", { for: "search-input", class: "label" }, "Search your documents"),
      h(
        "div",
        { class: "search-row" },
        this.input,
        h("button", { type: "submit", class: "btn btn-primary", "aria-label": "Search" }, icon("search")),
      ),
    );
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      void this.run();
    });
    this.input.addEventListener("input", () => {
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.run(), 300);
    });
    this.el = h(
      "dialog",
      { class: "search-dialog", id: "search-dialog", "aria-labelledby": "search-title" },
      h(
        "div",
        { class: "dialog-head" },
        h("h2", { id: "search-title" }, "Passage search"),
        h("button", { type: "button", class: "icon-btn", "aria-label": "Close search", onclick: () => this.close() }, "×"),
      ),
      form,
      this.status,
      this.results,
    );
    // One Escape closes the dialog, even from a search box that has text (which would only clear it).
    this.el.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape") {
        ev.preventDefault();
        this.close();
      }
    });
    this.el.addEventListener("close", () => this.restoreFocus());
    this.el.addEventListener("cancel", () => this.restoreFocus());
  }

  get isOpen(): boolean {
    return this.el.open;
  }

  open(): void {
    if (this.el.open) {
      this.input.focus();
      return;
    }
    this.opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const collection = this.source.collection();
    this.status.textContent = collection ? `Searching in ${collection}.` : "Choose a collection first.";
    this.el.showModal();
    this.input.focus();
    this.input.select();
  }

  close(): void {
    if (this.el.open) this.el.close();
  }

  private restoreFocus(): void {
    const opener = this.opener;
    this.opener = null;
    if (opener && opener.isConnected) opener.focus({ preventScroll: true });
  }

  private async run(): Promise<void> {
    const query = this.input.value.trim();
    const collection = this.source.collection();
    const generation = ++this.generation;
    if (!collection) {
      this.status.textContent = "Choose a collection first.";
      return;
    }
    if (!query) {
      clear(this.results);
      this.status.textContent = `Searching in ${collection}.`;
      return;
    }
    this.status.textContent = `Searching ${collection} for “${query}”…`;
    try {
      const hits = await this.source.search(collection, query);
      if (generation !== this.generation) return;
      clear(this.results);
      for (const hit of hits) {
        this.results.appendChild(
          h(
            "li",
            { class: "search-hit" },
            h("code", { class: "address" }, hit.address),
            hit.heading ? h("p", { class: "hit-heading" }, hit.heading) : null,
            hit.current === false
              ? h("p", { class: "hit-superseded" }, `Superseded${hit.supersededBy ? ` by ${hit.supersededBy}` : ""}`)
              : null,
            hit.warning ? h("p", { class: "cite-warning" }, hit.warning) : null,
            h("blockquote", { class: "quote" }, ...(hit.snippet ? snippetNodes(hit.snippet) : [hit.quote])),
          ),
        );
      }
      this.status.textContent = hits.length
        ? `${hits.length} passage${hits.length === 1 ? "" : "s"} for “${query}” in ${collection}.`
        : `No passage of ${collection} matches “${query}”.`;
    } catch (err) {
      if (generation !== this.generation) return;
      clear(this.results);
      this.status.textContent = `Search failed: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
}

/**
 * The server's snippet is HTML (escaped text with <mark> around matches). It is parsed inertly and rebuilt
 * from text and <mark> only, so nothing else the server might send becomes markup.
 */
export function snippetNodes(html: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const out: Node[] = [];
  parsed.body.childNodes.forEach((node) => {
    if (node.nodeType === Node.ELEMENT_NODE && (node as Element).tagName === "MARK") {
      out.push(h("mark", {}, node.textContent ?? ""));
    } else {
      out.push(document.createTextNode(node.textContent ?? ""));
    }
  });
  return out;
}
