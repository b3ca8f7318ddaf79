import { TextInput } from "@mantine/core";

interface RandAmountInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  description?: string;
}

/**
 * An amount typed in rand, kept as text so nothing is rounded on the way: the form turns it into cents
 * and refuses more than two decimals instead of dropping them.
 */
export function RandAmountInput({
  label,
  value,
  onChange,
  error,
  required,
  description,
}: RandAmountInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
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
