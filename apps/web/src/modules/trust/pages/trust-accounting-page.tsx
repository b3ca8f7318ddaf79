import { Stack, Tabs, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { ListLoading } from "../../../ui/list-states";
import type { NewTransactionPrefill } from "../components/new-transaction-dialog";

/**
 * Each tab and dialog is its own chunk, loaded when first shown: the screen is large (statement
 * import, reconciliation, compliance records) and most visits only read the overview.
 */
const TrustOverview = lazy(() =>
  import("../components/trust-overview").then((module) => ({ default: module.TrustOverview })),
);
const TrustAccountsTab = lazy(() =>
  import("../components/trust-accounts-tab").then((module) => ({ default: module.TrustAccountsTab })),
);
const TransactionsTab = lazy(() =>
  import("../components/transactions-tab").then((module) => ({ default: module.TransactionsTab })),
);
const ReconciliationTab = lazy(() =>
  import("../components/reconciliation-tab").then((module) => ({ default: module.ReconciliationTab })),
);
const Section86Tab = lazy(() =>
  import("../components/section-86-tab").then((module) => ({ default: module.Section86Tab })),
);
const ComplianceTab = lazy(() =>
  import("../components/compliance-tab").then((module) => ({ default: module.ComplianceTab })),
);
const ReportsTab = lazy(() =>
  import("../components/reports-tab").then((module) => ({ default: module.ReportsTab })),
);
const NewTransactionDialog = lazy(() =>
  import("../components/new-transaction-dialog").then((module) => ({ default: module.NewTransactionDialog })),
);
const PostingDetailDialog = lazy(() =>
  import("../components/posting-detail-dialog").then((module) => ({ default: module.PostingDetailDialog })),
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

type TrustTab = (typeof TRUST_TABS)[number]["value"];

function isTrustTab(value: string | null): value is TrustTab {
  return TRUST_TABS.some((tab) => tab.value === value);
}

/**
 * Spec "Trust accounting (/trust-accounting)": the tab is kept in the address (?tab=), and so are the
 * transactions' account filter (?accountId=) and a client ledger to open (?client=), so links from
 * other screens land on the right place.
 */
export function TrustAccountingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const activeTab: TrustTab = isTrustTab(requested) ? requested : "overview";
  const accountId = searchParams.get("accountId") ?? "";
  const ledgerClientId = searchParams.get("client");
  const [newTransaction, setNewTransaction] = useState<NewTransactionPrefill | null>(null);
  const [openPostingId, setOpenPostingId] = useState<string | null>(null);

  const showTab = (tab: TrustTab, extra: Record<string, string> = {}) =>
    setSearchParams(tab === "overview" ? extra : { tab, ...extra });
  const showTransactions = (forAccountId: string) =>
    showTab("transactions", forAccountId ? { accountId: forAccountId } : {});

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          Core operations
        </Text>
        <Title order={1}>Trust Accounting</Title>
        <Text c="dimmed">
          Trust bank accounts, client ledgers, reconciliation and compliance under the LPA
        </Text>
      </Stack>
      <Tabs
        value={activeTab}
        onChange={(value) => {
          if (isTrustTab(value)) showTab(value);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg" style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {TRUST_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} style={{ flexShrink: 0 }}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
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
      </Tabs>
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
