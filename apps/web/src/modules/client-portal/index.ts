/** The client portal: the portal user's home, the accept-invitation page, and the firm's portal pieces. */
export { ClientPortalCard } from "./components/client-portal-card";
export { MatterThread } from "./components/matter-thread";
