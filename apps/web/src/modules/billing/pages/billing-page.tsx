import type { TInvoice } from "@inkundla/shared";
import { Stack, Tabs, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { ListLoading } from "../../../ui/list-states";
import type { PaymentPrefill } from "../components/record-payment-form";

/** Each tab and dialog is its own chunk, loaded when first shown: most visits only read the overview. */
const BillingOverview = lazy(() =>
  import("../components/billing-overview").then((module) => ({ default: module.BillingOverview })),
);
const BillingProfileTab = lazy(() =>
  import("../components/billing-profile-tab").then((module) => ({ default: module.BillingProfileTab })),
);
const ExpenseTrackingTab = lazy(() =>
  import("../components/expense-tracking-tab").then((module) => ({ default: module.ExpenseTrackingTab })),
);
const InvoiceManagementTab = lazy(() =>
  import("../components/invoice-management-tab").then((module) => ({ default: module.InvoiceManagementTab })),
);
const PaymentProcessingTab = lazy(() =>
  import("../components/payment-processing-tab").then((module) => ({ default: module.PaymentProcessingTab })),
);
const BillingReportsTab = lazy(() =>
  import("../components/billing-reports-tab").then((module) => ({ default: module.BillingReportsTab })),
);
const CreateInvoiceDialog = lazy(() =>
  import("../components/create-invoice-dialog").then((module) => ({ default: module.CreateInvoiceDialog })),
);
const InvoiceDetailDrawer = lazy(() =>
  import("../components/invoice-detail-drawer").then((module) => ({ default: module.InvoiceDetailDrawer })),
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

type BillingTab = (typeof BILLING_TABS)[number]["value"];

function isBillingTab(value: string | null): value is BillingTab {
  return BILLING_TABS.some((tab) => tab.value === value);
}

/**
 * Spec "Billing (/billing)". The tab (?tab=) and an open invoice (?invoice=) live in the address, so a
 * client's or matter's page can link straight to an invoice.
 */
export function BillingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const activeTab: BillingTab = isBillingTab(requested) ? requested : "overview";
  const openInvoiceId = searchParams.get("invoice");
  const [isCreatingInvoice, setIsCreatingInvoice] = useState(false);
  const [paymentPrefill, setPaymentPrefill] = useState<PaymentPrefill | null>(null);

  const show = (tab: BillingTab, invoiceId: string | null = null) => {
    const params: Record<string, string> = tab === "overview" ? {} : { tab };
    if (invoiceId) params.invoice = invoiceId;
    setSearchParams(params);
  };
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
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          Core operations
        </Text>
        <Title order={1}>Billing</Title>
        <Text c="dimmed">VAT tax invoices, payments (also from trust), expenses and statements</Text>
      </Stack>
      <Tabs
        value={activeTab}
        onChange={(value) => {
          if (isBillingTab(value)) show(value);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg" style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {BILLING_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} style={{ flexShrink: 0 }}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
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
      </Tabs>
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
