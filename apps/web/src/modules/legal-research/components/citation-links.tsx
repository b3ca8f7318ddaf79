import type { TCorpusDocument } from "@inkundla/shared";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { readerPath } from "../research-search-params";

type CorpusLink = TCorpusDocument["cites"][number];

function timesCited(count: number): string {
  return count === 1 ? "cited once" : `cited ${count} times`;
}

/** One of the authorities a document cites, or one that cites it: linked when it is in the corpus. */
function CorpusLinkItem({ link }: { link: CorpusLink }) {
  const name = link.title ?? link.citation;
  return (
    <li>
      {link.documentId ? (
        <Anchor component={Link} to={readerPath(link.documentId)} size="sm">
          {name}
        </Anchor>
      ) : (
        <Text size="sm" component="span">
          {name}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {link.title ? `${link.citation} · ` : ""}
        {timesCited(link.count)}
      </Text>
    </li>
  );
}

interface CitationLinksProps {
  title: string;
  links: readonly CorpusLink[];
  emptyText: string;
}

/** "Cites" or "Cited by": the document's place among the authorities. */
export function CitationLinks({ title, links, emptyText }: CitationLinksProps) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {links.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : (
          <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: "none" }} aria-label={title}>
            {links.map((link) => (
              <CorpusLinkItem key={`${link.documentId ?? ""}-${link.citation}`} link={link} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
