import { describe, expect, it, vi } from "vitest";
import {
  ProtocolClient,
  type ServerMessage,
  type SocketLike,
  parseServerMessage,
  socketUrl,
} from "../taskpane/src/protocol";

// Frames exactly as the server encodes them (server/vouch/answer/events.py, server/vouch/stream/ws.py).
const FRAMES = {
  ready: '{"type":"ready","user":"hana","role":"handler","protocol":"vouch.v1"}',
  accepted: '{"type":"accepted","request_id":"r1","answer_id":"a_1","surface":"letter_draft"}',
  text: '{"type":"text","answer_id":"a_1","seq":1,"sentence_id":"s1","delta":"We will "}',
  end: '{"type":"sentence_end","answer_id":"a_1","seq":2,"sentence_id":"s1","start":0,"end":31}',
  attribution:
    '{"type":"attribution","answer_id":"a_1","seq":3,"sentence_id":"s1","support":"partial","score":0.41,' +
    '"citations":[{"id":"halden-claims/policy-wording-2024.pdf#p4.c4-2a","address":"policy-wording-2024.pdf#p4.c4-2a",' +
    '"quote":"We will pay for damage caused by escape of water."}],"spans":[{"start":0,"end":12,"support":"entailed"},' +
    '{"start":13,"end":31,"support":"none"}]}',
  rewrite:
    '{"type":"rewrite","answer_id":"a_1","seq":4,"sentence_id":"s1","text":"We will pay.","attribution":' +
    '{"sentence_id":"s1","support":"entailed","score":0.9,"citations":[{"id":"c","address":"w.pdf#p1","quote":"We will pay."}],"spans":[]}}',
  stub: '{"type":"stub","answer_id":"a_1","seq":5,"sentence_id":"s2","text":"1 sentence removed: not found in your documents"}',
  done:
    '{"type":"done","answer_id":"a_1","seq":6,"label":"partly_supported","unresolved":[],' +
    '"searched":[{"id":"halden-claims/w.pdf#p1","address":"w.pdf#p1"}]}',
  streamError: '{"type":"error","answer_id":"a_1","seq":7,"code":"cancelled","message":"the answer was cancelled"}',
  refusal: '{"type":"error","code":"forbidden","message":"you have no access","request_id":"r1"}',
};

describe("parseServerMessage", () => {
  it("keeps why a sentence needs confirming, and refuses a reason it does not know", () => {
    const confirm = (why: string) =>
      `{"type":"confirm","answer_id":"a_1","seq":4,"sentence_id":"s2","score":0.12,"citation":null,"why":${why}}`;
    expect(parseServerMessage(confirm('"contradicted"'))).toMatchObject({ kind: "event", event: { why: "contradicted" } });
    const old = parseServerMessage(confirm("null"));
    expect(old.kind === "event" && "why" in old.event).toBe(false);
    expect(parseServerMessage(confirm('"false"'))).toMatchObject({ kind: "invalid", reason: "confirm: unknown why: false" });
  });

  it("keeps both passages of a confirmation two passages support together, best passage first", () => {
    const words = '{"id":"c/w.pdf#p4","address":"w.pdf#p4","quote":"The excess applies to each claim.","paired_with":"c/s.pdf#p1.r2"}';
    const figures = '{"id":"c/s.pdf#p1.r2","address":"s.pdf#p1.r2","quote":"Escape of water excess = £350"}';
    const frame = (citation: string, citations: string | null) =>
      `{"type":"confirm","answer_id":"a_1","seq":4,"sentence_id":"s2","score":0.9,"citation":${citation}` +
      (citations === null ? "}" : `,"citations":${citations}}`);
    const paired = parseServerMessage(frame(words, `[${words},${figures}]`));
    expect(paired).toMatchObject({
      kind: "event",
      event: { citation: { address: "w.pdf#p4", paired_with: "c/s.pdf#p1.r2" }, citations: [{ address: "w.pdf#p4" }, { address: "s.pdf#p1.r2" }] },
    });
    // A server that sent no list showed its one citation alone.
    expect(parseServerMessage(frame(figures, null))).toMatchObject({ kind: "event", event: { citations: [{ address: "s.pdf#p1.r2" }] } });
    // The twin: a list that does not start with the citation would show the handler something else.
    expect(parseServerMessage(frame(words, `[${figures},${words}]`))).toMatchObject({
      kind: "invalid",
      reason: "confirm: confirm citations must start with its citation",
    });
  });

  it("keeps a citation's OCR warning, and adds none where the server sent none", () => {
    const warned =
      '{"type":"attribution","answer_id":"a_1","seq":3,"sentence_id":"s1","support":"entailed","score":0.9,' +
      '"citations":[{"id":"c/scan.png#p1.t2.r2","address":"scan.png#p1.t2.r2","quote":"Amount = eee",' +
      '"warning":"Read from a scan with low OCR confidence; unsure of: eee. Check it against the scan."},' +
      '{"id":"c/w.pdf#p1","address":"w.pdf#p1","quote":"We will pay."}],"spans":[]}';
    const parsed = parseServerMessage(warned);
    expect(parsed).toMatchObject({ kind: "event", event: { type: "attribution" } });
    if (parsed.kind !== "event" || parsed.event.type !== "attribution") throw new Error("not an attribution");
    expect(parsed.event.citations[0]?.warning).toContain("unsure of: eee");
    expect(parsed.event.citations[1]).toEqual({ id: "c/w.pdf#p1", address: "w.pdf#p1", quote: "We will pay." });
  });

  it("keeps the server's contradicted flag, and refuses one that is not true or false", () => {
    const frame = (contradicted: string) =>
      '{"type":"attribution","answer_id":"a_1","seq":3,"sentence_id":"s1","support":"none","score":0.1,' +
      `"citations":[{"id":"c/w.pdf#p1","address":"w.pdf#p1","quote":"You must tell us within 30 days."}],"spans":[]${contradicted}}`;
    const flagged = parseServerMessage(frame(',"contradicted":true'));
    if (flagged.kind !== "event" || flagged.event.type !== "attribution") throw new Error("not an attribution");
    expect(flagged.event.contradicted).toBe(true);
    // The twin: false or absent (the server omits nothing, older servers send nothing) leaves no flag.
    for (const plain of [',"contradicted":false', ""]) {
      const parsed = parseServerMessage(frame(plain));
      if (parsed.kind !== "event" || parsed.event.type !== "attribution") throw new Error("not an attribution");
      expect(parsed.event.contradicted).toBeUndefined();
    }
    expect(parseServerMessage(frame(',"contradicted":"yes"'))).toMatchObject({ kind: "invalid" });
  });

  it("reads every event the server sends", () => {
    expect(parseServerMessage(FRAMES.ready)).toEqual({ kind: "ready", user: "hana", role: "handler" });
    expect(parseServerMessage(FRAMES.accepted)).toEqual({ kind: "accepted", request_id: "r1", answer_id: "a_1" });
    expect(parseServerMessage('{"type":"queued","answer_id":"a_1","seq":1,"ahead":3}')).toEqual({
      kind: "event",
      event: { type: "queued", answer_id: "a_1", seq: 1, ahead: 3 },
    });
    expect(parseServerMessage('{"type":"queued","answer_id":"a_1","seq":1}')).toMatchObject({ kind: "invalid" });
    expect(parseServerMessage(FRAMES.text)).toEqual({
      kind: "event",
      event: { type: "text", answer_id: "a_1", seq: 1, sentence_id: "s1", delta: "We will " },
    });
    expect(parseServerMessage(FRAMES.end)).toMatchObject({ kind: "event", event: { type: "sentence_end", start: 0, end: 31 } });
    const attribution = parseServerMessage(FRAMES.attribution);
    expect(attribution).toMatchObject({
      kind: "event",
      event: {
        type: "attribution",
        support: "partial",
        score: 0.41,
        citations: [{ address: "policy-wording-2024.pdf#p4.c4-2a" }],
        spans: [
          { start: 0, end: 12, support: "entailed" },
          { start: 13, end: 31, support: "none" },
        ],
      },
    });
    expect(parseServerMessage(FRAMES.rewrite)).toMatchObject({
      kind: "event",
      event: { type: "rewrite", text: "We will pay.", attribution: { support: "entailed" } },
    });
    expect(parseServerMessage(FRAMES.stub)).toMatchObject({ kind: "event", event: { type: "stub", sentence_id: "s2" } });
    expect(parseServerMessage(FRAMES.done)).toMatchObject({
      kind: "event",
      event: {
        type: "done",
        label: "partly_supported",
        unresolved: [],
        searched: [{ address: "w.pdf#p1" }],
        unanswered: [],
      },
    });
    const named = { type: "done", answer_id: "a", seq: 9, label: "supported", unresolved: [], searched: [] };
    expect(
      parseServerMessage(JSON.stringify({ ...named, unanswered: ["how long he has to appeal"] })),
    ).toMatchObject({ kind: "event", event: { unanswered: ["how long he has to appeal"] } });
    expect(parseServerMessage(JSON.stringify({ ...named, unanswered: [3] })).kind).toBe("invalid");
    expect(parseServerMessage(FRAMES.streamError)).toMatchObject({ kind: "event", event: { type: "error", seq: 7 } });
    expect(parseServerMessage(FRAMES.refusal)).toEqual({
      kind: "event",
      event: { type: "error", code: "forbidden", message: "you have no access", request_id: "r1" },
    });
  });

  it("refuses anything that could show a mark it should not", () => {
    const bad = (frame: Record<string, unknown>) =>
      parseServerMessage(JSON.stringify({ type: "attribution", answer_id: "a", seq: 1, sentence_id: "s1", ...frame }));
    expect(bad({ support: "true", score: 1, citations: [], spans: [] }).kind).toBe("invalid");
    expect(bad({ support: "false", score: 0 }).kind).toBe("invalid");
    // "checked" needs evidence
    expect(bad({ support: "entailed", score: 0.99, citations: [], spans: [] })).toMatchObject({
      kind: "invalid",
      reason: expect.stringContaining("must cite"),
    });
    expect(bad({ support: "entailed", score: "high", citations: [{ address: "a", quote: "q" }] }).kind).toBe("invalid");
    expect(bad({ support: "partial", score: 0.5, spans: [{ start: 5, end: 2, support: "none" }] }).kind).toBe("invalid");
    expect(bad({ support: "partial", score: 0.5, citations: [{ quote: "no address" }] }).kind).toBe("invalid");
    expect(parseServerMessage('{"type":"text","answer_id":"a","sentence_id":"s1","delta":"x"}').kind).toBe("invalid");
    expect(parseServerMessage('{"type":"done","answer_id":"a","seq":3,"label":"fine","unresolved":[]}').kind).toBe(
      "invalid",
    );
    expect(parseServerMessage("not json").kind).toBe("invalid");
    expect(parseServerMessage('{"type":"mystery"}').kind).toBe("invalid");
  });

  it("builds the socket URL on the page's own origin", () => {
    expect(socketUrl("https://vouch.example.com")).toBe("wss://vouch.example.com/ws");
    expect(socketUrl("http://127.0.0.1:8000")).toBe("ws://127.0.0.1:8000/ws");
  });
});

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  protocol = "";
  sent: string[] = [];
  onopen: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({ code: 1000, reason: "" } as CloseEvent);
  }
  open() {
    this.readyState = 1;
    this.protocol = "vouch.v1";
    this.onopen?.({} as Event);
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: "" } as CloseEvent);
  }
}

describe("ProtocolClient", () => {
  it("offers the token as a subprotocol, queues until open, resumes after a drop, and gives up", () => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    const messages: ServerMessage[] = [];
    const statuses: string[] = [];
    const client = new ProtocolClient({
      url: "ws://127.0.0.1:8000/ws",
      token: "vch_secret",
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
      resumePoint: () => ({ answer_id: "a_1", last_seq: 5 }),
      factory: (url, protocols) => new FakeSocket(url, protocols),
      backoff: [100],
    });
    client.connect();
    const first = FakeSocket.all[0];
    if (!first) throw new Error("no socket");
    expect(first.protocols).toEqual(["vouch.v1", "vouch.token.vch_secret"]);
    expect(first.url).toBe("ws://127.0.0.1:8000/ws");
    client.draft({ request_id: "r1", surface: "letter_draft", collection: "c", instruction: "i" });
    expect(first.sent).toEqual([]);
    first.open();
    expect(JSON.parse(first.sent[0] ?? "{}")).toEqual({
      type: "draft",
      request_id: "r1",
      surface: "letter_draft",
      collection: "c",
      instruction: "i",
    });
    first.receive(FRAMES.text);
    expect(messages[0]).toMatchObject({ kind: "event" });

    first.drop();
    expect(statuses.at(-1)).toBe("reconnecting");
    vi.advanceTimersByTime(100);
    const second = FakeSocket.all[1];
    if (!second) throw new Error("no reconnect");
    second.open();
    expect(JSON.parse(second.sent[0] ?? "{}")).toEqual({ type: "resume", answer_id: "a_1", last_seq: 5 });

    // A connection that opened resets the backoff; consecutive failures exhaust it and the client gives up.
    second.drop();
    vi.advanceTimersByTime(100);
    const third = FakeSocket.all[2];
    if (!third) throw new Error("no second reconnect");
    third.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(3);
    expect(statuses.at(-1)).toBe("closed");

    // Sending after giving up opens a fresh socket (no resume: nothing in flight on it yet).
    client.cancel("a_1");
    const fourth = FakeSocket.all[3];
    fourth?.open();
    expect(JSON.parse(fourth?.sent[0] ?? "{}")).toEqual({ type: "cancel", answer_id: "a_1" });
    vi.useRealTimers();
  });
});
