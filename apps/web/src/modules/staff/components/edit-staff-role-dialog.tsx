import { describeStaffMemberName, type TStaffMember, ZAssignableStaffRole } from "@inkundla/shared";
import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useUpdateStaffRole } from "../hooks/use-staff-changes";
import { ASSIGNABLE_ROLE_OPTIONS } from "./staff-role-options";

interface EditStaffRoleDialogProps {
  /** The member being edited; null keeps the dialog closed. */
  member: TStaffMember | null;
  onClose: () => void;
}

/** Spec §4: editing preselects the current role; nothing is sent unless a different role is chosen. */
export function EditStaffRoleDialog({ member, onClose }: EditStaffRoleDialogProps) {
  const currentRole = ZAssignableStaffRole.safeParse(member?.role).data ?? "";
  const [role, setRole] = useState<string>(currentRole);
  const updateMutation = useUpdateStaffRole({ onUpdated: onClose });
  const parsedRole = ZAssignableStaffRole.safeParse(role);
  const canUpdate = Boolean(member) && parsedRole.success && role !== member?.role;

  const submitRole = (event: FormEvent) => {
    event.preventDefault();
    if (!member || !parsedRole.success || role === member.role) return;
    updateMutation.mutate({ staffId: member.id, request: { role: parsedRole.data } });
  };

  return (
    <Modal opened={member !== null} onClose={onClose} title="Update Staff Role">
      <form noValidate onSubmit={submitRole}>
        <Stack gap="md">
          {member ? (
            <Text size="sm">
              Choose a new role for <strong>{describeStaffMemberName(member).primary}</strong>.
            </Text>
          ) : null}
          <NativeSelect
            label="Role"
            value={role}
            onChange={(event) => setRole(event.currentTarget.value)}
            data={[{ value: "", label: "Select a role" }, ...ASSIGNABLE_ROLE_OPTIONS]}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canUpdate || updateMutation.isPending}>
              {updateMutation.isPending ? "Updating..." : "Update Role"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
