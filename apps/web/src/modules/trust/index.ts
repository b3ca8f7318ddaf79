export { TrustBalanceCard } from "./components/trust-balance-card";
export const loadTrustAccountingPage = () => import("./pages/trust-accounting-page");
