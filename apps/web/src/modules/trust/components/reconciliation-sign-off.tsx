import type { TTrustReconciliation } from "@inkundla/shared";
import { formatDateTime, formatMonth } from "@inkundla/shared";
import { Alert, Button, Group, Paper, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { trustErrorMessage, useSignOffReconciliation } from "../hooks/use-trust-changes";
import { useTrustPermissions } from "../hooks/use-trust-permissions";
import { formatCents } from "../trust-format";

/**
 * The month is signed off by a practitioner once it is over and the three balances agree; after that
 * it is locked and corrections go into an open month.
 */
export function ReconciliationSignOff({ reconciliation }: { reconciliation: TTrustReconciliation }) {
  const { canManage } = useTrustPermissions();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const signOff = useSignOffReconciliation({ onSignedOff: () => setIsConfirmOpen(false) });
  const { signedOff } = reconciliation;
  const canSignOff = reconciliation.balanced && reconciliation.monthOver && !signedOff;

  if (signedOff) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Signed off">
        Signed off by {signedOff.byName} on {formatDateTime(signedOff.at)}.
      </Alert>
    );
  }
  const reason = !reconciliation.monthOver
    ? "The month can be signed off once it is over."
    : !reconciliation.balanced
      ? "The three balances must agree before the month is signed off."
      : "The three balances agree.";
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          {canManage ? reason : "Only a partner or legal director can sign off a reconciliation."}
        </Text>
        {canManage ? (
          <Button disabled={!canSignOff} onClick={() => setIsConfirmOpen(true)}>
            Sign off
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={isConfirmOpen}
        title="Sign Off Reconciliation"
        error={
          signOff.error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Not signed off">
              {trustErrorMessage(signOff.error, "Failed to sign off the reconciliation. Please try again.")}
            </Alert>
          ) : null
        }
        message={`Sign off ${reconciliation.accountName} for ${formatMonth(reconciliation.month)}? The bank, the cash book and the client ledgers agree at ${formatCents(reconciliation.cashBookCents)}. The month is then locked.`}
        confirmLabel="Confirm Sign-off"
        isPending={signOff.isPending}
        onConfirm={() => signOff.mutate({ accountId: reconciliation.accountId, month: reconciliation.month })}
        onClose={() => setIsConfirmOpen(false)}
      />
    </Paper>
  );
}
