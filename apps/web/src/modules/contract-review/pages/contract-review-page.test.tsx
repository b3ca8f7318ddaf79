import { formatDate, type TContractAnalysis } from "@inkundla/shared";
import { fireEvent, screen, within } from "@testing-library/react";
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
import { ANALYSIS_ID, buildRunningAnalysis, fileOfSize } from "../contract-review-test-fixtures";
import { ContractReviewPage } from "./contract-review-page";

const ANALYSES = "/api/contract-analyses";
const MB = 1024 * 1024;

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/matters": () => pageResponse([]),
    [`GET ${ANALYSES}`]: () => pageResponse([]),
    [`POST ${ANALYSES}`]: () => jsonResponse(202, { id: ANALYSIS_ID, status: "queued" }),
    ...routes,
  });
}

function renderPage(route = "/contract-review") {
  return renderWithProviders(
    <Routes>
      <Route path="/contract-review" element={<ContractReviewPage />} />
    </Routes>,
    { route, user: buildUser() },
  );
}

const uploadForm = () => screen.getByRole("form", { name: "Upload a contract for analysis" });
const fileInput = () => uploadForm().querySelector('input[type="file"]') as HTMLInputElement;
const startButton = () => screen.getByRole("button", { name: "Start Analysis" }) as HTMLButtonElement;
const pastedText = () =>
  screen.getByRole("textbox", { name: /Or paste the contract's text/ }) as HTMLTextAreaElement;

async function findToast(title: string) {
  const notice = (await screen.findByText(title)).closest(".mantine-Notification-root");
  if (!(notice instanceof HTMLElement)) throw new Error(`no notification titled ${title}`);
  return within(notice);
}

describe("ContractReviewPage", () => {
  it("offers the spec's three tabs and opens on Upload & Analyze, saying how long an analysis takes", () => {
    stubApi();
    renderPage();

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Upload & Analyze",
      "Analysis Results",
      "AI Insights",
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "Contract Review" })).toBeTruthy();
    expect(screen.getByText("Analysis takes a few seconds to a minute")).toBeTruthy();
    expect(screen.queryByText(/2-5 min/)).toBeNull();
    expect(fileInput().accept).toBe(".pdf,.doc,.docx,.txt");
    expect((screen.getByRole("textbox", { name: /Contract type/ }) as HTMLInputElement).placeholder).toBe(
      "General Contract",
    );
  });

  it("keeps Start Analysis disabled until there is a file or text that is not blank", async () => {
    stubApi();
    renderPage();

    expect(startButton().disabled).toBe(true);
    await userEvent.type(pastedText(), "   ");
    expect(startButton().disabled).toBe(true);
    await userEvent.type(pastedText(), "1. Parties");
    expect(startButton().disabled).toBe(false);
  });

  it("refuses a file over 10 MB with the spec's 'File Too Large' message, keeping it unchosen", async () => {
    const fetchMock = stubApi();
    renderPage();

    await userEvent.upload(fileInput(), fileOfSize("lease.pdf", 11 * MB));

    const toast = await findToast("File Too Large");
    expect(toast.getByText("Please upload a file smaller than 10MB.")).toBeTruthy();
    expect(startButton().disabled).toBe(true);
    expect(requestsTo(fetchMock, "POST", ANALYSES)).toEqual([]);
  });

  it("refuses a file of another type with the spec's 'Invalid File Type' message", async () => {
    stubApi();
    renderPage();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInput(), fileOfSize("scan.png", 1000, "image/png"));

    const toast = await findToast("Invalid File Type");
    expect(toast.getByText("Please upload a PDF, Word document, or text file.")).toBeTruthy();
    expect(startButton().disabled).toBe(true);
  });

  it("says 'No Contract Provided' when the form is sent with neither file nor text", async () => {
    const fetchMock = stubApi();
    renderPage();

    await userEvent.type(pastedText(), "  ");
    fireEvent.submit(uploadForm());

    const toast = await findToast("No Contract Provided");
    expect(toast.getByText("Please upload a file or paste contract text.")).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", ANALYSES)).toEqual([]);
  });

  it("sends a chosen file rather than the pasted text, titled by its name, as a General Contract", async () => {
    const fetchMock = stubApi();
    renderPage();
    const file = fileOfSize("Gym membership.docx", 2000);

    await userEvent.type(pastedText(), "Pasted words that lose to the file");
    await userEvent.upload(fileInput(), file);
    await userEvent.click(startButton());

    await findToast("Analysis Started");
    const [sent] = requestsTo(fetchMock, "POST", ANALYSES);
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    expect((form.get("contract") as File).name).toBe("Gym membership.docx");
    expect(form.get("contractTitle")).toBe("Gym membership.docx");
    expect(form.get("contractType")).toBe("General Contract");
    expect(form.has("contractText")).toBe(false);
  });

  it("sends pasted text as JSON titled 'Text Contract - ' and today's date, with the type typed", async () => {
    const fetchMock = stubApi();
    renderPage();

    await userEvent.type(screen.getByRole("textbox", { name: /Contract type/ }), "Lease Agreement");
    await userEvent.type(pastedText(), "1. Parties");
    await userEvent.click(startButton());

    await findToast("Analysis Started");
    expect(sentBodies(fetchMock, "POST", ANALYSES)).toEqual([
      {
        contractText: "1. Parties",
        contractType: "Lease Agreement",
        contractTitle: `Text Contract - ${formatDate(new Date())}`,
      },
    ]);
  });

  it("on 202 says 'Analysis Started', clears the form and shows the Results tab with the list read again", async () => {
    let listed: TContractAnalysis[] = [];
    stubApi({
      [`GET ${ANALYSES}`]: () => pageResponse(listed),
      [`POST ${ANALYSES}`]: () => {
        listed = [buildRunningAnalysis({ contractTitle: "Text Contract", stage: null, status: "queued" })];
        return jsonResponse(202, { id: ANALYSIS_ID, status: "queued" });
      },
    });
    renderPage();

    await userEvent.type(pastedText(), "1. Parties");
    await userEvent.click(startButton());

    const toast = await findToast("Analysis Started");
    expect(toast.getByText("AI contract review is now processing your document")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Analysis Results" }).getAttribute("aria-selected")).toBe("true");
    const card = await screen.findByRole("region", { name: "Text Contract" });
    expect(within(card).getByText("Waiting to start…")).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Upload & Analyze" }));
    expect(pastedText().value).toBe("");
  });

  it("shows 'Analysis Failed' with the server's message, keeping the text to send again", async () => {
    stubApi({
      [`POST ${ANALYSES}`]: () =>
        jsonResponse(400, {
          message: "Please upload a PDF, Word document, or text file.",
          code: "invalid_file_type",
        }),
    });
    renderPage();

    await userEvent.type(pastedText(), "1. Parties");
    await userEvent.click(startButton());

    const toast = await findToast("Analysis Failed");
    expect(toast.getByText("Please upload a PDF, Word document, or text file.")).toBeTruthy();
    expect(pastedText().value).toBe("1. Parties");
    expect(screen.getByRole("tab", { name: "Upload & Analyze" }).getAttribute("aria-selected")).toBe("true");
  });

  it("falls back to the spec's message when the server gives none", async () => {
    stubApi({ [`POST ${ANALYSES}`]: () => new Response("Bad Gateway", { status: 502 }) });
    renderPage();

    await userEvent.type(pastedText(), "1. Parties");
    await userEvent.click(startButton());

    const toast = await findToast("Analysis Failed");
    expect(toast.getByText("Failed to start contract analysis. Please try again.")).toBeTruthy();
  });

  it("opens on the Results tab from the address", async () => {
    stubApi();
    renderPage("/contract-review?tab=results");

    expect(await screen.findByRole("heading", { name: "No Contract Analyses Yet" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Upload Contract" }));
    expect(screen.getByRole("tab", { name: "Upload & Analyze" }).getAttribute("aria-selected")).toBe("true");
    expect(uploadForm()).toBeTruthy();
  });
});
