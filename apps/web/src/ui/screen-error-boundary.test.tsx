import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers";
import { ScreenErrorBoundary } from "./screen-error-boundary";

function BrokenScreen(): never {
  throw new Error("chunk failed to load");
}

describe("ScreenErrorBoundary", () => {
  it("shows a message with a reload button instead of a blank screen when a screen fails", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});

    renderWithProviders(
      <ScreenErrorBoundary>
        <BrokenScreen />
      </ScreenErrorBoundary>,
    );

    expect(screen.getByText("This screen could not be shown")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });
});
