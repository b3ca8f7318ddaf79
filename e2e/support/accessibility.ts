import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
// axe-core (MPL-2.0) is a test tool here: it runs in the journeys' browser, never ships with the app.
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
};

/**
 * Runs axe-core on the page as it is now (WCAG 2.1 A and AA rules) and fails on any serious or
 * critical violation, listing each rule with the elements it found. axe is evaluated through the
 * browser's debugging protocol, so the app's content security policy stays as strict as in use.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  });
  const serious = violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const report = serious
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `    ${node.target.join(" ")}  ${node.html.slice(0, 120)}\n      ${node.failureSummary ?? ""}`,
          )
          .join("\n")}`,
    )
    .join("\n");
  expect(serious, `${label}:\n${report}`).toEqual([]);
}
