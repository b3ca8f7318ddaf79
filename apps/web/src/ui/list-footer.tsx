import { Group, Pagination, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface ListFooterProps {
  /** How many rows the list has in all, e.g. "12 invoices". */
  summary: ReactNode;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** The foot of a paged list: how many rows in all, and the page buttons once there is a second page. */
export function ListFooter({ summary, page, pageCount, onPageChange }: ListFooterProps) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={onPageChange} /> : null}
    </Group>
  );
}
