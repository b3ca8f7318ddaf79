import type { TDevMailbox } from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const DEV_MAILBOX_PATH = "/api/dev/mailbox";

export function fetchDevMailbox(): Promise<TDevMailbox> {
  return apiJson("GET", DEV_MAILBOX_PATH);
}
