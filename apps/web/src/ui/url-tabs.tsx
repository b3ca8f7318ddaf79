import { Tabs } from "@mantine/core";
import { type ReactNode, useCallback } from "react";
import { useSearchParams } from "react-router";

export interface UrlTab<TValue extends string> {
  readonly value: TValue;
  readonly label: string;
}

export interface UrlTabState<TValue extends string> {
  tabs: readonly UrlTab<TValue>[];
  activeTab: TValue;
  /**
   * Shows a tab, with `extra` search parameters beside it (every other parameter is dropped). The first
   * tab is the screen's default and leaves `?tab=` out of the address.
   */
  showTab: (tab: TValue, extra?: Record<string, string>) => void;
}

interface UrlTabOptions {
  /** Replace the history entry rather than add one, so Back leaves the screen instead of the tab. */
  replace?: boolean;
}

/**
 * The selected tab of a screen, kept in the address (`?tab=`) so a reload, a shared link or a link from
 * another screen lands on it. An unknown or missing value shows the first tab.
 */
export function useUrlTab<TValue extends string>(
  tabs: readonly UrlTab<TValue>[],
  { replace = false }: UrlTabOptions = {},
): UrlTabState<TValue> {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultTab = tabs[0]?.value;
  const showTab = useCallback(
    (tab: TValue, extra: Record<string, string> = {}) =>
      setSearchParams(tab === defaultTab ? extra : { tab, ...extra }, { replace }),
    [defaultTab, replace, setSearchParams],
  );
  if (defaultTab === undefined) throw new Error("useUrlTab needs at least one tab");
  const requested = searchParams.get("tab");
  const activeTab = tabs.find((tab) => tab.value === requested)?.value ?? defaultTab;
  return { tabs, activeTab, showTab };
}

/**
 * The tab list of a screen whose tab lives in the address (see `useUrlTab`), with the screen's
 * `Tabs.Panel`s as children. Only the shown panel is mounted; the list scrolls sideways on a phone.
 */
export function UrlTabs<TValue extends string>({
  state,
  children,
}: {
  state: UrlTabState<TValue>;
  children: ReactNode;
}) {
  const { tabs, activeTab, showTab } = state;
  return (
    <Tabs
      value={activeTab}
      onChange={(value) => {
        const tab = tabs.find((candidate) => candidate.value === value);
        if (tab) showTab(tab.value);
      }}
      keepMounted={false}
    >
      <Tabs.List mb="lg" style={{ flexWrap: "nowrap", overflowX: "auto" }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} style={{ flexShrink: 0 }}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {children}
    </Tabs>
  );
}
