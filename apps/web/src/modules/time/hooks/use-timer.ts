import type { TRunningTimer, TStartTimerRequest, TStopTimerRequest } from "@inkundla/shared";
import { formatHours } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import { discardTimer, startTimer, stopTimer, TIMER_QUERY_KEY } from "../time.api";
import { useReloadTime } from "./use-reload-time";

/** The caller's running timer from the server (null when none runs), so a reload or another device sees it. */
export function useRunningTimer() {
  return useQuery<TRunningTimer | null>({ queryKey: TIMER_QUERY_KEY });
}

function showFailure(title: string, fallback: string) {
  return (error: Error) =>
    notifications.show({ title, message: readApiErrorMessage(error) ?? fallback, color: "red" });
}

export function useStartTimer(options: { onStarted: () => void }) {
  const reloadTime = useReloadTime();
  return useMutation({
    mutationFn: (request: TStartTimerRequest) => startTimer(request),
    onSuccess: async () => {
      options.onStarted();
      await reloadTime();
    },
    onError: showFailure("Could not start the timer", "Failed to start the timer"),
  });
}

export function useStopTimer() {
  const reloadTime = useReloadTime();
  return useMutation({
    mutationFn: (request: TStopTimerRequest) => stopTimer(request),
    onSuccess: async (entry) => {
      notifications.show({
        title: "Time logged",
        message: `${formatHours(entry.hours)} logged on ${entry.matterTitle}.`,
        color: "green",
      });
      await reloadTime();
    },
    onError: showFailure("Could not stop the timer", "Failed to stop the timer"),
  });
}

export function useDiscardTimer(options: { onDiscarded: () => void }) {
  const reloadTime = useReloadTime();
  return useMutation({
    mutationFn: () => discardTimer(),
    onSuccess: async () => {
      notifications.show({ title: "Timer discarded", message: "No time was logged.", color: "gray" });
      options.onDiscarded();
      await reloadTime();
    },
    onError: showFailure("Could not discard the timer", "Failed to discard the timer"),
  });
}
