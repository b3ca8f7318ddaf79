import {
  describeStaffMemberName,
  formatDate,
  labelStaffRole,
  STAFF_STATUS_LABELS,
  staffStatusOf,
  type TStaffMember,
} from "@inkundla/shared";
import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { IconCrown, IconPencil, IconTrash } from "@tabler/icons-react";

interface StaffMembersTableProps {
  members: TStaffMember[];
  onEditRole: (member: TStaffMember) => void;
  onRemove: (member: TStaffMember) => void;
}

export function StaffMembersTable({ members, onEditRole, onRemove }: StaffMembersTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Joined</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <StaffMemberRow key={member.id} member={member} onEditRole={onEditRole} onRemove={onRemove} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StaffMemberRow({
  member,
  onEditRole,
  onRemove,
}: { member: TStaffMember } & Omit<StaffMembersTableProps, "members">) {
  const name = describeStaffMemberName(member);
  const status = staffStatusOf(member);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {member.isFirmOwner ? (
            <Tooltip label="Firm owner">
              <IconCrown size={18} color="var(--mantine-color-yellow-6)" aria-label="Firm owner" role="img" />
            </Tooltip>
          ) : null}
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {name.primary}
            </Text>
            {name.secondary ? (
              <Text size="xs" c="dimmed">
                {name.secondary}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>{labelStaffRole(member.role)}</Table.Td>
      <Table.Td>
        <Badge color={status === "active" ? "green" : "yellow"} variant="light">
          {STAFF_STATUS_LABELS[status]}
        </Badge>
      </Table.Td>
      <Table.Td>{formatDate(member.createdAt)}</Table.Td>
      <Table.Td>
        {member.isFirmOwner ? null : (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit role">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit role of ${name.primary}`}
                onClick={() => onEditRole(member)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove from firm">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${name.primary}`}
                onClick={() => onRemove(member)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
