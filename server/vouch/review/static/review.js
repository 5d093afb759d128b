// The review page: log in with a token (kept in sessionStorage, sent as a Bearer header), work the queue,
// record decisions. Everything shown is set with textContent: queue items carry drafted text and document
// quotes, which must never be interpreted as HTML.
"use strict";

const TOKEN_KEY = "vouch.review.token";
let me = null;
let selectedSeq = null;

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value);
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" || typeof child === "number" ? String(child) : child);
  }
  return node;
}

class Unauthorized extends Error {}

async function api(path, options = {}) {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const headers = Object.assign({ Accept: "application/json" }, options.headers || {});
  if (token) headers.Authorization = "Bearer " + token;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method: options.method || "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "omit",
    cache: "no-store",
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (response.status === 401) throw new Unauthorized((data && data.detail) || "log in again");
  if (!response.ok) throw new Error((data && (data.detail || data.message)) || "HTTP " + response.status);
  return data;
}

function showLogin(message) {
  me = null;
  $("app").hidden = true;
  $("logout").hidden = true;
  $("who").textContent = "";
  $("login").hidden = false;
  $("login-error").textContent = message || "";
  $("token").focus();
}

function fail(error) {
  if (error instanceof Unauthorized) {
    sessionStorage.removeItem(TOKEN_KEY);
    showLogin(error.message);
  } else {
    $("app-error").textContent = error.message;
  }
}

async function start() {
  if (!sessionStorage.getItem(TOKEN_KEY)) {
    showLogin("");
    return;
  }
  try {
    me = await api("/api/me");
  } catch (error) {
    sessionStorage.removeItem(TOKEN_KEY);
    showLogin(error.message);
    return;
  }
  if (!me.permissions.includes("review") && !me.permissions.includes("audit_read")) {
    sessionStorage.removeItem(TOKEN_KEY);
    showLogin("Your role (" + me.role + ") cannot use the review page.");
    return;
  }
  $("login").hidden = true;
  $("app").hidden = false;
  $("logout").hidden = false;
  const reach = me.permissions.includes("audit_read") ? "all teams, read-only" : "team " + (me.team || "none");
  $("who").textContent = me.name + " (" + me.role + ", " + reach + ")";
  await Promise.all([loadQueue(), loadFigures(), loadConfirmations()]);
}

function fmt(value, digits = 2) {
  return value === null || value === undefined ? "–" : Number(value).toFixed(digits);
}

// A lead sees their team's work; a lead without a team sees only their own, which is usually nothing.
function emptyQueueText() {
  const lead = me && me.permissions.includes("review") && !me.permissions.includes("audit_read");
  if (lead && !me.team) {
    return (
      "Nothing to review. You are not in a team, so this queue shows only your own drafts. " +
      "An administrator can add you to one: vouch users set-team " + me.name + " TEAM."
    );
  }
  return "Nothing to review.";
}

async function loadQueue() {
  try {
    const items = await api("/api/review/queue?status=" + encodeURIComponent($("status").value));
    const list = $("queue");
    list.replaceChildren();
    $("queue-empty").hidden = items.length > 0;
    $("queue-empty").textContent = emptyQueueText();
    for (const item of items) {
      const label = item.kind === "stub" ? "Stub" : "Refusal";
      const text = item.sentence || item.instruction || "";
      const button = el(
        "button",
        { type: "button", class: item.seq === selectedSeq ? "selected" : "", dataset: { seq: String(item.seq) } },
        el("strong", {}, label + " #" + item.seq),
        " · " + item.handler + " · " + item.surface + " · " + item.status + " · ",
        el("span", { class: "excerpt" }, text.length > 120 ? text.slice(0, 120) + "…" : text),
      );
      button.addEventListener("click", () => openItem(item.seq));
      list.append(el("li", {}, button));
    }
  } catch (error) {
    fail(error);
  }
}

async function loadFigures() {
  try {
    const data = await api("/api/review/figures");
    const body = $("figures").querySelector("tbody");
    body.replaceChildren();
    for (const row of data.surfaces) {
      body.append(
        el(
          "tr",
          {},
          el("td", {}, row.surface),
          el("td", {}, fmt(row.threshold)),
          el("td", {}, row.checked_sentences),
          el("td", {}, row.stubs),
          el("td", {}, fmt(row.stub_rate, 3)),
          el("td", {}, row.refusals),
          el("td", {}, String(row.reasks) + (row.probable_reasks ? " (+" + row.probable_reasks + " probable)" : "")),
          el("td", {}, fmt(row.reask_rate, 3)),
          el("td", {}, row.decided),
          el("td", {}, row.restores),
          el("td", {}, fmt(row.restore_rate, 3)),
          el("td", {}, row.near_threshold),
          el("td", {}, String(row.asked_to_confirm) + " (" + fmt(row.confirm_rate, 3) + ")"),
          el("td", {}, row.handler_confirmations),
          el("td", {}, row.accepted_corrections),
        ),
      );
    }
  } catch (error) {
    fail(error);
  }
}

// What the handler was told about the checker's reading (the server's vouch.policy.ConfirmWhy), for a lead.
// Claims about retrieval only: what the checker found or read, never that the sentence is true or false.
const CONFIRM_REASONS = {
  found_untrusted: "Found, but no measured band trusts the checker alone",
  scan_in_doubt: "Found only in a scan OCR was unsure of",
  contradicted: "The checker read something different there (another value, or a conflict)",
  partly_found: "Only part of it found",
  not_found: "Not found in the documents",
  unrecorded: "Reason not recorded",
};

function reasonText(why) {
  return CONFIRM_REASONS[why] || why;
}

async function loadConfirmations() {
  const select = $("confirm-why");
  const why = select.value;
  try {
    const data = await api("/api/review/confirmations" + (why ? "?why=" + encodeURIComponent(why) : ""));
    const body = $("confirm-reasons").querySelector("tbody");
    body.replaceChildren();
    const options = [el("option", { value: "" }, "Every reason")];
    for (const row of data.reasons) {
      body.append(
        el(
          "tr",
          { dataset: { why: row.why } },
          el("td", {}, reasonText(row.why)),
          el("td", {}, row.asked),
          el("td", {}, row.confirmed),
        ),
      );
      options.push(el("option", { value: row.why }, reasonText(row.why) + " (" + row.confirmed + ")"));
    }
    select.replaceChildren(...options);
    select.value = why;
    const list = $("confirmations");
    list.replaceChildren();
    $("confirmations-empty").hidden = data.confirmations.length > 0;
    for (const c of data.confirmations) {
      const item = el(
        "li",
        { class: "confirmation", dataset: { why: c.why, seq: String(c.seq) } },
        el("p", { class: "confirmed-sentence" }, c.sentence),
        el(
          "p",
          { class: "hint" },
          "Confirmed by " + c.handler + (c.team ? " (team " + c.team + ")" : "") + " at " + c.at + " · " + c.surface +
            (c.claim_ref ? " · claim " + c.claim_ref : "") + " · score " + fmt(c.score) + " · audit record #" + c.seq,
        ),
        el("p", {}, el("strong", {}, "Why it was asked: "), reasonText(c.why)),
      );
      const shown = c.passages && c.passages.length ? c.passages : c.passage ? [c.passage] : [];
      if (shown.length > 1) {
        // A claim two passages support together: the handler confirmed it against both.
        item.append(el("strong", {}, "Passages the handler confirmed it against, read together:"));
        for (const p of shown) item.append(passageBlock({ ...p, current: true }, false));
      } else if (shown.length === 1) {
        item.append(el("strong", {}, "Passage the handler confirmed it against:"), passageBlock({ ...shown[0], current: true }, false));
      } else {
        item.append(el("p", { class: "hint" }, "No passage was shown beside it."));
      }
      list.append(item);
    }
  } catch (error) {
    fail(error);
  }
}

function passageBlock(passage, choosable) {
  const quote = passage.quote === null || passage.quote === undefined ? "(no longer in the documents)" : passage.quote;
  const header = el("div", { class: "address" }, passage.address + (passage.current === false ? " (superseded)" : ""));
  const box = el("div", { class: "passage" });
  if (choosable) {
    const id = "passage-" + passage.id.replace(/[^A-Za-z0-9_-]/g, "_");
    const radio = el("input", { type: "radio", name: "passage", value: passage.id, id, "data-testid": "passage-choice" });
    box.append(el("label", { for: id }, radio, " ", header));
  } else {
    box.append(header);
  }
  box.append(el("blockquote", {}, quote));
  return box;
}

function renderDecision(decision) {
  const box = el(
    "div",
    { class: "decided", "data-testid": "decision" },
    el("strong", {}, decision.decision === "restore" ? "Restored" : "Removal confirmed"),
    " by " + decision.by + " at " + decision.at + ": " + decision.reason,
  );
  if (decision.evidence) {
    box.append(el("div", {}, "Evidence: " + decision.evidence.address + ": “" + decision.evidence.quote + "”"));
  }
  box.append(el("div", { class: "hint" }, "Audit record #" + decision.seq + " · " + decision.hash));
  return box;
}

function decisionForm(item) {
  const form = el("form", { class: "decision", id: "decision-form" });
  const confirm = el("input", { type: "radio", name: "decision", value: "confirm_removal", id: "d-confirm" });
  const restore = el("input", { type: "radio", name: "decision", value: "restore", id: "d-restore" });
  const other = el("input", { type: "text", id: "passage-other", placeholder: "or another passage id", size: "50" });
  const reason = el("textarea", { id: "reason", required: "required", placeholder: "Why?" });
  const message = el("p", { id: "decision-error", class: "error", role: "alert" });
  form.append(
    el("h3", {}, "Decision"),
    el("label", { for: "d-confirm" }, confirm, " Confirm removal (not in the documents)"),
    el("br"),
    el("label", { for: "d-restore" }, restore, " Restore: the chosen passage supports it"),
    el("p", {}, other),
    el("label", { for: "reason" }, "Reason"),
    reason,
    el("button", { type: "submit", id: "decide" }, "Record decision"),
    message,
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const chosen = form.querySelector("input[name=decision]:checked");
    if (!chosen) {
      message.textContent = "Choose confirm or restore.";
      return;
    }
    const picked = document.querySelector("#detail input[name=passage]:checked");
    const passageId = other.value.trim() || (picked ? picked.value : null);
    const body = { decision: chosen.value, reason: reason.value };
    if (chosen.value === "restore") body.passage_id = passageId;
    try {
      await api("/api/review/items/" + item.seq + "/decision", { method: "POST", body });
    } catch (error) {
      if (error instanceof Unauthorized) fail(error);
      else message.textContent = error.message;
      return;
    }
    await Promise.all([openItem(item.seq), loadQueue(), loadFigures()]);
  });
  return form;
}

async function openItem(seq) {
  selectedSeq = seq;
  let item;
  try {
    item = await api("/api/review/items/" + seq);
  } catch (error) {
    fail(error);
    return;
  }
  for (const button of $("queue").querySelectorAll("button")) {
    button.classList.toggle("selected", button.dataset.seq === String(seq));
  }
  const detail = $("detail");
  detail.replaceChildren();
  detail.hidden = false;
  const decidable = item.status === "open" && me.permissions.includes("review");
  detail.append(
    el("h2", {}, (item.kind === "stub" ? "Stub #" : "Refusal #") + item.seq),
    el("p", {}, "Asked by " + item.handler + (item.team ? " (team " + item.team + ")" : "") + " at " + item.at),
    el("p", {}, "Surface " + item.surface + " · collection " + item.collection + (item.claim_ref ? " · claim " + item.claim_ref : "")),
    el("p", {}, el("strong", {}, "Request: "), item.instruction || "–"),
  );
  if (item.kind === "stub") {
    detail.append(
      el("p", { class: "sentence", "data-testid": "sentence" }, item.sentence || ""),
      el("p", { class: "stub" }, "Shown in the letter: " + (item.stub_text || "")),
      el("p", {}, "Support " + item.support + ", score " + fmt(item.score) + " (threshold " + fmt(item.threshold) + ")"),
    );
  } else {
    const list = el("ul");
    for (const sentence of item.sentences) {
      list.append(el("li", {}, sentence.drafted_text + " — " + sentence.support + " " + fmt(sentence.score)));
    }
    detail.append(el("h3", {}, "Sentences of the refused answer"), list);
  }
  if (item.citations.length) {
    detail.append(el("h3", {}, "Passages the checker cited"));
    for (const citation of item.citations) detail.append(passageBlock({ ...citation, current: true }, decidable));
  }
  detail.append(el("h3", {}, "Passages searched"));
  if (!item.searched.length) detail.append(el("p", {}, "None."));
  const cited = new Set(item.citations.map((c) => c.id));
  for (const passage of item.searched) {
    if (!cited.has(passage.id)) detail.append(passageBlock(passage, decidable));
  }
  detail.append(el("h3", {}, "Handler's re-ask"));
  if (!item.reasks.length) detail.append(el("p", {}, "None."));
  for (const reask of item.reasks) {
    detail.append(
      el("p", {}, (reask.explicit ? "" : "Probable: ") + "“" + reask.instruction + "” at " + reask.at + " → " + reask.label),
    );
  }
  if (item.decision) detail.append(renderDecision(item.decision));
  else if (decidable) detail.append(decisionForm(item));
  else detail.append(el("p", { class: "hint" }, "Read-only: your role does not decide reviews."));
}

document.addEventListener("DOMContentLoaded", () => {
  $("login-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const token = $("token").value.trim();
    if (!token) return;
    sessionStorage.setItem(TOKEN_KEY, token);
    $("token").value = "";
    start();
  });
  $("logout").addEventListener("click", () => {
    sessionStorage.removeItem(TOKEN_KEY);
    $("detail").hidden = true;
    showLogin("Logged out.");
  });
  $("status").addEventListener("change", loadQueue);
  $("confirm-why").addEventListener("change", loadConfirmations);
  start();
});
