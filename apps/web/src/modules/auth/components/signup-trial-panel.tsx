import { Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBriefcase, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { listLiveModules } from "../../../lib/product-modules";
import { usePublicSettings } from "../../settings";

interface TrialBlurb {
  title: string;
  text: string;
  icon: ReactNode;
}

/** Spec 000 §2.6's blurbs: the modules that are live, then working together as a firm. */
function listTrialBlurbs(): TrialBlurb[] {
  return [
    ...listLiveModules()
      .filter((module) => module.path)
      .map((module) => ({
        title: module.name,
        text: module.description,
        icon: <IconBriefcase size={18} stroke={1.6} />,
      })),
    {
      title: "Team Collaboration",
      text: "Invite colleagues and manage your firm together.",
      icon: <IconUsers size={18} stroke={1.6} />,
    },
  ];
}

/** Spec 000 §2.6: what the free trial includes; its length is the platform admin's setting. */
export function SignupTrialPanel() {
  const { settings, isLoading } = usePublicSettings();
  return (
    <Paper withBorder p="lg" bg="var(--mantine-color-blue-light)" component="aside" aria-label="Free trial">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {isLoading ? <Skeleton height={24} width="80%" /> : `Your ${settings.trialDays}-day free trial`}
          </Title>
          <Text size="sm" c="dimmed">
            No credit card required. Everything below is included while you try Inkundla.
          </Text>
        </Stack>
        {listTrialBlurbs().map((blurb) => (
          <Stack key={blurb.title} gap={4}>
            <Text
              fw={600}
              component="h3"
              m={0}
              size="md"
              style={{ display: "flex", gap: 8, alignItems: "center" }}
            >
              <ThemeIcon variant="light" size="md" aria-hidden>
                {blurb.icon}
              </ThemeIcon>
              {blurb.title}
            </Text>
            <Text size="sm">{blurb.text}</Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
