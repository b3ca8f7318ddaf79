import { describe, expect, it } from "vitest";
import { emailStatusText } from "./billing-format";

describe("emailStatusText", () => {
  it("says a queued e-mail is on its way, not that it failed or was sent", () => {
    const text = emailStatusText("queued");
    expect(text).toContain("being e-mailed");
    expect(text).not.toContain("E-mail: queued");
  });

  it("tells sent, failed, logged and none apart", () => {
    const texts = ["sent", "failed", "logged", null].map(emailStatusText);
    expect(new Set(texts).size).toBe(4);
    expect(emailStatusText("failed")).toContain("Send Again");
  });
});
