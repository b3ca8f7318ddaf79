import { Button, Group, Paper, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { type ComponentProps, type FormEvent, useState } from "react";
import { ListLoading } from "../../../ui/list-states";
import { type MatterChoice, MatterPicker } from "../../legal-research";
import { ClientPicker } from "../../office";
import { useAiDocument } from "../hooks/use-document-generation";
import { AiDraftResult } from "./ai-draft-result";

type ClientChoice = NonNullable<ComponentProps<typeof ClientPicker>["value"]>;

/**
 * AI Custom (spec "Document automation"): a document drafted from a description, optionally for a
 * client and matter. The answer is plain text, stored as a firm document, and says which engine wrote it.
 */
export function AiCustomTab() {
  const [prompt, setPrompt] = useState("");
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [matter, setMatter] = useState<MatterChoice | null>(null);
  const drafting = useAiDocument();
  const canGenerate = prompt.trim() !== "" && !drafting.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canGenerate) return;
    drafting.mutate({ prompt: prompt.trim(), clientId: client?.id ?? null, matterId: matter?.id ?? null });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <form noValidate onSubmit={submit} aria-label="Generate a custom document">
          <Stack gap="md">
            <Textarea
              label="Describe the document you need"
              description="Say what kind of document, between whom, and the terms or facts that matter."
              placeholder="A letter of demand to a tenant who owes three months' rent…"
              rows={6}
              resize="vertical"
              maxLength={10_000}
              value={prompt}
              onChange={(event) => setPrompt(event.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ClientPicker value={client} onChange={setClient} label="Client (optional)" />
              <MatterPicker
                value={matter}
                onChange={setMatter}
                label="Matter (optional)"
                description="File the document with a matter."
                isRequired={false}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button
                type="submit"
                disabled={!canGenerate}
                loading={drafting.isPending}
                leftSection={<IconSparkles size={16} aria-hidden />}
              >
                Generate with AI
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {drafting.isPending ? <ListLoading label="Generating the document" /> : null}
      {drafting.isSuccess ? (
        <AiDraftResult
          heading={
            drafting.data.templateUsed
              ? `Custom document (from ${drafting.data.templateUsed})`
              : "Custom document"
          }
          text={drafting.data.content}
          engine={drafting.data.engine}
          note={drafting.data.note}
          documentId={drafting.data.documentId}
        />
      ) : null}
    </Stack>
  );
}
