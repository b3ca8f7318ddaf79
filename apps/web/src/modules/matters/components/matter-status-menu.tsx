import {
  isFinishedMatterStatus,
  MATTER_STATUS_LABELS,
  nextMatterStatuses,
  type TMatter,
  type TMatterStatus,
} from "@inkundla/shared";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import { useChangeMatterStatus } from "../hooks/use-matter-changes";
import { MatterOutcomeDialog, type MatterOutcomeIntent } from "./matter-outcome-dialog";
import { MatterStatusBadge } from "./matter-status-badge";

/**
 * The status badge with the moves the lifecycle allows: forward, or reopening to active. Completing
 * or closing a matter whose outcome is not yet recorded asks for it first (it may be skipped).
 */
export function MatterStatusMenu({ matter }: { matter: TMatter }) {
  const { status } = matter;
  const changeStatus = useChangeMatterStatus(matter.id);
  // The intent outlives the dialog's closing, so its title does not change while it fades out.
  const [intent, setIntent] = useState<MatterOutcomeIntent>({ kind: "status", status: "closed" });
  const [isOutcomeOpen, setOutcomeOpen] = useState(false);

  const choose = (next: TMatterStatus) => {
    if ((next === "completed" || next === "closed") && !matter.outcome) {
      setIntent({ kind: "status", status: next });
      setOutcomeOpen(true);
      return;
    }
    changeStatus.mutate({ status: next });
  };

  return (
    <>
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
            <Menu.Item key={next} onClick={() => choose(next)}>
              {next === "active"
                ? `Reopen (Active)${matter.outcome && isFinishedMatterStatus(status) ? ", removing its outcome" : ""}`
                : `Mark as ${MATTER_STATUS_LABELS[next]}`}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <MatterOutcomeDialog
        opened={isOutcomeOpen}
        onClose={() => setOutcomeOpen(false)}
        matter={matter}
        intent={intent}
      />
    </>
  );
}
