import { TextInput } from "@mantine/core";

interface RandAmountInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  description?: string;
  disabled?: boolean;
  /** For a box in a table row, where the column header is the visible label. */
  hideLabel?: boolean;
  size?: "xs" | "sm";
}

/**
 * An amount typed in rand to the cent (the spec's "step 0.01"), kept as text so nothing is rounded on
 * the way: the form turns it into cents and refuses a third decimal instead of dropping it.
 */
export function RandAmountInput({
  label,
  value,
  onChange,
  error,
  required,
  description,
  disabled,
  hideLabel,
  size,
}: RandAmountInputProps) {
  return (
    <TextInput
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      description={description}
      required={required}
      disabled={disabled}
      size={size}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      leftSection="R"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
