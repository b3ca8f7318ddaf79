export const loadContractReviewPage = () => import("./pages/contract-review-page");
