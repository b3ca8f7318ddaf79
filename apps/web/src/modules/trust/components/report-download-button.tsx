import { Button, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useDownloadTrustReport } from "../hooks/use-trust-reports";

interface ReportDownloadButtonProps {
  /** The file's address (format=pdf or csv); null while the report still lacks a parameter. */
  url: string | null;
  children: ReactNode;
  leftSection?: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  /** Read by screen readers when the visible text ("PDF") does not say which report it is. */
  ariaLabel?: string;
}

/**
 * A link to the report file, so it can be copied or opened like any link, whose click fetches the file
 * instead: a refusal then shows the server's message rather than a broken download. A click with a
 * modifier key (new tab, new window) is left to the browser.
 */
export function ReportDownloadButton({
  url,
  children,
  leftSection,
  variant = "default",
  size,
  ariaLabel,
}: ReportDownloadButtonProps) {
  const download = useDownloadTrustReport();
  if (url === null) {
    return (
      <Button variant={variant} size={size} leftSection={leftSection} aria-label={ariaLabel} disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={url}
      download
      variant={variant}
      size={size}
      leftSection={leftSection}
      aria-label={ariaLabel}
      loading={download.isPending}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        if (!download.isPending) download.mutate(url);
      }}
    >
      {children}
    </Button>
  );
}
