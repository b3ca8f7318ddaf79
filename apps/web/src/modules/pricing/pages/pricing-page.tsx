import type { TPublicPlan } from "@inkundla/shared";
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { isPlatformAdmin, useCurrentUser } from "../../auth";
import { ContactDialog } from "../../contact";
import { usePublicSettings } from "../../settings";
import { PlanCard } from "../components/plan-card";
import { PlanComparisonTable } from "../components/plan-comparison-table";
import { PlanCardsSkeleton, PlansLoadError } from "../components/plan-list-state";
import { FaqAccordion, listPricingFaq } from "../components/pricing-faq";
import { usePublicPlans } from "../hooks/use-public-plans";

type ContactTopic = { title: string; subject: string } | null;

interface PricingPageProps {
  /** The admin's Preview tab shows the page as a signed-out visitor sees it. */
  isVisitorView?: boolean;
}

export function PricingPage({ isVisitorView = false }: PricingPageProps) {
  const { user } = useCurrentUser();
  const isVisitor = isVisitorView || !user;
  const plansQuery = usePublicPlans();
  const { settings } = usePublicSettings();
  const [contactTopic, setContactTopic] = useState<ContactTopic>(null);

  const actionFor = (plan: TPublicPlan) => {
    if (plan.priceCents === null) {
      return {
        label: "Contact Sales",
        onClick: () => setContactTopic({ title: "Contact Sales", subject: `Sales enquiry: ${plan.name}` }),
      };
    }
    if (isVisitor) return { label: "Start Free Trial", to: "/signup" };
    // The platform admin has no subscription of their own, and keeps the plans instead.
    if (isPlatformAdmin(user)) return { label: "Manage Plans", to: "/admin?tab=plans" };
    return { label: "Manage Subscription", to: "/profile" };
  };

  return (
    <Stack gap={56}>
      <Stack gap="sm" align="center" ta="center">
        <Title order={1}>Simple, transparent pricing</Title>
        <Text c="dimmed" size="lg" maw={640}>
          Choose the plan that fits your practice. Start with a {settings.trialDays}-day free trial; no credit
          card required.
        </Text>
      </Stack>

      {plansQuery.isPending ? (
        <PlanCardsSkeleton count={4} />
      ) : plansQuery.isError ? (
        <PlansLoadError onRetry={() => void plansQuery.refetch()} />
      ) : plansQuery.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">No plans are available right now. Please contact us for pricing.</Text>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(plansQuery.data.length, 4) }} spacing="lg">
            {plansQuery.data.map((plan) => (
              <PlanCard key={plan.code} plan={plan} action={actionFor(plan)} />
            ))}
          </SimpleGrid>
          <Stack gap="md">
            <Title order={2} ta="center">
              Compare features
            </Title>
            <PlanComparisonTable plans={plansQuery.data} />
          </Stack>
        </>
      )}

      <Stack gap="md" maw={820} w="100%" mx="auto">
        <Title order={2} ta="center">
          Frequently asked questions
        </Title>
        <FaqAccordion entries={listPricingFaq(settings.trialDays)} />
      </Stack>

      <Paper
        withBorder
        radius="md"
        p={{ base: "lg", sm: 40 }}
        ta="center"
        bg="var(--mantine-color-blue-light)"
      >
        <Stack gap="md" align="center">
          <Title order={2}>Ready to transform your practice?</Title>
          <Text c="dimmed" maw={560}>
            Join South African law firms running their practice on Inkundla.
          </Text>
          <Group justify="center">
            {isVisitor ? (
              <Button component={Link} to="/signup" size="md">
                Start Free Trial
              </Button>
            ) : null}
            <Button
              size="md"
              variant="default"
              onClick={() => setContactTopic({ title: "Schedule Demo", subject: "Demo request" })}
            >
              Schedule Demo
            </Button>
          </Group>
        </Stack>
      </Paper>

      <ContactDialog
        opened={contactTopic !== null}
        onClose={() => setContactTopic(null)}
        title={contactTopic?.title ?? ""}
        subject={contactTopic?.subject ?? ""}
      />
    </Stack>
  );
}
