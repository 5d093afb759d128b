import { describe, expect, it } from "vitest";
import type { Attribution } from "../taskpane/src/protocol";
import type { SentenceState } from "../taskpane/src/state";
import { confirmPassages, confirmReading, confirmWhere, removalReason } from "../taskpane/src/view/draft";

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

// What a "please confirm" card tells the handler, and what the stub says once they removed such a sentence.
describe("confirmReading", () => {
  const SHOWN = { id: "c/w.pdf#p4", address: "w.pdf#p4", quote: "You must tell us within 30 days." };

  it("names what the checker read in the passage shown, for each reason the server gives", () => {
    expect(confirmReading("found_untrusted", "w.pdf#p4")).toBe(
      "The checker read w.pdf#p4 as saying this, but its reading is not yet trusted without you.",
    );
    expect(confirmReading("contradicted", "w.pdf#p4")).toMatch(/^The checker read something different in w\.pdf#p4: another figure, date, period, party or condition\. If yours is worked out from it/);
    expect(confirmReading("partly_found", "w.pdf#p4")).toBe("The checker found only part of this in w.pdf#p4.");
    expect(confirmReading("not_found", "w.pdf#p4")).toBe("The checker did not find this in w.pdf#p4.");
    expect(confirmReading("scan_in_doubt", "w.pdf#p4")).toMatch(/read from a scan the reader was unsure of\.$/);
  });

  it("the twins: no passage shown names the documents, and no reason sent claims none", () => {
    expect(confirmReading("not_found", undefined)).toBe("The checker did not find this in your documents.");
    expect(confirmReading(undefined, "w.pdf#p4")).toBe("The checker is not sure w.pdf#p4 says this.");
  });

  it("a sentence the handler removed says what the checker had read, with the passage they saw", () => {
    const s: SentenceState = {
      ...removed({ support: "none", score: 0.1, citations: [SHOWN], spans: [], contradicted: true }),
      confirm: { score: 0.1, citation: SHOWN, citations: [SHOWN], why: "contradicted" },
    };
    const why = removalReason(s, "removed");
    expect(why.words).toMatch(/^You removed it\. The checker read something different in w\.pdf#p4: /);
    expect(why.quote).toBe(SHOWN.quote);
  });
});

// A claim two passages support together (the server's ClaimScore.paired_with): the card shows both.
describe("confirmPassages", () => {
  const WORDS = { id: "c/w.pdf#p4", address: "w.pdf#p4", quote: "The excess applies to each claim.", paired_with: "c/s.pdf#p1.r2" };
  const FIGURES = { id: "c/s.pdf#p1.r2", address: "s.pdf#p1.r2", quote: "Schedule, row 2: Escape of water excess = £350" };

  it("shows the passage its words are read from, then the one its figures are bound in, and names both", () => {
    expect(confirmPassages([WORDS, FIGURES]).map((p) => [p.heading, p.citation.address])).toEqual([
      ["Read together: its words", "w.pdf#p4"],
      ["Read together: its figures", "s.pdf#p1.r2"],
    ]);
    expect(confirmReading("found_untrusted", confirmWhere([WORDS, FIGURES]))).toBe(
      "The checker read w.pdf#p4 together with s.pdf#p1.r2 as saying this, but its reading is not yet trusted without you.",
    );
  });

  it("the twin: one passage is the best passage alone, and none names the documents", () => {
    expect(confirmPassages([FIGURES]).map((p) => [p.heading, p.citation.address])).toEqual([["Best passage", "s.pdf#p1.r2"]]);
    expect(confirmWhere([FIGURES])).toBe("s.pdf#p1.r2");
    expect(confirmWhere([])).toBeUndefined();
  });

  it("a removed pair says what the checker read in both", () => {
    const s: SentenceState = {
      ...removed({ support: "entailed", score: 0.9, citations: [WORDS, FIGURES], spans: [] }),
      confirm: { score: 0.9, citation: WORDS, citations: [WORDS, FIGURES], why: "found_untrusted" },
    };
    expect(removalReason(s, "removed").words).toBe(
      "You removed it. The checker read w.pdf#p4 together with s.pdf#p1.r2 as saying this, but its reading is not yet trusted without you.",
    );
  });
});

