import type { TOfficeDocumentListItem } from "@inkundla/shared";
import { IconFilePlus, IconFileText } from "@tabler/icons-react";
import { OfficeItemsTab } from "../../office-items-tab";
import { useDeleteOfficeDocument, useOfficeDocumentList } from "../hooks/use-office-documents";
import { OfficeDocumentCard } from "./office-document-card";

interface MyDocumentsTabProps {
  onOpen: (document: TOfficeDocumentListItem) => void;
  onCreate: () => void;
  /** A document was deleted (the editor closes it if it had it open). */
  onDeleted?: (documentId: string) => void;
}

/** My Documents: the documents the person may see, as cards, searchable by title, deleted after asking. */
export function MyDocumentsTab({ onOpen, onCreate, onDeleted }: MyDocumentsTabProps) {
  return (
    <OfficeItemsTab
      words={{ one: "document", many: "documents", One: "Document", Many: "Documents" }}
      icons={{ empty: <IconFileText size={24} />, create: <IconFilePlus size={16} aria-hidden /> }}
      emptyHint="Create a document, start from a template or import a Word file."
      useList={useOfficeDocumentList}
      useDelete={useDeleteOfficeDocument}
      renderCard={(document, onDelete) => (
        <OfficeDocumentCard key={document.id} document={document} onOpen={onOpen} onDelete={onDelete} />
      )}
      onCreate={onCreate}
      onDeleted={onDeleted}
    />
  );
}
