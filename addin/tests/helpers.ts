/** Builders of server events, shaped exactly as server/vouch/answer/events.py puts them on the wire. */

import { type AnswerEvent, type Attribution, parseServerMessage } from "../taskpane/src/protocol";
import { type Action, type AppState, type RequestInfo, initialState, reducer } from "../taskpane/src/state";

export const ANSWER = "a_test1";

export function request(overrides: Partial<RequestInfo> = {}): RequestInfo {
  return {
    requestId: "r1",
    mode: "draft",
    surface: "letter_draft",
    collection: "halden-claims",
    instruction: "Tell Ms Okafor what her policy covers.",
    ...overrides,
  };
}

export const cite = (n = 1) => ({
  id: `halden-claims/policy-wording-2024.pdf#p4.c4-${n}`,
  address: `policy-wording-2024.pdf#p4.c4-${n}`,
  quote: `Clause 4.${n} of the wording.`,
});

/** A stream of wire frames for one answer; seq counts from 1 as the server does. */
export class Wire {
  private seq = 0;
  constructor(readonly answerId = ANSWER) {}

  private frame(body: Record<string, unknown>): AnswerEvent {
    this.seq += 1;
    const parsed = parseServerMessage(JSON.stringify({ answer_id: this.answerId, seq: this.seq, ...body }));
    if (parsed.kind !== "event") throw new Error(`test built an invalid frame: ${JSON.stringify(parsed)}`);
    return parsed.event;
  }

  text(sentence_id: string, delta: string) {
    return this.frame({ type: "text", sentence_id, delta });
  }
  end(sentence_id: string, start: number, end: number) {
    return this.frame({ type: "sentence_end", sentence_id, start, end });
  }
  attribution(sentence_id: string, support: Attribution["support"], extra: Partial<Attribution> = {}) {
    const citations = support === "entailed" || support === "partial" ? [cite()] : [];
    return this.frame({ type: "attribution", sentence_id, support, score: support === "entailed" ? 0.93 : 0.2, citations, spans: [], ...extra });
  }
  rewrite(sentence_id: string, text: string) {
    return this.frame({
      type: "rewrite",
      sentence_id,
      text,
      attribution: { sentence_id, support: "entailed", score: 0.91, citations: [cite(2)], spans: [] },
    });
  }
  suggestion(sentence_id: string, text: string, edits: unknown[]) {
    return this.frame({
      type: "suggestion",
      sentence_id,
      text,
      edits,
      attribution: { sentence_id, support: "entailed", score: 0.96, citations: [cite(3)], spans: [] },
    });
  }
  confirm(sentence_id: string, score = 0.86, pairedWith?: number) {
    if (pairedWith === undefined) return this.frame({ type: "confirm", sentence_id, score, citation: cite(4) });
    // A claim two passages support together: the words passage names the one its values are bound in.
    const words = { ...cite(4), paired_with: cite(pairedWith).id };
    return this.frame({ type: "confirm", sentence_id, score, citation: words, citations: [words, cite(pairedWith)] });
  }
  stub(sentence_id: string) {
    return this.frame({ type: "stub", sentence_id, text: "1 sentence removed: not found in your documents" });
  }
  done(
    label: string,
    unresolved: string[] = [],
    searched: unknown[] = [{ id: "x", address: "policy-wording-2024.pdf#p4.c4-1" }],
    settle: { to_confirm?: string[]; suggested?: string[] } = {},
  ) {
    return this.frame({ type: "done", label, unresolved, searched, ...settle });
  }
  error(code: string, message: string) {
    return this.frame({ type: "error", code, message });
  }
}

export function run(actions: Action[], start: AppState = initialState()): AppState {
  return actions.reduce(reducer, start);
}

export function started(req: RequestInfo = request(), answerId = ANSWER): AppState {
  return run([
    { type: "request", request: req },
    { type: "accepted", requestId: req.requestId, answerId },
  ]);
}

export const ev = (event: AnswerEvent): Action => ({ type: "event", event });
