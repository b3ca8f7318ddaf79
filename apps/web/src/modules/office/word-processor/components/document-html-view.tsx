import DOMPurify from "dompurify";
import { useMemo } from "react";
import classes from "../editor/document-content.module.css";

/**
 * Stored document HTML shown read-only, as the editor draws it. The server sanitises what it stores;
 * DOMPurify runs again here so this view never depends on that alone.
 */
export function DocumentHtmlView({ html, label }: { html: string; label: string }) {
  const safeHtml = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form"] }),
    [html],
  );
  return (
    <section
      className={classes.sheet}
      aria-label={label}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify.
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
