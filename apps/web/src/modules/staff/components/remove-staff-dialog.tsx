import { describeStaffMemberName, type TStaffMember } from "@inkundla/shared";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useRemoveStaff } from "../hooks/use-staff-changes";

interface RemoveStaffDialogProps {
  /** The member to remove; null keeps the dialog closed. */
  member: TStaffMember | null;
  onClose: () => void;
}

export function RemoveStaffDialog({ member, onClose }: RemoveStaffDialogProps) {
  const removeMutation = useRemoveStaff({ onRemoved: onClose });
  return (
    <Modal opened={member !== null} onClose={onClose} title="Remove Staff Member">
      <Stack gap="md">
        <Text>
          {member
            ? `Are you sure you want to remove ${describeStaffMemberName(member).primary} from the firm?`
            : null}
        </Text>
        <Text size="sm" c="dimmed">
          Their account is closed and they are signed out at once. You can invite them again later.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={removeMutation.isPending}
            onClick={() => member && removeMutation.mutate(member.id)}
          >
            {removeMutation.isPending ? "Removing..." : "Remove"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
