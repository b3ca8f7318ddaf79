import { todayInSouthAfrica } from "@inkundla/shared";
import { NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTrustAccounts } from "../hooks/use-trust";
import { previousMonth, recentMonths } from "../trust-format";
import { type ClientChoice, ClientSelect } from "./client-select";
import { TrustReportCard } from "./trust-report-card";

const MONTHS_OFFERED = 24;

/** A period chosen on a card; it starts as this month so far. */
function usePeriod(today: string) {
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  return { from, to, setFrom, setTo };
}

function PeriodInputs({ period }: { period: ReturnType<typeof usePeriod> }) {
  return (
    <>
      <TextInput
        label="From"
        type="date"
        value={period.from}
        onChange={(event) => period.setFrom(event.currentTarget.value)}
        style={{ flex: "1 1 150px" }}
      />
      <TextInput
        label="To"
        type="date"
        value={period.to}
        onChange={(event) => period.setTo(event.currentTarget.value)}
        style={{ flex: "1 1 150px" }}
      />
    </>
  );
}

/** The firm's trust accounts for a report's account select, and why none can be chosen yet. */
function useAccountChoices() {
  const accounts = useTrustAccounts();
  const options = (accounts.data ?? []).map((account) => ({ value: account.id, label: account.name }));
  const defaultAccount = accounts.data?.find((account) => account.status === "active") ?? accounts.data?.[0];
  const missing = accounts.isPending
    ? "Loading the trust accounts…"
    : accounts.isError
      ? "The trust accounts could not be loaded. Reload the page to try again."
      : options.length === 0
        ? "Open the firm's trust account first."
        : null;
  return { options, defaultAccountId: defaultAccount?.id ?? "", missing };
}

function BalanceListingCard({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  return (
    <TrustReportCard
      name="balance-listing"
      title="Trust balance listing"
      description="Every trust creditor and trust bank balance at the end of a day (LPC Rule 54.15.1)."
      query={{ date }}
    >
      <TextInput
        label="At the end of"
        type="date"
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        style={{ flex: "0 1 180px" }}
      />
    </TrustReportCard>
  );
}

function ClientStatementCard({ today }: { today: string }) {
  const [client, setClient] = useState<ClientChoice | null>(null);
  const period = usePeriod(today);
  return (
    <TrustReportCard
      name="client-statement"
      title="Client trust statement"
      description="One client's trust money over a period, per matter, with the running balance (LPA s87)."
      query={{ clientId: client?.id, from: period.from, to: period.to }}
      missing={client ? null : "Choose a client to make the statement."}
    >
      <div style={{ flex: "2 1 240px" }}>
        <ClientSelect label="Client" value={client} onChange={setClient} required />
      </div>
      <PeriodInputs period={period} />
    </TrustReportCard>
  );
}

function ReconciliationReportCard({ today }: { today: string }) {
  const accounts = useAccountChoices();
  const [chosenAccountId, setChosenAccountId] = useState<string | null>(null);
  // Last month, as on the Reconciliation tab: the month normally reconciled and signed off.
  const [month, setMonth] = useState(previousMonth(today.slice(0, 7)));
  const accountId = chosenAccountId ?? accounts.defaultAccountId;
  return (
    <TrustReportCard
      name="reconciliation"
      title="Three-way reconciliation"
      description="One trust account's bank statement, cash book and client ledgers for a month (LPC Rule 54.15.1)."
      query={{ accountId, month }}
      missing={accounts.missing}
    >
      <NativeSelect
        label="Trust account"
        value={accountId}
        onChange={(event) => setChosenAccountId(event.currentTarget.value)}
        data={accounts.options}
        disabled={accounts.options.length === 0}
        style={{ flex: "2 1 220px" }}
      />
      <NativeSelect
        label="Month"
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        data={recentMonths(today, MONTHS_OFFERED)}
        style={{ flex: "1 1 160px" }}
      />
    </TrustReportCard>
  );
}

function JournalCard({ today }: { today: string }) {
  const accounts = useAccountChoices();
  const [accountId, setAccountId] = useState("");
  const period = usePeriod(today);
  return (
    <TrustReportCard
      name="journal"
      title="Trust journal"
      description="Every posting of a period with its cash book and ledger lines (LPA s87, LPC Rule 54.9)."
      query={{ accountId: accountId || undefined, from: period.from, to: period.to }}
    >
      <NativeSelect
        label="Trust account"
        value={accountId}
        onChange={(event) => setAccountId(event.currentTarget.value)}
        data={[{ value: "", label: "All trust accounts" }, ...accounts.options]}
        style={{ flex: "2 1 220px" }}
      />
      <PeriodInputs period={period} />
    </TrustReportCard>
  );
}

function FundInterestCard({ today }: { today: string }) {
  const period = usePeriod(today);
  return (
    <TrustReportCard
      name="fund-interest"
      title="Fidelity Fund interest"
      description="Interest earned on trust money that belongs to the Fidelity Fund: credited, paid over and still due (LPA s86)."
      query={{ from: period.from, to: period.to }}
    >
      <PeriodInputs period={period} />
    </TrustReportCard>
  );
}

/** The Reports tab: each trust report with its parameters, to view on screen or download as PDF or CSV. */
export function ReportsTab() {
  const today = todayInSouthAfrica();
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2} size="h3">
          Reports
        </Title>
        <Text size="sm" c="dimmed">
          View a report here, or download it as a PDF to file or as CSV for a spreadsheet: one table a file,
          so a report of several tables downloads as a ZIP of CSVs. Every download is recorded in the audit
          trail.
        </Text>
      </Stack>
      <BalanceListingCard today={today} />
      <ClientStatementCard today={today} />
      <ReconciliationReportCard today={today} />
      <JournalCard today={today} />
      <TrustReportCard
        name="s86-4-register"
        title="Register of s86(4) investments"
        description="Every trust investment account opened on a client's instruction, as it stands today (LPA s86(4))."
        query={{}}
      />
      <FundInterestCard today={today} />
      <TrustReportCard
        name="compliance"
        title="Compliance report"
        description="The compliance checklist with each requirement's rule, verdict and what to do (LPA s84–s87, LPC Rule 54)."
        query={{}}
        hasCsv={false}
      />
    </Stack>
  );
}
