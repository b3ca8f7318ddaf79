import { todayInSouthAfrica } from "@inkundla/shared";
import { Button, Group, NativeSelect, Paper, Stack, Title } from "@mantine/core";
import { IconFileImport, IconWand } from "@tabler/icons-react";
import { useState } from "react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustAccounts } from "../hooks/use-trust";
import { useAutoMatchStatement } from "../hooks/use-trust-changes";
import { useTrustPermissions } from "../hooks/use-trust-permissions";
import { previousMonth, recentMonths } from "../trust-format";
import { ImportStatementDialog } from "./import-statement-dialog";
import type { NewTransactionPrefill } from "./new-transaction-dialog";
import { ReconciliationView } from "./reconciliation-view";

const MONTHS_OFFERED = 24;

interface ReconciliationTabProps {
  onNewTransaction: (prefill: NewTransactionPrefill) => void;
  onOpenPosting: (postingId: string) => void;
}

/**
 * The Reconciliation tab: bank statements in, then the month's three-way reconciliation of one trust
 * account (Rule 54.15.1) with matching and the sign-off.
 */
export function ReconciliationTab({ onNewTransaction, onOpenPosting }: ReconciliationTabProps) {
  const { canCapture } = useTrustPermissions();
  const accounts = useTrustAccounts();
  const today = todayInSouthAfrica();
  const [chosenAccountId, setChosenAccountId] = useState<string | null>(null);
  // Last month is the one normally being reconciled and signed off.
  const [month, setMonth] = useState(previousMonth(today.slice(0, 7)));
  const [isImportOpen, setIsImportOpen] = useState(false);
  const autoMatch = useAutoMatchStatement();

  if (accounts.isPending) return <ListLoading label="Loading trust accounts" />;
  if (accounts.isError) {
    return (
      <ListLoadError title="Trust accounts could not be loaded" onRetry={() => void accounts.refetch()} />
    );
  }
  if (accounts.data.length === 0) {
    return <ListEmpty title="No trust accounts yet" hint="Open the firm's trust account to start." />;
  }
  const defaultAccount = accounts.data.find((account) => account.status === "active") ?? accounts.data[0];
  const accountId = chosenAccountId ?? defaultAccount?.id ?? "";

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Reconciliation
        </Title>
        {canCapture ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileImport size={18} />}
              onClick={() => setIsImportOpen(true)}
            >
              Import Statement
            </Button>
            <Button
              variant="default"
              leftSection={<IconWand size={18} />}
              loading={autoMatch.isPending}
              onClick={() => autoMatch.mutate(accountId)}
            >
              Auto-match
            </Button>
          </Group>
        ) : null}
      </Group>
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Trust account"
            value={accountId}
            onChange={(event) => setChosenAccountId(event.currentTarget.value)}
            data={accounts.data.map((account) => ({ value: account.id, label: account.name }))}
            style={{ flex: "1 1 220px" }}
          />
          <NativeSelect
            label="Month"
            value={month}
            onChange={(event) => setMonth(event.currentTarget.value)}
            data={recentMonths(today, MONTHS_OFFERED)}
            style={{ flex: "1 1 160px" }}
          />
        </Group>
      </Paper>
      <ReconciliationView
        accountId={accountId}
        month={month}
        onNewTransaction={onNewTransaction}
        onOpenPosting={onOpenPosting}
      />
      <ImportStatementDialog
        opened={isImportOpen}
        onClose={() => setIsImportOpen(false)}
        accounts={accounts.data.filter((account) => account.status === "active")}
        initialAccountId={accountId}
      />
    </Stack>
  );
}
