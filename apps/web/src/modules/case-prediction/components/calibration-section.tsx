import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { ResponsiveTable } from "../../../ui/responsive-table";
import { useCalibration } from "../hooks/use-case-predictions";

const percentOrDash = (value: number | null) => (value === null ? "—" : `${value}%`);

/**
 * Calibration: for predictions tied to matters that have since closed, what was predicted against what
 * happened, by band, with the Brier score. Until a tied matter closes, it says there is nothing yet.
 */
export function CalibrationSection() {
  const calibration = useCalibration();
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-label="Calibration">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Calibration
        </Title>
        {calibration.isPending ? (
          <ListLoading label="Loading the calibration report" />
        ) : calibration.isError ? (
          <ListLoadError
            title="The calibration report could not be loaded"
            onRetry={() => void calibration.refetch()}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {calibration.data.note}
            </Text>
            {calibration.data.compared > 0 ? (
              <>
                <ResponsiveTable minWidth={480} aria-label="Predicted against actual">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Predicted</Table.Th>
                      <Table.Th>Predictions</Table.Th>
                      <Table.Th>Mean predicted</Table.Th>
                      <Table.Th>Actual success</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {calibration.data.bands.map((band) => (
                      <Table.Tr key={band.label}>
                        <Table.Td>{band.label}</Table.Td>
                        <Table.Td data-label="Predictions">{band.count}</Table.Td>
                        <Table.Td data-label="Mean predicted">{percentOrDash(band.meanPredicted)}</Table.Td>
                        <Table.Td data-label="Actual success">{percentOrDash(band.actualRate)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </ResponsiveTable>
                <Text size="sm">
                  Brier score: <strong>{calibration.data.brierScore}</strong> (0 is perfect; always saying 50%
                  scores 0.25)
                </Text>
              </>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
