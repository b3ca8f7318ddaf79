import { PRESENTATION_MESSAGES } from "@inkundla/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  type FakeRoute,
  jsonResponse,
  pageResponse,
  requestsTo,
  sentBodies,
  stubRoutes,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  buildPresentation,
  buildPresentationConflict,
  buildPresentationListItem,
  buildPresentationTemplate,
  buildSlides,
  PRESENTATION_ID,
} from "../presentations/presentation-test-fixtures";
import { PresentationsPage } from "./presentations-page";

const PRESENTATIONS = "/api/office/presentations";
const PRESENTATION = `${PRESENTATIONS}/${PRESENTATION_ID}`;
const EDITOR_ROUTE = `/legal-presentations?tab=editor&presentation=${PRESENTATION_ID}`;

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/clients": () => pageResponse([]),
    "GET /api/matters": () => pageResponse([]),
    [`GET ${PRESENTATIONS}`]: () => pageResponse([buildPresentationListItem()]),
    "GET /api/office/presentation-templates": () => jsonResponse(200, [buildPresentationTemplate()]),
    [`GET ${PRESENTATION}`]: () => jsonResponse(200, buildPresentation()),
    ...routes,
  });
}

function renderPage(route = "/legal-presentations") {
  return renderWithProviders(
    <Routes>
      <Route path="/legal-presentations" element={<PresentationsPage />} />
    </Routes>,
    { route, user: buildUser() },
  );
}

async function findToast(title: string) {
  const notice = (await screen.findByText(title)).closest(".mantine-Notification-root");
  if (!(notice instanceof HTMLElement)) throw new Error(`no notification titled ${title}`);
  return within(notice);
}

async function thumbnailNames(): Promise<string[]> {
  const list = await screen.findByRole("list", { name: "Slides" });
  return within(list)
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label") ?? "");
}

const createForm = () => screen.getByRole("form", { name: "Create a presentation" });

describe("PresentationsPage", () => {
  it("offers the spec's four tabs and shows each deck's slide count, first three titles and '+N more'", async () => {
    stubApi();
    renderPage();

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "My Presentations",
      "Templates",
      "Create New",
      "Editor",
    ]);
    const card = await screen.findByRole("article", { name: "Heads of argument: Mokoena v Dlamini" });
    expect(within(card).getByText(/^10 slides · Updated/)).toBeTruthy();
    const titles = within(card).getByRole("list", { name: "Slide titles" });
    expect(
      within(titles)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Title Slide", "Overview", "Legal Framework"]);
    expect(within(card).getByText("+7 more")).toBeTruthy();
    expect(within(card).getByText("Shared")).toBeTruthy();
  });

  it("refuses to create a presentation without a title, with the spec's validation message", async () => {
    const fetchMock = stubApi();
    renderPage("/legal-presentations?tab=create");

    await userEvent.click(within(createForm()).getByRole("button", { name: "Create Presentation" }));

    const toast = await findToast("Validation Error");
    expect(toast.getByText(PRESENTATION_MESSAGES.title)).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", PRESENTATIONS)).toEqual([]);
  });

  it("creates a deck with the ten default slides, says 'Presentation Created' and returns to the list", async () => {
    const fetchMock = stubApi({
      [`POST ${PRESENTATIONS}`]: () => jsonResponse(201, buildPresentation({ title: "Opposing argument" })),
    });
    renderPage("/legal-presentations?tab=create");

    await userEvent.type(within(createForm()).getByRole("textbox", { name: /^Title/ }), "Opposing argument");
    await userEvent.click(within(createForm()).getByRole("button", { name: "Create Presentation" }));

    await findToast("Presentation Created");
    expect(sentBodies(fetchMock, "POST", PRESENTATIONS)).toEqual([
      expect.objectContaining({
        title: "Opposing argument",
        type: "court",
        template: null,
        isShared: false,
        slides: { total: 10, titles: buildSlides().map((slide) => slide.title) },
      }),
    ]);
    expect(screen.getByRole("tab", { name: "My Presentations" }).getAttribute("aria-selected")).toBe("true");
    await userEvent.click(screen.getByRole("tab", { name: "Create New" }));
    expect((within(createForm()).getByRole("textbox", { name: /^Title/ }) as HTMLInputElement).value).toBe(
      "",
    );
  });

  it("fills Create New from a template and says 'Creation Failed' when the server gives no message", async () => {
    const fetchMock = stubApi({ [`POST ${PRESENTATIONS}`]: () => new Response("", { status: 502 }) });
    renderPage("/legal-presentations?tab=templates");

    await userEvent.click(await screen.findByRole("button", { name: "Use template: Client Briefing" }));
    expect((within(createForm()).getByRole("textbox", { name: /^Title/ }) as HTMLInputElement).value).toBe(
      "Client Briefing",
    );
    await userEvent.click(within(createForm()).getByRole("button", { name: "Create Presentation" }));

    const toast = await findToast("Creation Failed");
    expect(toast.getByText("Failed to create presentation. Please try again.")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", PRESENTATIONS)).toEqual([
      expect.objectContaining({ template: "client-briefing", type: "client" }),
    ]);
  });

  it("reorders slides with the move buttons and with Alt+Arrow keys on a thumbnail", async () => {
    stubApi();
    renderPage(EDITOR_ROUTE);

    expect((await thumbnailNames()).slice(0, 3)).toEqual([
      "Slide 1: Title Slide",
      "Slide 2: Overview",
      "Slide 3: Legal Framework",
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Slide 2: Overview" }));
    await userEvent.click(screen.getByRole("button", { name: "Move slide up" }));
    expect((await thumbnailNames()).slice(0, 3)).toEqual([
      "Slide 1: Overview",
      "Slide 2: Title Slide",
      "Slide 3: Legal Framework",
    ]);
    expect(screen.getByText("Unsaved changes")).toBeTruthy();

    const moved = screen.getByRole("button", { name: "Slide 1: Overview" });
    fireEvent.keyDown(moved, { key: "ArrowDown", altKey: true });
    fireEvent.keyDown(screen.getByRole("button", { name: "Slide 2: Overview" }), {
      key: "ArrowDown",
      altKey: true,
    });
    expect((await thumbnailNames()).slice(0, 3)).toEqual([
      "Slide 1: Title Slide",
      "Slide 2: Legal Framework",
      "Slide 3: Overview",
    ]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Slide 3: Overview");
  });

  it("runs the slideshow from the selected slide, moving with the keyboard and ending on Escape", async () => {
    stubApi();
    renderPage(EDITOR_ROUTE);

    await userEvent.click(await screen.findByRole("button", { name: "Slide 3: Legal Framework" }));
    await userEvent.click(screen.getByRole("button", { name: "Slideshow" }));
    const show = screen.getByRole("dialog", { name: "Slideshow" });
    const counter = within(show).getByTestId("slide-counter");
    expect(counter.textContent).toBe("3 / 10");
    expect(within(show).getByText("Legal Framework")).toBeTruthy();

    await userEvent.keyboard("{ArrowRight}");
    expect(counter.textContent).toBe("4 / 10");
    await userEvent.keyboard("[Space]");
    expect(counter.textContent).toBe("5 / 10");
    await userEvent.keyboard("{ArrowLeft}{PageUp}");
    expect(counter.textContent).toBe("3 / 10");
    await userEvent.keyboard("{End}");
    expect(counter.textContent).toBe("10 / 10");
    expect(within(show).getByText("Questions")).toBeTruthy();
    await userEvent.keyboard("{Home}");
    expect(counter.textContent).toBe("1 / 10");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Slideshow" })).toBeNull();
  });

  it("saves over the loaded version, and on a 409 stops and offers to reload their version", async () => {
    let loads = 0;
    const fetchMock = stubApi({
      [`GET ${PRESENTATION}`]: () => {
        loads += 1;
        return jsonResponse(
          200,
          loads === 1 ? buildPresentation() : buildPresentation({ version: 4, title: "Their newer title" }),
        );
      },
      [`PUT ${PRESENTATION}`]: () => jsonResponse(409, buildPresentationConflict()),
    });
    renderPage(EDITOR_ROUTE);

    const slideTitle = await screen.findByRole("textbox", { name: "Slide title" });
    await userEvent.type(slideTitle, " (revised)");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Someone else saved this presentation")).toBeTruthy();
    expect(within(alert).getByText(/Version 4 was saved by Sipho Dlamini/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect(sentBodies(fetchMock, "PUT", PRESENTATION)).toEqual([
      expect.objectContaining({
        baseVersion: 3,
        content: {
          slides: expect.arrayContaining([expect.objectContaining({ title: "Title Slide (revised)" })]),
        },
      }),
    ]);

    await userEvent.click(within(alert).getByRole("button", { name: "Reload their version" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: /Presentation title/ }) as HTMLInputElement).value).toBe(
        "Their newer title",
      ),
    );
    expect(screen.getByText("v4")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts an uploaded image on the slide, and shows the server's reason when it refuses one", async () => {
    let uploads = 0;
    stubApi({
      [`POST ${PRESENTATION}/images`]: () => {
        uploads += 1;
        return uploads === 1
          ? jsonResponse(400, {
              message: "Slide images must be a PNG or JPEG image.",
              code: "file_type_not_allowed",
            })
          : jsonResponse(201, { fileId: "99999999-9999-4999-8999-999999999999" });
      },
    });
    renderPage(EDITOR_ROUTE);
    await screen.findByRole("textbox", { name: "Slide title" });
    const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

    await userEvent.upload(fileInput(), new File(["%PDF-1.7"], "photo.png", { type: "image/png" }));
    const toast = await findToast("Upload Failed");
    expect(toast.getByText("Slide images must be a PNG or JPEG image.")).toBeTruthy();

    await userEvent.upload(fileInput(), new File(["png"], "team.png", { type: "image/png" }));
    await waitFor(() =>
      expect((screen.getByRole("combobox", { name: "Layout" }) as HTMLSelectElement).value).toBe(
        "title-image",
      ),
    );
    expect(screen.getByRole("button", { name: "Remove image" })).toBeTruthy();
  });
});
