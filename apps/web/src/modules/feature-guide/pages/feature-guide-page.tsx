import type { TPublicPlan } from "@inkundla/shared";
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconBuildingBank } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  groupModulesByArea,
  listComingModules,
  listLiveModules,
  PRODUCT_AREA_LABELS,
  type ProductModule,
} from "../../../lib/product-modules";
import { PageHeader } from "../../../ui/page-header";
import { useCurrentUser } from "../../auth";
import { listPlansWithModule, usePublicPlans } from "../../pricing";

/** Whether the firm's plan includes a live module, or the first plan that does; nothing while unknown. */
function PlanBadge({
  moduleId,
  plans,
  firmPlanCode,
}: {
  moduleId: string;
  plans: readonly TPublicPlan[] | undefined;
  firmPlanCode: string | undefined;
}) {
  if (plans === undefined) return null;
  const withModule = listPlansWithModule(plans, moduleId);
  if (withModule.some((plan) => plan.code === firmPlanCode)) {
    return (
      <Badge variant="light" color="teal">
        In your plan
      </Badge>
    );
  }
  const first = withModule[0];
  if (first === undefined) return null;
  return (
    <Badge variant="light" color="gray">
      From the {first.name} plan
    </Badge>
  );
}

function LiveModuleCard({
  module,
  plans,
  firmPlanCode,
}: {
  module: ProductModule;
  plans: readonly TPublicPlan[] | undefined;
  firmPlanCode: string | undefined;
}) {
  return (
    <Paper withBorder p="md" component="article" aria-label={module.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600}>{module.name}</Text>
          <PlanBadge moduleId={module.id} plans={plans} firmPlanCode={firmPlanCode} />
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {module.description}
        </Text>
        {module.path ? (
          <Button component={Link} to={module.path} variant="light" size="xs" w="fit-content">
            Open {module.name}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ComingModuleCard({ module }: { module: ProductModule }) {
  const label = module.roadmap === "planned" ? "Planned" : "Coming soon";
  return (
    <Paper withBorder p="md" component="article" aria-label={module.name}>
      <Stack gap="xs" h="100%">
        <Text fw={600}>{module.name}</Text>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {module.description}
        </Text>
        <Button variant="default" size="xs" w="fit-content" disabled>
          {label}
        </Button>
      </Stack>
    </Paper>
  );
}

function PhaseSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = `phase-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * What the platform offers: the live modules (with whether the firm's plan includes each), then what is
 * being built and what is planned. Everything comes from the module registry and the plans the admin
 * keeps, so a module is shown as coming only until it ships.
 */
export function FeatureGuidePage() {
  const { user } = useCurrentUser();
  const { data: plans } = usePublicPlans();
  const coming = listComingModules();
  const inDevelopment = coming.filter((module) => module.roadmap !== "planned");
  const planned = coming.filter((module) => module.roadmap === "planned");
  return (
    <Stack gap="xl">
      <Anchor component={Link} to="/" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Back to Dashboard
        </Group>
      </Anchor>
      <PageHeader
        title="Platform features guide"
        description="What Inkundla does today, what your plan includes, and what is being built."
      />
      <Alert
        color="blue"
        variant="light"
        icon={<IconBuildingBank size={20} aria-hidden />}
        title="Trust accounting is mandatory for South African law firms"
      >
        <Stack gap={6}>
          <Text size="sm">
            A firm that holds money for clients must keep it in a trust account at a bank and keep trust
            accounting records, written up and balanced monthly (Legal Practice Act 28 of 2014, sections 86
            and 87; Legal Practice Council Rule 54).
          </Text>
          <Anchor component={Link} to="/trust-accounting" size="sm" w="fit-content" c="inherit" fw={600}>
            Open Trust Accounting
          </Anchor>
        </Stack>
      </Alert>
      <PhaseSection
        title="Available now"
        description={`${listLiveModules().length} modules you can use today.`}
      >
        {groupModulesByArea(listLiveModules()).map((group) => (
          <Stack key={group.area} gap="xs">
            <Title order={3} size="h5" c="dimmed">
              {PRODUCT_AREA_LABELS[group.area]}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {group.modules.map((module) => (
                <LiveModuleCard
                  key={module.id}
                  module={module}
                  plans={plans}
                  firmPlanCode={user?.subscriptionPlan}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </PhaseSection>
      {inDevelopment.length > 0 ? (
        <PhaseSection title="In development" description="Being built now; each opens here when it is ready.">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {inDevelopment.map((module) => (
              <ComingModuleCard key={module.id} module={module} />
            ))}
          </SimpleGrid>
        </PhaseSection>
      ) : null}
      {planned.length > 0 ? (
        <PhaseSection title="Planned" description="On the roadmap, not started yet.">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {planned.map((module) => (
              <ComingModuleCard key={module.id} module={module} />
            ))}
          </SimpleGrid>
        </PhaseSection>
      ) : null}
    </Stack>
  );
}
