import { CONFLICT_SOURCE_LABELS, type TConflictHit } from "@inkundla/shared";
import { Anchor, Badge, Group, List, Text } from "@mantine/core";
import { Link } from "react-router";

/** Where a hit was found, in words: "Opposing party on MAT-2026-0004 Boundary dispute (Dlamini Trust)". */
export function describeHitLocation(hit: TConflictHit): string {
  if (hit.source === "client") return "Existing client";
  const matter = [hit.matterReference, hit.matterTitle].filter(Boolean).join(" ");
  const client = hit.clientName ? ` (client: ${hit.clientName})` : "";
  return `${CONFLICT_SOURCE_LABELS[hit.source]} on ${matter || "a matter"}${client}`;
}

export function ConflictHitsList({ hits }: { hits: TConflictHit[] }) {
  return (
    <List spacing="xs" size="sm" aria-label="Possible conflicts">
      {hits.map((hit) => (
        <List.Item key={`${hit.name}-${hit.recordId}`}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {hit.matchedName}
            </Text>
            <Badge size="xs" variant="light" color={hit.similarity >= 1 ? "red" : "orange"}>
              {Math.round(hit.similarity * 100)}% match for “{hit.name}”
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {hit.source === "client" && hit.clientId ? (
              <Anchor component={Link} to={`/practice/clients/${hit.clientId}`} size="xs">
                {describeHitLocation(hit)}
              </Anchor>
            ) : hit.matterId ? (
              <Anchor component={Link} to={`/practice/matters/${hit.matterId}`} size="xs">
                {describeHitLocation(hit)}
              </Anchor>
            ) : (
              describeHitLocation(hit)
            )}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
