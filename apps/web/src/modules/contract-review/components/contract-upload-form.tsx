import { CONTRACT_UPLOAD_MESSAGES, DEFAULT_CONTRACT_TYPE } from "@inkundla/shared";
import { Button, FileInput, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconClock, IconSparkles, IconUpload } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { type MatterChoice, MatterPicker } from "../../legal-research";
import {
  buildContractSubmission,
  CONTRACT_FILE_ACCEPT,
  type ContractUploadProblem,
  checkContractFile,
  hasContract,
} from "../contract-upload";
import { useStartContractAnalysis } from "../hooks/use-contract-analyses";

function showUploadProblem(problem: ContractUploadProblem) {
  const { title, message } = CONTRACT_UPLOAD_MESSAGES[problem];
  notifications.show({ title, message, color: "red" });
}

interface ContractUploadFormProps {
  /** The analysis has been queued: the page shows the Results tab. */
  onStarted: () => void;
}

/**
 * Upload & Analyze (spec "Contract review"): an optional contract type, a file or pasted text, and an
 * optional matter. A file that is too large or of another type is refused as it is chosen, with the
 * spec's message; a chosen file wins over pasted text.
 */
export function ContractUploadForm({ onStarted }: ContractUploadFormProps) {
  const [contractType, setContractType] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [matter, setMatter] = useState<MatterChoice | null>(null);
  const start = useStartContractAnalysis();
  const canStart = hasContract({ file, text }) && !start.isPending;

  const chooseFile = (chosen: File | null) => {
    const problem = chosen ? checkContractFile(chosen) : null;
    if (problem) {
      showUploadProblem(problem);
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const built = buildContractSubmission(
      { file, text, contractType, matterId: matter?.id ?? null },
      new Date(),
    );
    if ("problem" in built) {
      showUploadProblem(built.problem);
      return;
    }
    start.mutate(built.submission, {
      onSuccess: () => {
        setContractType("");
        setFile(null);
        setText("");
        setMatter(null);
        onStarted();
      },
    });
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Upload a contract for analysis">
        <Stack gap="md">
          <TextInput
            label="Contract type (optional)"
            description={`Left blank, it is analysed as a ${DEFAULT_CONTRACT_TYPE}.`}
            placeholder={DEFAULT_CONTRACT_TYPE}
            maxLength={100}
            value={contractType}
            onChange={(event) => setContractType(event.currentTarget.value)}
          />
          <FileInput
            label="Contract file"
            description="PDF, Word (DOC, DOCX) or plain text, up to 10 MB. A chosen file is analysed instead of pasted text."
            placeholder="Choose a file"
            accept={CONTRACT_FILE_ACCEPT}
            clearable
            clearButtonProps={{ "aria-label": "Clear the chosen file" }}
            leftSection={<IconUpload size={16} aria-hidden />}
            value={file}
            onChange={chooseFile}
          />
          <Textarea
            label="Or paste the contract's text"
            placeholder="Paste the whole contract here…"
            // A fixed height the person can drag taller: an autosized box would grow a whole contract off the screen.
            rows={10}
            resize="vertical"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            description={file ? "A file is chosen: it will be analysed, not this text." : undefined}
          />
          <MatterPicker
            value={matter}
            onChange={setMatter}
            label="Matter (optional)"
            description="File the analysis with a matter."
            isRequired={false}
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed">
                Analysis takes a few seconds to a minute
              </Text>
            </Group>
            <Button
              type="submit"
              disabled={!canStart}
              loading={start.isPending}
              leftSection={<IconSparkles size={16} aria-hidden />}
            >
              Start Analysis
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
