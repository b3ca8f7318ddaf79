import type { TInvoiceEmailStatus } from "@inkundla/shared";
import { z } from "zod";
import type { DbExecutor } from "../../../platform/db.ts";
import { defineJobKind, defineJobWorker, type JobQueue } from "../../../platform/jobs/index.ts";
import { setInvoiceEmailStatus } from "./invoice.repository.ts";
import {
  type DeliveryDeps,
  deliverInvoiceEmail,
  type InvoiceEmailRequest,
} from "./invoice-delivery.service.ts";

/**
 * An issued invoice e-mailed to the client with its PDF. A mail server that is down or refuses for a
 * while is tried again 5 times over 15 to 30 minutes (30 s, then about twice as long each time).
 */
export const INVOICE_EMAIL_JOB = defineJobKind<InvoiceEmailRequest>({
  name: "billing-invoice-email",
  data: z.object({ firmId: z.string().min(1), invoiceId: z.string().min(1), isCopy: z.boolean() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 5 * 60,
  describe: (request) =>
    `${request.isCopy ? "Copy of invoice" : "Invoice"} ${request.invoiceId} e-mailed to the client (firm ${request.firmId})`,
});

/**
 * In the request's transaction: records that the e-mail is on its way and enqueues it, so that it goes
 * out exactly when the change that asked for it commits. After the commit, `jobs.wake(INVOICE_EMAIL_JOB)`
 * lets this process's worker take it at once.
 */
export async function queueInvoiceEmail(
  deps: { jobs: Pick<JobQueue, "send"> },
  tx: DbExecutor,
  request: InvoiceEmailRequest,
  invoice: { emailStatus: TInvoiceEmailStatus | null; clientEmail: string | null | undefined },
): Promise<void> {
  if (!invoice.clientEmail?.trim()) {
    await setInvoiceEmailStatus(tx, request.invoiceId, "no_email");
    return;
  }
  // A copy asked for after the original went out does not undo the record that it did.
  if (!(request.isCopy && invoice.emailStatus === "sent")) {
    await setInvoiceEmailStatus(tx, request.invoiceId, "queued");
  }
  await deps.jobs.send(tx, INVOICE_EMAIL_JOB, request);
}

/** The worker: renders and sends through the platform mailer (outbox, dev mailbox and SMTP alike). */
export function createInvoiceEmailWorker(deps: DeliveryDeps) {
  return defineJobWorker({
    kind: INVOICE_EMAIL_JOB,
    handle: async (request, job) => {
      await deliverInvoiceEmail(deps, request, { isLastAttempt: job.isLastAttempt, log: job.log });
    },
  });
}
