/** The Insert flow's order: Word first, then the receipt, then success; a Word failure records nothing. */

import { describe, expect, it } from "vitest";
import { ApiError, type Receipt, type ReceiptRequest } from "../taskpane/src/api";
import { type InsertDeps, recordReceipt, runInsert } from "../taskpane/src/insert";
import { type Action, type AppState, type InsertPiece, type InsertedSentence, reducer } from "../taskpane/src/state";
import type { PendingReceipt } from "../taskpane/src/word";
import { ANSWER, Wire, ev, run, started } from "./helpers";

function ready(): AppState {
  const w = new Wire();
  return run(
    [
      ev(w.text("s1", "Your claim is covered.")),
      ev(w.text("s2", " The excess is £350.")),
      ev(w.attribution("s1", "entailed")),
      ev(w.attribution("s2", "entailed")),
      ev(w.done("supported")),
    ],
    started(),
  );
}

interface Harness {
  deps: InsertDeps;
  log: string[];
  state: () => AppState;
  pending: PendingReceipt[];
  posted: ReceiptRequest[];
}

function harness(
  options: { word?: "ok" | "fail"; receipts?: Array<"ok" | "fail" | "invalid">; start?: AppState } = {},
): Harness {
  const log: string[] = [];
  let state = options.start ?? ready();
  const pending: PendingReceipt[] = [];
  const posted: ReceiptRequest[] = [];
  const receipts = [...(options.receipts ?? ["ok"])];
  const h: Harness = {
    log,
    state: () => state,
    pending,
    posted,
    deps: {
      documentId: async () => {
        log.push("documentId");
        return "doc-1";
      },
      insert: async (pieces: InsertPiece[]): Promise<InsertedSentence[]> => {
        log.push("word.insert");
        if (options.word === "fail") throw new Error("GeneralException: the selection is locked");
        return pieces
          .filter((p) => p.kind === "sentence")
          .map((p) => ({ sentence_id: p.sentenceId ?? "", content_control_tag: p.tag ?? "", text: p.text }));
      },
      postReceipt: async (answerId: string, body: ReceiptRequest): Promise<Receipt> => {
        log.push(`POST /api/answers/${answerId}/inserts`);
        posted.push(body);
        const outcome = receipts.shift() ?? "ok";
        if (outcome === "fail") throw new ApiError("the server could not be reached", 0);
        if (outcome === "invalid") throw new ApiError("bad tag", 400);
        return { receipt_id: "rcpt_1", answer_id: answerId, document_id: body.document_id, created_at: "now", sentences: body.sentences };
      },
      loadPending: () => [...pending],
      savePending: async (list: PendingReceipt[]) => {
        log.push(`savePending(${list.length})`);
        pending.splice(0, pending.length, ...list);
      },
      dispatch: (action: Action) => {
        log.push(`dispatch:${action.type}`);
        state = reducer(state, action);
      },
      sleep: async (ms: number) => {
        log.push(`sleep ${ms}`);
      },
      newId: () => "insert-1",
      retryDelays: [10, 20],
    },
  };
  return h;
}

describe("runInsert", () => {
  it("inserts in Word, keeps a pending receipt, records it, and only then reports success", async () => {
    const h = harness();
    expect(await runInsert(h.state(), h.deps)).toBe("recorded");
    expect(h.log).toEqual([
      "dispatch:insert_started",
      "documentId",
      "word.insert",
      "dispatch:insert_word_done",
      "savePending(1)",
      "dispatch:receipt_attempt",
      `POST /api/answers/${ANSWER}/inserts`,
      "savePending(0)",
      "dispatch:receipt_recorded",
    ]);
    expect(h.posted).toEqual([
      {
        document_id: "doc-1",
        client_insert_id: "insert-1",
        sentences: [
          { sentence_id: "s1", content_control_tag: `vouch:${ANSWER}:s1`, text: "Your claim is covered." },
          { sentence_id: "s2", content_control_tag: `vouch:${ANSWER}:s2`, text: "The excess is £350." },
        ],
      },
    ]);
    expect(h.state().insert).toMatchObject({ status: "recorded", receiptId: "rcpt_1" });
  });

  it("records nothing when Word refuses", async () => {
    const h = harness({ word: "fail" });
    expect(await runInsert(h.state(), h.deps)).toBe("word_failed");
    expect(h.posted).toEqual([]);
    expect(h.pending).toEqual([]);
    expect(h.log.some((l) => l.startsWith("POST"))).toBe(false);
    expect(h.state().insert).toEqual({ status: "word_failed", message: "GeneralException: the selection is locked" });
  });

  it("retries a failed receipt with the same client insert id and succeeds", async () => {
    const h = harness({ receipts: ["fail", "ok"] });
    expect(await runInsert(h.state(), h.deps)).toBe("recorded");
    expect(h.posted.map((p) => p.client_insert_id)).toEqual(["insert-1", "insert-1"]);
    expect(h.log).toContain("sleep 10");
    expect(h.pending).toEqual([]);
  });

  it("says clearly when the receipt could not be recorded, keeps it pending, and a retry records it", async () => {
    const h = harness({ receipts: ["fail", "fail", "fail", "ok"] });
    expect(await runInsert(h.state(), h.deps)).toBe("receipt_failed");
    expect(h.state().insert).toMatchObject({ status: "receipt_failed", message: "the server could not be reached" });
    expect(h.pending).toHaveLength(1);
    const pending = h.pending[0];
    if (!pending) throw new Error("no pending receipt");
    expect(await recordReceipt(pending, h.deps)).toBe("recorded");
    expect(h.state().insert).toMatchObject({ status: "recorded" });
    expect(h.pending).toEqual([]);
  });

  it("does not retry a receipt the server refuses as invalid", async () => {
    const h = harness({ receipts: ["invalid"] });
    expect(await runInsert(h.state(), h.deps)).toBe("receipt_failed");
    expect(h.posted).toHaveLength(1);
  });

  it("does nothing while Insert is disabled", async () => {
    const w = new Wire();
    const h = harness({ start: run([ev(w.text("s1", "A."))], started()) });
    expect(await runInsert(h.state(), h.deps)).toBe("blocked");
    expect(h.log).toEqual([]);
  });
});
