import type { TTrustClientLedger } from "@inkundla/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, randText, requestedQueries } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { CLIENT, CLIENT_ID, stubTrustServer } from "../trust-test-fixtures";
import { TrustBalanceCard } from "./trust-balance-card";

const MATTER_ID = "f1111111-1111-4111-8111-111111111111";
const LEDGER: TTrustClientLedger = {
  clientId: CLIENT_ID,
  clientName: CLIENT.name,
  balanceCents: 375_025,
  matters: [],
  accounts: [],
  postings: [],
};

describe("TrustBalanceCard", () => {
  it("shows what a matter holds in trust, asking the ledger for that matter only", async () => {
    const fetchMock = stubTrustServer({
      [`GET /api/trust-accounting/ledgers/${CLIENT_ID}`]: () => jsonResponse(200, LEDGER),
    });
    renderWithProviders(<TrustBalanceCard clientId={CLIENT_ID} matterId={MATTER_ID} />, {
      user: buildUser(),
    });

    expect(await screen.findByLabelText(`Held in trust: ${randText(375_025)}`)).toBeTruthy();
    expect(screen.getByText("Held in trust for this matter")).toBeTruthy();
    expect(
      requestedQueries(fetchMock, `/api/trust-accounting/ledgers/${CLIENT_ID}`)[0]?.get("matterId"),
    ).toBe(MATTER_ID);
    expect(screen.getByRole("link", { name: "Open trust ledger" }).getAttribute("href")).toBe(
      `/trust-accounting?tab=accounts&client=${CLIENT_ID}`,
    );
  });
});
