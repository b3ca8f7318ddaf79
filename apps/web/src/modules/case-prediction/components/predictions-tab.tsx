import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconScale } from "@tabler/icons-react";
import { useState } from "react";
import { ListFooter } from "../../../ui/list-footer";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useCasePredictions } from "../hooks/use-case-predictions";
import { CalibrationSection } from "./calibration-section";
import { CasePredictionCard } from "./case-prediction-card";

export const PREDICTIONS_PAGE_SIZE = 20;

function NoPredictionsYet({ onAnalyse }: { onAnalyse: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconScale size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          No Case Predictions Yet
        </Title>
        <Text size="sm" c="dimmed">
          Describe a case to estimate its prospects from the firm's own closed matters.
        </Text>
        <Button onClick={onAnalyse}>Analyse a Case</Button>
      </Stack>
    </Paper>
  );
}

/**
 * Predictions: the firm's predictions, newest first, twenty a page, read again every 1.5 s while any is
 * still being worked out; then the calibration report.
 */
export function PredictionsTab({ onAnalyse }: { onAnalyse: () => void }) {
  const [page, setPage] = useState(1);
  const predictions = useCasePredictions({
    limit: PREDICTIONS_PAGE_SIZE,
    offset: (page - 1) * PREDICTIONS_PAGE_SIZE,
  });

  let list: React.ReactNode;
  if (predictions.isPending) list = <ListLoading label="Loading case predictions" />;
  else if (predictions.isError) {
    list = (
      <ListLoadError
        title="Case predictions could not be loaded"
        onRetry={() => void predictions.refetch()}
      />
    );
  } else if (predictions.data.items.length === 0 && page === 1)
    list = <NoPredictionsYet onAnalyse={onAnalyse} />;
  else {
    const { items, total } = predictions.data;
    list = (
      <>
        {items.map((record) => (
          <CasePredictionCard key={record.id} record={record} />
        ))}
        <ListFooter
          summary={`${total} ${total === 1 ? "prediction" : "predictions"}`}
          page={page}
          pageCount={Math.max(1, Math.ceil(total / PREDICTIONS_PAGE_SIZE))}
          onPageChange={setPage}
        />
      </>
    );
  }
  return (
    <Stack gap="lg">
      {list}
      <CalibrationSection />
    </Stack>
  );
}
