import { MATTER_STATUS_LABELS, nextMatterStatuses, type TMatterStatus } from "@inkundla/shared";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useChangeMatterStatus } from "../hooks/use-matter-changes";
import { MatterStatusBadge } from "./matter-status-badge";

/** The status badge with the moves the lifecycle allows: forward, or reopening to active. */
export function MatterStatusMenu({ matterId, status }: { matterId: string; status: TMatterStatus }) {
  const changeStatus = useChangeMatterStatus(matterId);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} />}
          loading={changeStatus.isPending}
          aria-label={`Status: ${MATTER_STATUS_LABELS[status]}. Change status`}
        >
          <MatterStatusBadge status={status} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Change status</Menu.Label>
        {nextMatterStatuses(status).map((next) => (
          <Menu.Item key={next} onClick={() => changeStatus.mutate(next)}>
            {next === "active" ? "Reopen (Active)" : `Mark as ${MATTER_STATUS_LABELS[next]}`}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
