import {
  formatDate,
  formatDateTime,
  MONTH_NAMES,
  type TTrustSettings,
  todayInSouthAfrica,
  ZRecordAuditReportRequest,
  ZRecordFidelityCertificateRequest,
} from "@inkundla/shared";
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import {
  trustErrorMessage,
  useRecordAuditReport,
  useRecordFidelityCertificate,
  useUpdateTrustSettings,
} from "../hooks/use-trust-changes";
import { useTrustPermissions } from "../hooks/use-trust-permissions";

function FormError({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      {trustErrorMessage(error, "Please try again.")}
    </Alert>
  );
}

/** LPA s84: a practitioner handling trust money must hold the year's Fidelity Fund certificate. */
export function FidelityCertificates({ settings }: { settings: TTrustSettings }) {
  const { canManage } = useTrustPermissions();
  const [year, setYear] = useState(todayInSouthAfrica().slice(0, 4));
  const [certificateNumber, setCertificateNumber] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"year" | "certificateNumber", string>>>({});
  const record = useRecordFidelityCertificate({ onRecorded: () => setCertificateNumber("") });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRecordFidelityCertificateRequest.safeParse({
      year: year.trim() === "" ? undefined : Number(year),
      certificateNumber,
    });
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues)
        fieldErrors[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    record.mutate(parsed.data);
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Fidelity Fund Certificates
        </Title>
        {settings.fidelityCertificates.length === 0 ? (
          <Text size="sm" c="dimmed">
            No certificate recorded yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" aria-label="Fidelity Fund certificates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Year</Table.Th>
                  <Table.Th>Certificate</Table.Th>
                  <Table.Th>Recorded</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {settings.fidelityCertificates.map((certificate) => (
                  <Table.Tr key={`${certificate.year}-${certificate.certificateNumber}`}>
                    <Table.Td>{certificate.year}</Table.Td>
                    <Table.Td>{certificate.certificateNumber}</Table.Td>
                    <Table.Td>
                      {certificate.recordedByName}, {formatDateTime(certificate.recordedAt)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {canManage ? (
          <form noValidate onSubmit={submit} aria-label="Record Fidelity Fund certificate">
            <Stack gap="sm">
              <FormError error={record.error} title="The certificate was not recorded" />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label="Year"
                  inputMode="numeric"
                  required
                  maxLength={4}
                  value={year}
                  error={errors.year}
                  onChange={(event) => setYear(event.currentTarget.value)}
                />
                <TextInput
                  label="Certificate number"
                  required
                  maxLength={50}
                  value={certificateNumber}
                  error={errors.certificateNumber}
                  onChange={(event) => setCertificateNumber(event.currentTarget.value)}
                />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" variant="light" loading={record.isPending}>
                  Record Certificate
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function FinancialYearEnd({ settings }: { settings: TTrustSettings }) {
  const { canManage } = useTrustPermissions();
  const [month, setMonth] = useState(String(settings.financialYearEndMonth));
  const save = useUpdateTrustSettings();
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Financial Year End
        </Title>
        {canManage ? (
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label="The financial year ends on the last day of"
              value={month}
              onChange={(event) => setMonth(event.currentTarget.value)}
              data={MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))}
              style={{ flex: "1 1 200px" }}
            />
            <Button
              variant="light"
              loading={save.isPending}
              disabled={month === String(settings.financialYearEndMonth)}
              onClick={() => save.mutate(Number(month))}
            >
              Save
            </Button>
          </Group>
        ) : (
          <Text size="sm">
            The financial year ends on the last day of{" "}
            {MONTH_NAMES[settings.financialYearEndMonth - 1] ?? "—"}.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Rule 54.24: the trust account auditor's report is lodged within six months of the year end. */
export function AuditReports({ settings }: { settings: TTrustSettings }) {
  const { canManage } = useTrustPermissions();
  const [yearEnd, setYearEnd] = useState("");
  const [lodgedOn, setLodgedOn] = useState(todayInSouthAfrica());
  const [auditor, setAuditor] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"yearEnd" | "lodgedOn" | "auditor", string>>>({});
  const record = useRecordAuditReport({
    onRecorded: () => {
      setYearEnd("");
      setAuditor("");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRecordAuditReportRequest.safeParse({ yearEnd, lodgedOn, auditor });
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues)
        fieldErrors[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    record.mutate(parsed.data);
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Audit Reports
        </Title>
        {settings.auditReports.length === 0 ? (
          <Text size="sm" c="dimmed">
            No audit report recorded yet.
          </Text>
        ) : (
          <Stack gap={4}>
            {settings.auditReports.map((report) => (
              <Text key={report.yearEnd} size="sm">
                Year ended {formatDate(report.yearEnd)}: lodged {formatDate(report.lodgedOn)} by{" "}
                {report.auditor} (due {formatDate(report.dueOn)})
              </Text>
            ))}
          </Stack>
        )}
        {canManage ? (
          <form noValidate onSubmit={submit} aria-label="Record audit report">
            <Stack gap="sm">
              <FormError error={record.error} title="The audit report was not recorded" />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label="Financial year end"
                  type="date"
                  required
                  value={yearEnd}
                  error={errors.yearEnd}
                  onChange={(event) => setYearEnd(event.currentTarget.value)}
                />
                <TextInput
                  label="Lodged on"
                  type="date"
                  required
                  max={todayInSouthAfrica()}
                  value={lodgedOn}
                  error={errors.lodgedOn}
                  onChange={(event) => setLodgedOn(event.currentTarget.value)}
                />
              </SimpleGrid>
              <TextInput
                label="Auditor"
                required
                maxLength={200}
                value={auditor}
                error={errors.auditor}
                onChange={(event) => setAuditor(event.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button type="submit" variant="light" loading={record.isPending}>
                  Record Audit Report
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
