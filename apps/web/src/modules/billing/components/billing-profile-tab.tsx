import { BILLING_LIMITS, PAYMENT_TERMS_DAYS, type TBillingProfile } from "@inkundla/shared";
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { RandAmountInput } from "../../../ui/rand-amount-input";
import { useBillingProfile } from "../hooks/use-billing";
import { useSaveBillingProfile } from "../hooks/use-billing-changes";
import { useBillingPermissions } from "../hooks/use-billing-permissions";
import { buildProfileRequest, type ProfileDraft, type ProfileErrors, profileDraftOf } from "../profile-form";
import { ServerError } from "./billing-badges";
import { LogoField } from "./logo-field";

/** The Billing Profile tab: what every invoice says about the firm and how it is paid. */
export function BillingProfileTab() {
  const profile = useBillingProfile();
  if (profile.isPending) return <ListLoading label="Loading the billing profile" />;
  if (profile.isError) {
    return (
      <ListLoadError title="The billing profile could not be loaded" onRetry={() => void profile.refetch()} />
    );
  }
  // Keyed on the saved values, so the form starts again from what the server now holds.
  return <BillingProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />;
}

function BillingProfileForm({ profile }: { profile: TBillingProfile }) {
  const { canManage } = useBillingPermissions();
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraftOf(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const save = useSaveBillingProfile();

  const change = (values: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...values }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(values)) delete next[field as keyof ProfileDraft];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = buildProfileRequest(draft, { hasIssuedInvoices: profile.hasIssuedInvoices });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.request);
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Billing profile">
        <Stack gap="md">
          <Title order={2} size="h4">
            Billing Profile
          </Title>
          {canManage ? null : (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              Only a partner, legal director or office manager can change the billing profile.
            </Alert>
          )}
          <ServerError error={save.error} title="The billing profile was not saved" />
          <Fieldset variant="unstyled" disabled={!canManage}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Firm name"
                  required
                  maxLength={BILLING_LIMITS.nameMax}
                  value={draft.firmName}
                  error={errors.firmName}
                  onChange={(event) => change({ firmName: event.currentTarget.value })}
                />
                <TextInput
                  label="Registration number"
                  maxLength={50}
                  value={draft.registrationNumber}
                  error={errors.registrationNumber}
                  onChange={(event) => change({ registrationNumber: event.currentTarget.value })}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {/* The label wraps the description too; the name stays the label alone. */}
                <Switch
                  label="VAT registered"
                  aria-label="VAT registered"
                  description="Invoices then add VAT at 15% and are issued as tax invoices"
                  checked={draft.vatRegistered}
                  onChange={(event) => change({ vatRegistered: event.currentTarget.checked })}
                  mt="xs"
                />
                {draft.vatRegistered ? (
                  <TextInput
                    label="VAT number"
                    required
                    inputMode="numeric"
                    placeholder="4xxxxxxxxx"
                    maxLength={14}
                    value={draft.vatNumber}
                    error={errors.vatNumber}
                    onChange={(event) => change({ vatNumber: event.currentTarget.value })}
                  />
                ) : null}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <RandAmountInput
                  label="Default hourly rate"
                  description="Rand an hour, used when time is logged without a rate"
                  value={draft.defaultRate}
                  error={errors.defaultRate}
                  onChange={(defaultRate) => change({ defaultRate })}
                />
                <NativeSelect
                  label="Payment terms"
                  value={String(draft.paymentTerms)}
                  error={errors.paymentTerms}
                  onChange={(event) => change({ paymentTerms: Number(event.currentTarget.value) })}
                  data={PAYMENT_TERMS_DAYS.map((days) => ({ value: String(days), label: `${days} days` }))}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Textarea
                  label="Billing address"
                  rows={3}
                  maxLength={BILLING_LIMITS.addressMax}
                  value={draft.address}
                  error={errors.address}
                  onChange={(event) => change({ address: event.currentTarget.value })}
                />
                <Textarea
                  label="Banking details"
                  description="Printed on invoices for EFT payments (business account, not trust)"
                  rows={3}
                  maxLength={BILLING_LIMITS.bankingDetailsMax}
                  value={draft.bankingDetails}
                  error={errors.bankingDetails}
                  onChange={(event) => change({ bankingDetails: event.currentTarget.value })}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Invoice number prefix"
                  description={
                    profile.hasIssuedInvoices
                      ? "Fixed once an invoice has been issued, so the numbers stay one unbroken series"
                      : "Letters, digits or dashes, e.g. INV: numbers read INV-0001, INV-0002, …"
                  }
                  maxLength={BILLING_LIMITS.prefixMax}
                  disabled={profile.hasIssuedInvoices}
                  value={draft.invoicePrefix}
                  error={errors.invoicePrefix}
                  onChange={(event) => change({ invoicePrefix: event.currentTarget.value })}
                />
                <Switch
                  label="Interest on overdue invoices"
                  aria-label="Interest on overdue invoices"
                  description="Offer to charge interest at the prescribed rate (repo + 3.5%) on overdue invoices"
                  checked={draft.chargeInterest}
                  onChange={(event) => change({ chargeInterest: event.currentTarget.checked })}
                  mt="xs"
                />
              </SimpleGrid>
              <LogoField
                fileId={draft.logoFileId}
                onChange={(logoFileId) => change({ logoFileId })}
                disabled={!canManage}
              />
            </Stack>
          </Fieldset>
          {canManage ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save Billing Profile
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              These details are printed on every invoice.
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
