export const loadCasePredictionPage = () => import("./pages/case-prediction-page");
