import { formatPlanPrice, type TPublicPlan } from "@inkundla/shared";
import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconClock } from "@tabler/icons-react";
import { Link } from "react-router";
import { findModuleNamedIn } from "../../../lib/product-modules";

interface PlanCardProps {
  plan: TPublicPlan;
  /** "Most Popular" on the pricing page, "Recommended" on the landing page. */
  popularLabel?: string;
  action: { label: string; to: string } | { label: string; onClick: () => void };
}

export function PlanCard({ plan, popularLabel = "Most Popular", action }: PlanCardProps) {
  const isCustom = plan.priceCents === null;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      shadow={plan.popular ? "md" : "xs"}
      style={
        plan.popular ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : undefined
      }
      data-testid="plan-card"
      aria-label={`${plan.name} plan`}
      component="article"
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={3}>{plan.name}</Title>
            {plan.popular ? <Badge variant="filled">{popularLabel}</Badge> : null}
          </Group>
          {plan.description ? (
            <Text size="sm" c="dimmed">
              {plan.description}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} align="baseline">
          <Text fz={32} fw={700} lh={1}>
            {formatPlanPrice(plan.priceCents)}
          </Text>
          {isCustom ? null : (
            <Text size="sm" c="dimmed">
              /month
            </Text>
          )}
        </Group>
        <List
          spacing={6}
          size="sm"
          style={{ flexGrow: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" aria-hidden>
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <PlanFeature key={feature} feature={feature} />
          ))}
        </List>
        {"to" in action ? (
          <Button component={Link} to={action.to} variant={plan.popular ? "filled" : "light"} fullWidth>
            {action.label}
          </Button>
        ) : (
          <Button onClick={action.onClick} variant={plan.popular ? "filled" : "light"} fullWidth>
            {action.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** A feature naming a module that is not live yet says so, rather than promising it today. */
function PlanFeature({ feature }: { feature: string }) {
  const isComingSoon = findModuleNamedIn(feature)?.isLive === false;
  if (!isComingSoon) return <List.Item>{feature}</List.Item>;
  return (
    <List.Item
      data-coming-soon
      icon={
        <ThemeIcon size={18} radius="xl" variant="light" color="gray" aria-hidden>
          <IconClock size={12} />
        </ThemeIcon>
      }
    >
      {feature}{" "}
      <Badge component="span" size="xs" variant="light" color="gray">
        Coming soon
      </Badge>
    </List.Item>
  );
}
