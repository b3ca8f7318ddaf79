import { DEFAULT_USER_PREFERENCES, type TUserProfile } from "@inkundla/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { ProfilePage } from "./profile-page";

const savedProfile: TUserProfile = {
  firstName: "Thandi",
  lastName: "Mokoena",
  email: "thandi@mokoena-attorneys.co.za",
  pendingEmail: null,
  phone: null,
  address: null,
  practiceAreas: [],
  barNumber: null,
  admissionDate: null,
  biography: null,
  firmName: "Mokoena Attorneys",
  canEditFirmName: true,
  twoFactorEnabled: false,
};

function fakeProfileServer(profile: TUserProfile = savedProfile, onPut?: (body: unknown) => Response) {
  return stubFetch((path, init) => {
    if (path === "/api/user/profile" && init.method === "PUT") {
      const body = JSON.parse(String(init.body));
      return onPut ? onPut(body) : jsonResponse(200, { ...profile, ...body });
    }
    if (path === "/api/user/profile") return jsonResponse(200, profile);
    if (path === "/api/user/preferences" && init.method === "PUT") {
      return jsonResponse(200, { ...DEFAULT_USER_PREFERENCES, ...JSON.parse(String(init.body)) });
    }
    if (path === "/api/user/preferences") return jsonResponse(200, DEFAULT_USER_PREFERENCES);
    if (path === "/api/auth/user") return jsonResponse(200, buildUser());
    return jsonResponse(404, { message: "not found", code: "not_found" });
  });
}

beforeAll(() => {
  // Mantine's growing text areas listen for web fonts loading, which jsdom does not provide.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

// Typing into many fields under jsdom is slow on a busy machine.
describe("ProfilePage", { timeout: 20_000 }, () => {
  it("shows the five tabs of the profile", async () => {
    fakeProfileServer();
    renderWithProviders(<ProfilePage />, { route: "/profile", user: buildUser() });
    for (const name of ["Personal Info", "Professional", "Subscription", "Security", "Preferences"]) {
      expect(screen.getByRole("tab", { name })).toBeTruthy();
    }
    expect(await screen.findByLabelText("First Name")).toHaveProperty("value", "Thandi");
  });

  it("shows the platform admin, who belongs to no firm, no Subscription tab, even when asked for it", async () => {
    fakeProfileServer();
    const admin = buildUser({ role: "admin", firmId: null, isFirmOwner: false });
    renderWithProviders(<ProfilePage />, { route: "/profile?tab=subscription", user: admin });

    expect(screen.queryByRole("tab", { name: "Subscription" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Personal Info" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByLabelText("First Name")).toHaveProperty("value", "Thandi");
  });

  it("shows the firm's subscription panel on the Subscription tab", async () => {
    const fetchMock = fakeProfileServer();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: "/profile", user: buildUser() });
    await user.click(screen.getByRole("tab", { name: "Subscription" }));

    await waitFor(() => expect(findRequests(fetchMock, "/api/user/subscription")).toHaveLength(1));
    expect(await screen.findByText("Subscription unavailable")).toBeTruthy();
  });

  it("sends only the edited fields and shows the spec's success notice", async () => {
    const fetchMock = fakeProfileServer();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: "/profile", user: buildUser() });

    await user.type(await screen.findByLabelText("Phone"), "082 555 0101");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Profile Updated")).toBeTruthy();
    expect(screen.getByText("Your profile has been updated successfully.")).toBeTruthy();
    const [request] = findRequests(fetchMock, "/api/user/profile").filter((init) => init.method === "PUT");
    expect(JSON.parse(String(request?.body))).toEqual({ phone: "082 555 0101" });
  });

  it("shows a field's problem before sending, and the server's message when it refuses", async () => {
    const fetchMock = fakeProfileServer(savedProfile, () =>
      jsonResponse(409, { message: "An account with this email already exists.", code: "email_taken" }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: "/profile", user: buildUser() });

    await user.type(await screen.findByLabelText("Phone"), "12");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Please enter a valid phone number")).toBeTruthy();
    expect(findRequests(fetchMock, "/api/user/profile").filter((init) => init.method === "PUT")).toHaveLength(
      0,
    );

    await user.clear(screen.getByLabelText("Phone"));
    const email = screen.getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "taken@firm.co.za");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Update Failed")).toBeTruthy();
    expect(screen.getByText("An account with this email already exists.")).toBeTruthy();
  });

  it("shows a new address as pending verification", async () => {
    fakeProfileServer({ ...savedProfile, pendingEmail: "new@mokoena.co.za" });
    renderWithProviders(<ProfilePage />, { route: "/profile", user: buildUser() });
    expect(await screen.findByText("new@mokoena.co.za")).toBeTruthy();
    expect(screen.getByText(/is pending verification/)).toBeTruthy();
  });

  it("shows the firm name read-only to someone who is not the firm owner", async () => {
    fakeProfileServer({ ...savedProfile, canEditFirmName: false });
    renderWithProviders(<ProfilePage />, { route: "/profile?tab=professional", user: buildUser() });
    const firmName = await screen.findByLabelText("Firm Name");
    expect(firmName).toHaveProperty("readOnly", true);
    expect(screen.getByText("Only the firm owner can change the firm name.")).toBeTruthy();
  });

  it("checks that the new password is confirmed before sending it", async () => {
    const fetchMock = fakeProfileServer();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: "/profile?tab=security", user: buildUser() });

    await user.type(screen.getByLabelText("Current Password"), "Old-Pass-2026");
    await user.type(screen.getByLabelText("New Password"), "New-Pass-2026");
    await user.type(screen.getByLabelText("Confirm New Password"), "New-Pass-2027");
    await user.click(screen.getByRole("button", { name: "Update Password" }));

    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(findRequests(fetchMock, "/api/user/password")).toHaveLength(0);
    expect(await screen.findByText("Not Enabled")).toBeTruthy();
  });

  it("says beside the language that Inkundla is only in English for now, so a choice is not a translation", async () => {
    fakeProfileServer();
    renderWithProviders(<ProfilePage />, { route: "/profile?tab=preferences", user: buildUser() });

    const [language] = (await screen.findAllByLabelText("Language")).filter((element) =>
      element.hasAttribute("aria-describedby"),
    );
    const description = document.getElementById(language?.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe(
      "Inkundla is in English for now; your choice is kept for when translations arrive.",
    );
  });

  it("applies a chosen theme at once and saves it", async () => {
    const fetchMock = fakeProfileServer();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: "/profile?tab=preferences", user: buildUser() });

    await user.click(await screen.findByText("Dark"));

    await waitFor(() =>
      expect(document.documentElement.getAttribute("data-mantine-color-scheme")).toBe("dark"),
    );
    await waitFor(() => {
      const puts = findRequests(fetchMock, "/api/user/preferences").filter((init) => init.method === "PUT");
      expect(puts.map((init) => JSON.parse(String(init.body)))).toEqual([{ theme: "dark" }]);
    });
    expect(screen.getByRole("switch", { name: /^Email for new messages/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("switch", { name: /^Weekly digest/ })).toHaveProperty("checked", false);
  });

  it("offers a switch per kind of notification, all on, and a daily digest that is off", async () => {
    const fetchMock = fakeProfileServer();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: "/profile?tab=preferences", user: buildUser() });

    const trustMonth = await screen.findByRole("switch", { name: "A trust month to reconcile and sign off" });
    expect(trustMonth).toHaveProperty("checked", true);
    expect(screen.getByRole("switch", { name: "Deadlines due in the next 3 court days" })).toHaveProperty(
      "checked",
      true,
    );
    expect(screen.getByRole("switch", { name: /^Daily digest/ })).toHaveProperty("checked", false);

    await user.click(trustMonth);
    await waitFor(() => {
      const puts = findRequests(fetchMock, "/api/user/preferences").filter((init) => init.method === "PUT");
      expect(puts.map((init) => JSON.parse(String(init.body)))).toEqual([{ notifyTrustMonth: false }]);
    });
  });

  it("says the SMS switch needs a gateway Inkundla does not have, and keeps it off and disabled", async () => {
    fakeProfileServer();
    renderWithProviders(<ProfilePage />, { route: "/profile?tab=preferences", user: buildUser() });

    const sms = await screen.findByRole("switch", { name: /^SMS for urgent matters/ });
    expect(sms).toHaveProperty("disabled", true);
    expect(sms).toHaveProperty("checked", false);
    expect(screen.getByText(/Inkundla has no SMS gateway/)).toBeTruthy();
    expect(screen.getByRole("switch", { name: /^Court filing updates/ })).toHaveProperty("disabled", false);
  });
});
