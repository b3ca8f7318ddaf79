import { formatCount, formatDateTime } from "@inkundla/shared";
import { Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { ListLoading } from "../../../ui/list-states";
import { useRecentSearches } from "../hooks/use-research-search";

/** The person's own last searches, newest first; choosing one searches it again. */
export function RecentSearchesCard({ onSearch }: { onSearch: (query: string) => void }) {
  const recent = useRecentSearches();
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          Recent searches
        </Title>
        {recent.isPending ? (
          <ListLoading label="Loading recent searches" />
        ) : recent.isError ? (
          <Text size="sm" c="red">
            Recent searches could not be loaded.
          </Text>
        ) : recent.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Your searches will be listed here.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={4}
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-label="Recent searches"
          >
            {recent.data.map((search) => (
              <li key={`${search.timestamp}-${search.query}`}>
                <UnstyledButton onClick={() => onSearch(search.query)} w="100%" py={4}>
                  <Stack gap={0}>
                    <Text size="sm" fw={500} lineClamp={1}>
                      <IconHistory size={14} aria-hidden style={{ marginRight: 6, verticalAlign: -2 }} />
                      {search.query}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatCount(search.resultCount, "result")} · {formatDateTime(search.timestamp)}
                    </Text>
                  </Stack>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
