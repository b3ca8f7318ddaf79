import { formatDate, formatDateTime, MATTER_STATUS_LABELS, type TMatter } from "@inkundla/shared";
import { Badge, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { ConflictHitsList } from "./conflict-hits-list";
import { MatterDetail as Detail } from "./matter-detail";
import { MatterOutcomeCard } from "./matter-outcome-card";

function PartyList({ names }: { names: string[] }) {
  if (names.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None recorded
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {names.map((name) => (
        <List.Item key={name}>{name}</List.Item>
      ))}
    </List>
  );
}

export function MatterOverviewPanel({ matter }: { matter: TMatter }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Details
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Detail label="Type">{matter.type}</Detail>
            <Detail label="Responsible">{matter.responsibleName ?? "Nobody assigned"}</Detail>
            <Detail label="Opened">{formatDate(matter.openedOn)}</Detail>
            <Detail label="Last activity">{formatDate(matter.lastActivity)}</Detail>
            {matter.closedAt ? <Detail label="Closed">{formatDate(matter.closedAt)}</Detail> : null}
          </SimpleGrid>
          <Detail label="Description">
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {matter.description ?? "No description."}
            </Text>
          </Detail>
        </Stack>
      </Paper>

      <MatterOutcomeCard matter={matter} />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Parties
            </Title>
            <Detail label="Opposing parties">
              <PartyList names={matter.opposingParties} />
            </Detail>
            <Detail label="Other parties">
              <PartyList names={matter.otherParties} />
            </Detail>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Conflict check
            </Title>
            {matter.conflictCheck ? (
              <>
                <Text size="sm">
                  Checked {formatDateTime(matter.conflictCheck.checkedAt)}
                  {matter.conflictCheck.checkedByName ? ` by ${matter.conflictCheck.checkedByName}` : ""} for{" "}
                  {matter.conflictCheck.names.join(", ")}.
                </Text>
                <Group gap="xs">
                  <Text size="sm">Decision:</Text>
                  <Badge
                    color={matter.conflictDecision === "proceed_with_conflict" ? "orange" : "green"}
                    variant="light"
                  >
                    {matter.conflictDecision === "proceed_with_conflict"
                      ? "Proceeded after reviewing possible conflicts"
                      : "No conflict"}
                  </Badge>
                </Group>
                {matter.conflictCheck.hits.length > 0 ? (
                  <ConflictHitsList hits={matter.conflictCheck.hits} />
                ) : (
                  <Text size="sm" c="dimmed">
                    No possible conflicts were found.
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                No conflict check was recorded when this matter was opened.
              </Text>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>

      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Status history
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label="Status history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Change</Table.Th>
                  <Table.Th>By</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {matter.statusHistory.map((change) => (
                  <Table.Tr key={`${change.changedAt}-${change.toStatus}`}>
                    <Table.Td>{formatDateTime(change.changedAt)}</Table.Td>
                    <Table.Td>
                      {change.fromStatus
                        ? `${MATTER_STATUS_LABELS[change.fromStatus]} → ${MATTER_STATUS_LABELS[change.toStatus]}`
                        : `Opened as ${MATTER_STATUS_LABELS[change.toStatus]}`}
                    </Table.Td>
                    <Table.Td>{change.changedByName ?? "A former member"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
    </Stack>
  );
}
