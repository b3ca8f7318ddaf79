import { type AnyExtension, Extension, Mark, mergeAttributes, Node } from "@tiptap/core";
import { TableKit } from "@tiptap/extension-table";
import { TextAlign } from "@tiptap/extension-text-align";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { StarterKit } from "@tiptap/starter-kit";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    pageBreak: {
      /** Starts a new page here when the document is exported or printed. */
      setPageBreak: () => ReturnType;
    };
    footnote: {
      /** Puts a footnote with this text at the cursor. */
      insertFootnote: (text: string) => ReturnType;
    };
    clauseNumbering: {
      /** Turns the list at the cursor into numbered clauses (1, 1.1, 1.1.1), or clauses back into text. */
      toggleClauseList: () => ReturnType;
      /** Turns the list at the cursor into a plain numbered list, or a plain numbered list back into text. */
      toggleNumberedList: () => ReturnType;
    };
  }
}

export const CLAUSE_NUMBERING = "clauses";

/** `<div data-page-break="true"></div>`: an empty block where the exported document starts a page. */
export const PageBreak = Node.create({
  name: "pageBreak",
  group: "block",
  atom: true,
  selectable: true,
  parseHTML() {
    return [{ tag: 'div[data-page-break="true"]' }];
  },
  renderHTML() {
    return ["div", { "data-page-break": "true" }];
  },
  addCommands() {
    return {
      setPageBreak:
        () =>
        ({ commands }) =>
          commands.insertContent({ type: this.name }),
    };
  },
});

/**
 * `<span data-footnote="text"></span>`: an empty inline atom whose text lives in its attribute (the
 * export puts the text at the foot of the page). The editor shows it as a superscript number, counted
 * in document order by the stylesheet, with its text as the marker's accessible name.
 */
export const Footnote = Node.create({
  name: "footnote",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      text: {
        default: "",
        parseHTML: (element) => element.getAttribute("data-footnote") ?? "",
        renderHTML: (attributes) => ({ "data-footnote": String(attributes.text ?? "") }),
      },
    };
  },
  parseHTML() {
    return [{ tag: "span[data-footnote]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["span", mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ({ node }) => {
      const marker = document.createElement("span");
      const text = String(node.attrs.text ?? "");
      marker.setAttribute("data-footnote", text);
      marker.setAttribute("role", "note");
      marker.setAttribute("aria-label", `Footnote: ${text}`);
      marker.title = text;
      return { dom: marker };
    };
  },
  addCommands() {
    return {
      insertFootnote:
        (text) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { text } }),
    };
  },
});

/** A list nested in a clause list is a sub-clause (1.1), however it was made (Tab, paste, toolbar). */
function inheritClauseNumbering(): Plugin {
  return new Plugin({
    key: new PluginKey("inheritClauseNumbering"),
    appendTransaction(transactions, _oldState, newState) {
      if (!transactions.some((transaction) => transaction.docChanged)) return null;
      const { tr } = newState;
      newState.doc.descendants((node, position) => {
        if (node.type.name !== "orderedList" || node.attrs.numbering !== CLAUSE_NUMBERING) return true;
        node.descendants((child, childOffset) => {
          if (child.type.name === "orderedList" && child.attrs.numbering !== CLAUSE_NUMBERING) {
            tr.setNodeMarkup(position + 1 + childOffset, undefined, {
              ...child.attrs,
              numbering: CLAUSE_NUMBERING,
            });
          }
          return true;
        });
        // Everything beneath has been seen.
        return false;
      });
      return tr.docChanged ? tr : null;
    },
  });
}

/**
 * `<ol data-numbering="clauses">`: an ordered list numbered as a contract's clauses. An attribute on
 * the ordinary ordered list rather than a list of its own, so lists keep their keyboard behaviour.
 */
export const ClauseNumbering = Extension.create({
  name: "clauseNumbering",
  addGlobalAttributes() {
    return [
      {
        types: ["orderedList"],
        attributes: {
          numbering: {
            default: null,
            parseHTML: (element) =>
              element.getAttribute("data-numbering") === CLAUSE_NUMBERING ? CLAUSE_NUMBERING : null,
            renderHTML: (attributes) =>
              attributes.numbering === CLAUSE_NUMBERING ? { "data-numbering": CLAUSE_NUMBERING } : {},
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      toggleClauseList:
        () =>
        ({ editor, chain, commands }) => {
          if (editor.isActive("orderedList", { numbering: CLAUSE_NUMBERING }))
            return commands.toggleOrderedList();
          if (editor.isActive("orderedList")) {
            return commands.updateAttributes("orderedList", { numbering: CLAUSE_NUMBERING });
          }
          return chain()
            .toggleOrderedList()
            .updateAttributes("orderedList", { numbering: CLAUSE_NUMBERING })
            .run();
        },
      toggleNumberedList:
        () =>
        ({ editor, commands }) =>
          editor.isActive("orderedList", { numbering: CLAUSE_NUMBERING })
            ? commands.updateAttributes("orderedList", { numbering: null })
            : commands.toggleOrderedList(),
    };
  },
  addProseMirrorPlugins() {
    return [inheritClauseNumbering()];
  },
});

// Superscript and subscript have no button, but a Word file or template may carry them; without
// these marks the editor would drop them silently on the next save.
const Superscript = Mark.create({
  name: "superscript",
  excludes: "subscript",
  parseHTML: () => [{ tag: "sup" }],
  renderHTML: () => ["sup", 0],
});
const Subscript = Mark.create({
  name: "subscript",
  excludes: "superscript",
  parseHTML: () => [{ tag: "sub" }],
  renderHTML: () => ["sub", 0],
});

/**
 * The editor's vocabulary: exactly the document HTML contract (paragraphs, headings 1–4, lists,
 * clause lists, tables, quotes, rules, page breaks, footnotes, bold/italic/underline/strike, links,
 * superscript and subscript, alignment). Code and code blocks are left out: the contract has none.
 */
export function documentExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        protocols: ["mailto"],
        // A link is kept only to the web or an address; the server drops any other.
        isAllowedUri: (url) => /^(https?:|mailto:)/i.test(url),
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    TextAlign.configure({
      types: ["heading", "paragraph"],
      alignments: ["left", "center", "right", "justify"],
    }),
    ClauseNumbering,
    PageBreak,
    Footnote,
    Superscript,
    Subscript,
  ];
}
