import type { TPresentationListItem } from "@inkundla/shared";
import { IconPlus, IconPresentation } from "@tabler/icons-react";
import { OfficeItemsTab } from "../../office-items-tab";
import { useDeletePresentation, usePresentationList } from "../hooks/use-presentations";
import { PresentationCard } from "./presentation-card";

interface MyPresentationsTabProps {
  onOpen: (presentation: TPresentationListItem) => void;
  onCreate: () => void;
  onDeleted?: (presentationId: string) => void;
}

/** My Presentations: the decks the person may see, as cards, searchable by title, deleted after asking. */
export function MyPresentationsTab({ onOpen, onCreate, onDeleted }: MyPresentationsTabProps) {
  return (
    <OfficeItemsTab
      words={{ one: "presentation", many: "presentations", One: "Presentation", Many: "Presentations" }}
      icons={{ empty: <IconPresentation size={24} />, create: <IconPlus size={16} aria-hidden /> }}
      emptyHint="Create a presentation or start from a template."
      useList={usePresentationList}
      useDelete={useDeletePresentation}
      renderCard={(presentation, onDelete) => (
        <PresentationCard
          key={presentation.id}
          presentation={presentation}
          onOpen={onOpen}
          onDelete={onDelete}
        />
      )}
      onCreate={onCreate}
      onDeleted={onDeleted}
    />
  );
}
