import type { TCreateTaskRequest, TFirmMemberSummary, TUpdateTaskRequest } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import { DASHBOARD_ACTIVITY_QUERY_KEY, DASHBOARD_DEADLINES_QUERY_KEY } from "../../dashboard";
import {
  createTask,
  deleteTask,
  FIRM_MEMBERS_QUERY_KEY,
  fetchMatterTasks,
  matterTasksQueryKey,
  TASKS_PATH,
  updateTask,
} from "../tasks.api";

export function useMatterTasks(matterId: string) {
  return useQuery({ queryKey: matterTasksQueryKey(matterId), queryFn: () => fetchMatterTasks(matterId) });
}

export function useFirmMembers() {
  return useQuery<TFirmMemberSummary[]>({ queryKey: FIRM_MEMBERS_QUERY_KEY });
}

/** A matter's tasks changed: its list, the firm-wide task lists and the dashboard's deadlines. */
function useReloadTasks(matterId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: matterTasksQueryKey(matterId) }),
      queryClient.invalidateQueries({ queryKey: [TASKS_PATH] }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_DEADLINES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_ACTIVITY_QUERY_KEY }),
    ]);
}

function showFailure(title: string, fallback: string) {
  return (error: Error) =>
    notifications.show({ title, message: readApiErrorMessage(error) ?? fallback, color: "red" });
}

export function useCreateTask(matterId: string, options: { onCreated: () => void }) {
  const reloadTasks = useReloadTasks(matterId);
  return useMutation({
    mutationFn: (request: TCreateTaskRequest) => createTask(matterId, request),
    onSuccess: async () => {
      notifications.show({
        title: "Task added",
        message: "The task has been added to the matter.",
        color: "green",
      });
      options.onCreated();
      await reloadTasks();
    },
    onError: showFailure("Could not add the task", "Failed to add the task"),
  });
}

export function useUpdateTask(matterId: string) {
  const reloadTasks = useReloadTasks(matterId);
  return useMutation({
    mutationFn: ({ taskId, request }: { taskId: string; request: TUpdateTaskRequest }) =>
      updateTask(taskId, request),
    onSuccess: async () => {
      await reloadTasks();
    },
    onError: showFailure("Could not update the task", "Failed to update the task"),
  });
}

export function useDeleteTask(matterId: string, options: { onDeleted: () => void }) {
  const reloadTasks = useReloadTasks(matterId);
  return useMutation({
    mutationFn: (taskId: string) => deleteTask(taskId),
    onSuccess: async () => {
      notifications.show({ title: "Task deleted", message: "The task has been removed.", color: "green" });
      options.onDeleted();
      await reloadTasks();
    },
    onError: showFailure("Could not delete the task", "Failed to delete the task"),
  });
}
