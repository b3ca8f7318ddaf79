import { Anchor, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTrustClientLedger } from "../hooks/use-trust";
import { formatCents } from "../trust-format";

interface TrustBalanceCardProps {
  clientId: string;
  /** On a matter's page: only the money held for that matter. */
  matterId?: string;
}

/** The money a client (or one of their matters) holds in trust, with a link to the full ledger. */
export function TrustBalanceCard({ clientId, matterId }: TrustBalanceCardProps) {
  const ledger = useTrustClientLedger(clientId, matterId ? { matterId } : {});
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Trust balance
          </Title>
          <Anchor
            component={Link}
            to={`/trust-accounting?tab=accounts&client=${encodeURIComponent(clientId)}`}
            size="sm"
          >
            Open trust ledger
          </Anchor>
        </Group>
        {ledger.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading trust balance" />
        ) : ledger.isError ? (
          <Text size="sm" c="dimmed">
            The trust balance could not be loaded.
          </Text>
        ) : (
          <>
            <Text fw={700} size="lg" aria-label={`Held in trust: ${formatCents(ledger.data.balanceCents)}`}>
              {formatCents(ledger.data.balanceCents)}
            </Text>
            <Text size="xs" c="dimmed">
              {matterId ? "Held in trust for this matter" : "Held in trust for this client"}
              {ledger.data.accounts.length > 1
                ? `: ${ledger.data.accounts
                    .map((account) => `${account.accountName} ${formatCents(account.balanceCents)}`)
                    .join(" · ")}`
                : ""}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
