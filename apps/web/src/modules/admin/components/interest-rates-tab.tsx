import {
  formatDate,
  type TCreatePrescribedRateRequest,
  type TPrescribedRate,
  todayInSouthAfrica,
  ZCreatePrescribedRateRequest,
} from "@inkundla/shared";
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { readApiErrorCode, readApiErrorMessage } from "../../../lib/api-client";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListEmpty, ListLoading } from "../../../ui/list-states";
import { useReloadBilling } from "../../billing";
import {
  ADMIN_INTEREST_RATES_PATH,
  addPrescribedRate,
  deletePrescribedRate,
  fetchAdminPrescribedRates,
} from "../admin.api";

/** "11.50%": the rate as the rate table and the interest invoices print it. */
function formatRate(rate: TPrescribedRate): string {
  return `${(rate.rateBasisPoints / 100).toFixed(2)}%`;
}

function usePrescribedRates() {
  return useQuery({ queryKey: [ADMIN_INTEREST_RATES_PATH], queryFn: fetchAdminPrescribedRates });
}

// Interest already accrued on every firm's overdue invoices is worked out from this table, so a change
// reads the table and billing's figures again.
function useReloadRates() {
  const queryClient = useQueryClient();
  const reloadBilling = useReloadBilling();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [ADMIN_INTEREST_RATES_PATH] });
    reloadBilling();
  };
}

function useAddPrescribedRate() {
  const reloadRates = useReloadRates();
  return useMutation({
    mutationFn: (request: TCreatePrescribedRateRequest) => addPrescribedRate(request),
    onSuccess: reloadRates,
  });
}

function useDeletePrescribedRate() {
  const reloadRates = useReloadRates();
  return useMutation({
    mutationFn: (rate: TPrescribedRate) => deletePrescribedRate(rate.id),
    onSuccess: reloadRates,
  });
}

/**
 * The prescribed rates of interest the platform admin keeps for every firm: interest on an overdue
 * invoice is charged at the rate in force on each day it is overdue (TRUST-RULES.md).
 */
export function InterestRatesTab() {
  const ratesQuery = usePrescribedRates();
  const deleteRate = useDeletePrescribedRate();
  const [pendingDeletion, setPendingDeletion] = useState<TPrescribedRate | null>(null);

  const confirmDeletion = () => {
    if (!pendingDeletion) return;
    deleteRate.mutate(pendingDeletion, {
      onSuccess: () =>
        notifications.show({
          title: "Rate Deleted",
          message: `The ${formatRate(pendingDeletion)} rate from ${formatDate(pendingDeletion.effectiveFrom)} no longer applies.`,
          color: "green",
        }),
      // The server refuses to delete the only rate: its message says what to do instead.
      onError: (error) =>
        notifications.show({
          title: "Rate Not Deleted",
          message: readApiErrorMessage(error) ?? "Please try again.",
          color: "red",
        }),
      onSettled: () => setPendingDeletion(null),
    });
  };

  let list: ReactNode;
  if (ratesQuery.isPending) {
    list = <ListLoading label="Loading prescribed rates" />;
  } else if (ratesQuery.isError) {
    list = <RatesLoadError error={ratesQuery.error} onRetry={() => void ratesQuery.refetch()} />;
  } else if (ratesQuery.data.length === 0) {
    list = <ListEmpty title="No prescribed rates" hint="Add the rate in force so interest can be charged." />;
  } else {
    // Newest first; the rate in force is the newest one that has started.
    const rates = [...ratesQuery.data].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
    const today = todayInSouthAfrica();
    const inForceId = rates.find((rate) => rate.effectiveFrom <= today)?.id;
    list = (
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label="Prescribed interest rates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Effective from</Table.Th>
              <Table.Th>Rate</Table.Th>
              <Table.Th>Note</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.map((rate) => (
              <Table.Tr key={rate.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <time dateTime={rate.effectiveFrom}>{formatDate(rate.effectiveFrom)}</time>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Group gap="xs" wrap="nowrap">
                    {formatRate(rate)}
                    {rate.id === inForceId ? (
                      <Badge color="green" variant="light" size="sm">
                        In force
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{rate.note || "—"}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`Delete the ${formatRate(rate)} rate from ${rate.effectiveFrom}`}
                    onClick={() => setPendingDeletion(rate)}
                  >
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg" maw={800}>
      <Text size="sm" c="dimmed">
        The prescribed rate (Prescribed Rate of Interest Act 55 of 1975) is the repo rate plus 3.5 percentage
        points, from the first day of the second month after a repo change.
      </Text>
      <AddRateForm />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Prescribed interest rates
          </Title>
          {list}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={pendingDeletion !== null}
        title="Delete Prescribed Rate"
        message={
          pendingDeletion
            ? `Delete the ${formatRate(pendingDeletion)} rate from ${formatDate(pendingDeletion.effectiveFrom)}? Interest for the days from that date is then worked out at the rate before it.`
            : ""
        }
        confirmLabel="Delete"
        isPending={deleteRate.isPending}
        isDestructive
        onConfirm={confirmDeletion}
        onClose={() => setPendingDeletion(null)}
      />
    </Stack>
  );
}

function RatesLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // The list is read from billing, which answers members of a firm (403 "no_firm" for anyone else).
  const isOutsideFirm = readApiErrorCode(error) === "no_firm";
  return (
    <Alert
      color={isOutsideFirm ? "yellow" : "red"}
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title="The rates could not be loaded"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {readApiErrorMessage(error) ?? "Please try again."}
          {isOutsideFirm
            ? " The rate list is read through a firm's billing, so it is shown only to an account in a firm. Rates added here still apply to every firm."
            : ""}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

type RateField = "effectiveFrom" | "ratePercent" | "note";

function AddRateForm() {
  const addRate = useAddPrescribedRate();
  const [effectiveFrom, setEffectiveFrom] = useState("");
  const [ratePercent, setRatePercent] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<RateField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rateText = ratePercent.trim().replace(",", ".");
    const rate = rateText === "" ? Number.NaN : Number(rateText);
    const parsed = ZCreatePrescribedRateRequest.safeParse({ effectiveFrom, ratePercent: rate, note });
    const nextErrors: Partial<Record<RateField, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as RateField;
      nextErrors[field] ??= issue.message;
    }
    if (effectiveFrom === "") nextErrors.effectiveFrom = "Effective from is required";
    if (!Number.isFinite(rate)) {
      nextErrors.ratePercent = rateText === "" ? "Rate is required" : "Rate must be a number, e.g. 11.75";
    }
    setErrors(nextErrors);
    setServerError(null);
    if (!parsed.success || Object.keys(nextErrors).length > 0) return;
    addRate.mutate(parsed.data, {
      onSuccess: (added) => {
        notifications.show({
          title: "Rate Added",
          message: `${formatRate(added)} applies from ${formatDate(added.effectiveFrom)}.`,
          color: "green",
        });
        setEffectiveFrom("");
        setRatePercent("");
        setNote("");
      },
      onError: (failure) => setServerError(readApiErrorMessage(failure) ?? "The rate could not be added."),
    });
  };

  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={submit} aria-label="Add a prescribed rate">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label="Effective from"
              value={effectiveFrom}
              error={errors.effectiveFrom}
              onChange={(event) => setEffectiveFrom(event.currentTarget.value)}
              required
            />
            <TextInput
              label="Rate (% a year)"
              inputMode="decimal"
              placeholder="e.g. 11.75"
              value={ratePercent}
              error={errors.ratePercent}
              onChange={(event) => setRatePercent(event.currentTarget.value)}
              required
              w={140}
            />
            <TextInput
              label="Note"
              placeholder="e.g. Repo 8.25% + 3.5"
              maxLength={500}
              value={note}
              error={errors.note}
              onChange={(event) => setNote(event.currentTarget.value)}
              style={{ flexGrow: 1 }}
            />
          </Group>
          <Group>
            <Button
              type="submit"
              loading={addRate.isPending}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add Rate
            </Button>
          </Group>
          {serverError ? (
            <Text size="sm" c="red" role="alert">
              {serverError}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
