import { formatDateTime, type TFailedJob } from "@inkundla/shared";
import { Badge, Code, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { ADMIN_FAILED_JOBS_PATH, fetchFailedJobs } from "../admin.api";

/** The queue names jobs are kept under, as an operator reads them. */
const QUEUE_LABELS: Record<string, string> = {
  "billing-invoice-email": "Invoice e-mail",
  "staff-invitation-email": "Staff invitation e-mail",
  "corpus-import": "Corpus import",
};

const queueLabel = (job: TFailedJob) => QUEUE_LABELS[job.queue] ?? job.queue;

/**
 * Read-only: background jobs that failed on every attempt, with the last error, so an e-mail that never
 * went out is seen rather than lost. The invoice itself says "failed" too and can be sent again there.
 */
export function FailedJobsTab() {
  const jobsQuery = useQuery({ queryKey: [ADMIN_FAILED_JOBS_PATH], queryFn: fetchFailedJobs });

  let content: ReactNode;
  if (jobsQuery.isPending) {
    content = <ListLoading label="Loading failed jobs" />;
  } else if (jobsQuery.isError) {
    content = (
      <ListLoadError title="Failed jobs could not be loaded" onRetry={() => void jobsQuery.refetch()} />
    );
  } else if (jobsQuery.data.jobs.length === 0) {
    content = (
      <ListEmpty
        title="No failed jobs"
        hint="Every background job so far has run, or is still being retried."
      />
    );
  } else {
    const { jobs, total } = jobsQuery.data;
    content = (
      <Stack gap="xs">
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Failed jobs" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Failed</Table.Th>
                <Table.Th>Job</Table.Th>
                <Table.Th>Error</Table.Th>
                <Table.Th>Attempts</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <time dateTime={job.failedAt}>{formatDateTime(job.failedAt)}</time>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Badge variant="light" color="red" size="sm" w="fit-content">
                        {queueLabel(job)}
                      </Badge>
                      <Text size="sm">{job.about}</Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                      {job.error}
                    </Code>
                  </Table.Td>
                  <Table.Td>{job.attempts}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {total > jobs.length ? (
          <Text size="sm" c="dimmed">
            The newest {jobs.length} of {total.toLocaleString("en-ZA")} failed jobs.
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Text size="sm" c="dimmed">
        Background jobs send invoice and staff invitation e-mails. A job that fails is tried again, waiting
        longer each time; one that failed on every attempt is listed here with its last error for at least 30
        days.
      </Text>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Failed jobs
          </Title>
          {content}
        </Stack>
      </Paper>
    </Stack>
  );
}
