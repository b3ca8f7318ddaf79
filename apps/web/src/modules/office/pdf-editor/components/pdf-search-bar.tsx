import { ActionIcon, Button, Group, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconEraser, IconSearch } from "@tabler/icons-react";
import type { RefObject } from "react";

interface PdfSearchBarProps {
  inputRef: RefObject<HTMLInputElement | null>;
  term: string;
  onTermChange: (term: string) => void;
  onStep: (direction: 1 | -1) => void;
  onRedactHits: () => void;
  hitCount: number | null;
  activeIndex: number | null;
  isSearching: boolean;
  isEditingDisabled: boolean;
}

/** Find in the PDF (Ctrl+F comes here), step through the hits, and redact every one of them. */
export function PdfSearchBar({
  inputRef,
  term,
  onTermChange,
  onStep,
  onRedactHits,
  hitCount,
  activeIndex,
  isSearching,
  isEditingDisabled,
}: PdfSearchBarProps) {
  const status = isSearching
    ? "Searching…"
    : hitCount === null
      ? ""
      : hitCount === 0
        ? "No matches"
        : activeIndex === null
          ? `${hitCount} ${hitCount === 1 ? "match" : "matches"}`
          : `Match ${activeIndex + 1} of ${hitCount}`;
  return (
    <Group gap="xs" wrap="wrap" align="flex-end" role="search" aria-label="Search the PDF">
      <TextInput
        ref={inputRef}
        size="xs"
        label="Search in the PDF"
        placeholder="A name, a word or a phrase"
        leftSection={<IconSearch size={14} aria-hidden />}
        maxLength={200}
        value={term}
        onChange={(event) => onTermChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          }
        }}
        style={{ flex: "1 1 200px" }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Find previous"
        disabled={term.trim() === ""}
        onClick={() => onStep(-1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Find next"
        disabled={term.trim() === ""}
        onClick={() => onStep(1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <Button
        size="xs"
        variant="light"
        color="dark"
        leftSection={<IconEraser size={14} aria-hidden />}
        disabled={isEditingDisabled || !hitCount}
        onClick={onRedactHits}
      >
        Redact search hits
      </Button>
      <Text size="sm" aria-live="polite" data-testid="search-status" pb={6}>
        {status}
      </Text>
    </Group>
  );
}
