import type { TInvoice } from "@inkundla/shared";
import { Stack, Tabs } from "@mantine/core";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { lazyComponent } from "../../../lib/lazy-page";
import { ListLoading } from "../../../ui/list-states";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import type { PaymentPrefill } from "../components/record-payment-form";

/** Each tab and dialog is its own chunk, loaded when first shown: most visits only read the overview. */
const BillingOverview = lazyComponent(() => import("../components/billing-overview"), "BillingOverview");
const BillingProfileTab = lazyComponent(
  () => import("../components/billing-profile-tab"),
  "BillingProfileTab",
);
const ExpenseTrackingTab = lazyComponent(
  () => import("../components/expense-tracking-tab"),
  "ExpenseTrackingTab",
);
const InvoiceManagementTab = lazyComponent(
  () => import("../components/invoice-management-tab"),
  "InvoiceManagementTab",
);
const PaymentProcessingTab = lazyComponent(
  () => import("../components/payment-processing-tab"),
  "PaymentProcessingTab",
);
const BillingReportsTab = lazyComponent(
  () => import("../components/billing-reports-tab"),
  "BillingReportsTab",
);
const CreateInvoiceDialog = lazyComponent(
  () => import("../components/create-invoice-dialog"),
  "CreateInvoiceDialog",
);
const InvoiceDetailDrawer = lazyComponent(
  () => import("../components/invoice-detail-drawer"),
  "InvoiceDetailDrawer",
);

// The spec's five tabs in its order; Reports (aged debtors, production, WIP, statements) comes after them.
const BILLING_TABS = [
  { value: "overview", label: "Overview" },
  { value: "profile", label: "Billing Profile" },
  { value: "expenses", label: "Expense Tracking" },
  { value: "invoices", label: "Invoice Management" },
  { value: "payments", label: "Payment Processing" },
  { value: "reports", label: "Reports" },
] as const;

/**
 * Spec "Billing (/billing)". The tab (?tab=) and an open invoice (?invoice=) live in the address, so a
 * client's or matter's page can link straight to an invoice.
 */
export function BillingPage() {
  const [searchParams] = useSearchParams();
  const tabState = useUrlTab(BILLING_TABS);
  const { activeTab, showTab } = tabState;
  const openInvoiceId = searchParams.get("invoice");
  const [isCreatingInvoice, setIsCreatingInvoice] = useState(false);
  const [paymentPrefill, setPaymentPrefill] = useState<PaymentPrefill | null>(null);

  const show = (tab: typeof activeTab, invoiceId: string | null = null) =>
    showTab(tab, invoiceId ? { invoice: invoiceId } : {});
  const openInvoice = (invoiceId: string) => show(activeTab, invoiceId);
  const recordPayment = (invoice: TInvoice) => {
    setPaymentPrefill({
      client: { id: invoice.clientId, name: invoice.client },
      invoiceId: invoice.id,
      amountCents: invoice.balanceCents,
    });
    show("payments");
  };

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Core operations"
        title="Billing"
        description="VAT tax invoices, payments (also from trust), expenses and statements"
      />
      <UrlTabs state={tabState}>
        <Suspense fallback={<ListLoading label="Loading billing" />}>
          <Tabs.Panel value="overview">
            <BillingOverview onViewInvoices={() => show("invoices")} onOpenInvoice={openInvoice} />
          </Tabs.Panel>
          <Tabs.Panel value="profile">
            <BillingProfileTab />
          </Tabs.Panel>
          <Tabs.Panel value="expenses">
            <ExpenseTrackingTab />
          </Tabs.Panel>
          <Tabs.Panel value="invoices">
            <InvoiceManagementTab
              onCreateInvoice={() => setIsCreatingInvoice(true)}
              onOpenInvoice={openInvoice}
            />
          </Tabs.Panel>
          <Tabs.Panel value="payments">
            <PaymentProcessingTab prefill={paymentPrefill} onRecorded={() => setPaymentPrefill(null)} />
          </Tabs.Panel>
          <Tabs.Panel value="reports">
            <BillingReportsTab />
          </Tabs.Panel>
        </Suspense>
      </UrlTabs>
      {/* The dialogs' code loads the first time one is opened. */}
      <Suspense fallback={null}>
        {isCreatingInvoice ? (
          <CreateInvoiceDialog
            opened
            onClose={() => setIsCreatingInvoice(false)}
            onCreated={(invoice) => {
              setIsCreatingInvoice(false);
              openInvoice(invoice.id);
            }}
          />
        ) : null}
        {openInvoiceId ? (
          <InvoiceDetailDrawer
            invoiceId={openInvoiceId}
            onClose={() => show(activeTab)}
            onOpenInvoice={openInvoice}
            onRecordPayment={recordPayment}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
