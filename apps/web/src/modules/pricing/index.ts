export { PlanCard } from "./components/plan-card";
export { PlanCardsSkeleton, PlansLoadError } from "./components/plan-list-state";
export { FaqAccordion, type FaqEntry } from "./components/pricing-faq";
export { PUBLIC_PLANS_QUERY_KEY, usePublicPlans } from "./hooks/use-public-plans";
export { describeMatterLimit, describeUserLimit, listPlansWithModule } from "./plan-comparison";
