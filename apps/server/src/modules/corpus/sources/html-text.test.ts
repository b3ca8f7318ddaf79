import { describe, expect, it } from "vitest";
import { readHtmlText } from "./html-text.ts";

/** Shaped like a judgment saved from SAFLII: site chrome around numbered paragraphs. */
const SAVED_JUDGMENT = `<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>S v Makwanyane and Another (CCT3/94) [1995] ZACC 3 | SAFLII</title>
  <style>body { font-family: serif; } p { margin: 0 }</style>
  <script>var tracker = "do not import me";</script>
</head>
<body>
  <header><a href="/">SAFLII</a> Home | Databases | Search</header>
  <nav><ul><li>Constitutional Court</li><li>1995</li></ul></nav>
  <div class="judgment">
    <h1>THE STATE v T MAKWANYANE AND M MCHUNU</h1>
    <p>Case No. CCT/3/94</p>
    <p>[1]&nbsp;The two accused were convicted on four counts of murder,
       one count of attempted murder &amp; one count of robbery.</p>
    <p>[2] The Appellate Division dismissed the appeals against the convictions &ldquo;and&rdquo; the sentences.</p>
    <blockquote><p>&ldquo;Everyone has the right to life.&rdquo;</p></blockquote>
    <p>CHASKALSON P<br>President of the Court</p>
    <table><tr><td>Counsel for the State:</td><td>Adv. J. Doe</td></tr></table>
    <pre>  Order:
    1. The appeal is upheld.</pre>
  </div>
  <footer>© SAFLII. Privacy policy</footer>
  <script type="text/javascript">document.write("<p>nope</p>")</script>
</body>
</html>`;

describe("readHtmlText", () => {
  const { text, title } = readHtmlText(SAVED_JUDGMENT);
  const lines = text.split("\n");

  it("takes the title from <title>", () => {
    expect(title).toBe("S v Makwanyane and Another (CCT3/94) [1995] ZACC 3 | SAFLII");
  });

  it("drops scripts, styles, navigation, header and footer", () => {
    expect(text).not.toMatch(/tracker|font-family|Databases|Constitutional Court\n|Privacy|nope/);
  });

  it("keeps numbered paragraphs at the start of their lines, whitespace collapsed", () => {
    expect(lines).toContain(
      "[1] The two accused were convicted on four counts of murder, one count of attempted murder & one count of robbery.",
    );
    expect(lines).toContain(
      "[2] The Appellate Division dismissed the appeals against the convictions “and” the sentences.",
    );
  });

  it("breaks lines at <br>, separates table cells with a tab and keeps <pre> as written", () => {
    expect(lines).toContain("CHASKALSON P");
    expect(lines).toContain("President of the Court");
    expect(lines).toContain("Counsel for the State:\tAdv. J. Doe");
    expect(lines).toContain("1. The appeal is upheld.");
  });

  it("puts the heading first and each block on its own line", () => {
    expect(lines.slice(0, 2)).toEqual(["THE STATE v T MAKWANYANE AND M MCHUNU", "Case No. CCT/3/94"]);
    expect(lines).toContain("“Everyone has the right to life.”");
  });

  it("keeps a judgment's own <header> inside <article> while dropping the page's", () => {
    const page = `<header>Site banner</header><article><header><h1>Dlamini v S</h1></header><p>[1] Text.</p></article>`;
    expect(readHtmlText(page).text).toBe("Dlamini v S\n[1] Text.");
  });

  it("reads a fragment without <html> or <title>", () => {
    expect(readHtmlText("<p>[1] One.</p><p>[2] Two.</p>")).toEqual({
      text: "[1] One.\n[2] Two.",
      title: null,
    });
  });

  it("keeps at most one blank line where breaks pile up", () => {
    expect(readHtmlText("<p>One</p><br><br><br><br><p>Two</p>").text).toBe("One\n\nTwo");
  });
});
