/** The bell in the header, loaded on its own so pages without a signed-in member never carry it. */
export const loadNotificationBell = () => import("./components/notification-bell");
