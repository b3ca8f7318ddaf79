import { type KeyboardEvent, useLayoutEffect, useRef } from "react";
import classes from "./sheet-grid.module.css";

interface CellEditorProps {
  reference: string;
  text: string;
  onChange: (text: string) => void;
  /** Enter, Tab and the up/down arrows: keep the text and move as the key says. */
  onCommitKey: (event: KeyboardEvent<HTMLInputElement>) => void;
  onCancel: () => void;
  onBlur: (focusGoesTo: EventTarget | null) => void;
}

/** The text box over a cell while it is edited; it takes the focus with the caret after the text. */
export function CellEditor({ reference, text, onChange, onCommitKey, onCancel, onBlur }: CellEditorProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  return (
    <input
      ref={inputRef}
      className={classes.cellEditor}
      aria-label={`Edit cell ${reference}`}
      value={text}
      spellCheck={false}
      autoComplete="off"
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => onBlur(event.relatedTarget)}
      onKeyDown={(event) => {
        // The grid around this box must not act on the keys typed into it.
        event.stopPropagation();
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        } else if (
          event.key === "Enter" ||
          event.key === "Tab" ||
          event.key === "ArrowUp" ||
          event.key === "ArrowDown"
        ) {
          event.preventDefault();
          onCommitKey(event);
        }
      }}
    />
  );
}
