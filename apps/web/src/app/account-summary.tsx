import type { TCurrentUser } from "@inkundla/shared";
import { Avatar, Badge, Button, Group } from "@mantine/core";
import { IconLogout, IconUserCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { getAvatarInitial, getDisplayName, isPlatformAdmin, useSignOut } from "../modules/auth";
import classes from "./app-header.module.css";
import { isClientPortalUser } from "./navigation-links";

interface AccountSummaryProps {
  user: TCurrentUser;
  onNavigate: () => void;
}

export function AccountSummary({ user, onNavigate }: AccountSummaryProps) {
  const signOutMutation = useSignOut();

  return (
    <>
      {/* The platform admin belongs to no firm, and so has no plan. */}
      {isPlatformAdmin(user) ? (
        <Badge variant="light" color="grape">
          Platform admin
        </Badge>
      ) : isClientPortalUser(user) ? (
        <Badge variant="light" color="teal">
          Client portal
        </Badge>
      ) : (
        <Badge variant="light" title="Subscription plan">
          {user.subscriptionPlanName}
        </Badge>
      )}
      <Group gap="xs" wrap="nowrap">
        <Avatar size="sm" variant="light" aria-hidden>
          {getAvatarInitial(user)}
        </Avatar>
        <span className={classes.accountName}>{getDisplayName(user)}</span>
      </Group>
      {/* The profile's tabs are a firm member's (plan, professional details); a portal user has none. */}
      {isClientPortalUser(user) ? null : (
        <Button
          component={Link}
          to="/profile"
          onClick={onNavigate}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          Profile
        </Button>
      )}
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => signOutMutation.mutate()}
        disabled={signOutMutation.isPending}
      >
        Logout
      </Button>
    </>
  );
}
