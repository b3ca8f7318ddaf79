export const loadWelcomePage = () => import("./pages/welcome-page");
export const loadAdminDashboardPage = () => import("./pages/admin-dashboard-page");
