/**
 * The Insert flow, in the one order that never records text the document does not hold:
 *
 *   1. read (or create) the document's id      - fails: nothing inserted, nothing recorded
 *   2. insert in Word and sync; Word confirms   - fails: nothing recorded (and what Word kept is removed)
 *   3. keep a pending receipt in the document   - so a closed pane can still record it on the next open
 *   4. POST the receipt, retrying with backoff  - fails: "inserted but not recorded", with a Retry button
 *   5. report success only when the server has answered with a receipt id
 *
 * Recording before inserting would let the audit trail claim text that Word refused; inserting first leaves
 * a window where the document holds text that is not recorded yet, which steps 3 and 4 close. The receipt
 * carries a client insert id, so a retry after a lost response does not record the insert twice.
 */

import { ApiError, type Receipt, type ReceiptRequest } from "./api";
import {
  type Action,
  type AppState,
  type Correction,
  type InsertPiece,
  type InsertedSentence,
  applyPlan,
  insertPlan,
} from "./state";
import type { PendingReceipt } from "./word";

export interface InsertDeps {
  documentId(): Promise<string>;
  insert(pieces: InsertPiece[]): Promise<InsertedSentence[]>;
  /** Check mode: each accepted correction in place of the handler's sentence; what Word confirms it holds. */
  apply?(corrections: Correction[]): Promise<InsertedSentence[]>;
  postReceipt(answerId: string, body: ReceiptRequest): Promise<Receipt>;
  loadPending(): PendingReceipt[];
  savePending(receipts: PendingReceipt[]): Promise<void>;
  dispatch(action: Action): void;
  sleep(ms: number): Promise<void>;
  newId(): string;
  /** Waits between receipt attempts; one attempt more than there are delays. */
  retryDelays?: number[];
}

export type InsertOutcome = "blocked" | "word_failed" | "recorded" | "receipt_failed";

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export async function runInsert(state: AppState, deps: InsertDeps): Promise<InsertOutcome> {
  const plan = insertPlan(state);
  if (!plan) return "blocked";
  const confirmed = new Set(plan.pieces.filter((p) => p.decision === "confirm").map((p) => p.sentenceId));
  return write(plan.answerId, plan.removed, deps, async () =>
    (await deps.insert(plan.pieces)).map((s) => (confirmed.has(s.sentence_id) ? { ...s, decision: "confirm" as const } : s)),
  );
}

/**
 * Apply (check mode): the accepted corrections replace the handler's sentences in Word, in the same order
 * and with the same receipt as Insert (each sentence marked as an accepted correction), and nothing else of
 * the handler's text changes.
 */
export async function runApply(state: AppState, deps: InsertDeps): Promise<InsertOutcome> {
  const plan = applyPlan(state);
  const apply = deps.apply;
  if (!plan || !apply) return "blocked";
  return write(plan.answerId, [], deps, async () =>
    (await apply(plan.corrections)).map((s) => ({ ...s, decision: "accept" as const })),
  );
}

async function write(
  answerId: string,
  removed: string[],
  deps: InsertDeps,
  intoWord: () => Promise<InsertedSentence[]>,
): Promise<InsertOutcome> {
  deps.dispatch({ type: "insert_started" });
  let documentId: string;
  try {
    documentId = await deps.documentId();
  } catch (err) {
    deps.dispatch({ type: "insert_word_failed", message: `Word could not give this document an id: ${message(err)}` });
    return "word_failed";
  }
  let inserted: InsertedSentence[];
  try {
    inserted = await intoWord();
  } catch (err) {
    deps.dispatch({ type: "insert_word_failed", message: message(err) });
    return "word_failed";
  }
  deps.dispatch({ type: "insert_word_done", sentences: inserted });
  const pending: PendingReceipt = {
    answerId,
    clientInsertId: deps.newId(),
    documentId,
    sentences: inserted,
  };
  if (removed.length) pending.removed = removed;
  try {
    await deps.savePending([...deps.loadPending(), pending]);
  } catch {
    // Best effort: the in-memory retry below still runs.
  }
  return recordReceipt(pending, deps);
}

function permanent(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
}

/** POST one receipt, retrying transient failures; on success it leaves the document's pending list. */
export async function recordReceipt(pending: PendingReceipt, deps: InsertDeps): Promise<InsertOutcome> {
  const delays = deps.retryDelays ?? [1000, 3000];
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    deps.dispatch({ type: "receipt_attempt", attempt: attempt + 1 });
    try {
      const receipt = await deps.postReceipt(pending.answerId, {
        document_id: pending.documentId,
        client_insert_id: pending.clientInsertId,
        sentences: pending.sentences,
        ...(pending.removed?.length ? { removed: pending.removed } : {}),
      });
      try {
        await deps.savePending(deps.loadPending().filter((p) => p.clientInsertId !== pending.clientInsertId));
      } catch {
        // The server has it; a stale pending entry is retried later and answered idempotently.
      }
      deps.dispatch({ type: "receipt_recorded", receiptId: receipt.receipt_id });
      return "recorded";
    } catch (err) {
      lastError = err;
      if (permanent(err)) break;
      const delay = delays[attempt];
      if (delay !== undefined) await deps.sleep(delay);
    }
  }
  deps.dispatch({ type: "receipt_failed", message: message(lastError) });
  return "receipt_failed";
}
