import { Notifications } from "@mantine/notifications";

/**
 * Where notices appear. It is loaded after the first paint (see app-providers.tsx): it brings its
 * transitions, drag-to-dismiss and scroll-lock helpers, which no screen needs before the first notice.
 * A notice shown before it loads waits in Mantine's store and appears as soon as it has.
 */
export function NotificationsHost() {
  // Spec §9: one notice at a time, shown for 5 s, at most 420 px wide.
  return <Notifications position="top-right" limit={1} autoClose={5000} containerWidth={420} />;
}
