import { PasswordInput, type PasswordInputProps, VisuallyHidden } from "@mantine/core";
import { IconEye, IconEyeOff } from "@tabler/icons-react";

function VisibilityToggleIcon({ reveal }: { reveal: boolean }) {
  return (
    <>
      {reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
      <VisuallyHidden>Show password</VisuallyHidden>
    </>
  );
}

/**
 * A password input whose show-password button is named by its text rather than an aria-label, so the
 * field is the only element that answers to the field's label.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleIcon={VisibilityToggleIcon}
      visibilityToggleButtonProps={{ "aria-label": undefined }}
      {...props}
    />
  );
}
