import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { type LazyPage, lazyPage } from "./lazy-page";

const pageModule = { ExamplePage: () => <p>Example page</p> };

/** Draws a lazy page as the routes do, behind a Suspense boundary. */
function drawPage(Page: LazyPage) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe("lazyPage", () => {
  it("preloads the page's module once, and draws the page from it without loading it again", async () => {
    const load = vi.fn(async () => pageModule);
    const Page = lazyPage(load, "ExamplePage");

    await Page.preload();
    await Page.preload();
    drawPage(Page);

    expect(await screen.findByText("Example page")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again after a failed preload, so a network hiccup does not break the page for good", async () => {
    const load = vi
      .fn<() => Promise<typeof pageModule>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue(pageModule);
    const Page = lazyPage(load, "ExamplePage");

    await expect(Page.preload()).rejects.toThrow("chunk failed");
    drawPage(Page);

    expect(await screen.findByText("Example page")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
