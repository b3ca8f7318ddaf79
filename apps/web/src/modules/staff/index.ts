export const loadStaffManagementPage = () => import("./pages/staff-management-page");
export const loadAcceptInvitePage = () => import("./pages/accept-invite-page");
