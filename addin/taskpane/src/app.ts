/**
 * The controller: owns the state, feeds it protocol events and user actions, and renders the views.
 * Word is reached only through ./word, the server only through ./protocol and ./api.
 */

import { Api, ApiError } from "./api";
import { type InsertDeps, recordReceipt, runApply, runInsert } from "./insert";
import {
  ProtocolClient,
  type ServerMessage,
  type Surface,
  newRequestId,
  socketUrl,
} from "./protocol";
import {
  type Action,
  type AppState,
  type Mode,
  type RequestInfo,
  applyGate,
  initialState,
  insertGate,
  reaskInstruction,
  reducer,
} from "./state";
import { applyTheme } from "./theme";
import { h, icon } from "./view/dom";
import { DecisionsView } from "./view/decisions";
import { DraftView } from "./view/draft";
import { InsertBar } from "./view/insertBar";
import { Announcer, AnswerInfoView, ComposeView, SignInView } from "./view/panels";
import { Popover } from "./view/popover";
import { SearchDialog } from "./view/search";
import * as word from "./word";

const TOKEN_KEY = "vouch.token";
const CHECK_INSTRUCTION = "Check this text against the documents.";

export interface AppEnv {
  /** The server's origin: the page's own, since the server serves the taskpane. */
  base: string;
  inWord: boolean;
  storage: Storage | null;
}

export class App {
  state: AppState = initialState();
  private connection = "Not connected";
  private client: ProtocolClient | null = null;
  private api: Api | null = null;
  private renderQueued = false;
  private lastPending: word.PendingReceipt | null = null;
  private wasReconnecting = false;

  private readonly popover: Popover;
  private readonly signIn: SignInView;
  private readonly compose: ComposeView;
  private readonly draft: DraftView;
  private readonly decisions: DecisionsView;
  private readonly info: AnswerInfoView;
  private readonly insertBar: InsertBar;
  private readonly announcer: Announcer;
  private readonly search: SearchDialog;
  private readonly main: HTMLElement;
  private readonly answer: HTMLElement;
  private readonly who: HTMLElement;
  private readonly signOutButton: HTMLButtonElement;
  private readonly searchButton: HTMLButtonElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly env: AppEnv,
  ) {
    this.popover = new Popover(document.body);
    this.signIn = new SignInView((token) => void this.signInWith(token, false));
    this.compose = new ComposeView({
      onDraft: (instruction, surface, collection, claimRef) =>
        this.startDraft(instruction, surface, collection, claimRef),
      onCheck: (surface, collection, claimRef) => void this.startCheck(surface, collection, claimRef),
      onStop: () => this.stop(),
      onModeChange: (mode) => this.modeChanged(mode),
    });
    this.draft = new DraftView(this.popover, { onReask: (id) => this.reask(id) });
    this.decisions = new DecisionsView({
      onDecide: (sentenceId, decision) => this.dispatch({ type: "decide", sentenceId, decision }),
    });
    this.info = new AnswerInfoView();
    this.insertBar = new InsertBar({ onInsert: () => void this.insert(), onRetryReceipt: () => void this.retryReceipt() });
    this.announcer = new Announcer();
    this.search = new SearchDialog({
      collection: () => this.compose.collectionName,
      search: (collection, query) => {
        if (!this.api) return Promise.reject(new Error("sign in first"));
        return this.api.search(collection, query);
      },
    });
    this.who = h("span", { class: "who", id: "who" });
    this.searchButton = h(
      "button",
      {
        type: "button",
        class: "btn btn-subtle",
        id: "search-open",
        "aria-keyshortcuts": "Control+K Meta+K",
        title: `Search your documents (${isMac() ? "⌘K" : "Ctrl+K"})`,
      },
      icon("search"),
      "Search",
    );
    this.searchButton.addEventListener("click", () => this.search.open());
    this.signOutButton = h("button", { type: "button", class: "btn btn-subtle", id: "signout" }, "Sign out");
    this.signOutButton.addEventListener("click", () => this.signOut());

    this.answer = h(
      "section",
      { class: "answer", "aria-labelledby": "answer-title" },
      h("h2", { id: "answer-title", class: "sr-only" }, "Answer"),
      this.info.status,
      this.draft.root,
      this.decisions.root,
      this.info.searched,
    );
    this.main = h("main", { class: "main", id: "main" }, this.signIn.root, this.compose.root, this.answer);
    root.append(
      h(
        "header",
        { class: "topbar" },
        h("h1", { class: "brand" }, "Vouch"),
        this.who,
        h("span", { class: "spacer" }),
        this.searchButton,
        this.signOutButton,
      ),
      this.main,
      this.insertBar.root,
      this.announcer.el,
      this.search.el,
    );
    document.addEventListener("keydown", (ev) => this.onKey(ev));
    this.showSignedIn(false);
    this.render();
  }

  async start(): Promise<void> {
    applyTheme(document.documentElement, this.env.inWord ? word.officeTheme() : null);
    const token = this.readToken();
    if (token) await this.signInWith(token, true);
    else this.signIn.focus();
  }

  // --- sign-in -------------------------------------------------------------------------------------------

  private readToken(): string | null {
    try {
      return this.env.storage?.getItem(TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private async signInWith(token: string, silent: boolean): Promise<void> {
    const api = new Api(this.env.base, token);
    try {
      const me = await api.me();
      const collections = await api.collections();
      this.api = api;
      try {
        this.env.storage?.setItem(TOKEN_KEY, token);
      } catch {
        // Storage may be blocked; the session still works.
      }
      this.who.textContent = `${me.name} (${me.role})`;
      this.who.title = `Signed in as ${me.name} (${me.role})`;
      this.compose.setCollections(collections);
      this.showSignedIn(true);
      this.connect(token);
      // After the user's own sign-in (never on a silent one at load), take them to what they came for.
      if (!silent) document.getElementById("instruction")?.focus();
      void this.flushPendingReceipts();
    } catch (err) {
      const message =
        err instanceof ApiError && err.status === 401
          ? "That token was not accepted (unknown, revoked, or its user is disabled)."
          : `Could not sign in: ${err instanceof Error ? err.message : String(err)}`;
      this.showSignedIn(false);
      this.signIn.showError(message);
      if (!silent) this.signIn.focus();
    }
  }

  private signOut(): void {
    this.client?.close();
    this.client = null;
    this.api = null;
    try {
      this.env.storage?.removeItem(TOKEN_KEY);
    } catch {
      // ignore
    }
    this.state = initialState();
    this.showSignedIn(false);
    this.render();
    this.signIn.focus();
  }

  private showSignedIn(signedIn: boolean): void {
    this.signIn.root.hidden = signedIn;
    this.compose.root.hidden = !signedIn;
    this.answer.hidden = !signedIn;
    this.insertBar.root.hidden = !signedIn;
    this.signOutButton.hidden = !signedIn;
    this.searchButton.hidden = !signedIn;
    this.who.hidden = !signedIn;
  }

  private connect(token: string): void {
    this.client?.close();
    this.client = new ProtocolClient({
      url: socketUrl(this.env.base),
      token,
      onMessage: (message) => this.onMessage(message),
      onStatus: (status, detail) => {
        if (status === "open" && this.wasReconnecting && this.state.phase === "waiting" && !this.state.answerId) {
          // The socket dropped between our draft and the server's "accepted": that answer cannot be resumed.
          this.dispatch({ type: "connection_lost", message: "the connection dropped before the answer started; ask again" });
        }
        this.wasReconnecting = status === "reconnecting";
        this.connection =
          status === "open"
            ? "Connected"
            : status === "connecting"
              ? "Connecting…"
              : status === "reconnecting"
                ? `Connection lost; ${detail ?? "reconnecting"}`
                : `Not connected${detail ? `: ${detail}` : ""}`;
        if (status === "closed" && detail) this.dispatch({ type: "connection_lost", message: detail });
        this.scheduleRender();
      },
      resumePoint: () => {
        const s = this.state;
        if (!s.answerId || (s.phase !== "streaming" && s.phase !== "waiting")) return null;
        return { answer_id: s.answerId, last_seq: s.lastSeq };
      },
    });
    this.client.connect();
  }

  private onMessage(message: ServerMessage): void {
    switch (message.kind) {
      case "event":
        this.dispatch({ type: "event", event: message.event });
        return;
      case "invalid":
        console.warn("vouch: ignored a server message:", message.reason);
        this.dispatch({ type: "invalid_message", reason: message.reason });
        return;
      case "accepted": {
        const request = this.state.request;
        // Stopped before the server said which answer it started: stop that answer now.
        if (request?.requestId === message.request_id && this.state.phase === "cancelled") {
          this.client?.cancel(message.answer_id);
        }
        this.dispatch({ type: "accepted", requestId: message.request_id, answerId: message.answer_id });
        return;
      }
      case "ready":
        this.connection = "Connected";
        this.scheduleRender();
        return;
      case "pong":
        return;
    }
  }

  // --- state ---------------------------------------------------------------------------------------------

  dispatch(action: Action): void {
    this.state = reducer(this.state, action);
    this.scheduleRender();
  }

  private scheduleRender(): void {
    if (this.renderQueued) return;
    this.renderQueued = true;
    requestAnimationFrame(() => {
      this.renderQueued = false;
      this.render();
    });
  }

  private gate() {
    const context = { inWord: this.env.inWord };
    return this.state.request?.mode === "check" ? applyGate(this.state, context) : insertGate(this.state, context);
  }

  render(): void {
    const state = this.state;
    this.compose.render(state);
    this.info.render(state, this.connection);
    this.draft.render(state);
    this.decisions.render(state);
    this.insertBar.render(state, this.gate(), state.request?.mode === "check" ? "Apply" : "Insert");
    this.announcer.render(state);
    this.root.dataset.phase = state.phase;
  }

  // --- requests ------------------------------------------------------------------------------------------

  private busy(): boolean {
    return this.state.phase === "waiting" || this.state.phase === "streaming";
  }

  private send(request: RequestInfo): void {
    if (!this.client) return;
    this.popover.close(false);
    this.dispatch({ type: "request", request });
    const message: Parameters<ProtocolClient["draft"]>[0] = {
      request_id: request.requestId,
      surface: request.surface,
      collection: request.collection,
      instruction: request.instruction,
    };
    if (request.text !== undefined) message.text = request.text;
    if (request.claimRef !== undefined) message.claim_ref = request.claimRef;
    if (request.reaskOf) {
      message.reask_of = { answer_id: request.reaskOf.answerId, sentence_id: request.reaskOf.sentenceId };
    }
    this.client.draft(message);
  }

  private startDraft(instruction: string, surface: Surface, collection: string, claimRef?: string): void {
    if (this.busy()) return;
    if (!collection) {
      this.compose.setNote("Choose a collection first.");
      return;
    }
    this.send({ requestId: newRequestId(), mode: "draft", surface, collection, instruction, ...claim(claimRef) });
  }

  private async startCheck(surface: Surface, collection: string, claimRef?: string): Promise<void> {
    if (this.busy()) return;
    if (!this.env.inWord) {
      this.compose.setNote("Open Vouch in Word to check a selection.");
      return;
    }
    if (!collection) {
      this.compose.setNote("Choose a collection first.");
      return;
    }
    let text: string;
    try {
      text = await word.getSelectedText();
    } catch (err) {
      this.compose.setNote(`Word did not give the selection: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    if (!text.trim()) {
      this.compose.setNote("Select some text in the document first.");
      return;
    }
    this.compose.setNote("");
    this.send({
      requestId: newRequestId(),
      mode: "check",
      surface,
      collection,
      instruction: CHECK_INSTRUCTION,
      text,
      ...claim(claimRef),
    });
  }

  private stop(): void {
    if (!this.busy() || !this.state.request) return;
    if (this.state.answerId) this.client?.cancel(this.state.answerId);
    this.dispatch({ type: "cancelled" });
  }

  private reask(sentenceId: string): void {
    const request = this.state.request;
    const sentence = this.state.sentences[sentenceId];
    if (!request || !sentence || !this.state.answerId || this.busy()) return;
    const instruction = reaskInstruction(request.instruction, sentence.rewrittenFrom ?? sentence.text);
    this.send({
      requestId: newRequestId(),
      mode: "draft",
      surface: request.surface,
      collection: request.collection,
      instruction,
      reaskOf: { answerId: this.state.answerId, sentenceId },
      ...claim(request.claimRef),
    });
    this.announcer.say("Asked again in other words.");
  }

  private modeChanged(mode: Mode): void {
    this.compose.setMode(mode);
  }

  // --- insert --------------------------------------------------------------------------------------------

  private insertDeps(): InsertDeps {
    const api = this.api;
    return {
      documentId: () => word.documentId(),
      insert: (pieces) => word.insertSentences(pieces),
      apply: (corrections) => word.applyCorrections(corrections),
      postReceipt: (answerId, body) => {
        if (!api) return Promise.reject(new Error("signed out"));
        return api.postReceipt(answerId, body);
      },
      loadPending: () => {
        const list = word.pendingReceipts();
        const last = list[list.length - 1];
        if (last) this.lastPending = last;
        return list;
      },
      savePending: (receipts) => word.setPendingReceipts(receipts),
      dispatch: (action) => this.dispatch(action),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      newId: () => newRequestId(),
    };
  }

  private async insert(): Promise<void> {
    if (!this.gate().enabled) return;
    this.popover.close(false);
    const deps = this.insertDeps();
    const savePending = deps.savePending;
    deps.savePending = async (receipts) => {
      const mine = receipts[receipts.length - 1];
      if (mine) this.lastPending = mine;
      await savePending(receipts);
    };
    const outcome =
      this.state.request?.mode === "check" ? await runApply(this.state, deps) : await runInsert(this.state, deps);
    if (outcome === "recorded") this.announcer.say("Inserted and recorded.");
    else if (outcome === "word_failed") this.announcer.say("Word did not insert the text. Nothing was recorded.");
    else if (outcome === "receipt_failed") this.announcer.say("Inserted, but the insert was not recorded yet.");
  }

  private async retryReceipt(): Promise<void> {
    const pending = this.lastPending;
    if (!pending || this.state.insert.status !== "receipt_failed") return;
    const outcome = await recordReceipt(pending, this.insertDeps());
    this.announcer.say(outcome === "recorded" ? "The insert is recorded." : "Still not recorded.");
  }

  /** Receipts left by an earlier session of this document (text inserted, server not reached). */
  private async flushPendingReceipts(): Promise<void> {
    if (!this.env.inWord) return;
    const pending = word.pendingReceipts();
    for (const p of pending) {
      const deps = { ...this.insertDeps(), dispatch: () => undefined, retryDelays: [] };
      await recordReceipt(p, deps);
    }
  }

  // --- keyboard ------------------------------------------------------------------------------------------

  private onKey(ev: KeyboardEvent): void {
    if ((ev.ctrlKey || ev.metaKey) && !ev.altKey && ev.key.toLowerCase() === "k") {
      if (!this.api) return;
      ev.preventDefault();
      this.search.open();
    } else if (ev.key === "Escape" && this.popover.isOpen) {
      this.popover.close(true);
    }
  }
}

function isMac(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** Exposed read-only for tests and support: the current state, as plain data. */
export function exposeForTests(app: App): void {
  (window as unknown as { __vouch?: { state: () => AppState } }).__vouch = { state: () => app.state };
}

/** The claim reference as an optional field: present only when the handler gave one. */
function claim(claimRef: string | undefined): { claimRef?: string } {
  return claimRef === undefined ? {} : { claimRef };
}
