import type { TContactRequest } from "@inkundla/shared";
import { apiRequest } from "../../lib/api-client";

export async function sendContactMessage(request: TContactRequest): Promise<void> {
  await apiRequest("POST", "/api/contact", request);
}
