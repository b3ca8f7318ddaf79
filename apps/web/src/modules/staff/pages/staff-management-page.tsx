import type { TStaffMember } from "@inkundla/shared";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft, IconCrown, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useCurrentUser } from "../../auth";
import { ChangePlanDialog } from "../../subscriptions";
import { EditStaffRoleDialog } from "../components/edit-staff-role-dialog";
import { InviteStaffDialog } from "../components/invite-staff-dialog";
import { PlanLimitNotice } from "../components/plan-limit-notice";
import { RemoveStaffDialog } from "../components/remove-staff-dialog";
import { StaffAccessDenied } from "../components/staff-access-denied";
import { StaffMembersTable } from "../components/staff-members-table";
import { StaffOverview } from "../components/staff-overview";
import { useStaffActivity, useStaffMembers } from "../hooks/use-staff-members";

export function StaffManagementPage() {
  const { user } = useCurrentUser();
  // Spec §6: only the firm owner uses this screen; the server refuses everyone else too.
  if (!user?.isFirmOwner) return <StaffAccessDenied />;
  return <StaffDashboard />;
}

function StaffDashboard() {
  const staff = useStaffMembers(true);
  const activity = useStaffActivity(true);
  const [isInviteOpen, inviteDialog] = useDisclosure(false);
  const [isChangePlanOpen, changePlanDialog] = useDisclosure(false);
  const [memberToEdit, setMemberToEdit] = useState<TStaffMember | null>(null);
  const [memberToRemove, setMemberToRemove] = useState<TStaffMember | null>(null);
  const openChangePlan = () => {
    inviteDialog.close();
    changePlanDialog.open();
  };

  return (
    <Stack gap="lg">
      <StaffTopBar />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>Staff Management</Title>
          <Text c="dimmed">Manage your firm's team members and their roles</Text>
        </Stack>
        <Button leftSection={<IconUserPlus size={18} />} onClick={inviteDialog.open}>
          Invite Staff
        </Button>
      </Group>

      <PlanLimitNotice onChangePlan={openChangePlan} />

      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="members">Staff Members</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <StaffOverview
            members={staff.data}
            activity={activity.data}
            isActivityLoading={activity.isPending}
            isActivityError={activity.isError}
          />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <Paper withBorder p={{ base: "xs", sm: "md" }}>
            {staff.isPending ? (
              <Group justify="center" py="xl">
                <Loader role="status" aria-label="Loading staff members" />
              </Group>
            ) : staff.isError ? (
              <Stack align="center" py="xl" gap="sm">
                <Text c="red">Failed to load staff members. Please try again.</Text>
                <Button variant="light" size="xs" onClick={() => staff.refetch()}>
                  Try again
                </Button>
              </Stack>
            ) : staff.data.length === 0 ? (
              <Stack align="center" py="xl" gap="sm" ta="center">
                <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
                  <IconUsers size={24} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  No Staff Members
                </Title>
                <Text c="dimmed">Get started by inviting your first team member to join your firm.</Text>
                <Button leftSection={<IconUserPlus size={18} />} onClick={inviteDialog.open}>
                  Invite Staff Member
                </Button>
              </Stack>
            ) : (
              <StaffMembersTable
                members={staff.data}
                onEditRole={setMemberToEdit}
                onRemove={setMemberToRemove}
              />
            )}
          </Paper>
        </Tabs.Panel>
      </Tabs>

      <InviteStaffDialog opened={isInviteOpen} onClose={inviteDialog.close} onChangePlan={openChangePlan} />
      <EditStaffRoleDialog
        key={memberToEdit?.id ?? "none"}
        member={memberToEdit}
        onClose={() => setMemberToEdit(null)}
      />
      <RemoveStaffDialog member={memberToRemove} onClose={() => setMemberToRemove(null)} />
      <ChangePlanDialog opened={isChangePlanOpen} onClose={changePlanDialog.close} />
    </Stack>
  );
}

/** Spec §2.11: a link back to the dashboard, the screen's marker, the owner badge and the profile link. */
function StaffTopBar() {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm">
        <Anchor component={Link} to="/" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Dashboard
          </Group>
        </Anchor>
        <Text size="sm" c="dimmed" aria-hidden>
          /
        </Text>
        <Text size="sm" fw={600}>
          Staff Management
        </Text>
      </Group>
      <Group gap="sm">
        <Badge color="yellow" variant="light" leftSection={<IconCrown size={14} aria-hidden />}>
          Firm Owner
        </Badge>
        <Anchor component={Link} to="/profile" size="sm">
          Profile
        </Anchor>
      </Group>
    </Group>
  );
}
