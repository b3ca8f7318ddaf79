import { ActionIcon, Divider, Group, Tooltip } from "@mantine/core";
import {
  type Icon,
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconColumnInsertRight,
  IconColumnRemove,
  IconH1,
  IconH2,
  IconH3,
  IconIndentDecrease,
  IconIndentIncrease,
  IconItalic,
  IconList,
  IconListNumbers,
  IconListTree,
  IconPageBreak,
  IconRowInsertBottom,
  IconRowRemove,
  IconStrikethrough,
  IconSuperscript,
  IconTableMinus,
  IconTablePlus,
  IconUnderline,
} from "@tabler/icons-react";
import { type Editor, useEditorState } from "@tiptap/react";
import { Fragment, useState } from "react";
import { CLAUSE_NUMBERING } from "./document-extensions";
import { FootnoteDialog } from "./footnote-dialog";

interface ToolbarAction {
  label: string;
  icon: Icon;
  /** TipTap's own keyboard shortcut, in aria-keyshortcuts form ("Control+B"), where it has one. */
  shortcut?: string;
  run: (editor: Editor) => void;
  /** For a toggle: whether it is on at the cursor (announced as pressed). */
  isActive?: (editor: Editor) => boolean;
  /** Whether it can do anything at the cursor (an undo with nothing to undo cannot). */
  isEnabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();
const alignment = (value: "left" | "center" | "right" | "justify", label: string, icon: Icon, key: string) =>
  ({
    label,
    icon,
    shortcut: `Control+Shift+${key}`,
    run: (editor) => chain(editor).setTextAlign(value).run(),
    isActive: (editor) => editor.isActive({ textAlign: value }),
  }) satisfies ToolbarAction;
const heading = (level: 1 | 2 | 3, icon: Icon) =>
  ({
    label: `Heading ${level}`,
    icon,
    shortcut: `Control+Alt+${level}`,
    run: (editor) => chain(editor).toggleHeading({ level }).run(),
    isActive: (editor) => editor.isActive("heading", { level }),
  }) satisfies ToolbarAction;
const inTable = (editor: Editor) => editor.isActive("table");

/** The toolbar's groups, in order; each group is separated from the next by a rule. */
const TOOLBAR_GROUPS: { label: string; actions: ToolbarAction[] }[] = [
  {
    label: "History",
    actions: [
      {
        label: "Undo",
        icon: IconArrowBackUp,
        shortcut: "Control+Z",
        run: (editor) => chain(editor).undo().run(),
        isEnabled: (editor) => editor.can().undo(),
      },
      {
        label: "Redo",
        icon: IconArrowForwardUp,
        shortcut: "Control+Shift+Z",
        run: (editor) => chain(editor).redo().run(),
        isEnabled: (editor) => editor.can().redo(),
      },
    ],
  },
  {
    label: "Text style",
    actions: [
      {
        label: "Bold",
        icon: IconBold,
        shortcut: "Control+B",
        run: (editor) => chain(editor).toggleBold().run(),
        isActive: (editor) => editor.isActive("bold"),
      },
      {
        label: "Italic",
        icon: IconItalic,
        shortcut: "Control+I",
        run: (editor) => chain(editor).toggleItalic().run(),
        isActive: (editor) => editor.isActive("italic"),
      },
      {
        label: "Underline",
        icon: IconUnderline,
        shortcut: "Control+U",
        run: (editor) => chain(editor).toggleUnderline().run(),
        isActive: (editor) => editor.isActive("underline"),
      },
      {
        label: "Strikethrough",
        icon: IconStrikethrough,
        shortcut: "Control+Shift+S",
        run: (editor) => chain(editor).toggleStrike().run(),
        isActive: (editor) => editor.isActive("strike"),
      },
    ],
  },
  { label: "Headings", actions: [heading(1, IconH1), heading(2, IconH2), heading(3, IconH3)] },
  {
    label: "Lists",
    actions: [
      {
        label: "Bullet list",
        icon: IconList,
        shortcut: "Control+Shift+8",
        run: (editor) => chain(editor).toggleBulletList().run(),
        isActive: (editor) => editor.isActive("bulletList"),
      },
      {
        label: "Numbered list",
        icon: IconListNumbers,
        shortcut: "Control+Shift+7",
        run: (editor) => chain(editor).toggleNumberedList().run(),
        isActive: (editor) =>
          editor.isActive("orderedList") && !editor.isActive("orderedList", { numbering: CLAUSE_NUMBERING }),
      },
      {
        label: "Clause list (1, 1.1, 1.1.1)",
        icon: IconListTree,
        run: (editor) => chain(editor).toggleClauseList().run(),
        isActive: (editor) => editor.isActive("orderedList", { numbering: CLAUSE_NUMBERING }),
      },
      {
        label: "Indent list item",
        icon: IconIndentIncrease,
        shortcut: "Tab",
        run: (editor) => chain(editor).sinkListItem("listItem").run(),
        isEnabled: (editor) => editor.can().sinkListItem("listItem"),
      },
      {
        label: "Outdent list item",
        icon: IconIndentDecrease,
        shortcut: "Shift+Tab",
        run: (editor) => chain(editor).liftListItem("listItem").run(),
        isEnabled: (editor) => editor.can().liftListItem("listItem"),
      },
    ],
  },
  {
    label: "Alignment",
    actions: [
      alignment("left", "Align left", IconAlignLeft, "L"),
      alignment("center", "Align centre", IconAlignCenter, "E"),
      alignment("right", "Align right", IconAlignRight, "R"),
      alignment("justify", "Justify", IconAlignJustified, "J"),
    ],
  },
  {
    label: "Table",
    actions: [
      {
        label: "Insert table (3 × 3 with header row)",
        icon: IconTablePlus,
        run: (editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
        isEnabled: (editor) => !inTable(editor),
      },
      {
        label: "Add row below",
        icon: IconRowInsertBottom,
        run: (editor) => chain(editor).addRowAfter().run(),
        isEnabled: inTable,
      },
      {
        label: "Delete row",
        icon: IconRowRemove,
        run: (editor) => chain(editor).deleteRow().run(),
        isEnabled: inTable,
      },
      {
        label: "Add column to the right",
        icon: IconColumnInsertRight,
        run: (editor) => chain(editor).addColumnAfter().run(),
        isEnabled: inTable,
      },
      {
        label: "Delete column",
        icon: IconColumnRemove,
        run: (editor) => chain(editor).deleteColumn().run(),
        isEnabled: inTable,
      },
      {
        label: "Delete table",
        icon: IconTableMinus,
        run: (editor) => chain(editor).deleteTable().run(),
        isEnabled: inTable,
      },
    ],
  },
  {
    label: "Insert",
    actions: [
      {
        label: "Insert page break",
        icon: IconPageBreak,
        run: (editor) => chain(editor).setPageBreak().run(),
      },
    ],
  },
];

const ALL_ACTIONS = TOOLBAR_GROUPS.flatMap((group) => group.actions);

function ToolbarButton({
  action,
  isActive,
  isEnabled,
  onClick,
}: {
  action: Pick<ToolbarAction, "label" | "icon" | "shortcut">;
  isActive?: boolean;
  isEnabled: boolean;
  onClick: () => void;
}) {
  const { label, icon: ActionIconGlyph, shortcut } = action;
  return (
    <Tooltip label={shortcut ? `${label} (${shortcut.replace("Control", "Ctrl")})` : label} withinPortal>
      <ActionIcon
        variant={isActive ? "filled" : "subtle"}
        color={isActive ? undefined : "gray"}
        size="lg"
        aria-label={label}
        aria-pressed={isActive}
        aria-keyshortcuts={shortcut}
        disabled={!isEnabled}
        // Keep the editor's selection: a pressed button would otherwise take the focus from it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        <ActionIconGlyph size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The formatting toolbar: every button named for screen readers, toggles announced as pressed, and
 * TipTap's keyboard shortcuts given in each button's tooltip and aria-keyshortcuts. It wraps onto
 * more lines on a narrow screen.
 */
export function DocumentToolbar({ editor, isDisabled = false }: { editor: Editor; isDisabled?: boolean }) {
  const [isFootnoteOpen, setFootnoteOpen] = useState(false);
  const states = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      ALL_ACTIONS.map((action) => ({
        isActive: action.isActive ? action.isActive(current) : undefined,
        isEnabled: current.isEditable && (action.isEnabled ? action.isEnabled(current) : true),
      })),
    equalityFn: (next, previous) =>
      previous !== null &&
      next.every(
        (state, index) =>
          state.isActive === previous[index]?.isActive && state.isEnabled === previous[index]?.isEnabled,
      ),
  });
  let index = 0;
  return (
    <>
      <Group role="toolbar" aria-label="Formatting" gap={4} wrap="wrap" align="center">
        {TOOLBAR_GROUPS.map((group, groupIndex) => (
          <Fragment key={group.label}>
            {groupIndex > 0 ? <Divider orientation="vertical" aria-hidden /> : null}
            <Group gap={2} wrap="wrap" role="group" aria-label={group.label}>
              {group.actions.map((action) => {
                const state = states[index];
                index += 1;
                return (
                  <ToolbarButton
                    key={action.label}
                    action={action}
                    isActive={state?.isActive}
                    isEnabled={!isDisabled && (state?.isEnabled ?? true)}
                    onClick={() => action.run(editor)}
                  />
                );
              })}
              {group.label === "Insert" ? (
                <ToolbarButton
                  action={{ label: "Insert footnote", icon: IconSuperscript }}
                  isEnabled={!isDisabled && editor.isEditable}
                  onClick={() => setFootnoteOpen(true)}
                />
              ) : null}
            </Group>
          </Fragment>
        ))}
      </Group>
      <FootnoteDialog
        opened={isFootnoteOpen}
        onClose={() => setFootnoteOpen(false)}
        onInsert={(text) => chain(editor).insertFootnote(text).run()}
      />
    </>
  );
}
