import {
  DEFAULT_USER_PREFERENCES,
  type TUpdatePreferencesRequest,
  type TUserPreferences,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PREFERENCES_QUERY_KEY, updatePreferences } from "../profile.api";
import { describeFailure } from "../profile-messages";

export function usePreferences(options: { enabled?: boolean } = {}) {
  return useQuery<TUserPreferences>({ queryKey: PREFERENCES_QUERY_KEY, enabled: options.enabled ?? true });
}

/** Each change is saved at once; the screen shows it before the server answers and undoes it on failure. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PREFERENCES_QUERY_KEY,
    mutationFn: updatePreferences,
    onMutate: async (changes: TUpdatePreferencesRequest) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      const previous = queryClient.getQueryData<TUserPreferences>(PREFERENCES_QUERY_KEY);
      queryClient.setQueryData<TUserPreferences>(PREFERENCES_QUERY_KEY, {
        ...(previous ?? DEFAULT_USER_PREFERENCES),
        ...changes,
      });
      return { previous };
    },
    onSuccess: (saved) => {
      // While another change is on its way, its optimistic value must not be overwritten by this answer.
      if (queryClient.isMutating({ mutationKey: PREFERENCES_QUERY_KEY }) <= 1) {
        queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved);
      }
    },
    onError: (error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(PREFERENCES_QUERY_KEY, context.previous);
      notifications.show({
        title: "Update Failed",
        message: describeFailure(error, "Failed to save your preferences"),
        color: "red",
      });
    },
  });
}
