export { ChangePlanDialog } from "./components/change-plan-dialog";
export { SubscriptionPanel } from "./components/subscription-panel";
export { useSubscription } from "./hooks/use-subscription";
export { SUBSCRIPTION_QUERY_KEY } from "./subscriptions.api";
