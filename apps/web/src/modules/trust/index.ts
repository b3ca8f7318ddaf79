export { TrustBalanceCard } from "./components/trust-balance-card";
