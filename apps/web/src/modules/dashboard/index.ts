export { DashboardFigures } from "./components/dashboard-figures";
export { AiTools, EcosystemModules, QuickActions } from "./components/module-links";
export { PlatformStatus } from "./components/platform-status";
export { RecentActivity } from "./components/recent-activity";
export { UpcomingDeadlines } from "./components/upcoming-deadlines";
export { DASHBOARD_ACTIVITY_QUERY_KEY, DASHBOARD_DEADLINES_QUERY_KEY } from "./dashboard.api";
export { useDashboardActivity, useDashboardDeadlines, useDashboardStats } from "./hooks/use-dashboard";
