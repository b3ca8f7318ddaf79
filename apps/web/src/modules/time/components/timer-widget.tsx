import type { TRunningTimer } from "@inkundla/shared";
import { Badge, Button, Group, Loader, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconPlayerPlay, IconPlayerStop, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useDiscardTimer, useRunningTimer, useStartTimer, useStopTimer } from "../hooks/use-timer";
import { formatElapsed, secondsSince } from "../time-format";
import { type MatterOption, MatterSelect } from "./matter-select";

/**
 * The start/stop timer. It lives on the server, so reloading the page or opening another device
 * shows the same timer; the elapsed time is counted here from when it started.
 */
export function TimerWidget() {
  const timer = useRunningTimer();
  if (timer.isPending) {
    return (
      <Paper withBorder p="md">
        <Loader size="sm" role="status" aria-label="Loading timer" />
      </Paper>
    );
  }
  if (timer.isError) {
    return (
      <Paper withBorder p="md">
        <Text size="sm" c="red">
          Failed to load the timer. Please reload the page.
        </Text>
      </Paper>
    );
  }
  return timer.data ? (
    <RunningTimer timer={timer.data} fetchedAt={timer.dataUpdatedAt} />
  ) : (
    <StartTimerForm />
  );
}

/**
 * Re-renders every second with the time since the timer started. The server's answer tells how far
 * this device's clock is off (it measured `elapsedSeconds` when we fetched), so a wrong clock on the
 * device does not show a wrong time.
 */
function useElapsedSeconds(timer: TRunningTimer, fetchedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const interval = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(interval);
  }, []);
  const serverClockAtFetch = new Date(timer.startedAt).getTime() + timer.elapsedSeconds * 1000;
  const clockOffset = fetchedAt > 0 ? serverClockAtFetch - fetchedAt : 0;
  // Offsets under two seconds are request time, not a wrong clock.
  return secondsSince(timer.startedAt, Math.abs(clockOffset) < 2000 ? now : now + clockOffset);
}

function RunningTimer({ timer, fetchedAt }: { timer: TRunningTimer; fetchedAt: number }) {
  const elapsed = useElapsedSeconds(timer, fetchedAt);
  const [description, setDescription] = useState(timer.description);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  const stopMutation = useStopTimer();
  const discardMutation = useDiscardTimer({ onDiscarded: () => setIsConfirmingDiscard(false) });
  const isDescribed = description.trim().length > 0;

  return (
    <Paper withBorder p="md" aria-label="Running timer">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge color="red" variant="dot">
                Timer running
              </Badge>
              <Text size="xs" c="dimmed">
                {timer.matterReference}
              </Text>
            </Group>
            <Text fw={500}>{timer.matterTitle}</Text>
          </Stack>
          <Text
            ff="monospace"
            fz={28}
            fw={700}
            role="timer"
            aria-label={`Elapsed time ${formatElapsed(elapsed)}`}
          >
            {formatElapsed(elapsed)}
          </Text>
        </Group>
        <TextInput
          label="Description"
          placeholder="What are you working on?"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={isDescribed ? null : "Describe the work before you stop the timer"}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setIsConfirmingDiscard(true)}
          >
            Discard
          </Button>
          <Button
            color="red"
            leftSection={<IconPlayerStop size={16} />}
            disabled={!isDescribed || stopMutation.isPending}
            onClick={() => stopMutation.mutate({ description: description.trim() })}
          >
            {stopMutation.isPending ? "Stopping..." : "Stop"}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={isConfirmingDiscard}
        title="Discard Timer"
        message={`Discard this timer? The ${formatElapsed(elapsed)} it has run will not be logged.`}
        confirmLabel="Discard Timer"
        cancelLabel="Keep Timer"
        isDestructive
        isPending={discardMutation.isPending}
        onConfirm={() => discardMutation.mutate()}
        onClose={() => setIsConfirmingDiscard(false)}
      />
    </Paper>
  );
}

function StartTimerForm() {
  const [matter, setMatter] = useState<MatterOption | null>(null);
  const [description, setDescription] = useState("");
  const [matterError, setMatterError] = useState<string | null>(null);
  const startMutation = useStartTimer({
    onStarted: () => {
      setMatter(null);
      setDescription("");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matter) {
      setMatterError("Choose a matter");
      return;
    }
    const trimmed = description.trim();
    startMutation.mutate({ matterId: matter.value, ...(trimmed ? { description: trimmed } : {}) });
  };

  return (
    <Paper withBorder p="md" aria-label="Start timer">
      <form noValidate onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div style={{ flex: "2 1 240px" }}>
            <MatterSelect
              size="sm"
              value={matter}
              onChange={(option) => {
                setMatter(option);
                setMatterError(null);
              }}
              error={matterError}
            />
          </div>
          <TextInput
            label="Description"
            placeholder="What are you working on?"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            style={{ flex: "2 1 200px" }}
          />
          <Button type="submit" leftSection={<IconPlayerPlay size={16} />} disabled={startMutation.isPending}>
            {startMutation.isPending ? "Starting..." : "Start timer"}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
