import { Alert, Anchor, Group, Stack } from "@mantine/core";
import { IconAlertCircle, IconArrowLeft } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { readApiErrorMessage } from "../lib/api-client";
import { ListLoading } from "../ui/list-states";

interface RecordScreenProps<TRecord> {
  /** The list the record belongs to, and the link's words, e.g. "All clients". */
  backTo: string;
  backLabel: string;
  /** The record's kind as the loading and failure messages name it, e.g. "client". */
  recordName: string;
  query: UseQueryResult<TRecord>;
  children: (record: TRecord) => ReactNode;
}

/** A screen for one record (a client, a matter): the way back to its list, then the record once it is read. */
export function RecordScreen<TRecord>({
  backTo,
  backLabel,
  recordName,
  query,
  children,
}: RecordScreenProps<TRecord>) {
  const title = `${recordName.charAt(0).toUpperCase()}${recordName.slice(1)} not available`;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {backLabel}
        </Group>
      </Anchor>
      {query.isPending ? (
        <ListLoading label={`Loading ${recordName}`} />
      ) : query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
          {readApiErrorMessage(query.error) ?? `The ${recordName} could not be loaded. Please try again.`}
        </Alert>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
