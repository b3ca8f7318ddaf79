import { Alert, Button, Container, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertCircle, IconShieldLock } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { readApiErrorMessage } from "../../../lib/api-client";
import { lazyComponent } from "../../../lib/lazy-page";
import { PageLoader } from "../../../ui/page-loader";
import { useCurrentUser } from "../../auth";
import { useClientList } from "../../clients";
import { loadAccountSecurityPanel } from "../../profile";
import { PortalView } from "../components/portal-view";
import { usePortalOverview, usePortalPreview } from "../hooks/use-client-portal";

// Its own chunk: most visits never open it.
const AccountSecurityPanel = lazyComponent(() => loadAccountSecurityPanel(), "AccountSecurityPanel");

/**
 * /client-portal: a portal user's home (their own client's portal), or, for a firm member, the read-only
 * preview of what a chosen client sees (?clientId=).
 */
export function ClientPortalPage() {
  const { user } = useCurrentUser();
  const isFirmMember = Boolean(user?.firmId);
  return (
    <Container size="lg" px={0} py="md">
      {isFirmMember ? <FirmPreview /> : <OwnPortal />}
    </Container>
  );
}

function OwnPortal() {
  const overview = usePortalOverview({ enabled: true });
  if (overview.isPending) return <PageLoader />;
  if (overview.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="The client portal is not available"
      >
        {readApiErrorMessage(overview.error) ?? "The portal could not be loaded. Please try again later."}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <PortalView overview={overview.data} mode="client" />
      <SignInSecurity />
    </Stack>
  );
}

/** The portal user's own password and optional two-factor sign-in (the profile's Security tab). */
function SignInSecurity() {
  const [isOpen, setOpen] = useState(false);
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Sign-in security
        </Title>
        <Text size="sm" c="dimmed">
          Change your password, or add two-factor sign-in with an authenticator app.
        </Text>
        {isOpen ? (
          <Suspense fallback={<PageLoader />}>
            <AccountSecurityPanel />
          </Suspense>
        ) : (
          <Button
            variant="default"
            leftSection={<IconShieldLock size={16} />}
            onClick={() => setOpen(true)}
            w="fit-content"
          >
            Password and Two-Factor Sign-In
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function FirmPreview() {
  const [searchParams, setSearchParams] = useSearchParams();
  const clientId = searchParams.get("clientId");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const clients = useClientList({ search: debouncedSearch || undefined, limit: 20, offset: 0 });
  const preview = usePortalPreview(clientId);
  const options = (clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name }));
  if (clientId && preview.data && !options.some((option) => option.value === clientId)) {
    options.unshift({ value: clientId, label: preview.data.self.clientName });
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="xs">
          <Title order={1} size="h3">
            Client Portal
          </Title>
          <Text size="sm" c="dimmed">
            A preview: choose a client to see their portal as they see it. Invite a client's contact person
            from the client's page.
          </Text>
          <Select
            label="Client"
            placeholder="Search clients"
            searchable
            data={options}
            value={clientId}
            searchValue={search}
            onSearchChange={setSearch}
            onChange={(value) => setSearchParams(value ? { clientId: value } : {})}
            nothingFoundMessage={clients.isPending ? "Loading clients…" : "No clients found"}
            maw={480}
          />
        </Stack>
      </Paper>
      {!clientId ? null : preview.isPending ? (
        <PageLoader />
      ) : preview.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {readApiErrorMessage(preview.error) ?? "The preview could not be loaded."}
        </Alert>
      ) : (
        <PortalView overview={preview.data} mode="preview" />
      )}
    </Stack>
  );
}
