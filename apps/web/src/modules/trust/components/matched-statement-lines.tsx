import type { TStatementLine } from "@inkundla/shared";
import { formatDate } from "@inkundla/shared";
import { Anchor, Paper, Stack, Table, Title } from "@mantine/core";
import { useMatchedStatementLines } from "../hooks/use-trust";
import { useUnmatchStatementLine } from "../hooks/use-trust-changes";
import { formatCents } from "../trust-format";

/** Lines already matched this month, so a wrong match can be undone before the month is signed off. */
export function MatchedStatementLines({
  accountId,
  month,
  canUnmatch,
}: {
  accountId: string;
  month: string;
  canUnmatch: boolean;
}) {
  const lines = useMatchedStatementLines({ accountId, month });
  const unmatch = useUnmatchStatementLine();
  if (lines.isPending || lines.isError || lines.data.length === 0) return null;
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={4} size="h5">
          Matched statement lines
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label="Matched statement lines">
            <Table.Tbody>
              {lines.data.map((line: TStatementLine) => (
                <Table.Tr key={line.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(line.date)}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatCents(line.amountCents)}
                  </Table.Td>
                  <Table.Td>
                    #{line.matchedPostingNumber ?? "—"} ({line.matchMethod === "auto" ? "auto" : "manual"})
                  </Table.Td>
                  <Table.Td>
                    {canUnmatch ? (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => unmatch.mutate(line.id)}
                      >
                        Unmatch
                      </Anchor>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
