import { type TTrustAccount, todayInSouthAfrica } from "@inkundla/shared";
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileExport } from "@tabler/icons-react";
import { useState } from "react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustAccounts } from "../hooks/use-trust";
import { useTrustPermissions } from "../hooks/use-trust-permissions";
import { trustReportUrl } from "../trust.api";
import { ClientLedgersPanel } from "./client-ledgers-panel";
import { CreateTrustAccountForm } from "./create-trust-account-form";
import { ReportDownloadButton } from "./report-download-button";
import {
  CloseTrustAccountDialog,
  EditTrustAccountDialog,
  RecordInstructionDialog,
} from "./trust-account-dialogs";
import { TrustAccountsTable } from "./trust-accounts-table";

interface TrustAccountsTabProps {
  onViewTransactions: (accountId: string) => void;
  /** Opens this client's ledger at once (from a client's or matter's trust balance card). */
  initialLedgerClientId?: string | null;
}

/** The Trust Accounts tab: open an account, the accounts with their actions, and the client ledgers. */
export function TrustAccountsTab({ onViewTransactions, initialLedgerClientId }: TrustAccountsTabProps) {
  const { canManage } = useTrustPermissions();
  const accounts = useTrustAccounts();
  const [editing, setEditing] = useState<TTrustAccount | null>(null);
  const [closing, setClosing] = useState<TTrustAccount | null>(null);
  const [instructing, setInstructing] = useState<TTrustAccount | null>(null);

  return (
    <Stack gap="lg">
      {canManage ? (
        <CreateTrustAccountForm />
      ) : (
        <Text size="sm" c="dimmed">
          Only a partner or legal director can open or close trust accounts.
        </Text>
      )}
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Trust Accounts
            </Title>
            {/* Rule 54.15.1's listing of trust creditors, at the end of today. */}
            <ReportDownloadButton
              url={trustReportUrl("balance-listing", { date: todayInSouthAfrica() }, "pdf")}
              leftSection={<IconFileExport size={16} />}
            >
              Export Report
            </ReportDownloadButton>
          </Group>
          {accounts.isPending ? (
            <ListLoading label="Loading trust accounts" />
          ) : accounts.isError ? (
            <ListLoadError
              title="Trust accounts could not be loaded"
              onRetry={() => void accounts.refetch()}
            />
          ) : accounts.data.length === 0 ? (
            <ListEmpty title="No trust accounts yet" hint="Open the firm's trust account to start." />
          ) : (
            <TrustAccountsTable
              accounts={accounts.data}
              canManage={canManage}
              onViewTransactions={(account) => onViewTransactions(account.id)}
              onEdit={setEditing}
              onClose={setClosing}
              onRecordInstruction={setInstructing}
            />
          )}
        </Stack>
      </Paper>
      <ClientLedgersPanel initialClientId={initialLedgerClientId} />
      <EditTrustAccountDialog account={editing} onClose={() => setEditing(null)} />
      <CloseTrustAccountDialog account={closing} onClose={() => setClosing(null)} />
      <RecordInstructionDialog account={instructing} onClose={() => setInstructing(null)} />
    </Stack>
  );
}
