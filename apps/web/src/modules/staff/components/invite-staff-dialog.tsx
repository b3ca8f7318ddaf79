import { AUTH_LIMITS, ZStaffInviteRequest } from "@inkundla/shared";
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useInviteStaff } from "../hooks/use-staff-changes";
import { ASSIGNABLE_ROLE_OPTIONS } from "./staff-role-options";

interface InviteStaffDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Opens the change-plan control when the plan's user limit refuses the invitation. */
  onChangePlan: () => void;
}

export function InviteStaffDialog({ opened, onClose, onChangePlan }: InviteStaffDialogProps) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const inviteMutation = useInviteStaff({
    onInvited: () => {
      setEmail("");
      setRole("");
      setLimitMessage(null);
      onClose();
    },
    onLimitReached: setLimitMessage,
  });

  const submitInvitation = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !role) {
      notifications.show({
        title: "Validation Error",
        message: "Please provide both email and role",
        color: "red",
      });
      return;
    }
    const parsed = ZStaffInviteRequest.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      return;
    }
    setEmailError(null);
    inviteMutation.mutate(parsed.data);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Invite Staff Member">
      <form noValidate onSubmit={submitInvitation}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            placeholder="colleague@yourfirm.co.za"
            maxLength={AUTH_LIMITS.emailMax}
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(null);
            }}
          />
          <NativeSelect
            label="Role"
            value={role}
            onChange={(event) => setRole(event.currentTarget.value)}
            data={[{ value: "", label: "Select a role" }, ...ASSIGNABLE_ROLE_OPTIONS]}
          />
          <Text size="sm" c="dimmed">
            The person will receive an email with instructions to set up their account.
          </Text>
          {limitMessage ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title="Plan limit reached"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{limitMessage}</Text>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  onClick={() => {
                    setLimitMessage(null);
                    onChangePlan();
                  }}
                >
                  Change Plan
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={inviteMutation.isPending}>
              {inviteMutation.isPending ? "Inviting..." : "Send Invitation"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
