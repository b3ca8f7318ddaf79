import type { TContractClause } from "@inkundla/shared";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";

// A long category name wraps inside its badge rather than being cut off on a phone.
const WRAPPING_BADGE = {
  label: { whiteSpace: "normal", overflow: "visible", overflowWrap: "anywhere" },
} as const;

/** A clause longer than this shows its start and a "Show more" button, so the list stays scannable. */
export const CLAUSE_PREVIEW_CHARS = 600;

/** The start of a long clause, cut at a word so no word is split. */
export function clausePreview(text: string): string {
  if (text.length <= CLAUSE_PREVIEW_CHARS) return text;
  const cut = text.slice(0, CLAUSE_PREVIEW_CHARS);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > CLAUSE_PREVIEW_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function ClauseText({ text }: { text: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  const isLong = text.length > CLAUSE_PREVIEW_CHARS;
  return (
    <Stack gap={4} align="flex-start">
      <Text id={textId} size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {isLong && !isExpanded ? clausePreview(text) : text}
      </Text>
      {isLong ? (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={isExpanded}
          aria-controls={textId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          {isExpanded ? "Show less" : "Show more"}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Every clause of the contract in order: its number, heading, words and the categories it was given. */
export function ContractClauseList({ clauses }: { clauses: readonly TContractClause[] }) {
  if (clauses.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No clauses were found in the text.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Clauses">
      {clauses.map((clause) => {
        const name =
          [clause.number, clause.heading].filter(Boolean).join(" ") || `Clause ${clause.index + 1}`;
        return (
          <Paper component="li" key={clause.index} withBorder p={{ base: "sm", sm: "md" }}>
            <Stack gap="xs">
              <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
                {name}
              </Title>
              {clause.categories.length > 0 ? (
                <Group gap={6} wrap="wrap">
                  {clause.categories.map((category) => (
                    <Badge
                      key={category.id}
                      variant={category.source === "model" ? "outline" : "light"}
                      color={category.source === "model" ? "grape" : "blue"}
                      h="auto"
                      styles={WRAPPING_BADGE}
                      title={category.source === "model" ? "Given by the language model" : undefined}
                    >
                      {category.label}
                      {category.source === "model" ? " (Model)" : ""}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="xs" c="dimmed">
                  Uncategorised
                </Text>
              )}
              <ClauseText text={clause.text} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
