import {
  formatDate,
  formatDateTime,
  TRUST_LEDGER_PARTY_LABELS,
  TRUST_LIMITS,
  TRUST_POSTING_TYPE_LABELS,
  type TTrustPosting,
  todayInSouthAfrica,
  ZCreateTrustPostingRequest,
} from "@inkundla/shared";
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconAlertCircle, IconArrowBackUp } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustPosting } from "../hooks/use-trust";
import { trustErrorMessage, useCreateTrustPosting } from "../hooks/use-trust-changes";
import { useTrustPermissions } from "../hooks/use-trust-permissions";
import { formatCents } from "../trust-format";

interface PostingDetailDialogProps {
  postingId: string | null;
  onClose: () => void;
  onOpenPosting: (postingId: string) => void;
}

/** One posting as captured: its lines on the cash book and the ledgers, who captured it, and Reverse. */
export function PostingDetailDialog({ postingId, onClose, onOpenPosting }: PostingDetailDialogProps) {
  const posting = useTrustPosting(postingId);
  return (
    <Modal
      opened={postingId !== null}
      onClose={onClose}
      size="xl"
      title={posting.data ? `Transaction #${posting.data.number}` : "Transaction"}
    >
      {posting.isPending ? (
        <ListLoading label="Loading the transaction" />
      ) : posting.isError ? (
        <ListLoadError title="The transaction could not be loaded" onRetry={() => void posting.refetch()} />
      ) : (
        <PostingDetails key={posting.data.id} posting={posting.data} onOpenPosting={onOpenPosting} />
      )}
    </Modal>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || "—"}</Text>
    </Stack>
  );
}

function PostingDetails({
  posting,
  onOpenPosting,
}: {
  posting: TTrustPosting;
  onOpenPosting: (postingId: string) => void;
}) {
  const { canCapture } = useTrustPermissions();
  const [isReversing, setIsReversing] = useState(false);
  const canReverse = canCapture && posting.type !== "reversal" && posting.reversedById === null;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light">{TRUST_POSTING_TYPE_LABELS[posting.type]}</Badge>
        {posting.reversedById ? (
          <Badge color="gray" variant="light">
            Reversed
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Detail label="Date" value={formatDate(posting.date)} />
        <Detail label="Amount" value={formatCents(posting.amountCents)} />
        <Detail label="Description" value={posting.description} />
        <Detail label="Reference" value={posting.reference} />
        <Detail label="Counterparty" value={posting.counterparty} />
        {posting.feeNoteReference ? <Detail label="Fee note" value={posting.feeNoteReference} /> : null}
        <Detail
          label="Captured by"
          value={`${posting.capturedByName} on ${formatDateTime(posting.capturedAt)}`}
        />
      </SimpleGrid>
      {posting.reversesId ? (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => onOpenPosting(posting.reversesId ?? "")}
          w="fit-content"
        >
          Show the transaction this reverses
        </Button>
      ) : null}
      {posting.reversedById ? (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => onOpenPosting(posting.reversedById ?? "")}
          w="fit-content"
        >
          Show the reversal
        </Button>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label="Posting lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Book</Table.Th>
              <Table.Th>Trust account</Table.Th>
              <Table.Th>Creditor</Table.Th>
              <Table.Th>Matter</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keyedLines(posting.lines).map(({ key, line }) => (
              <Table.Tr key={key}>
                <Table.Td>{line.side === "bank" ? "Cash book" : "Ledger"}</Table.Td>
                <Table.Td>{line.accountName}</Table.Td>
                <Table.Td>
                  {line.side === "bank"
                    ? "—"
                    : (line.clientName ?? (line.party ? TRUST_LEDGER_PARTY_LABELS[line.party] : "—"))}
                </Table.Td>
                <Table.Td>{line.matterReference ?? "—"}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {formatCents(line.amountCents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canReverse && !isReversing ? (
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            leftSection={<IconArrowBackUp size={16} />}
            onClick={() => setIsReversing(true)}
          >
            Reverse
          </Button>
        </Group>
      ) : null}
      {canReverse && isReversing ? (
        <ReverseForm posting={posting} onCancel={() => setIsReversing(false)} />
      ) : null}
    </Stack>
  );
}

/** Posting lines have no id of their own; their content (and its repeat count) keys them. */
function keyedLines(lines: TTrustPosting["lines"]) {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = [line.side, line.accountId, line.party, line.clientId, line.matterId, line.amountCents].join(
      "|",
    );
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: `${base}#${count}`, line };
  });
}

/**
 * A posting is never edited or deleted: it is reversed by an equal and opposite posting, dated and
 * with a reason, so the books keep both.
 */
function ReverseForm({ posting, onCancel }: { posting: TTrustPosting; onCancel: () => void }) {
  const [date, setDate] = useState(todayInSouthAfrica());
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"date" | "reason", string>>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const reverse = useCreateTrustPosting({ onCreated: onCancel });

  const request = { type: "reversal" as const, reversesId: posting.id, date, reason };
  const check = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateTrustPostingRequest.safeParse(request);
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setIsConfirming(true);
  };

  return (
    <form noValidate onSubmit={check} aria-label="Reverse transaction">
      <Stack gap="sm">
        {reverse.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="The reversal was not recorded"
          >
            {trustErrorMessage(reverse.error, "Failed to reverse the transaction. Please try again.")}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Reversal date"
            type="date"
            required
            max={todayInSouthAfrica()}
            value={date}
            error={errors.date}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              setIsConfirming(false);
            }}
          />
          <Textarea
            label="Reason"
            required
            rows={2}
            maxLength={TRUST_LIMITS.reasonMax}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setIsConfirming(false);
            }}
          />
        </SimpleGrid>
        {isConfirming ? (
          <Alert color="orange" variant="light" title="Reverse this transaction?">
            <Stack gap="sm">
              <Text size="sm">
                Transaction #{posting.number} ({formatCents(posting.amountCents)}) will be reversed by an
                equal and opposite transaction dated {formatDate(date)}. Both stay in the books.
              </Text>
              <Group gap="sm">
                <Button color="red" loading={reverse.isPending} onClick={() => reverse.mutate(request)}>
                  Confirm Reversal
                </Button>
                <Button variant="default" onClick={() => setIsConfirming(false)}>
                  Back
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" color="red">
              Reverse Transaction
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
