import { Button, type ButtonProps } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCopy } from "@tabler/icons-react";

interface CopyCitationButtonProps extends Pick<ButtonProps, "size" | "variant"> {
  citation: string;
  /** What the button copies, for a screen reader: "Copy citation: para 12". */
  ariaLabel?: string;
}

/** Puts a citation on the clipboard, ready to paste into an opinion or heads of argument. */
export function CopyCitationButton({
  citation,
  ariaLabel,
  size = "compact-sm",
  variant = "subtle",
}: CopyCitationButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(citation);
      notifications.show({ title: "Citation copied", message: citation, color: "green" });
    } catch {
      notifications.show({
        title: "Could not copy",
        message: "Your browser did not allow copying. Select the citation and copy it instead.",
        color: "red",
      });
    }
  };
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconCopy size={14} aria-hidden />}
      onClick={() => void copy()}
      aria-label={ariaLabel}
    >
      Copy citation
    </Button>
  );
}
