import { Typography, type TypographyProps } from "@mantine/core";
import DOMPurify from "dompurify";
import { Marked } from "marked";
import { useMemo } from "react";

const markdown = new Marked({ gfm: true });

/**
 * Markdown typed by an administrator, as safe HTML: marked turns it into HTML, then DOMPurify removes
 * scripts, event handlers and javascript: links, so the text can never run code in a visitor's browser.
 */
export function renderSafeMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form"] });
}

interface MarkdownContentProps extends TypographyProps {
  source: string;
}

export function MarkdownContent({ source, ...props }: MarkdownContentProps) {
  const html = useMemo(() => renderSafeMarkdown(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify.
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
