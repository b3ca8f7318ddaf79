import { ANALYZE_DOCUMENT_MAX_CHARS } from "@inkundla/shared";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertCircle, IconFileSearch } from "@tabler/icons-react";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { Link } from "react-router";
import { readApiErrorMessage, readApiErrorStatus } from "../../../lib/api-client";
import { ListLoading } from "../../../ui/list-states";
import { useDocumentAnalysis } from "../hooks/use-document-analysis";
import { DocumentAnalysisResult } from "./document-analysis-result";

const MAX_CHARS_TEXT = ANALYZE_DOCUMENT_MAX_CHARS.toLocaleString("en-ZA");

/** The refusal of the text sent, beside the box; a text too long for here is sent to Contract review. */
function AnalysisRefusal({ message, wasTooLong }: { message: string; wasTooLong: boolean }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Not analysed">
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        {wasTooLong ? (
          <Anchor component={Link} to="/contract-review" size="sm">
            Upload it in Contract review
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}

/**
 * Document Analysis (spec "AI assistant"): pasted text, answered at once with a risk score, an
 * assessment, the issues (as Contract review shows its findings) and recommendations. Ctrl+Enter
 * (⌘+Enter) analyses from the box.
 */
export function DocumentAnalysisTab() {
  const [text, setText] = useState("");
  const analysis = useDocumentAnalysis();
  const canAnalyze = text.trim() !== "" && !analysis.isPending;

  const analyze = () => {
    if (canAnalyze) analysis.mutate(text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    analyze();
  };
  const analyzeOnControlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      analyze();
    }
  };
  const isRefused = analysis.isError && readApiErrorStatus(analysis.error) === 400;

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <form noValidate onSubmit={submit} aria-label="Analyse a document">
          <Stack gap="sm">
            <Textarea
              label="Document text"
              description={`Paste a contract or clause, up to ${MAX_CHARS_TEXT} characters. Ctrl+Enter (⌘+Enter on a Mac) analyses it.`}
              placeholder="Paste the document's text here…"
              rows={10}
              resize="vertical"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={analyzeOnControlEnter}
            />
            {isRefused ? (
              <AnalysisRefusal
                message={readApiErrorMessage(analysis.error) ?? "The text could not be analysed."}
                wasTooLong={(analysis.variables?.trim().length ?? 0) > ANALYZE_DOCUMENT_MAX_CHARS}
              />
            ) : null}
            <Group justify="flex-end">
              <Button
                type="submit"
                disabled={!canAnalyze}
                loading={analysis.isPending}
                leftSection={<IconFileSearch size={16} aria-hidden />}
              >
                Analyze Document
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {analysis.isPending ? (
        <ListLoading label="Analysing the document" />
      ) : analysis.isSuccess ? (
        <DocumentAnalysisResult analysis={analysis.data} />
      ) : null}
    </Stack>
  );
}
