import { formatLongDate, type TPublicEntitySettings } from "@inkundla/shared";
import { Anchor, Divider, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { MarkdownContent } from "../../../ui/markdown-content";
import { ContactBlock, usePublicEntitySettings } from "../../entity-settings";

interface LegalPageLayoutProps {
  title: string;
  /** The text from Entity Settings, or the default text when the admin has not written one. */
  selectContent: (settings: TPublicEntitySettings) => string;
  /** Extra Markdown sections after the main text (e.g. the legal disclaimer), when set. */
  selectAppendix?: (settings: TPublicEntitySettings) => { title: string; content: string } | null;
}

/** Spec §2.12: static text with a back-to-home link, today's date, the contact block and the footer. */
export function LegalPageLayout({ title, selectContent, selectAppendix }: LegalPageLayoutProps) {
  const { settings, isLoading } = usePublicEntitySettings();
  const appendix = selectAppendix?.(settings) ?? null;

  return (
    <Stack gap="lg" maw={820} mx="auto">
      <Anchor component={Link} to="/" size="sm">
        Back to home
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          Last updated: {formatLongDate(new Date())}
        </Text>
      </Stack>
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        {isLoading ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading">
            <Skeleton height={22} width="40%" />
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton height={12} width="85%" />
            <Skeleton height={22} width="30%" mt="md" />
            <Skeleton height={12} />
            <Skeleton height={12} width="70%" />
          </Stack>
        ) : (
          <Stack gap="lg">
            <MarkdownContent source={selectContent(settings)} />
            {appendix ? (
              <>
                <Divider />
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    {appendix.title}
                  </Title>
                  <MarkdownContent source={appendix.content} />
                </Stack>
              </>
            ) : null}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Contact {isLoading ? "us" : settings.entityName}
          </Title>
          <ContactBlock settings={settings} isLoading={isLoading} />
        </Stack>
      </Paper>
    </Stack>
  );
}
