import { describeStaffMemberName, type TStaffMember } from "@inkundla/shared";
import { Text } from "@mantine/core";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useRemoveStaff } from "../hooks/use-staff-changes";

interface RemoveStaffDialogProps {
  /** The member to remove; null keeps the dialog closed. */
  member: TStaffMember | null;
  onClose: () => void;
}

export function RemoveStaffDialog({ member, onClose }: RemoveStaffDialogProps) {
  const removeMutation = useRemoveStaff({ onRemoved: onClose });
  return (
    <ConfirmDialog
      opened={member !== null}
      title="Remove Staff Member"
      message={
        member
          ? `Are you sure you want to remove ${describeStaffMemberName(member).primary} from the firm?`
          : null
      }
      confirmLabel="Remove"
      isDestructive
      isPending={removeMutation.isPending}
      onConfirm={() => member && removeMutation.mutate(member.id)}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        Their account is closed and they are signed out at once. You can invite them again later.
      </Text>
    </ConfirmDialog>
  );
}
