import { Stack, Tabs } from "@mantine/core";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { lazyComponent } from "../../../lib/lazy-page";
import { ListLoading } from "../../../ui/list-states";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import type { NewTransactionPrefill } from "../components/new-transaction-dialog";

/**
 * Each tab and dialog is its own chunk, loaded when first shown: the screen is large (statement
 * import, reconciliation, compliance records) and most visits only read the overview.
 */
const TrustOverview = lazyComponent(() => import("../components/trust-overview"), "TrustOverview");
const TrustAccountsTab = lazyComponent(() => import("../components/trust-accounts-tab"), "TrustAccountsTab");
const TransactionsTab = lazyComponent(() => import("../components/transactions-tab"), "TransactionsTab");
const ReconciliationTab = lazyComponent(
  () => import("../components/reconciliation-tab"),
  "ReconciliationTab",
);
const Section86Tab = lazyComponent(() => import("../components/section-86-tab"), "Section86Tab");
const ComplianceTab = lazyComponent(() => import("../components/compliance-tab"), "ComplianceTab");
const ReportsTab = lazyComponent(() => import("../components/reports-tab"), "ReportsTab");
const NewTransactionDialog = lazyComponent(
  () => import("../components/new-transaction-dialog"),
  "NewTransactionDialog",
);
const PostingDetailDialog = lazyComponent(
  () => import("../components/posting-detail-dialog"),
  "PostingDetailDialog",
);

// Reconciliation has a tab of its own (between Transactions and Section 86): importing statements,
// matching and the monthly sign-off are a job of their own, not a filter on the transactions list.
const TRUST_TABS = [
  { value: "overview", label: "Overview" },
  { value: "accounts", label: "Trust Accounts" },
  { value: "transactions", label: "Transactions" },
  { value: "reconciliation", label: "Reconciliation" },
  { value: "section-86", label: "Section 86" },
  { value: "compliance", label: "Compliance" },
  { value: "reports", label: "Reports" },
] as const;

/**
 * Spec "Trust accounting (/trust-accounting)": the tab is kept in the address (?tab=), and so are the
 * transactions' account filter (?accountId=) and a client ledger to open (?client=), so links from
 * other screens land on the right place.
 */
export function TrustAccountingPage() {
  const [searchParams] = useSearchParams();
  const tabState = useUrlTab(TRUST_TABS);
  const { showTab } = tabState;
  const accountId = searchParams.get("accountId") ?? "";
  const ledgerClientId = searchParams.get("client");
  const [newTransaction, setNewTransaction] = useState<NewTransactionPrefill | null>(null);
  const [openPostingId, setOpenPostingId] = useState<string | null>(null);

  const showTransactions = (forAccountId: string) =>
    showTab("transactions", forAccountId ? { accountId: forAccountId } : {});

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Core operations"
        title="Trust Accounting"
        description="Trust bank accounts, client ledgers, reconciliation and compliance under the LPA"
      />
      <UrlTabs state={tabState}>
        <Suspense fallback={<ListLoading label="Loading trust accounting" />}>
          <Tabs.Panel value="overview">
            <TrustOverview onViewTransactions={() => showTransactions("")} onOpenPosting={setOpenPostingId} />
          </Tabs.Panel>
          <Tabs.Panel value="accounts">
            <TrustAccountsTab onViewTransactions={showTransactions} initialLedgerClientId={ledgerClientId} />
          </Tabs.Panel>
          <Tabs.Panel value="transactions">
            <TransactionsTab
              accountId={accountId}
              onAccountChange={showTransactions}
              onNewTransaction={() => setNewTransaction(accountId ? { accountId } : {})}
              onOpenPosting={setOpenPostingId}
            />
          </Tabs.Panel>
          <Tabs.Panel value="reconciliation">
            <ReconciliationTab onNewTransaction={setNewTransaction} onOpenPosting={setOpenPostingId} />
          </Tabs.Panel>
          <Tabs.Panel value="section-86">
            <Section86Tab onNewTransaction={setNewTransaction} />
          </Tabs.Panel>
          <Tabs.Panel value="compliance">
            <ComplianceTab />
          </Tabs.Panel>
          <Tabs.Panel value="reports">
            <ReportsTab />
          </Tabs.Panel>
        </Suspense>
      </UrlTabs>
      {/* The dialogs' code loads the first time one is opened. */}
      <Suspense fallback={null}>
        {newTransaction ? (
          <NewTransactionDialog prefill={newTransaction} onClose={() => setNewTransaction(null)} />
        ) : null}
        {openPostingId ? (
          <PostingDetailDialog
            postingId={openPostingId}
            onClose={() => setOpenPostingId(null)}
            onOpenPosting={setOpenPostingId}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
