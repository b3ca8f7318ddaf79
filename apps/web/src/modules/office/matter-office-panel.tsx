import { Stack, Title } from "@mantine/core";
import { MatterPdfSessionsList } from "./pdf-editor/components/matter-pdf-sessions-list";
import { MatterPresentationsList } from "./presentations/components/matter-presentations-list";
import { MatterSpreadsheetsList } from "./spreadsheets/components/matter-spreadsheets-list";
import { MatterDocumentsPanel } from "./word-processor/components/matter-documents-panel";

/**
 * A matter's Documents tab: everything the office suite holds for it — documents, spreadsheets,
 * presentations and PDFs — each list opening its own editor. The lists are imported from their
 * component files, not their modules' indexes, so the matter page never pulls an editor in.
 */
export function MatterOfficePanel({ matterId }: { matterId: string }) {
  return (
    <Stack gap="xl">
      <Stack gap="xs" component="section" aria-labelledby="matter-office-documents">
        <Title order={3} size="h4" id="matter-office-documents">
          Documents
        </Title>
        <MatterDocumentsPanel matterId={matterId} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="matter-office-spreadsheets">
        <Title order={3} size="h4" id="matter-office-spreadsheets">
          Spreadsheets
        </Title>
        <MatterSpreadsheetsList matterId={matterId} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="matter-office-presentations">
        <Title order={3} size="h4" id="matter-office-presentations">
          Presentations
        </Title>
        <MatterPresentationsList matterId={matterId} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="matter-office-pdfs">
        <Title order={3} size="h4" id="matter-office-pdfs">
          PDFs
        </Title>
        <MatterPdfSessionsList matterId={matterId} />
      </Stack>
    </Stack>
  );
}
