/**
 * The wire protocol (DESIGN.md, "Wire protocol") and the WebSocket client that speaks it.
 *
 * Every server message is validated here before anything else sees it: a message that does not have the
 * shape the design promises is reported as invalid and never reaches the state, so a malformed attribution
 * can never be shown as a checked sentence (its sentence simply stays pending, which blocks Insert).
 */

export const SUBPROTOCOL = "vouch.v1";
export const TOKEN_SUBPROTOCOL_PREFIX = "vouch.token.";

export type Support = "entailed" | "partial" | "none" | "unverified" | "not_a_claim";
const SUPPORTS: readonly Support[] = ["entailed", "partial", "none", "unverified", "not_a_claim"];

export type DoneLabel = "supported" | "partly_supported" | "unsupported" | "refused" | "unverified";
const DONE_LABELS: readonly DoneLabel[] = ["supported", "partly_supported", "unsupported", "refused", "unverified"];

export type Surface = "letter_draft" | "policy_lookup" | "internal_summary";
export const SURFACES: readonly Surface[] = ["letter_draft", "policy_lookup", "internal_summary"];

export interface Citation {
  id: string;
  address: string;
  quote: string;
  /** Present when the passage was read from a scan and OCR was unsure of it: shown with the citation. */
  warning?: string;
  /**
   * Present when a claim is supported by this passage and another together: the id of the passage its values
   * are bound in (cited right after this one). Neither says the claim alone.
   */
  paired_with?: string;
}

export interface Span {
  /** Character range into the sentence's own text. */
  start: number;
  end: number;
  support: Support;
}

export interface Attribution {
  support: Support;
  score: number;
  citations: Citation[];
  spans: Span[];
  /** Optional human explanation, when the server sends one. */
  explanation?: string;
  /** The address of a passage that gives a claim of the sentence a different value (amount, date, period). */
  contradicted_by?: string;
  /**
   * A claim of the sentence is contradicted by a typed finding (another value for its slot, or a conflict the
   * checks found), not merely not found; present only when true. `contradicted_by` may be absent even then.
   */
  contradicted?: boolean;
}

/** One change a correction makes: `text` replaces the original sentence's [start, end) ("" drops a clause). */
export interface Edit {
  start: number;
  end: number;
  text: string;
  kind: "value_replaced" | "clause_dropped";
  /** Where a replaced value comes from; absent for a dropped clause (nothing says it). */
  address?: string;
}

interface Envelope {
  answer_id: string;
  seq: number;
}

/** The answer waits for a free checker on the server; `ahead` answers start before it. */
export type QueuedEvent = Envelope & { type: "queued"; ahead: number };
export type TextEvent = Envelope & { type: "text"; sentence_id: string; delta: string };
export type SentenceEndEvent = Envelope & { type: "sentence_end"; sentence_id: string; start: number; end: number };
export type AttributionEvent = Envelope & Attribution & { type: "attribution"; sentence_id: string };
export type RewriteEvent = Envelope & {
  type: "rewrite";
  sentence_id: string;
  text: string;
  attribution: Attribution;
  edits: Edit[];
};
/** Check mode: a correction of the handler's own sentence, offered for the handler to accept or reject. */
export type SuggestionEvent = Envelope & {
  type: "suggestion";
  sentence_id: string;
  text: string;
  attribution: Attribution;
  edits: Edit[];
};
/** Why the handler is asked to confirm (the server's `vouch.policy.ConfirmWhy`): what the checker read. */
export const CONFIRM_WHYS = ["scan_in_doubt", "found_untrusted", "contradicted", "partly_found", "not_found"] as const;
export type ConfirmWhy = (typeof CONFIRM_WHYS)[number];
/**
 * The checker is unsure: the handler confirms the sentence against `citation` (its best passage) or removes it.
 * `why` says what the checker read; absent only from a server that did not send it. `citations` is every
 * passage shown: `citation` first and, when its claim is supported by two passages together, the one it is read
 * with (a server that sent no list showed `citation` alone, and the parser says so).
 */
export type ConfirmEvent = Envelope & {
  type: "confirm";
  sentence_id: string;
  score: number;
  citation?: Citation;
  citations: Citation[];
  why?: ConfirmWhy;
};
export type StubEvent = Envelope & { type: "stub"; sentence_id: string; text: string };
export type DoneEvent = Envelope & {
  type: "done";
  label: DoneLabel;
  unresolved: string[];
  searched: unknown[];
  /** Parts of the instruction no checked sentence answers, as the handler wrote them. */
  unanswered: string[];
  /** Of `unresolved`: waiting for the handler to confirm or remove. */
  to_confirm: string[];
  /** Of `unresolved`: corrections waiting to be accepted or rejected. */
  suggested: string[];
};
/**
 * Errors may come before any answer exists (a refused draft): then there is no seq, and the server echoes the
 * request_id (or answer_id) of the message it refuses, when it has one.
 */
export type ErrorEvent = Partial<Envelope> & { type: "error"; code: string; message: string; request_id?: string };

export type AnswerEvent =
  | QueuedEvent
  | TextEvent
  | SentenceEndEvent
  | AttributionEvent
  | RewriteEvent
  | SuggestionEvent
  | ConfirmEvent
  | StubEvent
  | DoneEvent
  | ErrorEvent;

export type ServerMessage =
  | { kind: "event"; event: AnswerEvent }
  | { kind: "ready"; user: string; role: string }
  /** The server took a draft: from now on events of `answer_id` belong to `request_id`. */
  | { kind: "accepted"; request_id: string; answer_id: string }
  | { kind: "pong" }
  | { kind: "invalid"; reason: string; raw: string };

export interface DraftRequest {
  request_id: string;
  surface: Surface;
  collection: string;
  instruction: string;
  /** Check mode: the handler's own text, to be checked rather than drafted. */
  text?: string;
  /** A re-ask ("ask again in other words"): the answer and removed sentence it asks again for. */
  reask_of?: { answer_id: string; sentence_id: string };
  /** The insurance claim the letter is about, recorded with the answer. */
  claim_ref?: string;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isInt(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function isId(value: unknown): value is string | number {
  return (typeof value === "string" && value.length > 0) || (typeof value === "number" && Number.isFinite(value));
}

class Invalid extends Error {}

function need<T>(ok: boolean, value: T, what: string): T {
  if (!ok) throw new Invalid(what);
  return value;
}

function parseCitation(value: unknown, index: number): Citation {
  if (!isObject(value)) throw new Invalid(`citation ${index} is not an object`);
  const address = need(isString(value.address), value.address as string, `citation ${index} has no address`);
  const quote = need(isString(value.quote), value.quote as string, `citation ${index} has no quote`);
  const id = isId(value.id) ? String(value.id) : address;
  const citation: Citation = { id, address, quote };
  if (isString(value.warning) && value.warning) citation.warning = value.warning;
  if (isId(value.paired_with)) citation.paired_with = String(value.paired_with);
  return citation;
}

function parseSpan(value: unknown, index: number): Span {
  if (!isObject(value)) throw new Invalid(`span ${index} is not an object`);
  const { start, end, support } = value;
  if (!isInt(start) || !isInt(end) || end < start) throw new Invalid(`span ${index} has a bad range`);
  if (!SUPPORTS.includes(support as Support)) throw new Invalid(`span ${index} has an unknown support`);
  return { start, end, support: support as Support };
}

/** An attribution object, as in the `attribution` event or nested in `rewrite`. */
export function parseAttribution(value: unknown): Attribution {
  if (!isObject(value)) throw new Invalid("attribution is not an object");
  const support = value.support;
  if (!SUPPORTS.includes(support as Support)) throw new Invalid(`unknown support ${JSON.stringify(support)}`);
  const score = value.score === undefined || value.score === null ? 0 : value.score;
  if (typeof score !== "number" || !Number.isFinite(score)) throw new Invalid("score is not a number");
  const citations = value.citations ?? [];
  const spans = value.spans ?? [];
  if (!Array.isArray(citations)) throw new Invalid("citations is not a list");
  if (!Array.isArray(spans)) throw new Invalid("spans is not a list");
  const parsed: Attribution = {
    support: support as Support,
    score,
    citations: citations.map(parseCitation),
    spans: spans.map(parseSpan),
  };
  if (isString(value.explanation) && value.explanation) parsed.explanation = value.explanation;
  if (isString(value.contradicted_by) && value.contradicted_by) parsed.contradicted_by = value.contradicted_by;
  if (value.contradicted !== undefined && value.contradicted !== null && typeof value.contradicted !== "boolean") {
    throw new Invalid("contradicted is not true or false");
  }
  if (value.contradicted === true) parsed.contradicted = true;
  // "Checked" needs evidence: an entailed mark without a single citation is not shown as checked.
  if (parsed.support === "entailed" && parsed.citations.length === 0) {
    throw new Invalid("an entailed attribution must cite at least one passage");
  }
  return parsed;
}

function parseEdit(value: unknown, index: number): Edit {
  if (!isObject(value)) throw new Invalid(`edit ${index} is not an object`);
  const { start, end, text, kind, address } = value;
  if (!isInt(start) || !isInt(end) || end < start) throw new Invalid(`edit ${index} has a bad range`);
  if (!isString(text)) throw new Invalid(`edit ${index} has no text`);
  if (kind !== "value_replaced" && kind !== "clause_dropped") throw new Invalid(`edit ${index} has an unknown kind`);
  const edit: Edit = { start, end, text, kind };
  if (isString(address) && address) edit.address = address;
  return edit;
}

function parseEdits(value: unknown): Edit[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Invalid("edits is not a list");
  return value.map(parseEdit);
}

function idList(value: unknown, what: string): string[] {
  const list = value ?? [];
  if (!Array.isArray(list) || !list.every(isId)) throw new Invalid(`bad ${what} list`);
  return list.map(String);
}

function envelope(msg: Json): Envelope {
  if (!isId(msg.answer_id)) throw new Invalid("no answer_id");
  if (!isInt(msg.seq)) throw new Invalid("no seq");
  return { answer_id: String(msg.answer_id), seq: msg.seq };
}

function sentenceId(msg: Json): string {
  if (!isId(msg.sentence_id)) throw new Invalid("no sentence_id");
  return String(msg.sentence_id);
}

/** Parse one text frame from the server. Never throws. */
export function parseServerMessage(raw: string): ServerMessage {
  let msg: unknown;
  try {
    msg = JSON.parse(raw);
  } catch {
    return { kind: "invalid", reason: "not JSON", raw };
  }
  if (!isObject(msg) || !isString(msg.type)) return { kind: "invalid", reason: "no type", raw };
  // Some transports nest the payload; accept {type, answer_id, seq, data: {...}} as well as flat events.
  const flat: Json = isObject(msg.data) ? { ...msg.data, ...msg, data: undefined } : msg;
  try {
    switch (msg.type) {
      case "ready":
        return { kind: "ready", user: String(flat.user ?? ""), role: String(flat.role ?? "") };
      case "pong":
        return { kind: "pong" };
      case "accepted":
        if (!isId(flat.request_id) || !isId(flat.answer_id)) throw new Invalid("accepted without ids");
        return { kind: "accepted", request_id: String(flat.request_id), answer_id: String(flat.answer_id) };
      case "queued": {
        const ahead = need(isInt(flat.ahead), flat.ahead as number, "queued without ahead");
        return { kind: "event", event: { type: "queued", ...envelope(flat), ahead } };
      }
      case "text": {
        const delta = need(isString(flat.delta), flat.delta as string, "text without delta");
        return { kind: "event", event: { type: "text", ...envelope(flat), sentence_id: sentenceId(flat), delta } };
      }
      case "sentence_end": {
        const start = need(isInt(flat.start), flat.start as number, "sentence_end without start");
        const end = need(isInt(flat.end), flat.end as number, "sentence_end without end");
        const event: SentenceEndEvent = {
          type: "sentence_end",
          ...envelope(flat),
          sentence_id: sentenceId(flat),
          start,
          end,
        };
        return { kind: "event", event };
      }
      case "attribution": {
        const event: AttributionEvent = {
          type: "attribution",
          ...envelope(flat),
          sentence_id: sentenceId(flat),
          ...parseAttribution(flat),
        };
        return { kind: "event", event };
      }
      case "rewrite": {
        const text = need(isString(flat.text), flat.text as string, "rewrite without text");
        const event: RewriteEvent = {
          type: "rewrite",
          ...envelope(flat),
          sentence_id: sentenceId(flat),
          text,
          attribution: parseAttribution(flat.attribution),
          edits: parseEdits(flat.edits),
        };
        return { kind: "event", event };
      }
      case "suggestion": {
        const text = need(isString(flat.text), flat.text as string, "suggestion without text");
        const attribution = parseAttribution(flat.attribution);
        // Offered as a correction only when the corrected words were checked and found.
        if (attribution.support !== "entailed") throw new Invalid("a suggestion must be checked and found");
        const event: SuggestionEvent = {
          type: "suggestion",
          ...envelope(flat),
          sentence_id: sentenceId(flat),
          text,
          attribution,
          edits: parseEdits(flat.edits),
        };
        return { kind: "event", event };
      }
      case "confirm": {
        const score = flat.score;
        if (typeof score !== "number" || !Number.isFinite(score)) throw new Invalid("confirm without a score");
        const event: ConfirmEvent = {
          type: "confirm",
          ...envelope(flat),
          sentence_id: sentenceId(flat),
          score,
          citations: [],
        };
        if (flat.citation !== undefined && flat.citation !== null) event.citation = parseCitation(flat.citation, 0);
        if (flat.citations !== undefined && flat.citations !== null) {
          if (!Array.isArray(flat.citations)) throw new Invalid("confirm citations is not a list");
          event.citations = flat.citations.map((c, i) => parseCitation(c, i));
        }
        if (event.citations.length === 0 && event.citation) event.citations = [event.citation];
        // The card's first passage is `citation`: a list that disagrees would show the handler something else.
        if (event.citation && event.citations[0]?.id !== event.citation.id) {
          throw new Invalid("confirm citations must start with its citation");
        }
        if (!event.citation && event.citations[0]) event.citation = event.citations[0];
        if (flat.why !== undefined && flat.why !== null) {
          if (!CONFIRM_WHYS.includes(flat.why as ConfirmWhy)) throw new Invalid(`unknown why: ${String(flat.why)}`);
          event.why = flat.why as ConfirmWhy;
        }
        return { kind: "event", event };
      }
      case "stub": {
        const text = need(isString(flat.text), flat.text as string, "stub without text");
        return { kind: "event", event: { type: "stub", ...envelope(flat), sentence_id: sentenceId(flat), text } };
      }
      case "done": {
        const label = flat.label as DoneLabel;
        if (!DONE_LABELS.includes(label)) throw new Invalid(`unknown done label ${JSON.stringify(flat.label)}`);
        const unresolved = idList(flat.unresolved, "unresolved");
        const searched = Array.isArray(flat.searched) ? flat.searched : [];
        const unanswered = flat.unanswered ?? [];
        if (!Array.isArray(unanswered) || !unanswered.every(isString)) throw new Invalid("bad unanswered list");
        const toConfirm = idList(flat.to_confirm, "to_confirm");
        const suggested = idList(flat.suggested, "suggested");
        // What the handler settles is still unresolved until they do: it must be listed there too.
        if (![...toConfirm, ...suggested].every((id) => unresolved.includes(id))) {
          throw new Invalid("to_confirm and suggested must be part of unresolved");
        }
        const event: DoneEvent = {
          type: "done",
          ...envelope(flat),
          label,
          unresolved,
          searched,
          unanswered,
          to_confirm: toConfirm,
          suggested,
        };
        return { kind: "event", event };
      }
      case "error": {
        const event: ErrorEvent = {
          type: "error",
          code: isString(flat.code) ? flat.code : "error",
          message: isString(flat.message) ? flat.message : "the server reported an error",
        };
        if (isId(flat.answer_id)) event.answer_id = String(flat.answer_id);
        if (isInt(flat.seq)) event.seq = flat.seq;
        if (isId(flat.request_id)) event.request_id = String(flat.request_id);
        return { kind: "event", event };
      }
      default:
        return { kind: "invalid", reason: `unknown message type ${JSON.stringify(msg.type)}`, raw };
    }
  } catch (err) {
    if (err instanceof Invalid) return { kind: "invalid", reason: `${msg.type}: ${err.message}`, raw };
    throw err;
  }
}

export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The WebSocket URL of the server that serves this page (or of `base`). */
export function socketUrl(base: string): string {
  const url = new URL("/ws", base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "closed";

export interface SocketLike {
  readonly readyState: number;
  readonly protocol: string;
  onopen: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

export interface ClientOptions {
  url: string;
  token: string;
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: ConnectionStatus, detail?: string) => void;
  /** Where to resume after a reconnect: the answer in flight and the last seq applied, or null. */
  resumePoint: () => { answer_id: string; last_seq: number } | null;
  factory?: SocketFactory;
  /** Reconnect delays in ms; after the last one the client gives up and reports "closed". */
  backoff?: number[];
}

const OPEN = 1;

/**
 * One WebSocket to the server, reconnecting with backoff; after a reconnect it sends `resume` for the answer
 * in flight so no event is lost (the state drops the replayed ones it already has by seq).
 */
export class ProtocolClient {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private closedByUs = false;
  private queue: string[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly factory: SocketFactory;
  private readonly backoff: number[];

  constructor(private readonly options: ClientOptions) {
    this.factory = options.factory ?? ((url, protocols) => new WebSocket(url, protocols));
    this.backoff = options.backoff ?? [500, 1000, 2000, 4000, 8000];
  }

  connect(): void {
    this.closedByUs = false;
    this.open(false);
  }

  private open(isRetry: boolean): void {
    this.options.onStatus(isRetry ? "reconnecting" : "connecting");
    const socket = this.factory(this.options.url, [SUBPROTOCOL, TOKEN_SUBPROTOCOL_PREFIX + this.options.token]);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.options.onStatus("open");
      const resume = isRetry ? this.options.resumePoint() : null;
      if (resume) socket.send(JSON.stringify({ type: "resume", ...resume }));
      const pending = this.queue;
      this.queue = [];
      for (const frame of pending) socket.send(frame);
    };
    socket.onmessage = (ev: MessageEvent) => {
      if (typeof ev.data !== "string") return;
      this.options.onMessage(parseServerMessage(ev.data));
    };
    socket.onerror = () => {
      // onclose follows and decides what to do.
    };
    socket.onclose = (ev: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closedByUs) {
        this.options.onStatus("closed");
        return;
      }
      const delay = this.backoff[this.attempt];
      if (delay === undefined) {
        this.options.onStatus("closed", ev.reason || `the connection closed (code ${ev.code})`);
        return;
      }
      this.attempt += 1;
      this.options.onStatus("reconnecting", `reconnecting in ${Math.round(delay / 100) / 10} s`);
      this.timer = setTimeout(() => {
        this.timer = null;
        this.open(true);
      }, delay);
    };
  }

  private send(message: Record<string, unknown>): void {
    const frame = JSON.stringify(message);
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(frame);
    else {
      this.queue.push(frame);
      if (!this.socket && !this.timer) this.open(false);
    }
  }

  draft(request: DraftRequest): void {
    this.send({ type: "draft", ...request });
  }

  cancel(answerId: string): void {
    this.send({ type: "cancel", answer_id: answerId });
  }

  close(): void {
    this.closedByUs = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.close(1000, "closed by the taskpane");
  }
}
