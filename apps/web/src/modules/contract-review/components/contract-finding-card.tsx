import type { TContractFinding } from "@inkundla/shared";
import { Anchor, Badge, Blockquote, Group, Paper, Stack, Text } from "@mantine/core";
import { IconScale } from "@tabler/icons-react";
import { Link } from "react-router";
import { SEVERITY_LABELS } from "../contract-review-labels";

const WRAP = { overflowWrap: "anywhere" } as const;
// A long finding type wraps inside its badge rather than being cut off on a phone.
const WRAPPING_BADGE = {
  label: { whiteSpace: "normal", overflow: "visible", overflowWrap: "anywhere" },
} as const;

/** The legal source a finding rests on, linked to the corpus reader when its text is there. */
function FindingReference({ finding }: { finding: TContractFinding }) {
  const text = finding.legalReference ?? finding.reference?.text;
  if (!text) return null;
  const documentId = finding.reference?.documentId ?? null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconScale size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" style={WRAP}>
        Legal reference:{" "}
        {documentId ? (
          <Anchor component={Link} to={`/legal-research/documents/${encodeURIComponent(documentId)}`} inherit>
            {text}
          </Anchor>
        ) : (
          text
        )}
      </Text>
    </Group>
  );
}

/**
 * One finding of a contract review or a document analysis: how severe, what kind, the clause it is about
 * and where it stands, why it matters, what to do, and the law it rests on. What a language model added
 * is marked "Model", so the lawyer knows which findings the rules alone would not have made.
 */
export function ContractFindingCard({ finding }: { finding: TContractFinding }) {
  const severity = SEVERITY_LABELS[finding.severity];
  return (
    <Paper
      component="article"
      withBorder
      p={{ base: "sm", sm: "md" }}
      aria-label={`${severity.label}: ${finding.type}${finding.clauseLocation ? `, ${finding.clauseLocation}` : ""}`}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge color={severity.color} variant="light">
            {severity.label}
          </Badge>
          <Badge variant="light" color="blue" h="auto" tt="none" styles={WRAPPING_BADGE}>
            {finding.type}
          </Badge>
          {finding.source === "model" ? (
            <Badge variant="outline" color="grape" title="Added by the language model">
              Model
            </Badge>
          ) : null}
        </Group>
        {finding.clauseIndex === null ? (
          <Text size="sm" fw={600} style={WRAP}>
            No such clause in the contract
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600} style={WRAP}>
              {finding.clauseLocation ?? "An unnumbered clause"}
            </Text>
            <Blockquote p="xs" ml={0} fz="sm" style={{ ...WRAP, whiteSpace: "pre-line" }}>
              {finding.clause}
            </Blockquote>
          </>
        )}
        <Text size="sm" style={WRAP}>
          {finding.description}
        </Text>
        <Text size="sm" style={WRAP}>
          <Text span inherit fw={600}>
            Recommendation:
          </Text>{" "}
          {finding.recommendation}
        </Text>
        {finding.modelNote ? (
          <Text size="sm" style={WRAP}>
            <Text span inherit fw={600}>
              The language model's note:
            </Text>{" "}
            {finding.modelNote}
          </Text>
        ) : null}
        <FindingReference finding={finding} />
      </Stack>
    </Paper>
  );
}
