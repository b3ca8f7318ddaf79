export const loadDemoPage = () => import("./pages/demo-page");
