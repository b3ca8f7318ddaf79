import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers";
import { MarkdownContent, renderSafeMarkdown } from "./markdown-content";

describe("renderSafeMarkdown", () => {
  it("turns Markdown into headings, emphasis, lists and links", () => {
    const html = renderSafeMarkdown(
      "# Privacy\n\nWe follow **POPIA**.\n\n- one\n- two\n\n[Contact](https://example.co.za)",
    );
    expect(html).toContain("<h1>Privacy</h1>");
    expect(html).toContain("<strong>POPIA</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="https://example.co.za">Contact</a>');
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const html = renderSafeMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<a href="javascript:alert(4)">x</a>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it("renders inside the page as elements, not as text", () => {
    const { container } = renderWithProviders(<MarkdownContent source={"## Your rights\n\nAsk us."} />);
    expect(container.querySelector("h2")?.textContent).toBe("Your rights");
  });
});
