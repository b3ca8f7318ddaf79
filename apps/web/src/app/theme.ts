import { Anchor, type CSSVariablesResolver, createTheme, type TooltipProps } from "@mantine/core";

const PAGINATION_CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
} as const;

export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: "650",
  },
  components: {
    // The object Tooltip.extend() would return: naming Tooltip here would put it, and the floating-ui
    // library it positions itself with, into the first download of every page.
    Tooltip: { defaultProps: { openDelay: 700 } satisfies Partial<TooltipProps> },
    // A link inside text is underlined, so it is told apart by more than its colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
    // A notice's close button is an icon: it needs a name; its message is Mantine's grey #868e96 (3.3:1)
    // unless it takes the readable dimmed grey (named here, like Tooltip, to stay out of first loads).
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": "Close notice" } },
      styles: { description: { color: "var(--mantine-color-dimmed)" } },
    },
    // A file input's placeholder ("Choose a file") is a real element, not ::placeholder, so it is text
    // that must be readable: Mantine draws it in #adb5bd (2.1:1 on white).
    FileInput: { styles: { placeholder: { color: "var(--mantine-color-dimmed)" } } },
    // A dialog's close button is an icon too (axe: button-name); named like Notification's above.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close panel" } } },
    // Paging arrows are icons as well; every control says where it goes.
    Pagination: {
      defaultProps: {
        getControlProps: (control: "first" | "previous" | "next" | "last") => ({
          "aria-label": PAGINATION_CONTROL_LABELS[control],
        }),
        getItemProps: (page: number) => ({ "aria-label": `Page ${page}` }),
      },
    },
  },
});

/**
 * Colours that must stay readable (WCAG 2.1 AA: 4.5:1 for text). Mantine's dimmed grey #868e96 is
 * 3.3:1 on white, so secondary text is a darker grey in the light scheme (#5c636a, 6.1:1 on white)
 * and a lighter one in the dark scheme; grey badges and alerts follow it. The footer's background
 * follows the scheme instead of staying light under dark-scheme text.
 */
export const DIMMED_TEXT = { light: "#5c636a", dark: "#b8b8b8" } as const;

export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    // Light badges and alerts draw a colour's text on a pale wash of it: the darkest shade, darkened
    // further, keeps that text at 4.5:1 or more for every colour of the palette.
    ...Object.fromEntries(
      Object.keys(resolvedTheme.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${name}-9) 65%, black)`,
      ]),
    ),
    "--mantine-color-dimmed": DIMMED_TEXT.light,
    "--inkundla-footer-bg": "var(--mantine-color-gray-0)",
  },
  dark: {
    "--mantine-color-dimmed": DIMMED_TEXT.dark,
    "--inkundla-footer-bg": "var(--mantine-color-dark-8)",
  },
});
