import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  requestDeadlineCalculation,
  saveDeadlineTask,
  type TSaveDeadlineTaskRequest,
} from "../deadlines.api";

export function useCalculateDeadline() {
  return useMutation({ mutationFn: requestDeadlineCalculation });
}

/** Saves a computed deadline as a task on the matter, then reloads the matter's tasks. */
export function useSaveDeadlineTask(matterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSaveDeadlineTaskRequest) => saveDeadlineTask(matterId, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/matters", matterId, "tasks"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/dashboard/deadlines"] }),
      ]),
  });
}
