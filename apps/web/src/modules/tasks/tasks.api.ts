import type { TCreateTaskRequest, TTask, TUpdateTaskRequest } from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const MATTERS_PATH = "/api/matters";
export const TASKS_PATH = "/api/tasks";
export const FIRM_MEMBERS_QUERY_KEY = ["/api/firm/members"] as const;

/** The deadline calculator's "Save as task" invalidates this key too. */
export function matterTasksQueryKey(matterId: string) {
  return [MATTERS_PATH, matterId, "tasks"] as const;
}

function matterTasksPath(matterId: string): string {
  return `${MATTERS_PATH}/${encodeURIComponent(matterId)}/tasks`;
}

/** Open tasks first, by due date; a matter's tasks fit in one page of 200. */
export function fetchMatterTasks(matterId: string): Promise<TTask[]> {
  return apiJson("GET", `${matterTasksPath(matterId)}?limit=200`);
}

export function createTask(matterId: string, request: TCreateTaskRequest): Promise<TTask> {
  return apiJson("POST", matterTasksPath(matterId), request);
}

export function updateTask(taskId: string, request: TUpdateTaskRequest): Promise<TTask> {
  return apiJson("PATCH", `${TASKS_PATH}/${encodeURIComponent(taskId)}`, request);
}

export async function deleteTask(taskId: string): Promise<void> {
  await apiJson("DELETE", `${TASKS_PATH}/${encodeURIComponent(taskId)}`);
}
