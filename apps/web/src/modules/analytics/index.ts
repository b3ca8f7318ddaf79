export const loadAdvancedAnalyticsPage = () => import("./pages/advanced-analytics-page");
