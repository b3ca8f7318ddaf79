import { labelStaffRole, type TFirmMemberSummary, ZFirmMemberRateUpdateRequest } from "@inkundla/shared";
import { Button, NumberInput, Table, Text } from "@mantine/core";
import { useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { centsToRandInput, randInputToCents } from "../../../lib/rand-input";
import { formatCents } from "../../time";
import { useUpdateMemberRate } from "../hooks/use-practice-settings";

interface MemberRatesTableProps {
  members: TFirmMemberSummary[];
  /** Shown as the placeholder of a blank rate: what applies when a member has none. */
  defaultRateCents: number | null;
}

/** Each member's own hourly rate; a blank rate means the firm's default applies. */
export function MemberRatesTable({ members, defaultRateCents }: MemberRatesTableProps) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label="Member hourly rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Hourly rate (R)</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <MemberRateRow
              // A saved rate comes back from the server: the row starts again from it.
              key={`${member.userId}:${member.hourlyRateCents ?? "default"}`}
              member={member}
              defaultRateCents={defaultRateCents}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MemberRateRow({
  member,
  defaultRateCents,
}: {
  member: TFirmMemberSummary;
  defaultRateCents: number | null;
}) {
  const [rate, setRate] = useState<number | string>(
    member.hourlyRateCents === null ? "" : centsToRandInput(member.hourlyRateCents),
  );
  const [error, setError] = useState<string | null>(null);
  const updateRate = useUpdateMemberRate();
  const isBlank = String(rate).trim() === "";
  const rateCents = isBlank ? null : randInputToCents(rate);
  const isUnchanged = (isBlank || rateCents !== null) && rateCents === member.hourlyRateCents;

  const save = () => {
    if (!isBlank && rateCents === null) {
      setError("Enter the rate in rand, e.g. 1500 or 1500.50, or leave it blank for the firm's default");
      return;
    }
    const parsed = ZFirmMemberRateUpdateRequest.safeParse({ hourlyRateCents: rateCents });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "The rate is not valid");
      return;
    }
    setError(null);
    updateRate.mutate(
      { userId: member.userId, request: parsed.data },
      {
        onError: (mutationError) =>
          setError(readApiErrorMessage(mutationError) ?? "Failed to save the rate. Please try again."),
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {member.name}
        </Text>
        <Text size="xs" c="dimmed">
          {member.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{labelStaffRole(member.role)}</Text>
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Hourly rate for ${member.name}`}
          placeholder={
            defaultRateCents === null ? "Firm default" : `Firm default (${formatCents(defaultRateCents)})`
          }
          min={0}
          step={0.01}
          decimalScale={2}
          prefix="R "
          value={rate}
          onChange={(value) => {
            setRate(value);
            setError(null);
          }}
          error={error}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="default"
          aria-label={`Save ${member.name}'s rate`}
          disabled={isUnchanged}
          loading={updateRate.isPending}
          onClick={save}
        >
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
