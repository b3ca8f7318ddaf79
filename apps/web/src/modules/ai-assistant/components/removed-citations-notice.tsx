import type { TResearchInsights } from "@inkundla/shared";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useId, useState } from "react";
import { removedCitationsLabel } from "../research-answer-text";

interface RemovedCitationsNoticeProps {
  removedCitations: TResearchInsights["removedCitations"];
}

/**
 * Says how many citations a language model invented and the server cut out of the answer, with the
 * list (each with why) behind a disclosure: the answer is read first, the list only when wanted.
 */
export function RemovedCitationsNotice({ removedCitations }: RemovedCitationsNoticeProps) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (removedCitations.length === 0) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={removedCitationsLabel(removedCitations.length)}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          The language model cited these, but they are neither in the corpus nor among the passages it was
          given, so they were cut from the answer.
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={isOpen}
          aria-controls={listId}
          rightSection={
            isOpen ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
          }
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? "Hide the removed citations" : "Show the removed citations"}
        </Button>
        {/* A plain element carries `hidden`: Stack's own display would override it. */}
        <div id={listId} hidden={!isOpen}>
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-label="Removed citations"
          >
            {removedCitations.map((removed, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a text may be removed twice; the list never reorders.
              <li key={`${index}-${removed.text}`}>
                <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                  {removed.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {removed.reason}
                </Text>
              </li>
            ))}
          </Stack>
        </div>
      </Stack>
    </Alert>
  );
}
