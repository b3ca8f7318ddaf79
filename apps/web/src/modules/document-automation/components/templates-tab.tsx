import type { TDocumentTemplateSummary, TTemplateCategory } from "@inkundla/shared";
import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconFileImport, IconFilePlus } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import {
  useDocumentTemplates,
  useRetireTemplate,
  useTemplatePermissions,
} from "../hooks/use-document-templates";
import { countTemplatesByCategory, draftingMergeFields, filterTemplates } from "../template-catalogue";
import { TemplateCard } from "./template-card";
import { TemplateCategoryCards } from "./template-category-cards";
import { TemplateFormModal } from "./template-form-modal";
import { TemplateImportModal } from "./template-import-modal";

/** Which template form is open: a new one, an edit of one of the firm's own, or an import. */
type OpenForm = { kind: "new" } | { kind: "edit"; templateId: string } | { kind: "import" } | null;

interface TemplatesTabProps {
  /** "Use template": the page selects it and shows Generate. */
  onUse: (template: TDocumentTemplateSummary) => void;
}

/**
 * Templates (spec "Document automation"): the five categories with how many templates each offers,
 * filtering the cards below; for those who keep the firm's templates, New, Import, Edit and Retire.
 */
export function TemplatesTab({ onUse }: TemplatesTabProps) {
  const templates = useDocumentTemplates();
  const { canManage } = useTemplatePermissions();
  const [category, setCategory] = useState<TTemplateCategory | null>(null);
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [toRetire, setToRetire] = useState<TDocumentTemplateSummary | null>(null);
  const retirement = useRetireTemplate({ onRetired: () => setToRetire(null) });

  if (templates.isPending) return <ListLoading label="Loading templates" />;
  if (templates.isError) {
    return <ListLoadError title="Templates could not be loaded" onRetry={() => void templates.refetch()} />;
  }
  const all = templates.data;
  const shown = filterTemplates(all, category);

  return (
    <Stack gap="lg">
      <TemplateCategoryCards
        counts={countTemplatesByCategory(all)}
        selected={category}
        onSelect={setCategory}
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {category ? `Showing ${category}` : "Showing every category"}
          </Text>
          {category ? (
            <Button size="xs" variant="subtle" onClick={() => setCategory(null)}>
              Show all templates
            </Button>
          ) : null}
        </Group>
        {canManage ? (
          <Group gap="sm" wrap="wrap">
            <Button
              leftSection={<IconFilePlus size={16} aria-hidden />}
              onClick={() => setOpenForm({ kind: "new" })}
            >
              New template
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setOpenForm({ kind: "import" })}
            >
              Import from Word
            </Button>
          </Group>
        ) : null}
      </Group>
      {shown.length === 0 ? (
        <ListEmpty
          title="No templates in this category"
          hint={canManage ? "Write a new template or import one from Word." : "Choose another category."}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              canManage={canManage}
              onUse={onUse}
              onEdit={(chosen) => setOpenForm({ kind: "edit", templateId: chosen.id })}
              onRetire={setToRetire}
            />
          ))}
        </SimpleGrid>
      )}
      <TemplateFormModal
        opened={openForm?.kind === "new" || openForm?.kind === "edit"}
        templateId={openForm?.kind === "edit" ? openForm.templateId : null}
        mergeFields={draftingMergeFields(all)}
        onClose={() => setOpenForm(null)}
      />
      <TemplateImportModal opened={openForm?.kind === "import"} onClose={() => setOpenForm(null)} />
      <ConfirmDialog
        opened={toRetire !== null}
        title="Retire template"
        message={`Retire "${toRetire?.name ?? ""}"? It will no longer be offered for generation.`}
        confirmLabel="Retire"
        isDestructive
        isPending={retirement.isPending}
        onConfirm={() => {
          if (toRetire) retirement.mutate(toRetire.id);
        }}
        onClose={() => setToRetire(null)}
      >
        <Text size="sm" c="dimmed">
          Documents already generated from it keep its name and stay as they are.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
