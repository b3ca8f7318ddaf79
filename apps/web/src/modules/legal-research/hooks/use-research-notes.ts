import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchMatterResearchNotes,
  matterResearchNotesQueryKey,
  removeResearchNote,
  saveResearchNote,
} from "../legal-research.api";

export function useMatterResearchNotes(matterId: string) {
  return useQuery({
    queryKey: matterResearchNotesQueryKey(matterId),
    queryFn: () => fetchMatterResearchNotes(matterId),
  });
}

/** Keeps a passage on a matter; the matter's Research tab then reads it afresh. */
export function useSaveResearchNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResearchNote,
    onSuccess: (note) =>
      queryClient.invalidateQueries({ queryKey: matterResearchNotesQueryKey(note.matterId) }),
  });
}

export function useRemoveResearchNote(matterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => removeResearchNote(matterId, noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matterResearchNotesQueryKey(matterId) }),
  });
}
