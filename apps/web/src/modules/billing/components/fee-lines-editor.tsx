import { BILLING_LIMITS } from "@inkundla/shared";
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { RandAmountInput } from "../../../ui/rand-amount-input";
import { formatCents } from "../billing-format";
import { type FeeLineDraft, feeLineAmountCents, type InvoiceErrors } from "../invoice-form";

interface FeeLinesEditorProps {
  lines: readonly FeeLineDraft[];
  errors: InvoiceErrors;
  onChange: (key: number, values: Partial<FeeLineDraft>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** Typed lines: a free or fixed fee, e.g. "Drafting of the sale agreement", 1 × R 7 500,00. */
export function FeeLinesEditor({ lines, errors, onChange, onAdd, onRemove }: FeeLinesEditorProps) {
  return (
    <Stack gap="sm">
      {lines.map((line, index) => {
        const number = index + 1;
        const amount = feeLineAmountCents(line);
        const fieldError = (field: string) => errors[`feeLines.${index}.${field}`];
        return (
          <Paper key={line.key} withBorder p="sm" role="group" aria-label={`Fee line ${number}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  Fee line {number}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove fee line ${number}`}
                  onClick={() => onRemove(line.key)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <TextInput
                label={`Line ${number} description`}
                required
                maxLength={BILLING_LIMITS.descriptionMax}
                value={line.description}
                error={fieldError("description")}
                onChange={(event) => onChange(line.key, { description: event.currentTarget.value })}
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <TextInput
                  label={`Line ${number} quantity`}
                  inputMode="decimal"
                  value={line.quantity}
                  error={fieldError("quantity")}
                  onChange={(event) => onChange(line.key, { quantity: event.currentTarget.value })}
                />
                <RandAmountInput
                  label={`Line ${number} unit price`}
                  required
                  value={line.unitPrice}
                  error={fieldError("unitPrice")}
                  onChange={(unitPrice) => onChange(line.key, { unitPrice })}
                />
                <Stack gap={4} justify="flex-end">
                  <Checkbox
                    label="Charge VAT"
                    aria-label={`Line ${number} charge VAT`}
                    checked={line.taxable}
                    onChange={(event) => onChange(line.key, { taxable: event.currentTarget.checked })}
                  />
                  <Text size="sm" c="dimmed">
                    {amount === null ? "Value: —" : `Value: ${formatCents(amount)}`}
                  </Text>
                </Stack>
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Add Fee Line
        </Button>
      </Group>
    </Stack>
  );
}
