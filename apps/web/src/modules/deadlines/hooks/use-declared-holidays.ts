import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addDeclaredHoliday,
  DECLARED_HOLIDAYS_QUERY_KEY,
  fetchDeclaredHolidays,
  removeDeclaredHoliday,
} from "../deadlines.api";

export function useDeclaredHolidays() {
  return useQuery({ queryKey: DECLARED_HOLIDAYS_QUERY_KEY, queryFn: fetchDeclaredHolidays });
}

export function useAddDeclaredHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDeclaredHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DECLARED_HOLIDAYS_QUERY_KEY }),
  });
}

export function useRemoveDeclaredHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDeclaredHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DECLARED_HOLIDAYS_QUERY_KEY }),
  });
}
