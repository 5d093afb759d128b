import { describe, expect, it } from "vitest";
import {
  type AppState,
  applyGate,
  applyPlan,
  contentControlTag,
  initialState,
  insertGate,
  insertPlan,
  progress,
  reaskInstruction,
  reducer,
  sentenceStatus,
} from "../taskpane/src/state";
import { ANSWER, Wire, ev, request, run, started } from "./helpers";

const inWord = { inWord: true };

function status(state: AppState, id: string) {
  const s = state.sentences[id];
  if (!s) throw new Error(`no sentence ${id}`);
  return sentenceStatus(s);
}

/** Two checked sentences, finished. */
function finishedGood(): AppState {
  const w = new Wire();
  return run(
    [
      ev(w.text("s1", "Your policy covers ")),
      ev(w.text("s1", "escape of water.")),
      ev(w.end("s1", 0, 35)),
      ev(w.text("s2", " The excess is £350.")),
      ev(w.end("s2", 35, 55)),
      ev(w.attribution("s2", "entailed")),
      ev(w.attribution("s1", "entailed")),
      ev(w.done("supported")),
    ],
    started(),
  );
}

describe("pending versus checked", () => {
  it("keeps a sentence pending until its attribution arrives, whatever else has", () => {
    const w = new Wire();
    let state = run([ev(w.text("s1", "Your policy covers escape of water.")), ev(w.end("s1", 0, 35))], started());
    expect(status(state, "s1")).toBe("pending");
    state = reducer(state, ev(w.text("s2", " The excess is £350.")));
    expect(status(state, "s2")).toBe("pending");
    state = reducer(state, ev(w.attribution("s1", "entailed")));
    expect(status(state, "s1")).toBe("entailed");
    expect(status(state, "s2")).toBe("pending");
    expect(state.sentences.s1?.text).toBe("Your policy covers escape of water.");
  });

  it("puts a sentence back to pending when words arrive after its mark (the mark was for other words)", () => {
    const w = new Wire();
    let state = run(
      [ev(w.text("s1", "The excess is £350")), ev(w.attribution("s1", "entailed")), ev(w.text("s1", " unless waived."))],
      started(),
    );
    expect(status(state, "s1")).toBe("pending");
    expect(state.warnings.join()).toMatch(/back to pending/);
    state = reducer(state, ev(w.end("s1", 0, 33)));
    expect(status(state, "s1")).toBe("pending");
  });

  it("shows every support level as its own status, and a stub as removed", () => {
    const w = new Wire();
    const state = run(
      [
        ev(w.text("s1", "Dear Ms Okafor,")),
        ev(w.text("s2", " A.")),
        ev(w.text("s3", " B.")),
        ev(w.text("s4", " C.")),
        ev(w.text("s5", " D.")),
        ev(w.attribution("s1", "not_a_claim")),
        ev(w.attribution("s2", "partial")),
        ev(w.attribution("s3", "none")),
        ev(w.attribution("s4", "unverified")),
        ev(w.attribution("s5", "none")),
        ev(w.stub("s5")),
      ],
      started(),
    );
    expect(["s1", "s2", "s3", "s4", "s5"].map((id) => status(state, id))).toEqual([
      "not_a_claim",
      "partial",
      "none",
      "unverified",
      "stub",
    ]);
    const p = progress(state);
    expect(p).toMatchObject({ total: 5, checked: 4, removed: 1, unverified: 1, notFound: 1, partial: 1, pending: 0 });
  });

  it("replaces the words on a rewrite and keeps the first draft for the record", () => {
    const w = new Wire();
    const state = run(
      [
        ev(w.text("s1", "Intro.")),
        ev(w.text("s2", " We pay all repairs.")),
        ev(w.attribution("s2", "partial")),
        ev(w.rewrite("s2", "We pay for repairs up to £5,000.")),
      ],
      started(),
    );
    const s2 = state.sentences.s2;
    expect(s2?.text).toBe(" We pay for repairs up to £5,000.");
    expect(s2?.rewrittenFrom).toBe(" We pay all repairs.");
    expect(status(state, "s2")).toBe("corrected") // its own mark, never the plain look of text found as written;
  });
});

describe("event order and identity", () => {
  it("ignores events until the server accepted our request, and events of other answers", () => {
    const other = new Wire("a_other");
    const w = new Wire();
    let state = run([{ type: "request", request: request() }]);
    state = reducer(state, ev(other.text("s1", "Someone else's answer.")));
    expect(state.order).toEqual([]);
    state = reducer(state, { type: "accepted", requestId: "r-not-ours", answerId: "a_other" });
    expect(state.answerId).toBeNull();
    state = reducer(state, { type: "accepted", requestId: "r1", answerId: ANSWER });
    expect(state.phase).toBe("streaming");
    state = run([ev(other.text("s2", "Still not ours.")), ev(w.text("s1", "Ours."))], state);
    expect(state.order).toEqual(["s1"]);
    expect(state.sentences.s1?.text).toBe("Ours.");
  });

  it("drops replayed events (seq not above the last applied), as after a resume", () => {
    const w = new Wire();
    const first = w.text("s1", "Your policy ");
    const second = w.text("s1", "covers water.");
    const state = run([ev(first), ev(second), ev(first), ev(second)], started());
    expect(state.sentences.s1?.text).toBe("Your policy covers water.");
    expect(state.lastSeq).toBe(2);
  });

  it("accepts attributions out of sentence order, and ignores anything after done", () => {
    const w = new Wire();
    let state = run(
      [
        ev(w.text("s1", "A.")),
        ev(w.end("s1", 0, 2)),
        ev(w.text("s2", " B.")),
        ev(w.end("s2", 2, 5)),
        ev(w.attribution("s2", "entailed")),
        ev(w.attribution("s1", "entailed")),
        ev(w.done("supported")),
      ],
      started(),
    );
    expect(state.phase).toBe("done");
    state = reducer(state, ev(w.attribution("s1", "none")));
    expect(status(state, "s1")).toBe("entailed");
  });

  it("ignores an attribution for a sentence it never saw", () => {
    const w = new Wire();
    const state = run([ev(w.attribution("s9", "entailed"))], started());
    expect(state.order).toEqual([]);
    expect(state.warnings.join()).toMatch(/unknown sentence s9/);
  });

  it("ends in error on a refusal that echoes our request id, and on a stream error", () => {
    let state = run([{ type: "request", request: request() }]);
    state = reducer(state, {
      type: "event",
      event: { type: "error", code: "forbidden", message: "no access", request_id: "r1" },
    });
    expect(state.phase).toBe("error");
    const w = new Wire();
    state = run([ev(w.text("s1", "A.")), ev(w.error("draft_failed", "the drafter stopped"))], started());
    expect(state.phase).toBe("error");
    expect(insertGate(state, inWord).enabled).toBe(false);
  });

  it("does not let a stray error of another request end ours", () => {
    const state = reducer(started(), {
      type: "event",
      event: { type: "error", code: "bad_json", message: "not JSON" },
    });
    expect(state.phase).toBe("streaming");
  });
});

describe("the Insert gate", () => {
  it("stays disabled while streaming, even when every sentence so far is checked", () => {
    const w = new Wire();
    const state = run([ev(w.text("s1", "A.")), ev(w.attribution("s1", "entailed"))], started());
    const gate = insertGate(state, inWord);
    expect(gate.enabled).toBe(false);
    expect(gate.reason).toBe("Checking… 1 of 1 checked");
  });

  it("opens after done with nothing unresolved and every sentence checked", () => {
    const gate = insertGate(finishedGood(), inWord);
    expect(gate).toEqual({ enabled: true, reason: "2 of 2 checked" });
  });

  it("keeps Insert disabled when done lists unresolved sentences", () => {
    const w = new Wire();
    const state = run(
      [
        ev(w.text("s1", "A.")),
        ev(w.text("s2", " B.")),
        ev(w.attribution("s1", "entailed")),
        ev(w.attribution("s2", "unverified")),
        ev(w.done("unverified", ["s2"])),
      ],
      started(),
    );
    expect(insertGate(state, inWord)).toEqual({ enabled: false, reason: "1 sentence unresolved" });
  });

  it("keeps Insert disabled when the server says nothing is unresolved but a sentence is not checked", () => {
    // Defence in depth: the client does not take the server's word over what it shows.
    const w = new Wire();
    const state = run(
      [
        ev(w.text("s1", "A.")),
        ev(w.text("s2", " B.")),
        ev(w.attribution("s1", "entailed")),
        ev(w.done("supported", [])),
      ],
      started(),
    );
    const gate = insertGate(state, inWord);
    expect(gate.enabled).toBe(false);
    expect(gate.reason).toBe("1 of 2 checked: 1 not checked yet");
    expect(insertPlan(state)).toBeNull();
  });

  it("keeps Insert disabled for partly found, not found and not checked sentences", () => {
    for (const support of ["partial", "none", "unverified"] as const) {
      const w = new Wire();
      const state = run(
        [
          ev(w.text("s1", "A.")),
          ev(w.text("s2", " B.")),
          ev(w.attribution("s1", "entailed")),
          ev(w.attribution("s2", support)),
          ev(w.done("partly_supported", [])),
        ],
        started(),
      );
      expect(insertGate(state, inWord).enabled, support).toBe(false);
    }
  });

  it("opens when the unsupported sentence was removed by a stub, and leaves it out of the insert", () => {
    const w = new Wire();
    const state = run(
      [
        ev(w.text("s1", "Your claim is covered.")),
        ev(w.text("s2", " We will also pay for a hotel.")),
        ev(w.text("s3", " The excess is £350.")),
        ev(w.attribution("s1", "entailed")),
        ev(w.attribution("s2", "none")),
        ev(w.stub("s2")),
        ev(w.attribution("s3", "entailed")),
        ev(w.done("partly_supported", [])),
      ],
      started(),
    );
    expect(insertGate(state, inWord)).toEqual({ enabled: true, reason: "3 of 3 checked, 1 removed" });
    const plan = insertPlan(state);
    expect(plan?.pieces).toEqual([
      { kind: "sentence", text: "Your claim is covered.", sentenceId: "s1", tag: `vouch:${ANSWER}:s1` },
      { kind: "gap", text: " " },
      { kind: "sentence", text: "The excess is £350.", sentenceId: "s3", tag: `vouch:${ANSWER}:s3` },
    ]);
  });

  it("never inserts 'nothing found', a refusal, check mode, or outside Word", () => {
    const w = new Wire();
    const nothing = run(
      [
        ev(w.text("s1", "We could not find anything in your documents that answers this.")),
        ev(w.attribution("s1", "not_a_claim")),
        ev(w.done("unsupported", [])),
      ],
      started(),
    );
    expect(insertGate(nothing, inWord)).toEqual({ enabled: false, reason: "Nothing found in your documents" });

    const r = new Wire();
    const refused = run([ev(r.text("s1", "A.")), ev(r.attribution("s1", "none")), ev(r.done("refused", []))], started());
    expect(insertGate(refused, inWord).reason).toBe("Refused: nothing to insert");

    const c = new Wire();
    const check = run(
      [ev(c.text("s1", "A.")), ev(c.attribution("s1", "entailed")), ev(c.done("supported"))],
      started(request({ mode: "check", text: "A." })),
    );
    expect(insertGate(check, inWord).enabled).toBe(false);

    expect(insertGate(finishedGood(), { inWord: false })).toEqual({
      enabled: false,
      reason: "2 of 2 checked: open in Word to insert",
    });
  });

  it("closes while inserting and after a recorded insert, and reopens after Word refused", () => {
    let state = reducer(finishedGood(), { type: "insert_started" });
    expect(insertGate(state, inWord).enabled).toBe(false);
    state = reducer(state, { type: "insert_word_failed", message: "GeneralException" });
    expect(insertGate(state, inWord).enabled).toBe(true);
    state = run(
      [
        { type: "insert_started" },
        { type: "insert_word_done", sentences: [] },
        { type: "receipt_recorded", receiptId: "rcpt_1" },
      ],
      state,
    );
    expect(state.insert).toMatchObject({ status: "recorded", receiptId: "rcpt_1" });
    expect(insertGate(state, inWord)).toEqual({ enabled: false, reason: "Inserted and recorded" });
  });

  it("is cancelled by Stop and by a lost connection", () => {
    const stopped = reducer(started(), { type: "cancelled" });
    expect(stopped.phase).toBe("cancelled");
    const w = new Wire();
    expect(reducer(stopped, ev(w.text("s1", "late"))).order).toEqual([]);
    const lost = reducer(started(), { type: "connection_lost", message: "gone" });
    expect(lost.phase).toBe("error");
  });
});

describe("insert plan", () => {
  it("wraps each sentence in its own tag and keeps paragraph breaks between them", () => {
    const w = new Wire();
    const state = run(
      [
        ev(w.text("s1", "Dear Ms Okafor,")),
        ev(w.text("s2", "\n\nYour claim is covered.")),
        ev(w.text("s3", " The excess is £350.  ")),
        ev(w.attribution("s1", "not_a_claim")),
        ev(w.attribution("s2", "entailed")),
        ev(w.attribution("s3", "entailed")),
        ev(w.done("supported")),
      ],
      started(),
    );
    expect(insertPlan(state)?.pieces.map((p) => [p.kind, p.text, p.tag])).toEqual([
      ["sentence", "Dear Ms Okafor,", `vouch:${ANSWER}:s1`],
      ["gap", "\n\n", undefined],
      ["sentence", "Your claim is covered.", `vouch:${ANSWER}:s2`],
      ["gap", " ", undefined],
      ["sentence", "The excess is £350.", `vouch:${ANSWER}:s3`],
    ]);
    expect(contentControlTag("a_1", "s2")).toBe("vouch:a_1:s2");
  });
});

describe("announcements", () => {
  it("announces each sentence once, when its verdict is final", () => {
    const w = new Wire();
    const state = run(
      [
        ev(w.text("s1", "A.")),
        ev(w.text("s2", " B.")),
        ev(w.text("s3", " C.")),
        ev(w.attribution("s1", "entailed")),
        ev(w.attribution("s2", "none")),
        ev(w.attribution("s3", "partial")),
        ev(w.stub("s2")),
        ev(w.rewrite("s3", "C, in the documents' words.")),
        ev(w.done("partly_supported")),
      ],
      started(),
    );
    const texts = state.announcements.map((a) => a.text);
    expect(texts).toEqual([
      "Sentence 1 checked: found in your documents.",
      "Sentence 2 removed: not found in your documents.",
      "Sentence 3 corrected from your documents and checked.",
      "Finished: 3 of 3 checked, 1 removed. Insert is ready.",
    ]);
  });

  it("announces annotated sentences when the answer is done, and never twice", () => {
    const w = new Wire();
    const state = run(
      [
        ev(w.text("s1", "A.")),
        ev(w.attribution("s1", "partial")),
        ev(w.done("partly_supported")),
      ],
      started(request({ surface: "internal_summary" })),
    );
    expect(state.announcements.map((a) => a.text)).toEqual([
      "Sentence 1 partly found in your documents.",
      "Finished: 1 of 1 checked: 1 partly found.",
    ]);
  });
});

describe("re-ask", () => {
  it("records the re-ask and words the instruction differently", () => {
    const previous = finishedGood();
    const instruction = reaskInstruction("Tell her about the hotel.", " We pay for a hotel.");
    expect(instruction).toContain("Tell her about the hotel.");
    expect(instruction).toContain("other words");
    expect(instruction).toContain('"We pay for a hotel."');
    const state = reducer(previous, {
      type: "request",
      request: request({ requestId: "r2", instruction, reaskOf: { answerId: ANSWER, sentenceId: "s2" } }),
    });
    expect(state.reasks).toEqual([{ fromAnswerId: ANSWER, sentenceId: "s2", requestId: "r2", instruction }]);
    expect(state.order).toEqual([]);
    expect(state.phase).toBe("waiting");
  });
});

describe("initial state", () => {
  it("has nothing to insert", () => {
    expect(insertGate(initialState(), inWord)).toEqual({ enabled: false, reason: "Nothing drafted yet" });
  });
});

describe("waiting for a free checker", () => {
  it("says how many answers are ahead until drafting starts, and keeps Insert disabled", () => {
    let state = reducer(started(), ev({ type: "queued", answer_id: ANSWER, seq: 1, ahead: 2 }));
    expect(state.queuedAhead).toBe(2);
    expect(insertGate(state, inWord)).toEqual({ enabled: false, reason: "Waiting to start: 2 answers ahead" });
    expect(state.announcements.map((a) => a.text)).toEqual(["The server is busy: your answer will start shortly."]);
    state = reducer(state, ev({ type: "queued", answer_id: ANSWER, seq: 2, ahead: 0 }));
    expect(insertGate(state, inWord).reason).toBe("Starting next");
    expect(state.announcements).toHaveLength(1);
    state = reducer(state, ev({ type: "text", answer_id: ANSWER, seq: 3, sentence_id: "s1", delta: "Your excess is £350." }));
    expect(state.queuedAhead).toBeNull();
    expect(insertGate(state, inWord).reason).toMatch(/^Checking…/);
  });
});

describe("check mode: a correction is a suggestion the handler accepts or rejects", () => {
  const mine = "You must tell us within 45 days.";
  function suggested(): AppState {
    const w = new Wire();
    return run(
      [
        ev(w.text("s1", "Dear Ms Okafor,")),
        ev(w.end("s1", 0, 15)),
        ev(w.text("s2", ` ${mine}`)),
        ev(w.end("s2", 16, 16 + mine.length)),
        ev(w.attribution("s1", "not_a_claim")),
        ev(w.attribution("s2", "none")),
        ev(w.suggestion("s2", "You must tell us within 30 days.", [
          { start: 24, end: 31, text: "30 days", kind: "value_replaced", address: "policy-wording-2024.pdf#p4.c4-3" },
        ])),
        ev(w.done("unsupported", ["s2"], [], { suggested: ["s2"] })),
      ],
      started(request({ mode: "check", text: `Dear Ms Okafor, ${mine}` })),
    );
  }

  it("keeps the handler's words and blocks Apply until the suggestion is decided", () => {
    const state = suggested();
    expect(state.sentences.s2?.text.trim()).toBe(mine);
    expect(status(state, "s2")).toBe("suggested");
    expect(applyGate(state, inWord)).toEqual({ enabled: false, reason: "1 correction to accept or reject" });
    expect(applyPlan(state)).toBeNull();
    expect(insertGate(state, inWord).enabled).toBe(false);
  });

  it("applies exactly the accepted text in place of the handler's sentence", () => {
    const state = reducer(suggested(), { type: "decide", sentenceId: "s2", decision: "accept" });
    expect(status(state, "s2")).toBe("corrected");
    expect(applyGate(state, inWord)).toEqual({ enabled: true, reason: "Apply 1 accepted correction" });
    expect(applyPlan(state)?.corrections).toEqual([
      { sentenceId: "s2", tag: `vouch:${ANSWER}:s2`, original: mine, text: "You must tell us within 30 days." },
    ]);
  });

  it("writes nothing when the handler rejects every suggestion (the twin)", () => {
    const state = reducer(suggested(), { type: "decide", sentenceId: "s2", decision: "reject" });
    expect(status(state, "s2")).toBe("none");
    expect(applyGate(state, inWord)).toEqual({ enabled: false, reason: "No correction accepted" });
    expect(applyPlan(state)).toBeNull();
  });

  it("ignores a suggestion in draft mode and a decision that does not fit", () => {
    const w = new Wire();
    const state = run(
      [ev(w.text("s1", mine)), ev(w.attribution("s1", "none")), ev(w.suggestion("s1", "x.", []))],
      started(),
    );
    expect(state.sentences.s1?.suggestion).toBeUndefined();
    const wrong = reducer(suggested(), { type: "decide", sentenceId: "s2", decision: "confirm" });
    expect(status(wrong, "s2")).toBe("suggested");
  });
});

describe("please confirm: the checker is unsure", () => {
  function unsure(): AppState {
    const w = new Wire();
    return run(
      [
        ev(w.text("s1", "Your policy covers escape of water.")),
        ev(w.text("s2", " The excess is £350.")),
        ev(w.attribution("s1", "entailed")),
        ev(w.attribution("s2", "entailed", { score: 0.86 })),
        ev(w.confirm("s2")),
        ev(w.done("supported", ["s2"], undefined, { to_confirm: ["s2"] })),
      ],
      started(),
    );
  }

  it("blocks Insert until the handler confirms it, then inserts it marked as confirmed", () => {
    const state = unsure();
    expect(status(state, "s2")).toBe("to_confirm");
    expect(state.sentences.s2?.confirm?.citation?.address).toBe("policy-wording-2024.pdf#p4.c4-4");
    expect(insertGate(state, inWord).enabled).toBe(false);
    const confirmed = reducer(state, { type: "decide", sentenceId: "s2", decision: "confirm" });
    expect(status(confirmed, "s2")).toBe("confirmed");
    expect(insertGate(confirmed, inWord).enabled).toBe(true);
    expect(insertPlan(confirmed)?.pieces.filter((p) => p.kind === "sentence").map((p) => [p.sentenceId, p.decision])).toEqual([
      ["s1", undefined],
      ["s2", "confirm"],
    ]);
  });

  it("keeps both passages of a claim two passages support together, and the one passage of a claim read alone", () => {
    const w = new Wire();
    const state = run(
      [
        ev(w.text("s1", "The excess is £350.")),
        ev(w.text("s2", " Your policy covers escape of water.")),
        ev(w.attribution("s1", "entailed", { score: 0.9 })),
        ev(w.attribution("s2", "entailed", { score: 0.9 })),
        ev(w.confirm("s1", 0.9, 7)),
        ev(w.confirm("s2", 0.9)),
        ev(w.done("supported", ["s1", "s2"], undefined, { to_confirm: ["s1", "s2"] })),
      ],
      started(),
    );
    expect(state.sentences.s1?.confirm?.citations.map((c) => c.address)).toEqual([
      "policy-wording-2024.pdf#p4.c4-4",
      "policy-wording-2024.pdf#p4.c4-7",
    ]);
    expect(state.sentences.s2?.confirm?.citations.map((c) => c.address)).toEqual(["policy-wording-2024.pdf#p4.c4-4"]);
  });

  it("leaves a removed sentence out of the insert", () => {
    const removed = reducer(unsure(), { type: "decide", sentenceId: "s2", decision: "remove" });
    expect(status(removed, "s2")).toBe("removed");
    expect(insertGate(removed, inWord).enabled).toBe(true);
    expect(insertPlan(removed)?.pieces.map((p) => p.sentenceId ?? "gap")).toEqual(["s1"]);
  });

  it("cannot be settled by the handler when the server lists it as unresolved for another reason", () => {
    const w = new Wire();
    const state = run(
      [ev(w.text("s1", "A.")), ev(w.attribution("s1", "entailed")), ev(w.done("supported", ["s1"]))],
      started(),
    );
    expect(reducer(state, { type: "decide", sentenceId: "s1", decision: "confirm" }).sentences.s1?.decision).toBeUndefined();
    expect(insertGate(state, inWord).enabled).toBe(false);
  });
});
