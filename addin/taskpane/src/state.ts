/**
 * The taskpane's state: a pure reducer over protocol events and user actions, plus pure derived views of it
 * (a sentence's status, progress, whether Insert may run, what it would insert).
 *
 * Safety rules that live here, so that they are unit-tested in one place:
 * - a sentence is "pending" until an attribution arrives for exactly the text shown; text that arrives after
 *   an attribution puts the sentence back to pending (the mark was for other words);
 * - events of another answer, duplicates (seq not above the last one applied) and events after `done` are
 *   dropped;
 * - Insert needs `done`, an empty `unresolved`, and every sentence that is not removed by a stub being
 *   entailed (or not a claim), whatever the server's label says;
 * - the handler settles what the server leaves to them, and nothing else: a "please confirm" sentence is
 *   confirmed (having seen its passage) or removed, a suggested correction (check mode) accepted or rejected.
 *   Until then it blocks Insert and Apply. Check mode never changes the handler's words except by an
 *   accepted suggestion, written through Apply.
 */

import type { AnswerEvent, Attribution, Citation, ConfirmWhy, DoneLabel, Edit, Support, Surface } from "./protocol";

export type Mode = "draft" | "check";
export type SentenceStatus =
  | "pending"
  | Support
  | "stub"
  /** The checker is unsure: the handler confirms it against its passage, or removes it. */
  | "to_confirm"
  | "confirmed"
  /** Removed by the handler (a "please confirm" sentence they did not confirm). */
  | "removed"
  /** Check mode: a correction offered for the handler's sentence, not yet accepted or rejected. */
  | "suggested"
  /** A correction in the sentence: applied by Vouch to its own draft, or accepted by the handler. */
  | "corrected";

export type Decision = "confirm" | "remove" | "accept" | "reject";

export interface Suggestion {
  text: string;
  attribution: Attribution;
  edits: Edit[];
}

export interface SentenceState {
  id: string;
  /** 0-based order of first appearance. */
  index: number;
  text: string;
  ended: boolean;
  range?: { start: number; end: number };
  attribution?: Attribution;
  /** The drafted words a `rewrite` replaced. */
  rewrittenFrom?: string;
  /** Set by a `stub` event: the sentence is removed and this line is shown instead. */
  stub?: string;
  /** What a draft-mode rewrite changed (into `rewrittenFrom`). */
  edits?: Edit[];
  /** Check mode: a correction offered by the server. The sentence's own `text` stays the handler's. */
  suggestion?: Suggestion;
  /**
   * The checker is unsure: shown beside this passage for the handler to confirm. `citations` is every passage
   * shown (`citation` first; two when the claim is supported by two passages together).
   */
  confirm?: { score: number; citation?: Citation; citations: Citation[]; why?: ConfirmWhy };
  /** What the handler decided about a suggestion or a "please confirm" sentence. */
  decision?: Decision;
  announced: boolean;
}

export interface RequestInfo {
  requestId: string;
  mode: Mode;
  surface: Surface;
  collection: string;
  instruction: string;
  text?: string;
  reaskOf?: { answerId: string; sentenceId: string };
  /** The insurance claim the letter is about (recorded with the answer for compliance). */
  claimRef?: string;
}

export interface Reask {
  fromAnswerId: string;
  sentenceId: string;
  requestId: string;
  instruction: string;
}

export type Phase = "idle" | "waiting" | "streaming" | "done" | "error" | "cancelled";

export interface InsertedSentence {
  sentence_id: string;
  content_control_tag: string;
  text: string;
  /** Set when the handler settled the sentence: "confirm" (they saw its passage) or "accept" (a correction). */
  decision?: "confirm" | "accept";
}

export type InsertState =
  | { status: "idle" }
  | { status: "inserting" }
  | { status: "word_failed"; message: string }
  | { status: "recording"; sentences: InsertedSentence[]; attempt: number }
  | { status: "receipt_failed"; sentences: InsertedSentence[]; attempt: number; message: string }
  | { status: "recorded"; sentences: InsertedSentence[]; receiptId: string };

export interface Announcement {
  id: number;
  text: string;
}

export interface AppState {
  request: RequestInfo | null;
  answerId: string | null;
  lastSeq: number;
  phase: Phase;
  order: string[];
  sentences: Record<string, SentenceState>;
  done: {
    label: DoneLabel;
    unresolved: string[];
    searched: unknown[];
    unanswered: string[];
    toConfirm: string[];
    suggested: string[];
  } | null;
  error: { code: string; message: string } | null;
  announcements: Announcement[];
  nextAnnouncementId: number;
  warnings: string[];
  insert: InsertState;
  reasks: Reask[];
  /** Answers the server starts before this one (it is at its limit); null once drafting has begun. */
  queuedAhead: number | null;
}

export type Action =
  | { type: "request"; request: RequestInfo }
  | { type: "accepted"; requestId: string; answerId: string }
  | { type: "event"; event: AnswerEvent }
  | { type: "invalid_message"; reason: string }
  | { type: "cancelled" }
  | { type: "connection_lost"; message: string }
  | { type: "insert_started" }
  | { type: "insert_word_failed"; message: string }
  | { type: "insert_word_done"; sentences: InsertedSentence[] }
  | { type: "receipt_attempt"; attempt: number }
  | { type: "receipt_failed"; message: string }
  | { type: "receipt_recorded"; receiptId: string }
  | { type: "decide"; sentenceId: string; decision: Decision };

export function initialState(): AppState {
  return {
    request: null,
    answerId: null,
    lastSeq: -1,
    phase: "idle",
    order: [],
    sentences: {},
    done: null,
    error: null,
    announcements: [],
    nextAnnouncementId: 1,
    warnings: [],
    insert: { status: "idle" },
    reasks: [],
    queuedAhead: null,
  };
}

export function sentenceStatus(s: SentenceState): SentenceStatus {
  if (s.stub !== undefined) return "stub";
  if (!s.attribution) return "pending";
  if (s.confirm) return s.decision === "confirm" ? "confirmed" : s.decision === "remove" ? "removed" : "to_confirm";
  if (s.suggestion) {
    if (s.decision === "accept") return "corrected";
    if (s.decision !== "reject") return "suggested";
  }
  if (s.rewrittenFrom !== undefined && s.attribution.support === "entailed") return "corrected";
  return s.attribution.support;
}

/** The words a sentence has now: an accepted suggestion's, or its own. */
export function currentText(s: SentenceState): string {
  return s.suggestion && s.decision === "accept" ? s.suggestion.text : s.text;
}

/** Only these reach the document: checked and found (as written, corrected, or confirmed by the handler), or
 * not a factual claim (salutations, sign-offs). */
export function isInsertable(s: SentenceState): boolean {
  const status = sentenceStatus(s);
  return status === "entailed" || status === "not_a_claim" || status === "corrected" || status === "confirmed";
}

/** A sentence that keeps Insert disabled: anything shown that is not checked-and-found or not-a-claim. */
export function isBlocking(s: SentenceState): boolean {
  const status = sentenceStatus(s);
  return !isInsertable(s) && status !== "stub" && status !== "removed";
}

/** Waiting for the handler: a "please confirm" sentence or a suggestion nobody has decided on. */
export function awaitsHandler(s: SentenceState): boolean {
  const status = sentenceStatus(s);
  return status === "to_confirm" || status === "suggested";
}

export function sentencesInOrder(state: AppState): SentenceState[] {
  return state.order.map((id) => state.sentences[id]).filter((s): s is SentenceState => s !== undefined);
}

export interface Progress {
  total: number;
  /** Sentences with a verdict (found, partly found, not found, not a claim) or removed by a stub. */
  checked: number;
  removed: number;
  pending: number;
  unverified: number;
  notFound: number;
  partial: number;
  toConfirm: number;
  suggested: number;
}

export function progress(state: AppState): Progress {
  const p: Progress = {
    total: 0,
    checked: 0,
    removed: 0,
    pending: 0,
    unverified: 0,
    notFound: 0,
    partial: 0,
    toConfirm: 0,
    suggested: 0,
  };
  for (const s of sentencesInOrder(state)) {
    p.total += 1;
    const status = sentenceStatus(s);
    if (status === "pending") p.pending += 1;
    else if (status === "unverified") p.unverified += 1;
    else p.checked += 1;
    if (status === "stub" || status === "removed") p.removed += 1;
    if (status === "none") p.notFound += 1;
    if (status === "partial") p.partial += 1;
    if (status === "to_confirm") p.toConfirm += 1;
    if (status === "suggested") p.suggested += 1;
  }
  return p;
}

export interface InsertGate {
  enabled: boolean;
  /** Shown beside the button and read as its description, e.g. "3 of 7 checked". */
  reason: string;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function insertGate(state: AppState, context: { inWord: boolean }): InsertGate {
  const p = progress(state);
  const counted = `${p.checked} of ${p.total} checked`;
  if (!state.request) return { enabled: false, reason: "Nothing drafted yet" };
  if (state.request.mode === "check") return { enabled: false, reason: `Check mode: ${counted}` };
  if (state.phase === "waiting") return { enabled: false, reason: "Waiting for the server" };
  if (state.phase === "streaming" && state.queuedAhead !== null) {
    const ahead = state.queuedAhead;
    return { enabled: false, reason: ahead ? `Waiting to start: ${plural(ahead, "answer", "answers")} ahead` : "Starting next" };
  }
  if (state.phase === "streaming") return { enabled: false, reason: `Checking… ${counted}` };
  if (state.phase === "cancelled") return { enabled: false, reason: `Stopped: ${counted}` };
  if (state.phase === "error") return { enabled: false, reason: `Not finished: ${counted}` };
  if (state.phase !== "done" || !state.done) return { enabled: false, reason: counted };
  if (state.done.label === "refused") return { enabled: false, reason: "Refused: nothing to insert" };
  if (state.done.label === "unsupported") return { enabled: false, reason: "Nothing found in your documents" };
  const hard = hardUnresolved(state);
  if (hard.length > 0) {
    return { enabled: false, reason: `${plural(hard.length, "sentence", "sentences")} unresolved` };
  }
  const blocking = sentencesInOrder(state).filter(isBlocking);
  if (blocking.length > 0) {
    const problems: string[] = [];
    if (p.toConfirm) problems.push(`${p.toConfirm} to confirm`);
    if (p.pending) problems.push(`${p.pending} not checked yet`);
    if (p.unverified) problems.push(`${p.unverified} not checked`);
    if (p.notFound) problems.push(`${p.notFound} not found in your documents`);
    if (p.partial) problems.push(`${p.partial} partly found`);
    return { enabled: false, reason: `${counted}: ${problems.join(", ")}` };
  }
  // Only an answer the server calls supported (or partly, its unsupported sentences removed), with at least
  // one sentence checked and found: a letter of greetings alone, or "nothing found", is not inserted.
  if (state.done.label !== "supported" && state.done.label !== "partly_supported") {
    return { enabled: false, reason: `${counted}: not inserted (${state.done.label})` };
  }
  if (!sentencesInOrder(state).some((s) => ["entailed", "corrected", "confirmed"].includes(sentenceStatus(s)))) {
    return { enabled: false, reason: "Nothing checked to insert" };
  }
  if (!context.inWord) return { enabled: false, reason: `${counted}: open in Word to insert` };
  if (state.insert.status === "inserting" || state.insert.status === "recording") {
    return { enabled: false, reason: "Inserting…" };
  }
  if (state.insert.status === "recorded") return { enabled: false, reason: "Inserted and recorded" };
  if (state.insert.status === "receipt_failed") return { enabled: false, reason: "Inserted; not recorded yet" };
  const removed = p.removed ? `, ${p.removed} removed` : "";
  return { enabled: true, reason: `${counted}${removed}` };
}

/** `done.unresolved` less what the handler has settled since (a sentence confirmed or removed, a suggestion
 * accepted or rejected): what still blocks whatever the handler does. */
export function hardUnresolved(state: AppState): string[] {
  const done = state.done;
  if (!done) return [];
  const settleable = new Set([...done.toConfirm, ...done.suggested]);
  return done.unresolved.filter((id) => {
    const s = state.sentences[id];
    return !(settleable.has(id) && s !== undefined && !awaitsHandler(s));
  });
}

/**
 * Apply (check mode): writes the accepted corrections into Word. Open after `done`, once every suggestion
 * has been accepted or rejected and at least one was accepted.
 */
export function applyGate(state: AppState, context: { inWord: boolean }): InsertGate {
  if (!state.request || state.request.mode !== "check") return { enabled: false, reason: "Nothing to apply" };
  if (state.phase !== "done" || !state.done) return { enabled: false, reason: "Checking…" };
  const all = sentencesInOrder(state).filter((s) => s.suggestion);
  const p = progress(state);
  if (all.length === 0) return { enabled: false, reason: `Check mode: ${p.checked} of ${p.total} checked` };
  const open = all.filter((s) => s.decision !== "accept" && s.decision !== "reject");
  if (open.length) {
    return { enabled: false, reason: `${plural(open.length, "correction", "corrections")} to accept or reject` };
  }
  const accepted = all.filter((s) => s.decision === "accept");
  if (accepted.length === 0) return { enabled: false, reason: "No correction accepted" };
  if (!context.inWord) return { enabled: false, reason: "Open in Word to apply" };
  if (state.insert.status === "inserting" || state.insert.status === "recording") {
    return { enabled: false, reason: "Applying…" };
  }
  if (state.insert.status === "recorded") return { enabled: false, reason: "Applied and recorded" };
  if (state.insert.status === "receipt_failed") return { enabled: false, reason: "Applied; not recorded yet" };
  return { enabled: true, reason: `Apply ${plural(accepted.length, "accepted correction", "accepted corrections")}` };
}

export interface Correction {
  sentenceId: string;
  tag: string;
  /** The handler's words as the server checked them: what Word must find to replace. */
  original: string;
  /** The accepted correction: what Word must hold afterwards. */
  text: string;
}

/** What Apply writes: each accepted correction in place of the handler's sentence. Null unless the gate is open. */
export function applyPlan(state: AppState): { answerId: string; corrections: Correction[] } | null {
  if (!applyGate(state, { inWord: true }).enabled || !state.answerId) return null;
  const answerId = state.answerId;
  const corrections = sentencesInOrder(state)
    .filter((s) => s.suggestion && s.decision === "accept")
    .map((s) => ({
      sentenceId: s.id,
      tag: contentControlTag(answerId, s.id),
      original: s.text.trim(),
      text: (s.suggestion?.text ?? "").trim(),
    }));
  return corrections.length ? { answerId, corrections } : null;
}

export interface InsertPiece {
  kind: "gap" | "sentence";
  text: string;
  sentenceId?: string;
  tag?: string;
  decision?: "confirm";
}

export function contentControlTag(answerId: string, sentenceId: string): string {
  return `vouch:${answerId}:${sentenceId}`;
}

/**
 * What Insert puts in the document: the insertable sentences in order, each to be wrapped in a content
 * control, with the whitespace between them outside the controls. Stubbed sentences are left out.
 * Returns null unless the gate is open.
 */
export function insertPlan(state: AppState): { answerId: string; pieces: InsertPiece[]; removed: string[] } | null {
  if (!insertGate(state, { inWord: true }).enabled || !state.answerId) return null;
  const pieces: InsertPiece[] = [];
  const answerId = state.answerId;
  let gapAfterLast = "";
  for (const s of sentencesInOrder(state).filter(isInsertable)) {
    const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(s.text);
    const lead = match?.[1] ?? "";
    const core = match?.[2] ?? s.text;
    if (!core) continue;
    if (pieces.length > 0) pieces.push({ kind: "gap", text: gapAfterLast + lead || " " });
    const piece: InsertPiece = { kind: "sentence", text: core, sentenceId: s.id, tag: contentControlTag(answerId, s.id) };
    if (sentenceStatus(s) === "confirmed") piece.decision = "confirm";
    pieces.push(piece);
    gapAfterLast = match?.[3] ?? "";
  }
  const removed = sentencesInOrder(state)
    .filter((s) => sentenceStatus(s) === "removed")
    .map((s) => s.id);
  return pieces.length ? { answerId, pieces, removed } : null;
}

/** The instruction a re-ask sends: the same request, asking for the removed point in the documents' words. */
export function reaskInstruction(original: string, removedText: string): string {
  const point = removedText.trim();
  const about = point ? ` In particular, say this only if the documents support it, in their own words: "${point}"` : "";
  return `${original.trim()}\n\nPlease say it again in other words, using the wording of the documents.${about}`;
}

function announcementFor(s: SentenceState, status: SentenceStatus): string {
  const n = `Sentence ${s.index + 1}`;
  switch (status) {
    case "entailed":
      return `${n} checked: found in your documents.`;
    case "not_a_claim":
      return `${n} is not a factual claim; not checked.`;
    case "unverified":
      return `${n} not checked: the checker did not answer.`;
    case "partial":
      return `${n} partly found in your documents.`;
    case "none":
      return `${n} not found in your documents.`;
    case "stub":
      return `${n} removed: not found in your documents.`;
    case "pending":
      return `${n} was not checked.`;
    case "to_confirm":
      return `${n}: please confirm it against its passage.`;
    case "confirmed":
      return `${n} confirmed by you.`;
    case "removed":
      return `${n} removed by you.`;
    case "suggested":
      return `${n}: a correction is suggested.`;
    case "corrected":
      return s.suggestion ? `${n}: correction accepted.` : `${n} corrected from your documents and checked.`;
  }
}

function announce(state: AppState, text: string): AppState {
  const announcement = { id: state.nextAnnouncementId, text };
  return {
    ...state,
    announcements: [...state.announcements.slice(-19), announcement],
    nextAnnouncementId: state.nextAnnouncementId + 1,
  };
}

/** Announce a sentence once, when its verdict is final; partial/none wait for a rewrite, a stub or `done`. */
function maybeAnnounce(state: AppState, id: string, final: boolean): AppState {
  const s = state.sentences[id];
  if (!s || s.announced) return state;
  const status = sentenceStatus(s);
  const settled =
    final || status === "entailed" || status === "not_a_claim" || status === "unverified" || status === "corrected";
  if (!settled || status === "pending") return state;
  const next = { ...state, sentences: { ...state.sentences, [id]: { ...s, announced: true } } };
  return announce(next, announcementFor(s, status));
}

function warn(state: AppState, message: string): AppState {
  return { ...state, warnings: [...state.warnings.slice(-49), message] };
}

function upsert(state: AppState, id: string, change: (s: SentenceState) => SentenceState): AppState {
  const existing = state.sentences[id];
  const base: SentenceState = existing ?? { id, index: state.order.length, text: "", ended: false, announced: false };
  return {
    ...state,
    order: existing ? state.order : [...state.order, id],
    sentences: { ...state.sentences, [id]: change(base) },
  };
}

function applyEvent(state: AppState, event: AnswerEvent): AppState {
  if (!state.request) return warn(state, `${event.type} event with no request in flight`);
  if (state.phase === "cancelled") return state;
  if (event.type === "error" && event.seq === undefined) {
    // A refusal of a message, not an event of the answer's stream.
    const ours =
      (event.request_id !== undefined && event.request_id === state.request.requestId) ||
      (event.answer_id !== undefined && event.answer_id === state.answerId) ||
      (event.request_id === undefined && event.answer_id === undefined && state.phase === "waiting");
    if (!ours || (state.phase !== "waiting" && state.phase !== "streaming")) {
      return warn(state, `error: ${event.message}`);
    }
    return { ...state, phase: "error", error: { code: event.code, message: event.message } };
  }
  if (event.answer_id === undefined || event.seq === undefined) return state;
  // Only the answer the server accepted for our request: never another one streaming on the same socket.
  if (state.answerId === null || event.answer_id !== state.answerId) return state;
  if (event.seq <= state.lastSeq) return state; // replayed after a resume, or duplicated
  if (state.phase === "done" || state.phase === "error") {
    return warn({ ...state, lastSeq: event.seq }, `${event.type} after the answer finished was ignored`);
  }
  state = { ...state, lastSeq: event.seq };

  switch (event.type) {
    case "queued": {
      const first = state.queuedAhead === null;
      const next: AppState = { ...state, queuedAhead: event.ahead };
      // Said once, politely: the count changes as others finish, and each change would be noise.
      return first ? announce(next, "The server is busy: your answer will start shortly.") : next;
    }
    case "text": {
      if (state.queuedAhead !== null) state = { ...state, queuedAhead: null };
      const existing = state.sentences[event.sentence_id];
      if (existing?.stub !== undefined) return warn(state, `text for removed sentence ${event.sentence_id}`);
      let next = upsert(state, event.sentence_id, (s) => {
        const updated: SentenceState = { ...s, text: s.text + event.delta };
        // A mark belongs to the words it was made for: more words make the sentence pending again.
        if (updated.attribution && event.delta.length > 0) delete updated.attribution;
        return updated;
      });
      if (existing?.attribution && event.delta.length > 0) {
        next = warn(next, `text after attribution for ${event.sentence_id}: back to pending`);
      }
      return next;
    }
    case "sentence_end":
      return upsert(state, event.sentence_id, (s) => ({
        ...s,
        ended: true,
        range: { start: event.start, end: event.end },
      }));
    case "attribution": {
      const s = state.sentences[event.sentence_id];
      if (!s) return warn(state, `attribution for unknown sentence ${event.sentence_id}`);
      if (s.stub !== undefined) return state;
      const attribution: Attribution = {
        support: event.support,
        score: event.score,
        citations: event.citations,
        spans: event.spans,
      };
      if (event.explanation !== undefined) attribution.explanation = event.explanation;
      const next = upsert(state, s.id, (x) => ({ ...x, attribution }));
      return maybeAnnounce(next, s.id, false);
    }
    case "rewrite": {
      const s = state.sentences[event.sentence_id];
      if (!s) return warn(state, `rewrite for unknown sentence ${event.sentence_id}`);
      if (s.stub !== undefined) return state;
      const next = upsert(state, s.id, (x) => ({
        ...x,
        rewrittenFrom: x.rewrittenFrom ?? x.text,
        text: leadingSpace(x.text) + event.text.replace(/^\s+/, ""),
        ended: true,
        attribution: event.attribution,
        edits: event.edits,
      }));
      return maybeAnnounce(next, s.id, true);
    }
    case "suggestion": {
      const s = state.sentences[event.sentence_id];
      if (!s) return warn(state, `suggestion for unknown sentence ${event.sentence_id}`);
      if (s.stub !== undefined || state.request?.mode !== "check") {
        return warn(state, `suggestion for ${event.sentence_id} outside check mode was ignored`);
      }
      const suggestion: Suggestion = { text: event.text.trim(), attribution: event.attribution, edits: event.edits };
      return maybeAnnounce(upsert(state, s.id, (x) => ({ ...x, suggestion, ended: true })), s.id, true);
    }
    case "confirm": {
      const s = state.sentences[event.sentence_id];
      if (!s) return warn(state, `confirm for unknown sentence ${event.sentence_id}`);
      if (s.stub !== undefined) return state;
      const confirm: { score: number; citation?: Citation; citations: Citation[]; why?: ConfirmWhy } = {
        score: event.score,
        citations: event.citations,
      };
      if (event.citation) confirm.citation = event.citation;
      if (event.why) confirm.why = event.why;
      return maybeAnnounce(upsert(state, s.id, (x) => ({ ...x, confirm })), s.id, true);
    }
    case "stub": {
      const next = upsert(state, event.sentence_id, (x) => ({ ...x, stub: event.text, ended: true }));
      return maybeAnnounce(next, event.sentence_id, true);
    }
    case "done": {
      let next: AppState = {
        ...state,
        phase: "done",
        done: {
          label: event.label,
          unresolved: event.unresolved,
          searched: event.searched,
          unanswered: event.unanswered,
          toConfirm: event.to_confirm,
          suggested: event.suggested,
        },
      };
      for (const id of next.order) next = maybeAnnounce(next, id, true);
      for (const id of next.order) {
        const s = next.sentences[id];
        if (s && !s.announced && sentenceStatus(s) === "pending") {
          next = announce(
            { ...next, sentences: { ...next.sentences, [id]: { ...s, announced: true } } },
            announcementFor(s, "pending"),
          );
        }
      }
      if (next.request?.mode === "check") {
        const apply = applyGate(next, { inWord: true });
        return announce(next, `Finished checking. ${apply.reason}.`);
      }
      const gate = insertGate(next, { inWord: true });
      const summary = gate.enabled ? `Finished: ${gate.reason}. Insert is ready.` : `Finished: ${gate.reason}.`;
      return announce(next, summary);
    }
    case "error":
      return { ...state, phase: "error", error: { code: event.code, message: event.message } };
  }
}

function leadingSpace(text: string): string {
  return /^\s*/.exec(text)?.[0] ?? "";
}

export function reducer(state: AppState, action: Action): AppState {
  switch (action.type) {
    case "request": {
      const fresh = initialState();
      const reasks = action.request.reaskOf
        ? [
            ...state.reasks,
            {
              fromAnswerId: action.request.reaskOf.answerId,
              sentenceId: action.request.reaskOf.sentenceId,
              requestId: action.request.requestId,
              instruction: action.request.instruction,
            },
          ]
        : state.reasks;
      return {
        ...fresh,
        request: action.request,
        phase: "waiting",
        reasks,
        announcements: state.announcements,
        nextAnnouncementId: state.nextAnnouncementId,
      };
    }
    case "accepted":
      if (!state.request || state.request.requestId !== action.requestId || state.answerId !== null) return state;
      if (state.phase !== "waiting") return state;
      return { ...state, answerId: action.answerId, phase: "streaming" };
    case "event":
      return applyEvent(state, action.event);
    case "invalid_message":
      return warn(state, `ignored a message from the server: ${action.reason}`);
    case "cancelled":
      if (state.phase !== "waiting" && state.phase !== "streaming") return state;
      return { ...state, phase: "cancelled" };
    case "connection_lost":
      if (state.phase !== "waiting" && state.phase !== "streaming") return state;
      return { ...state, phase: "error", error: { code: "connection", message: action.message } };
    case "insert_started":
      return { ...state, insert: { status: "inserting" } };
    case "insert_word_failed":
      return { ...state, insert: { status: "word_failed", message: action.message } };
    case "insert_word_done":
      return { ...state, insert: { status: "recording", sentences: action.sentences, attempt: 0 } };
    case "receipt_attempt": {
      const insert = state.insert;
      if (insert.status !== "recording" && insert.status !== "receipt_failed") return state;
      return { ...state, insert: { status: "recording", sentences: insert.sentences, attempt: action.attempt } };
    }
    case "receipt_failed": {
      const insert = state.insert;
      if (insert.status !== "recording") return state;
      return {
        ...state,
        insert: {
          status: "receipt_failed",
          sentences: insert.sentences,
          attempt: insert.attempt,
          message: action.message,
        },
      };
    }
    case "decide": {
      const s = state.sentences[action.sentenceId];
      if (!s || state.insert.status !== "idle") return state;
      const fits =
        (s.confirm !== undefined && (action.decision === "confirm" || action.decision === "remove")) ||
        (s.suggestion !== undefined && (action.decision === "accept" || action.decision === "reject"));
      if (!fits) return warn(state, `${action.decision} does not apply to ${action.sentenceId}`);
      const next = upsert(state, s.id, (x) => ({ ...x, decision: action.decision }));
      const decided = next.sentences[s.id];
      return decided ? announce(next, announcementFor(decided, sentenceStatus(decided))) : next;
    }
    case "receipt_recorded": {
      const insert = state.insert;
      if (insert.status !== "recording") return state;
      return { ...state, insert: { status: "recorded", sentences: insert.sentences, receiptId: action.receiptId } };
    }
  }
}
