import type { TAnalyticsSettings } from "@inkundla/shared";
import { Button, Group, NumberInput, Paper, Stack, Switch, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useSaveAnalyticsSettings, useSaveMemberTarget } from "../hooks/use-analytics";

const toHours = (value: string | number) => (value === "" ? null : Number(value));

function MemberTargetRow({ member }: { member: TAnalyticsSettings["members"][number] }) {
  const [hours, setHours] = useState<string | number>(member.monthlyTargetHours ?? "");
  const save = useSaveMemberTarget();
  return (
    <Table.Tr>
      <Table.Td>{member.name}</Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Monthly target for ${member.name} (hours)`}
          placeholder="Firm's target"
          min={0}
          max={744}
          value={hours}
          onChange={setHours}
          w={140}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          loading={save.isPending}
          onClick={() => save.mutate({ userId: member.userId, monthlyTargetHours: toHours(hours) })}
        >
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The owner's analytics settings: sharing for the platform median, the firm's target and each person's. */
export function AnalyticsSettingsSection({ settings }: { settings: TAnalyticsSettings }) {
  const [shareBenchmarks, setShareBenchmarks] = useState(settings.shareBenchmarks);
  const [target, setTarget] = useState<string | number>(settings.monthlyTargetHours ?? "");
  const save = useSaveAnalyticsSettings();
  return (
    <Paper withBorder p="md" role="region" aria-label="Analytics settings">
      <Stack gap="md">
        <Text fw={600}>Analytics settings</Text>
        <Switch
          label="Share our figures, anonymised, for the platform median"
          description="Firms that do not share do not see the median either."
          checked={shareBenchmarks}
          onChange={(event) => setShareBenchmarks(event.currentTarget.checked)}
        />
        <Group align="flex-end">
          <NumberInput
            label="Monthly billable-hours target for everyone (hours)"
            placeholder="No target"
            min={0}
            max={744}
            value={target}
            onChange={setTarget}
            w={320}
          />
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ shareBenchmarks, monthlyTargetHours: toHours(target) })}
          >
            Save settings
          </Button>
        </Group>
        <Table>
          <Table.Caption>Targets of their own replace the firm's target for that person.</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Person</Table.Th>
              <Table.Th>Own monthly target</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.members.map((member) => (
              <MemberTargetRow key={member.userId} member={member} />
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
