import type { TFirmSubscription, TStaffMember } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { StaffManagementPage } from "./staff-management-page";

const OWNER_ROW: TStaffMember = {
  id: "member-owner",
  firstName: "Thandi",
  lastName: "Ndlovu",
  email: "thandi@ndlovu.co.za",
  role: "managing_partner",
  isFirmOwner: true,
  emailVerified: true,
  onboardingCompleted: true,
  createdAt: "2026-01-15T08:00:00.000Z",
};
const ACTIVE_ROW: TStaffMember = {
  id: "member-sipho",
  firstName: "Sipho",
  lastName: "Mokoena",
  email: "sipho@ndlovu.co.za",
  role: "associate",
  isFirmOwner: false,
  emailVerified: true,
  onboardingCompleted: true,
  createdAt: "2026-02-03T08:00:00.000Z",
};
const PENDING_ROW: TStaffMember = {
  id: "member-pending",
  firstName: null,
  lastName: null,
  email: "new@ndlovu.co.za",
  role: "paralegal",
  isFirmOwner: false,
  emailVerified: false,
  onboardingCompleted: false,
  createdAt: "2026-03-01T08:00:00.000Z",
};

function buildSubscription(overrides: Partial<TFirmSubscription["usage"]> = {}): TFirmSubscription {
  return {
    planCode: "small_firm",
    planName: "Small Firm",
    price: 1499,
    priceCents: 149_900,
    nextBilling: "2026-05-31T10:00:00.000Z",
    usage: {
      members: 3,
      memberLimit: 5,
      activeMatters: 0,
      activeMatterLimit: null,
      storageBytes: 0,
      ...overrides,
    },
  };
}

type Route = (init: RequestInit) => Response | Promise<Response>;

function stubStaffServer(routes: Record<string, Route> = {}) {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === "GET /api/staff") return jsonResponse(200, [OWNER_ROW, ACTIVE_ROW, PENDING_ROW]);
    if (key === "GET /api/staff/activity") return jsonResponse(200, []);
    if (key === "GET /api/user/subscription") return jsonResponse(200, buildSubscription());
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

const renderStaffPage = (user = buildUser({ isFirmOwner: true })) =>
  renderWithProviders(<StaffManagementPage />, { route: "/staff", user });

async function openMembersTab() {
  await userEvent.setup().click(screen.getByRole("tab", { name: "Staff Members" }));
}

describe("StaffManagementPage", () => {
  it("shows Access Denied to anyone but the firm owner and never asks for the staff list", () => {
    const fetchMock = stubStaffServer();
    renderStaffPage(buildUser({ isFirmOwner: false, role: "associate" }));

    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("Only firm owners can access the staff dashboard.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Dashboard" }).getAttribute("href")).toBe("/");
    expect(findRequests(fetchMock, "/api/staff")).toHaveLength(0);
  });

  it("counts all, active and pending members on the Overview tab", async () => {
    stubStaffServer();
    renderStaffPage();

    expect(await screen.findByLabelText("Total Staff: 3")).toBeTruthy();
    expect(screen.getByLabelText("Active Members: 2")).toBeTruthy();
    expect(screen.getByLabelText("Pending Invites: 1")).toBeTruthy();
    expect(screen.getByText("Firm Owner")).toBeTruthy();
    expect(screen.getByText("Manage your firm's team members and their roles")).toBeTruthy();
  });

  it("lists members with name and e-mail, role label, status, en-ZA join date, and no actions for the owner", async () => {
    stubStaffServer();
    renderStaffPage();
    await openMembersTab();

    const siphoRow = (await screen.findByText("Sipho Mokoena")).closest("tr") as HTMLElement;
    expect(within(siphoRow).getByText("sipho@ndlovu.co.za")).toBeTruthy();
    expect(within(siphoRow).getByText("Associate")).toBeTruthy();
    expect(within(siphoRow).getByText("Active")).toBeTruthy();
    expect(within(siphoRow).getByText("03 Feb 2026")).toBeTruthy();

    const pendingRow = screen.getByText("new@ndlovu.co.za").closest("tr") as HTMLElement;
    expect(within(pendingRow).getByText("Pending")).toBeTruthy();
    expect(within(pendingRow).getByText("Paralegal")).toBeTruthy();

    const ownerRow = screen.getByText("Thandi Ndlovu").closest("tr") as HTMLElement;
    expect(within(ownerRow).getByRole("img", { name: "Firm owner" })).toBeTruthy();
    expect(within(ownerRow).queryAllByRole("button")).toHaveLength(0);
    expect(within(ownerRow).getByText("Managing Partner")).toBeTruthy();
  });

  it("shows the spec's failure text when the list cannot be loaded", async () => {
    stubStaffServer({
      "GET /api/staff": () => jsonResponse(500, { message: "boom", code: "internal_error" }),
    });
    renderStaffPage();
    await openMembersTab();

    expect(await screen.findByText("Failed to load staff members. Please try again.")).toBeTruthy();
  });

  it("shows the empty state with an invite button when there are no members", async () => {
    stubStaffServer({ "GET /api/staff": () => jsonResponse(200, []) });
    renderStaffPage();
    await openMembersTab();

    expect(await screen.findByText("No Staff Members")).toBeTruthy();
    expect(
      screen.getByText("Get started by inviting your first team member to join your firm."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Invite Staff Member" })).toBeTruthy();
  });

  it("refuses an invitation without both fields with 'Validation Error' and sends nothing", async () => {
    const fetchMock = stubStaffServer();
    const user = userEvent.setup();
    renderStaffPage();

    await user.click(screen.getByRole("button", { name: "Invite Staff" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite Staff Member" });
    await user.type(within(dialog).getByLabelText("Email"), "lerato@ndlovu.co.za");
    await user.click(within(dialog).getByRole("button", { name: "Send Invitation" }));

    const notice = (await screen.findByText("Validation Error")).closest(".mantine-Notification-root");
    expect(notice?.textContent).toContain("Please provide both email and role");
    expect(findRequests(fetchMock, "/api/staff/invite")).toHaveLength(0);
  });

  it("invites with e-mail and role, shows 'Inviting...' meanwhile, then closes, clears and reloads the list", async () => {
    let answerInvite: (response: Response) => void = () => {};
    const fetchMock = stubStaffServer({
      "POST /api/staff/invite": () => new Promise((resolve) => (answerInvite = resolve)),
    });
    const user = userEvent.setup();
    renderStaffPage();
    await screen.findByLabelText("Total Staff: 3");

    await user.click(screen.getByRole("button", { name: "Invite Staff" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite Staff Member" });
    await user.type(within(dialog).getByLabelText("Email"), "Lerato@Ndlovu.co.za");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "Senior Associate");
    await user.click(within(dialog).getByRole("button", { name: "Send Invitation" }));

    expect((await screen.findByRole("button", { name: "Inviting..." })).hasAttribute("disabled")).toBe(true);
    answerInvite(jsonResponse(201, { ...PENDING_ROW, email: "lerato@ndlovu.co.za" }));
    expect(await screen.findByText("Staff member has been invited successfully.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Invite Staff Member" })).toBeNull());
    const [request] = findRequests(fetchMock, "/api/staff/invite");
    expect(JSON.parse(String(request?.body))).toEqual({
      email: "lerato@ndlovu.co.za",
      role: "senior_associate",
    });
    await waitFor(() => expect(findRequests(fetchMock, "/api/staff").length).toBeGreaterThanOrEqual(2));

    await user.click(screen.getByRole("button", { name: "Invite Staff" }));
    const reopened = await screen.findByRole("dialog", { name: "Invite Staff Member" });
    expect((within(reopened).getByLabelText("Email") as HTMLInputElement).value).toBe("");
  });

  it("never offers Managing Partner as a role", async () => {
    stubStaffServer();
    const user = userEvent.setup();
    renderStaffPage();

    await user.click(screen.getByRole("button", { name: "Invite Staff" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite Staff Member" });
    const options = within(within(dialog).getByLabelText("Role")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Select a role",
      "Associate",
      "Senior Associate",
      "Partner",
      "Legal Director",
      "Paralegal",
      "Legal Assistant",
      "Office Manager",
      "Compliance Officer",
    ]);
  });

  it("shows the plan limit refusal in the dialog with a way to change plan", async () => {
    const message = "Your Solo plan allows 1 user. Upgrade your plan to invite more staff.";
    stubStaffServer({
      "POST /api/staff/invite": () => jsonResponse(403, { message, code: "user_limit_reached" }),
    });
    const user = userEvent.setup();
    renderStaffPage();

    await user.click(screen.getByRole("button", { name: "Invite Staff" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite Staff Member" });
    await user.type(within(dialog).getByLabelText("Email"), "lerato@ndlovu.co.za");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "Associate");
    await user.click(within(dialog).getByRole("button", { name: "Send Invitation" }));

    expect(await screen.findByText("Invitation Failed")).toBeTruthy();
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Change Plan" })).toBeTruthy();
  });

  it("warns on the screen when the plan is full", async () => {
    stubStaffServer({
      "GET /api/user/subscription": () =>
        jsonResponse(200, { ...buildSubscription({ members: 1, memberLimit: 1 }), planName: "Solo" }),
    });
    renderStaffPage();

    expect(
      await screen.findByText("Your Solo plan allows 1 user. Upgrade your plan to invite more staff."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change Plan" })).toBeTruthy();
  });

  it("edits a role with the current one preselected and sends only a changed role", async () => {
    let answerUpdate: (response: Response) => void = () => {};
    const fetchMock = stubStaffServer({
      "PUT /api/staff/member-sipho/role": () => new Promise((resolve) => (answerUpdate = resolve)),
    });
    const user = userEvent.setup();
    renderStaffPage();
    await openMembersTab();

    await user.click(await screen.findByRole("button", { name: "Edit role of Sipho Mokoena" }));
    const dialog = await screen.findByRole("dialog", { name: "Update Staff Role" });
    const roleSelect = within(dialog).getByLabelText("Role") as HTMLSelectElement;
    expect(roleSelect.value).toBe("associate");
    expect(within(dialog).getByRole("button", { name: "Update Role" }).hasAttribute("disabled")).toBe(true);

    await user.selectOptions(roleSelect, "Partner");
    await user.click(within(dialog).getByRole("button", { name: "Update Role" }));
    expect((await screen.findByRole("button", { name: "Updating..." })).hasAttribute("disabled")).toBe(true);
    answerUpdate(jsonResponse(200, { ...ACTIVE_ROW, role: "partner" }));

    expect(await screen.findByText("Staff member role has been updated successfully.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Update Staff Role" })).toBeNull());
    const [request] = findRequests(fetchMock, "/api/staff/member-sipho/role");
    expect(JSON.parse(String(request?.body))).toEqual({ role: "partner" });
  });

  it("asks before removing, names the member, and shows the server's reason when removal fails", async () => {
    const fetchMock = stubStaffServer({
      "DELETE /api/staff/member-pending": () =>
        jsonResponse(409, { message: "The firm owner cannot be removed from the firm.", code: "x" }),
    });
    const user = userEvent.setup();
    renderStaffPage();
    await openMembersTab();

    await user.click(await screen.findByRole("button", { name: "Remove new@ndlovu.co.za" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Staff Member" });
    expect(
      within(dialog).getByText("Are you sure you want to remove new@ndlovu.co.za from the firm?"),
    ).toBeTruthy();
    expect(findRequests(fetchMock, "/api/staff/member-pending")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    const notice = (await screen.findByText("Removal Failed")).closest(".mantine-Notification-root");
    expect(notice?.textContent).toContain("The firm owner cannot be removed from the firm.");
  });

  it("removes a member after confirmation and reports it", async () => {
    const fetchMock = stubStaffServer({
      "DELETE /api/staff/member-sipho": () => jsonResponse(200, { ok: true }),
    });
    const user = userEvent.setup();
    renderStaffPage();
    await openMembersTab();

    await user.click(await screen.findByRole("button", { name: "Remove Sipho Mokoena" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Staff Member" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    expect(await screen.findByText("Staff member has been removed from the firm.")).toBeTruthy();
    expect(findRequests(fetchMock, "/api/staff/member-sipho")).toHaveLength(1);
  });

  it("lists the firm's staff activity on the Overview tab", async () => {
    stubStaffServer({
      "GET /api/staff/activity": () =>
        jsonResponse(200, [
          {
            id: "7",
            action: "staff.invited",
            summary: "Thandi Ndlovu invited new@ndlovu.co.za as Paralegal.",
            occurredAt: "2026-03-01T08:00:00.000Z",
          },
        ]),
    });
    renderStaffPage();

    expect(await screen.findByText("Thandi Ndlovu invited new@ndlovu.co.za as Paralegal.")).toBeTruthy();
  });
});
