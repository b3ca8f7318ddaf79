import { Group, TextInput } from "@mantine/core";
import type { FocusEvent, KeyboardEvent, Ref } from "react";

interface FormulaBarProps {
  reference: string;
  text: string;
  isReadOnly: boolean;
  inputRef: Ref<HTMLInputElement>;
  onFocus: () => void;
  onChange: (text: string) => void;
  onCommitKey: (event: KeyboardEvent<HTMLInputElement>) => void;
  onCancel: () => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The selected cell's reference and what was typed into it (the formula itself, not its result), to
 * read or edit at full width: Enter or Tab keeps the text, Escape puts the cell back.
 */
export function FormulaBar({
  reference,
  text,
  isReadOnly,
  inputRef,
  onFocus,
  onChange,
  onCommitKey,
  onCancel,
  onBlur,
}: FormulaBarProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <TextInput
        aria-label="Selected cell"
        value={reference}
        readOnly
        tabIndex={-1}
        w={76}
        styles={{ input: { textAlign: "center", fontWeight: 600 } }}
      />
      <TextInput
        ref={inputRef}
        aria-label="Formula bar"
        description={undefined}
        placeholder={isReadOnly ? undefined : "Type a value or a formula such as =SUM(C2:C10)"}
        value={text}
        readOnly={isReadOnly}
        spellCheck={false}
        autoComplete="off"
        style={{ flex: 1 }}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (isReadOnly) return;
          if (event.key === "Escape") {
            event.preventDefault();
            onCancel();
          } else if (event.key === "Enter" || event.key === "Tab") {
            event.preventDefault();
            onCommitKey(event);
          }
        }}
      />
    </Group>
  );
}
