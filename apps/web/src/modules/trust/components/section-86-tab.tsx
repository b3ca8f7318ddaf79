import {
  formatDate,
  TRUST_ACCOUNT_KIND_LABELS,
  TRUST_BANK_LABELS,
  type TTrustAccount,
} from "@inkundla/shared";
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCoins, IconFileText } from "@tabler/icons-react";
import { useState } from "react";
import { storedFileUrl } from "../../../lib/api-client";
import { centsToRandInput } from "../../../lib/rand-input";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustAccounts, useTrustSummary } from "../hooks/use-trust";
import { useTrustPermissions } from "../hooks/use-trust-permissions";
import { formatCents } from "../trust-format";
import type { NewTransactionPrefill } from "./new-transaction-dialog";
import { RecordInstructionDialog } from "./trust-account-dialogs";

const FUND_NAME = "Legal Practitioners' Fidelity Fund";

interface Section86TabProps {
  onNewTransaction: (prefill: NewTransactionPrefill) => void;
}

/** The Section 86 tab: the investment accounts, their instructions and interest, and what the Fund is owed. */
export function Section86Tab({ onNewTransaction }: Section86TabProps) {
  const { canCapture, canManage } = useTrustPermissions();
  const accounts = useTrustAccounts();
  const [instructing, setInstructing] = useState<TTrustAccount | null>(null);
  const investments = (accounts.data ?? []).filter((account) => account.kind !== "s86_2");

  return (
    <Stack gap="lg">
      <FundCard canCapture={canCapture} onNewTransaction={onNewTransaction} />
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            How interest is allocated
          </Title>
          <Text size="sm">
            Interest on the trust current account (s86(2)) and on the firm's trust investment account (s86(3))
            is due to the {FUND_NAME}.
          </Text>
          <Text size="sm">
            Interest on a client investment account (s86(4)) belongs to the client, less 5% that is paid to
            the Fund. Recording the bank's interest credits the client's and the Fund's ledgers in those
            shares.
          </Text>
        </Stack>
      </Paper>
      {accounts.isPending ? (
        <ListLoading label="Loading investment accounts" />
      ) : accounts.isError ? (
        <ListLoadError title="Trust accounts could not be loaded" onRetry={() => void accounts.refetch()} />
      ) : investments.length === 0 ? (
        <ListEmpty
          title="No s86(3) or s86(4) accounts yet"
          hint="Open a trust investment account on the Trust Accounts tab."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {investments.map((account) => (
            <InvestmentCard
              key={account.id}
              account={account}
              canCapture={canCapture}
              canManage={canManage}
              onRecordInterest={() =>
                onNewTransaction({
                  type: "interest",
                  accountId: account.id,
                  description: "Interest credited by the bank",
                })
              }
              onRecordInstruction={() => setInstructing(account)}
            />
          ))}
        </SimpleGrid>
      )}
      <RecordInstructionDialog account={instructing} onClose={() => setInstructing(null)} />
    </Stack>
  );
}

function FundCard({
  canCapture,
  onNewTransaction,
}: {
  canCapture: boolean;
  onNewTransaction: (prefill: NewTransactionPrefill) => void;
}) {
  const summary = useTrustSummary();
  const dueCents = summary.data?.fundDueCents ?? 0;
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Interest due to the Fidelity Fund
          </Text>
          <Text fw={700} size="xl">
            {summary.data ? formatCents(dueCents) : summary.isError ? "Could not be loaded" : "–"}
          </Text>
        </Stack>
        {canCapture ? (
          <Button
            leftSection={<IconCoins size={18} />}
            disabled={dueCents <= 0}
            onClick={() =>
              onNewTransaction({
                type: "payment",
                paymentParty: "fund",
                payee: FUND_NAME,
                description: `Interest paid over to the ${FUND_NAME}`,
                amount: centsToRandInput(dueCents),
              })
            }
          >
            Pay the Fund
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

function InvestmentCard({
  account,
  canCapture,
  canManage,
  onRecordInterest,
  onRecordInstruction,
}: {
  account: TTrustAccount;
  canCapture: boolean;
  canManage: boolean;
  onRecordInterest: () => void;
  onRecordInstruction: () => void;
}) {
  const isActive = account.status === "active";
  const isForClient = account.kind === "s86_4";
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600}>{account.name}</Text>
            <Text size="xs" c="dimmed">
              {TRUST_ACCOUNT_KIND_LABELS[account.kind]} · {TRUST_BANK_LABELS[account.bankName]}{" "}
              {account.accountNumber}
            </Text>
          </Stack>
          <Badge color={isActive ? "green" : "gray"} variant="light">
            {isActive ? "Active" : "Closed"}
          </Badge>
        </Group>
        <Text size="sm">
          Balance: <strong>{formatCents(account.balanceCents)}</strong>
        </Text>
        {isForClient ? (
          <>
            <Text size="sm">Client: {account.clientName ?? "—"}</Text>
            {account.instructionOnFile && account.instructionFileId ? (
              <Group gap="xs">
                <Text size="sm">Instruction of {formatDate(account.instructionDate)} on file:</Text>
                <Anchor
                  href={storedFileUrl(account.instructionFileId)}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                >
                  <Group gap={4}>
                    <IconFileText size={14} aria-hidden />
                    View instruction
                  </Group>
                </Anchor>
              </Group>
            ) : (
              <Text size="sm" c="red.8">
                No written instruction on file: record it before investing money in this account.
              </Text>
            )}
          </>
        ) : null}
        {isActive && (canCapture || (isForClient && canManage)) ? (
          <Group gap="sm">
            {canCapture ? (
              <Button
                size="xs"
                variant="light"
                onClick={onRecordInterest}
                aria-label={`Record interest on ${account.name}`}
              >
                Record interest
              </Button>
            ) : null}
            {isForClient && canManage ? (
              <Button size="xs" variant="default" onClick={onRecordInstruction}>
                {account.instructionOnFile ? "Replace instruction" : "Record instruction"}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
