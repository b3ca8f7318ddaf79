import { useQuery } from "@tanstack/react-query";
import { DEV_MAILBOX_PATH, fetchDevMailbox } from "../dev-mailbox.api";

export function useDevMailbox() {
  return useQuery({ queryKey: [DEV_MAILBOX_PATH], queryFn: fetchDevMailbox, retry: false });
}
