import { formatCount } from "@inkundla/shared";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { type Editor, EditorContent, useEditorState } from "@tiptap/react";
import type { ReactNode } from "react";
import { countWords } from "../document-text";
import classes from "./document-content.module.css";
import { DocumentToolbar } from "./document-toolbar";

/** The document's text for counting: blocks and atoms (footnotes, breaks) separate words. */
function editorWords(editor: Editor): number {
  const { doc } = editor.state;
  return countWords(doc.textBetween(0, doc.content.size, " ", " "));
}

interface DocumentEditorProps {
  editor: Editor;
  /** The toolbar is greyed out, e.g. while a conflict waits for the person's choice. */
  isToolbarDisabled?: boolean;
  /** Shown at the right of the footer, beside the word count (the save status). */
  footer?: ReactNode;
}

/** The toolbar, the page being edited, and a footer with the live word count. */
export function DocumentEditor({ editor, isToolbarDisabled = false, footer }: DocumentEditorProps) {
  const wordCount = useEditorState({ editor, selector: ({ editor: current }) => editorWords(current) });
  return (
    <Stack gap="xs">
      <Paper withBorder p={4}>
        <DocumentToolbar editor={editor} isDisabled={isToolbarDisabled} />
      </Paper>
      <div className={classes.sheet}>
        <EditorContent editor={editor} />
      </div>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="word-count">
          {formatCount(wordCount, "word")}
        </Text>
        {footer}
      </Group>
    </Stack>
  );
}
