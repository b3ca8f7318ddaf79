import { MATTER_LIMITS, MATTER_TYPES, type TMatter, ZMatterUpdateRequest } from "@inkundla/shared";
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { useFirmMembers } from "../../clients";
import { useUpdateMatter } from "../hooks/use-matter-changes";

interface EditMatterDialogProps {
  opened: boolean;
  onClose: () => void;
  matter: TMatter;
}

export function EditMatterDialog({ opened, onClose, matter }: EditMatterDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Matter" size="lg">
      {opened ? <EditMatterForm matter={matter} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditMatterForm({ matter, onClose }: Omit<EditMatterDialogProps, "opened">) {
  const members = useFirmMembers();
  const [title, setTitle] = useState(matter.title);
  const [type, setType] = useState(matter.type);
  const [responsibleUserId, setResponsibleUserId] = useState(matter.responsibleUserId ?? "");
  const [opposingParties, setOpposingParties] = useState(matter.opposingParties);
  const [otherParties, setOtherParties] = useState(matter.otherParties);
  const [description, setDescription] = useState(matter.description ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const updateMatter = useUpdateMatter(matter.id, { onUpdated: onClose });
  const types = MATTER_TYPES.includes(matter.type as (typeof MATTER_TYPES)[number])
    ? [...MATTER_TYPES]
    : [matter.type, ...MATTER_TYPES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZMatterUpdateRequest.safeParse({
      title,
      type,
      responsibleUserId: responsibleUserId || null,
      description,
      opposingParties,
      otherParties,
    });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? "Please check the matter's details.");
      return;
    }
    setMessage(null);
    updateMatter.mutate(parsed.data, {
      onError: (error) =>
        setMessage(readApiErrorMessage(error) ?? "Failed to save the matter. Please try again."),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {message ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {message}
          </Alert>
        ) : null}
        <TextInput
          label="Title"
          withAsterisk
          maxLength={MATTER_LIMITS.titleMax}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <NativeSelect
          label="Type"
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
          data={types}
        />
        <NativeSelect
          label="Responsible member"
          value={responsibleUserId}
          onChange={(event) => setResponsibleUserId(event.currentTarget.value)}
          data={[
            { value: "", label: "Nobody in particular" },
            ...(members.data ?? []).map((member) => ({ value: member.userId, label: member.name })),
          ]}
        />
        <TagsInput label="Opposing parties" value={opposingParties} onChange={setOpposingParties} clearable />
        <TagsInput label="Other parties" value={otherParties} onChange={setOtherParties} clearable />
        <Textarea
          label="Description"
          rows={3}
          maxLength={MATTER_LIMITS.descriptionMax}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={updateMatter.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
