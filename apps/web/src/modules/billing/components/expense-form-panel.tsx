import {
  BILLING_LIMITS,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  type TExpenseCategory,
  todayInSouthAfrica,
} from "@inkundla/shared";
import {
  Button,
  Checkbox,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { RandAmountInput } from "../../../ui/rand-amount-input";
import {
  buildExpenseRequest,
  type ExpenseDraft,
  type ExpenseErrors,
  emptyExpenseDraft,
  RECEIPT_ACCEPT,
  receiptProblem,
} from "../expense-form";
import { useCreateExpense } from "../hooks/use-billing-changes";
import { ServerError } from "./billing-badges";
import { type Choice, MatterPicker } from "./pickers";

/** Spec's expense form: category, amount (to the cent), matter, description and a receipt. */
export function ExpenseFormPanel() {
  const [draft, setDraft] = useState<ExpenseDraft>(emptyExpenseDraft);
  const [matter, setMatter] = useState<Choice | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<ExpenseErrors>({});
  // Remounts the file and matter inputs after a save so they show empty again.
  const [formKey, setFormKey] = useState(0);
  const create = useCreateExpense({
    onCreated: () => {
      setDraft(emptyExpenseDraft());
      setMatter(null);
      setReceipt(null);
      setErrors({});
      setFormKey((key) => key + 1);
    },
  });

  const change = (values: Partial<ExpenseDraft>) => {
    setDraft((current) => ({ ...current, ...values }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(values)) delete next[field as keyof ExpenseDraft];
      return next;
    });
  };

  // Checked as soon as it is chosen: a 40 MB scan is refused before anything is uploaded.
  const chooseReceipt = (file: File | null) => {
    const problem = file ? receiptProblem(file) : null;
    setReceipt(problem ? null : file);
    setErrors((current) => {
      const next = { ...current };
      if (problem) next.receipt = problem;
      else delete next.receipt;
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = buildExpenseRequest(draft);
    if (!result.ok || errors.receipt) {
      setErrors({ ...(result.ok ? {} : result.errors), receipt: errors.receipt });
      return;
    }
    setErrors({});
    create.mutate({ request: result.request, receipt });
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Record expense">
        <Stack gap="md">
          <Title order={2} size="h4">
            Record Expense
          </Title>
          <ServerError error={create.error} title="The expense was not recorded" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label="Category"
              required
              value={draft.category}
              error={errors.category}
              onChange={(event) => change({ category: event.currentTarget.value as TExpenseCategory })}
              data={EXPENSE_CATEGORIES.map((category) => ({
                value: category,
                label: EXPENSE_CATEGORY_LABELS[category],
              }))}
            />
            <RandAmountInput
              label="Amount"
              required
              value={draft.amount}
              error={errors.amount}
              onChange={(amount) => change({ amount })}
            />
            <TextInput
              label="Date"
              type="date"
              required
              max={todayInSouthAfrica()}
              value={draft.date}
              error={errors.date}
              onChange={(event) => change({ date: event.currentTarget.value })}
            />
          </SimpleGrid>
          <MatterPicker
            key={`matter-${formKey}`}
            label="Matter"
            required
            value={matter}
            error={errors.matterId}
            onChange={(choice) => {
              setMatter(choice);
              change({ matterId: choice?.id ?? "" });
            }}
          />
          <Textarea
            label="Description"
            required
            rows={2}
            maxLength={BILLING_LIMITS.descriptionMax}
            value={draft.description}
            error={errors.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FileInput
              key={`receipt-${formKey}`}
              label="Receipt"
              description="An image or a PDF, at most 10 MB"
              accept={RECEIPT_ACCEPT}
              leftSection={<IconUpload size={16} />}
              placeholder="Choose a file"
              clearable
              value={receipt}
              error={errors.receipt}
              onChange={chooseReceipt}
            />
            <Checkbox
              label="Charge VAT on it when billed"
              aria-label="Charge VAT on it when billed"
              description="Untick for a cost passed on without VAT, such as court fees"
              checked={draft.taxable}
              onChange={(event) => change({ taxable: event.currentTarget.checked })}
              mt="lg"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Record Expense
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
