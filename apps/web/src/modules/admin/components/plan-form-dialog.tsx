import { PLAN_LIMITS, type TAdminPlan } from "@inkundla/shared";
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { useSavePlan } from "../hooks/use-admin-plans";
import { EMPTY_PLAN_FORM, type PlanFormValues, readPlanForm, toPlanFormValues } from "../plan-form";

interface PlanFormDialogProps {
  opened: boolean;
  /** The plan to edit, or null to create one. */
  plan: TAdminPlan | null;
  onClose: () => void;
}

export function PlanFormDialog({ opened, plan, onClose }: PlanFormDialogProps) {
  const savePlan = useSavePlan();
  const form = useForm<PlanFormValues>({
    mode: "uncontrolled",
    initialValues: EMPTY_PLAN_FORM,
    validate: (values) => {
      const result = readPlanForm(values);
      return result.ok ? {} : result.errors;
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is reset only when the dialog opens.
  useEffect(() => {
    if (!opened) return;
    const values = plan ? toPlanFormValues(plan) : EMPTY_PLAN_FORM;
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
  }, [opened, plan]);

  const submit = (values: PlanFormValues) => {
    const result = readPlanForm(values);
    if (!result.ok) return;
    savePlan.mutate(
      { planId: plan?.id ?? null, input: result.input },
      {
        onSuccess: (saved) => {
          notifications.show({
            title: plan ? "Plan Updated" : "Plan Created",
            message: `${saved.name} has been saved${saved.active ? " and is offered on the pricing page" : ""}.`,
            color: "green",
          });
          onClose();
        },
        onError: (error) => {
          notifications.show({
            title: "Save Failed",
            message: readApiErrorMessage(error) ?? "Failed to save the plan. Please try again.",
            color: "red",
          });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={plan ? `Edit ${plan.name}` : "Create Plan"} size="lg">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Name"
              required
              maxLength={PLAN_LIMITS.nameMax}
              description={plan ? `Code: ${plan.code}` : "The plan's code is made from its name."}
              key={form.key("name")}
              {...form.getInputProps("name")}
            />
            <TextInput
              label="Price (R per month)"
              placeholder="Custom"
              inputMode="decimal"
              description="Including VAT. Leave empty for Custom."
              leftSection="R"
              maxLength={20}
              key={form.key("price")}
              {...form.getInputProps("price")}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={PLAN_LIMITS.descriptionMax}
            key={form.key("description")}
            {...form.getInputProps("description")}
          />
          <Textarea
            label="Features"
            description={`One per line, at most ${PLAN_LIMITS.featuresMax}.`}
            autosize
            minRows={3}
            maxRows={10}
            key={form.key("features")}
            {...form.getInputProps("features")}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label="User limit"
              placeholder="Unlimited"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              key={form.key("userLimit")}
              {...form.getInputProps("userLimit")}
            />
            <NumberInput
              label="Matter limit"
              placeholder="Unlimited"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              key={form.key("activeMatterLimit")}
              {...form.getInputProps("activeMatterLimit")}
            />
            <NumberInput
              label="Max subscribers"
              placeholder="No maximum"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              key={form.key("maxSubscribers")}
              {...form.getInputProps("maxSubscribers")}
            />
          </SimpleGrid>
          <Group gap="xl">
            <Switch
              label="Active (offered to firms)"
              key={form.key("active")}
              {...form.getInputProps("active", { type: "checkbox" })}
            />
            <Switch
              label="Most Popular"
              key={form.key("popular")}
              {...form.getInputProps("popular", { type: "checkbox" })}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={savePlan.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={savePlan.isPending}>
              {savePlan.isPending ? "Saving..." : plan ? "Save Plan" : "Create Plan"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
