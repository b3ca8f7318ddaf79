export const loadDevMailboxPage = () => import("./pages/dev-mailbox-page");
