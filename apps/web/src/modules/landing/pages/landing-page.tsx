import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconChartBar,
  IconCheck,
  IconFileText,
  IconLock,
  IconPlugConnected,
  IconScale,
  IconShieldCheck,
  IconSparkles,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatNameList, listLiveModules, type ProductArea } from "../../../lib/product-modules";
import { FaqAccordion, PlanCard, PlanCardsSkeleton, PlansLoadError, usePublicPlans } from "../../pricing";
import { usePublicSettings } from "../../settings";
import {
  AUDIENCES,
  listFeatureGroups,
  listLandingFaq,
  SECURITY_POINTS,
  WORKFLOW_STEPS,
} from "../landing-content";

const AREA_ICONS: Record<ProductArea, typeof IconScale> = {
  core: IconScale,
  ai: IconSparkles,
  office: IconFileText,
  insights: IconChartBar,
  platform: IconPlugConnected,
};

export function LandingPage() {
  const { settings } = usePublicSettings();
  const trialLine = `${settings.trialDays}-day free trial · No credit card required`;
  const featureGroups = listFeatureGroups();
  const liveModuleNames = formatNameList(listLiveModules().map((module) => module.name));

  return (
    <Stack gap={80}>
      <Container size="md" py={{ base: 32, sm: 64 }}>
        <Stack gap="xl" align="center" ta="center">
          <Badge variant="light" size="lg">
            Practice management for South African lawyers
          </Badge>
          <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
            Run your whole law practice in one secure place
          </Title>
          <Text size="xl" c="dimmed" maw={640}>
            {liveModuleNames}, built for South African law firms.
          </Text>
          <Group justify="center" gap="md">
            <Button component={Link} to="/signup" size="lg">
              Start Free Trial
            </Button>
            <Button component={Link} to="/demo" size="lg" variant="default">
              View Demo
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {trialLine}
          </Text>
        </Stack>
      </Container>

      <Section
        title="What you can use today"
        subtitle="Each module is listed here once it is ready for your practice."
      >
        <Stack gap="lg">
          {featureGroups.map((group) => {
            const Icon = AREA_ICONS[group.area];
            return (
              <Stack key={group.area} gap="sm" data-testid="feature-group">
                <Group gap="sm">
                  <ThemeIcon variant="light" size="lg" aria-hidden>
                    <Icon size={20} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {group.title}
                  </Title>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {group.items.map((item) => (
                    <Card key={item.name} withBorder padding="lg" radius="md">
                      <Text fw={600}>{item.name}</Text>
                      <Text size="sm" c="dimmed">
                        {item.description}
                      </Text>
                    </Card>
                  ))}
                </SimpleGrid>
              </Stack>
            );
          })}
        </Stack>
      </Section>

      <Section title="How it works" subtitle="From sign-up to your first matter in three steps.">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {WORKFLOW_STEPS.map((step, index) => (
            <Stack key={step.title} gap="xs" align="center" ta="center">
              <ThemeIcon size={44} radius="xl" aria-hidden>
                <Text fw={700}>{index + 1}</Text>
              </ThemeIcon>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text size="sm" c="dimmed">
                {step.description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section title="Built for every kind of practice">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {AUDIENCES.map((audience) => (
            <Card
              key={audience.title}
              withBorder
              padding="lg"
              radius="md"
              shadow={audience.isPopular ? "md" : "xs"}
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} size="h4">
                    {audience.title}
                  </Title>
                  {audience.isPopular ? <Badge>Most Popular</Badge> : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {audience.description}
                </Text>
                <List
                  spacing={4}
                  size="sm"
                  icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" />}
                >
                  {audience.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section title="Security and compliance built in">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {SECURITY_POINTS.map((point, index) => (
            <Group key={point.title} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                {index === 0 ? <IconShieldCheck size={20} /> : <IconLock size={20} />}
              </ThemeIcon>
              <div>
                <Text fw={600}>{point.title}</Text>
                <Text size="sm" c="dimmed">
                  {point.description}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        title="Simple pricing"
        subtitle={`Every plan starts with a ${settings.trialDays}-day free trial.`}
      >
        <LandingPlans />
        <Group justify="center" mt="md">
          <Button component={Link} to="/pricing" variant="subtle">
            Compare all plans
          </Button>
        </Group>
      </Section>

      <Section title="Frequently asked questions">
        <Stack maw={820} w="100%" mx="auto">
          <FaqAccordion entries={listLandingFaq(settings.trialDays)} />
        </Stack>
      </Section>

      <Paper
        withBorder
        radius="md"
        p={{ base: "lg", sm: 48 }}
        ta="center"
        bg="var(--mantine-color-blue-light)"
      >
        <Stack gap="md" align="center">
          <Title order={2}>Ready to modernise your practice?</Title>
          <Text c="dimmed">{trialLine}</Text>
          <Button component={Link} to="/signup" size="lg">
            Start Free Trial
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The three priced plans (Solo, Small Firm, Professional); the popular one is "Recommended". */
function LandingPlans() {
  const plansQuery = usePublicPlans();
  if (plansQuery.isPending) return <PlanCardsSkeleton count={3} />;
  if (plansQuery.isError) return <PlansLoadError onRetry={() => void plansQuery.refetch()} />;
  const pricedPlans = plansQuery.data.filter((plan) => plan.priceCents !== null).slice(0, 3);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {pricedPlans.map((plan) => (
        <PlanCard
          key={plan.code}
          plan={plan}
          popularLabel="Recommended"
          action={{ label: "Start Free Trial", to: "/signup" }}
        />
      ))}
    </SimpleGrid>
  );
}

function Section({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="lg">
      <Stack gap={4} align="center" ta="center">
        <Title order={2}>{title}</Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
