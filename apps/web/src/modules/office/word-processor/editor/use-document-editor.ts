import { type Editor, useEditor } from "@tiptap/react";
import { useRef } from "react";
import classes from "./document-content.module.css";
import { documentExtensions } from "./document-extensions";

interface DocumentEditorOptions {
  /** The HTML the editor opens with; later changes of it are not followed (use `setContent`). */
  initialContent: string;
  /** The editing area's accessible name, e.g. "Document content". */
  label: string;
  /** Called after every change the person makes (not after content is set from the server). */
  onChange?: (editor: Editor) => void;
}

/** A TipTap editor speaking the document HTML contract, with the sheet's look and an accessible name. */
export function useDocumentEditor({ initialContent, label, onChange }: DocumentEditorOptions): Editor {
  // The latest callback, so the editor is not rebuilt (losing its undo history) when the parent renders.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  return useEditor({
    extensions: documentExtensions(),
    content: initialContent,
    editorProps: {
      attributes: {
        class: classes.editable ?? "",
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
      },
    },
    onUpdate: ({ editor }) => onChangeRef.current?.(editor),
  });
}
