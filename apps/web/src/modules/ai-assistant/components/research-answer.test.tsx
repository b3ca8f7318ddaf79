import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  buildInsights,
  CONSTITUTION_ID,
  CONSTITUTION_TITLE,
  LOCAL_ENGINE,
  PIE_TITLE,
} from "../ai-assistant-test-fixtures";
import { REMOVED_CITATION_MARK } from "../research-answer-text";
import { ResearchAnswer } from "./research-answer";

const QUESTION = "May occupiers be evicted without a court order?";

const passagesList = () => screen.getByRole("list", { name: "Passages" });
const passageItem = (passageNumber: number) =>
  passagesList().querySelector<HTMLElement>(`#insight-passage-${passageNumber}`)!;

describe("ResearchAnswer", () => {
  it("shows the key insights, the cases with their relevance, the recommendations and the engine", () => {
    renderWithProviders(<ResearchAnswer question={QUESTION} insights={buildInsights()} />);

    expect(screen.getByRole("heading", { level: 2, name: "Key Insights" })).toBeTruthy();
    expect(screen.getByText(`On: ${QUESTION}`)).toBeTruthy();
    const cases = screen.getByRole("list", { name: "Relevant cases" });
    expect(within(cases).getByText(`${PIE_TITLE} [2004] ZACC 7`)).toBeTruthy();
    expect(within(cases).getByText("64% relevant")).toBeTruthy();
    const recommendations = within(screen.getByRole("list", { name: "Recommendations" })).getAllByRole(
      "listitem",
    );
    expect(recommendations.map((item) => item.textContent)).toEqual([
      `Read s 26 of the ${CONSTITUTION_TITLE} [1].`,
      `${PIE_TITLE} is cited by 3 other documents in the corpus.`,
    ]);
    expect(screen.getByText(LOCAL_ENGINE)).toBeTruthy();
    expect(screen.queryByText(/unverified citation/)).toBeNull();
  });

  it("lists each passage with its citation and pinpoint, linking to the reader at the pinpoint", () => {
    renderWithProviders(<ResearchAnswer question={QUESTION} insights={buildInsights()} />);

    const constitution = within(passageItem(1));
    expect(constitution.getByText("[1]")).toBeTruthy();
    expect(constitution.getByText("s 26")).toBeTruthy();
    expect(constitution.getAllByText(CONSTITUTION_TITLE)).toHaveLength(1);
    expect(constitution.getByText(/No one may be evicted from their home/)).toBeTruthy();
    expect(constitution.getByRole("link", { name: `${CONSTITUTION_TITLE}, s 26` }).getAttribute("href")).toBe(
      `/legal-research/documents/${CONSTITUTION_ID}?at=s+26`,
    );
    const pie = within(passageItem(2));
    expect(pie.getByText("[2004] ZACC 7")).toBeTruthy();
    expect(pie.getByText("para 11")).toBeTruthy();
  });

  it("turns each [n] of the answer into a link that scrolls to passage n and marks it", async () => {
    const scrolledTo: string[] = [];
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function (this: HTMLElement) {
      scrolledTo.push(this.id);
    });
    renderWithProviders(<ResearchAnswer question={QUESTION} insights={buildInsights()} />);

    const references = screen.getAllByRole("link", { name: "[2]" });
    expect(references).toHaveLength(1);
    expect(references[0]?.getAttribute("title")).toBe(`Passage 2: ${PIE_TITLE}, para 11`);
    expect(passageItem(2).getAttribute("aria-current")).toBeNull();

    await userEvent.click(references[0]!);
    expect(scrolledTo).toEqual(["insight-passage-2"]);
    expect(passageItem(2).getAttribute("aria-current")).toBe("location");
    expect(passageItem(2).dataset.current).toBe("true");
    expect(document.activeElement).toBe(passageItem(2));

    // The summary's and a recommendation's [1] both lead to the Constitution; the mark moves there.
    expect(screen.getAllByRole("link", { name: "[1]" })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole("link", { name: "[1]" })[1]!);
    expect(scrolledTo).toEqual(["insight-passage-2", "insight-passage-1"]);
    expect(passageItem(1).getAttribute("aria-current")).toBe("location");
    expect(passageItem(2).getAttribute("aria-current")).toBeNull();
  });

  it("says how many invented citations were removed, listing each with why behind a disclosure", async () => {
    renderWithProviders(
      <ResearchAnswer
        question={QUESTION}
        insights={buildInsights({
          summary: `Confirmed in Smith v Jones ${REMOVED_CITATION_MARK} [1].`,
          removedCitations: [
            { text: "2031 (4) SA 999 (SCA)", reason: "not in the corpus" },
            { text: "Smith v Jones", reason: "not a case among the passages given" },
          ],
        })}
      />,
    );

    expect(screen.getByText("2 unverified citations removed")).toBeTruthy();
    expect(screen.getByText(REMOVED_CITATION_MARK).tagName).toBe("SPAN");
    const disclosure = screen.getByRole("button", { name: "Show the removed citations" });
    expect(disclosure.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("list", { name: "Removed citations" })).toBeNull();

    await userEvent.click(disclosure);
    expect(disclosure.getAttribute("aria-expanded")).toBe("true");
    const removed = screen.getByRole("list", { name: "Removed citations" });
    expect(within(removed).getByText("2031 (4) SA 999 (SCA)")).toBeTruthy();
    expect(within(removed).getByText("not in the corpus")).toBeTruthy();
    expect(within(removed).getByText("not a case among the passages given")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hide the removed citations" })).toBe(disclosure);
  });

  it("says so when no passage, case or recommendation answers the question", () => {
    renderWithProviders(
      <ResearchAnswer
        question="quokkaberry"
        insights={buildInsights({
          summary: 'No passage in the corpus matches "quokkaberry". Try other words, or fewer.',
          cases: [],
          recommendations: [],
          passages: [],
        })}
      />,
    );

    expect(screen.getByText("No passage in the corpus answers this question.")).toBeTruthy();
    expect(screen.getByText("No judgment among the passages.")).toBeTruthy();
    expect(screen.getByText("No recommendations for this question.")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
