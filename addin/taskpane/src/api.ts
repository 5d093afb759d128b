/** HTTP calls to the Vouch server: who am I, collections, passage search, insert receipts. */

import type { InsertedSentence } from "./state";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface Me {
  name: string;
  role: string;
  permissions: string[];
  collections: string[] | null;
}

export interface CollectionInfo {
  name: string;
  title?: string | null;
}

export interface SearchHit {
  id: string;
  address: string;
  /** Plain passage text, when the server sends it as text. */
  quote: string;
  /** The server's snippet: escaped passage text with <mark> around matched terms (rendered as text + marks). */
  snippet?: string;
  score?: number;
  heading?: string;
  /** False for a superseded passage, with what superseded it. */
  current?: boolean;
  supersededBy?: string;
  /** OCR was unsure of this passage (read from a scan): shown with the hit. */
  warning?: string;
}

export interface ReceiptRequest {
  document_id: string;
  client_insert_id: string;
  sentences: InsertedSentence[];
  /** "Please confirm" sentences the handler removed instead of confirming. */
  removed?: string[];
}

export interface Receipt {
  receipt_id: string;
  answer_id: string;
  document_id: string;
  created_at: string;
  sentences: InsertedSentence[];
}

type Fetch = typeof fetch;

export class Api {
  constructor(
    readonly base: string,
    private readonly token: string,
    private readonly fetcher: Fetch = (input, init) => fetch(input, init),
  ) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}`, Accept: "application/json" };
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await this.fetcher(new URL(path, this.base).toString(), { ...init, headers });
    } catch (err) {
      throw new ApiError(`the server could not be reached (${err instanceof Error ? err.message : String(err)})`, 0);
    }
    if (!response.ok) {
      let detail = `${response.status} ${response.statusText}`;
      try {
        const body: unknown = await response.json();
        if (body && typeof body === "object" && "detail" in body) detail = String((body as { detail: unknown }).detail);
      } catch {
        // not JSON: keep the status line
      }
      throw new ApiError(detail, response.status);
    }
    return (await response.json()) as T;
  }

  me(): Promise<Me> {
    return this.call<Me>("/api/me");
  }

  async collections(): Promise<CollectionInfo[]> {
    const body = await this.call<unknown>("/api/collections/");
    return Array.isArray(body) ? (body as CollectionInfo[]) : [];
  }

  async search(collection: string, query: string): Promise<SearchHit[]> {
    const path = `/api/collections/${encodeURIComponent(collection)}/search?q=${encodeURIComponent(query)}`;
    return normaliseHits(await this.call<unknown>(path));
  }

  postReceipt(answerId: string, body: ReceiptRequest): Promise<Receipt> {
    return this.call<Receipt>(`/api/answers/${encodeURIComponent(answerId)}/inserts`, {
      method: "POST",
      body: JSON.stringify(body),
    });
  }
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}

/** The search endpoint's hits, whether it answers a list or {results|hits|passages: [...]}. */
export function normaliseHits(body: unknown): SearchHit[] {
  let list: unknown = body;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const o = body as Record<string, unknown>;
    list = o.results ?? o.hits ?? o.passages ?? [];
  }
  if (!Array.isArray(list)) return [];
  const hits: SearchHit[] = [];
  for (const item of list) {
    if (!item || typeof item !== "object") continue;
    const o = item as Record<string, unknown>;
    const passage = (o.passage && typeof o.passage === "object" ? o.passage : o) as Record<string, unknown>;
    const address = text(passage.address) ?? text(o.address);
    const quote = text(passage.text) ?? text(passage.quote) ?? text(o.text) ?? text(o.quote) ?? "";
    if (!address) continue;
    const hit: SearchHit = { id: text(passage.id) ?? text(o.id) ?? address, address, quote };
    const score = o.score;
    if (typeof score === "number") hit.score = score;
    const snippet = text(passage.snippet) ?? text(o.snippet);
    if (snippet) hit.snippet = snippet;
    const path = passage.heading_path ?? o.heading_path;
    const heading = Array.isArray(path) ? path.filter((p) => typeof p === "string").join(" › ") : text(passage.heading);
    if (heading) hit.heading = heading;
    if (typeof o.current === "boolean") hit.current = o.current;
    const superseded = text(o.superseded_by);
    if (superseded) hit.supersededBy = superseded;
    const warning = text(passage.warning) ?? text(o.warning);
    if (warning) hit.warning = warning;
    hits.push(hit);
  }
  return hits;
}
