/**
 * The module's screens, each loaded on demand in its own chunk. Kept apart from index.ts so that the
 * app's routes load a screen in one step, without first loading everything the index re-exports.
 */
export const loadTrustAccountingPage = () => import("./pages/trust-accounting-page");
