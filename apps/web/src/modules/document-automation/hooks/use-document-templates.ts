import { canManageFirmTemplates, type TDocumentTemplate } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import { firmAuthorityOf, useCurrentUser } from "../../auth";
import {
  createTemplate,
  fetchTemplate,
  fetchTemplates,
  importTemplate,
  retireTemplate,
  TEMPLATE_LIST_KEY,
  TEMPLATES_QUERY_KEY,
  templateQueryKey,
  updateTemplate,
} from "../document-automation.api";

/** The built-in templates and the firm's own; read afresh on opening, as colleagues add templates. */
export function useDocumentTemplates() {
  return useQuery({ queryKey: TEMPLATE_LIST_KEY, queryFn: fetchTemplates, refetchOnMount: "always" });
}

/** One template with its text, for editing; read afresh so an edit starts from the latest version. */
export function useDocumentTemplate(templateId: string | null) {
  return useQuery({
    queryKey: templateQueryKey(templateId ?? ""),
    queryFn: () => fetchTemplate(templateId ?? ""),
    enabled: templateId !== null,
    refetchOnMount: "always",
  });
}

/**
 * Whether the signed-in member writes, edits and retires the firm's templates, by the rule the server
 * applies; everyone else generates from them, and the server refuses them 403.
 */
export function useTemplatePermissions() {
  const { user } = useCurrentUser();
  return { canManage: canManageFirmTemplates(firmAuthorityOf(user)) };
}

function useReloadTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
}

/** Creates a firm template. A refusal (unknown merge fields) is shown in the form, where it is fixed. */
export function useCreateTemplate(options: { onCreated: (template: TDocumentTemplate) => void }) {
  const reloadTemplates = useReloadTemplates();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: (template) => {
      notifications.show({
        title: "Template Created",
        message: `"${template.name}" is ready to use.`,
        color: "green",
      });
      void reloadTemplates();
      options.onCreated(template);
    },
  });
}

/** Saves a firm template over the version it was opened at; a conflict is returned, not thrown. */
export function useUpdateTemplate(
  templateId: string,
  options: { onSaved: (template: TDocumentTemplate) => void },
) {
  const reloadTemplates = useReloadTemplates();
  return useMutation({
    mutationFn: (request: Parameters<typeof updateTemplate>[1]) => updateTemplate(templateId, request),
    onSuccess: (result) => {
      if (result.kind === "conflict") return;
      notifications.show({
        title: "Template Saved",
        message: `"${result.template.name}" has been saved (version ${result.template.version}).`,
        color: "green",
      });
      void reloadTemplates();
      options.onSaved(result.template);
    },
  });
}

/** Turns a Word file into a firm template; the refusal (not a DOCX, unknown fields) shows in the form. */
export function useImportTemplate(options: { onImported: (template: TDocumentTemplate) => void }) {
  const reloadTemplates = useReloadTemplates();
  return useMutation({
    mutationFn: importTemplate,
    onSuccess: (template) => {
      notifications.show({
        title: "Template Imported",
        message: `"${template.name}" has been imported from Word.`,
        color: "green",
      });
      void reloadTemplates();
      options.onImported(template);
    },
  });
}

/** Retires a firm template: it is no longer offered, and documents made from it keep its name. */
export function useRetireTemplate(options: { onRetired: () => void }) {
  const reloadTemplates = useReloadTemplates();
  return useMutation({
    mutationFn: retireTemplate,
    onSuccess: (template) => {
      notifications.show({
        title: "Template Retired",
        message: `"${template.name}" is no longer offered for generation.`,
        color: "green",
      });
      void reloadTemplates();
      options.onRetired();
    },
    onError: (error) => {
      notifications.show({
        title: "Retire Failed",
        message: readApiErrorMessage(error) ?? "Failed to retire the template. Please try again.",
        color: "red",
      });
    },
  });
}
