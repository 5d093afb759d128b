import { describe, expect, it } from "vitest";
import type { Attribution } from "../taskpane/src/protocol";
import type { SentenceState } from "../taskpane/src/state";
import { removalReason } from "../taskpane/src/view/draft";

// What a stub shows when the handler expands it: why the sentence was removed, as a claim about retrieval.
function removed(attribution: Attribution): SentenceState {
  return { id: "s2", index: 1, text: "You must tell us within 45 days.", ended: true, attribution, announced: true };
}

const CLOSEST = { id: "c/w.pdf#p4", address: "w.pdf#p4", quote: "You must tell us within 30 days." };

describe("removalReason", () => {
  it("says the documents say otherwise when a typed finding contradicted the sentence", () => {
    const why = removalReason(removed({ support: "none", score: 0.1, citations: [CLOSEST], spans: [], contradicted: true }), "stub");
    expect(why).toEqual({ words: "Your documents say otherwise: w.pdf#p4 gives something different:", quote: CLOSEST.quote });
  });

  it("names the contradicting passage when the server named it", () => {
    const a: Attribution = { support: "none", score: 0.1, citations: [CLOSEST], spans: [], contradicted: true, contradicted_by: "w.pdf#p4" };
    expect(removalReason(removed(a), "stub")).toEqual({ words: "Contradicted by w.pdf#p4:", quote: CLOSEST.quote });
  });

  it("the twin: a sentence merely not found says so, never that the documents disagree", () => {
    const why = removalReason(removed({ support: "none", score: 0.1, citations: [CLOSEST], spans: [] }), "stub");
    expect(why.words).toMatch(/^Not found in your documents/);
  });
});
