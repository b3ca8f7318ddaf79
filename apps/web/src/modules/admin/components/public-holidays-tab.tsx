import { formatDateInFull, type TDeclaredHoliday, ZDeclaredHolidayCreateRequest } from "@inkundla/shared";
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useAddDeclaredHoliday, useDeclaredHolidays, useRemoveDeclaredHoliday } from "../../deadlines";

/**
 * One-off public holidays the President declares (Public Holidays Act s2A: election days, decrees).
 * The statutory holidays, Easter and the Sunday → Monday rule are computed and need no entry here.
 */
export function PublicHolidaysTab() {
  const holidaysQuery = useDeclaredHolidays();
  const removeHoliday = useRemoveDeclaredHoliday();
  const [pendingRemoval, setPendingRemoval] = useState<TDeclaredHoliday | null>(null);

  const confirmRemoval = () => {
    if (!pendingRemoval) return;
    removeHoliday.mutate(pendingRemoval.date, {
      onSuccess: () => {
        notifications.show({
          title: "Holiday Removed",
          message: `${pendingRemoval.name} no longer counts as a public holiday.`,
          color: "green",
        });
        setPendingRemoval(null);
      },
      onError: (error) =>
        notifications.show({
          title: "Removal Failed",
          message: readApiErrorMessage(error) ?? "Please try again.",
          color: "red",
        }),
    });
  };

  let list: ReactNode;
  if (holidaysQuery.isPending) {
    list = <ListLoading label="Loading public holidays" />;
  } else if (holidaysQuery.isError) {
    list = (
      <ListLoadError title="Holidays could not be loaded" onRetry={() => void holidaysQuery.refetch()} />
    );
  } else {
    // Newest first: the recent declarations are the ones an admin looks for.
    const holidays = [...holidaysQuery.data].reverse();
    list = (
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label="Declared public holidays">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holidays.map((holiday) => (
              <Table.Tr key={holiday.date}>
                <Table.Td>
                  <time dateTime={holiday.date}>{formatDateInFull(holiday.date)}</time>
                </Table.Td>
                <Table.Td>{holiday.name}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`Remove ${holiday.name} on ${holiday.date}`}
                    onClick={() => setPendingRemoval(holiday)}
                  >
                    Remove
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
        The statutory public holidays (with Easter and the Sunday → Monday rule) are worked out automatically.
        Add here the days the President declares under the Public Holidays Act s2A, such as election days: the
        deadline calculator skips them at once.
      </Text>
      <AddHolidayForm />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Declared public holidays
          </Title>
          {list}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={pendingRemoval !== null}
        title="Remove Public Holiday"
        message={
          pendingRemoval
            ? `Remove ${pendingRemoval.name} (${formatDateInFull(pendingRemoval.date)})? Deadlines calculated from now on will count that day.`
            : ""
        }
        confirmLabel="Remove"
        isPending={removeHoliday.isPending}
        isDestructive
        onConfirm={confirmRemoval}
        onClose={() => setPendingRemoval(null)}
      />
    </Stack>
  );
}

function AddHolidayForm() {
  const addHoliday = useAddDeclaredHoliday();
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDeclaredHolidayCreateRequest.safeParse({ date, name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the date and the name.");
      return;
    }
    setError(null);
    addHoliday.mutate(parsed.data, {
      onSuccess: (holiday) => {
        notifications.show({
          title: "Holiday Added",
          message: `${holiday.name} on ${formatDateInFull(holiday.date)} is now a public holiday.`,
          color: "green",
        });
        setDate("");
        setName("");
      },
      onError: (failure) => setError(readApiErrorMessage(failure) ?? "The holiday could not be added."),
    });
  };

  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={submit} aria-label="Add a declared public holiday">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label="Date"
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              required
            />
            <TextInput
              label="Name"
              placeholder="e.g. Local Government Elections"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              required
              style={{ flexGrow: 1 }}
            />
            <Button
              type="submit"
              loading={addHoliday.isPending}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add Holiday
            </Button>
          </Group>
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
