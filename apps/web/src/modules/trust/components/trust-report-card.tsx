import type { TTrustReportName } from "@inkundla/shared";
import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconEye, IconFileTypeCsv, IconFileTypePdf } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { trustReportErrorMessage, useViewTrustReport } from "../hooks/use-trust-reports";
import { type TrustReportQuery, trustReportUrl } from "../trust.api";
import { ReportDownloadButton } from "./report-download-button";
import { TrustReportView } from "./trust-report-view";

interface TrustReportCardProps {
  name: TTrustReportName;
  title: string;
  /** What the report is for and the rule it answers to. */
  description: string;
  query: TrustReportQuery;
  /** Why the report cannot be asked for yet (no client chosen); its buttons wait until this is null. */
  missing?: string | null;
  /** The compliance report is a PDF only. */
  hasCsv?: boolean;
  /** The report's parameters. */
  children?: ReactNode;
}

/**
 * One report on the Reports tab: its parameters, View (the report on screen, under the card) and its
 * PDF and CSV files. Parameters are checked by the server, whose message is shown when it refuses.
 */
export function TrustReportCard({
  name,
  title,
  description,
  query,
  missing = null,
  hasCsv = true,
  children,
}: TrustReportCardProps) {
  const titleId = useId();
  const view = useViewTrustReport();
  const isReady = missing === null;
  const fileUrl = (format: "pdf" | "csv") => (isReady ? trustReportUrl(name, query, format) : null);

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children ? (
          <Group gap="sm" align="flex-end" wrap="wrap">
            {children}
          </Group>
        ) : null}
        <Group gap="xs">
          <Button
            leftSection={<IconEye size={16} />}
            disabled={!isReady}
            loading={view.isPending}
            onClick={() => view.mutate({ name, query })}
          >
            View
          </Button>
          <ReportDownloadButton
            url={fileUrl("pdf")}
            leftSection={<IconFileTypePdf size={16} />}
            ariaLabel={`Download ${title} as PDF`}
          >
            PDF
          </ReportDownloadButton>
          {hasCsv ? (
            <ReportDownloadButton
              url={fileUrl("csv")}
              leftSection={<IconFileTypeCsv size={16} />}
              ariaLabel={`Download ${title} as CSV`}
            >
              CSV
            </ReportDownloadButton>
          ) : null}
        </Group>
        {missing ? (
          <Text size="sm" c="dimmed">
            {missing}
          </Text>
        ) : null}
        {view.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="The report could not be made"
          >
            {trustReportErrorMessage(view.error)}
          </Alert>
        ) : null}
        {view.isSuccess ? (
          <>
            <Divider />
            <TrustReportView report={view.data} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
