import {
  MATTER_LIMITS,
  MATTER_TYPES,
  type TConflictHit,
  type TMatter,
  type TMatterCreateRequest,
  ZMatterCreateRequest,
} from "@inkundla/shared";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertCircle, IconAlertTriangle, IconShieldCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { readApiErrorCode, readApiErrorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth";
import { useClientList, useFirmMembers } from "../../clients";
import { useConflictCheck, useCreateMatter } from "../hooks/use-matter-changes";
import { ConflictHitsList } from "./conflict-hits-list";

type ClientChoice = { id: string; name: string };

interface NewMatterDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Opens the form for this client (from the client's page). */
  initialClient?: ClientChoice;
  onCreated?: (matter: TMatter) => void;
}

export function NewMatterDialog({ opened, onClose, initialClient, onCreated }: NewMatterDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New Matter" size="lg">
      {opened ? (
        <NewMatterForm initialClient={initialClient} onClose={onClose} onCreated={onCreated} />
      ) : null}
    </Modal>
  );
}

type FieldErrors = Partial<Record<"clientId" | "title" | "type" | "opposingParties" | "description", string>>;

/** The conflict check the user has seen: for which names, and what it found. */
type CheckedConflicts = { names: string[]; hits: TConflictHit[] };

function sameNames(left: string[], right: string[]): boolean {
  return left.length === right.length && left.every((name, index) => name === right[index]);
}

function NewMatterForm({ initialClient, onClose, onCreated }: Omit<NewMatterDialogProps, "opened">) {
  const { user } = useCurrentUser();
  const members = useFirmMembers();
  const [client, setClient] = useState<ClientChoice | null>(initialClient ?? null);
  const [clientSearch, setClientSearch] = useState(initialClient?.name ?? "");
  const [debouncedClientSearch] = useDebouncedValue(clientSearch.trim(), 250);
  const clientOptions = useClientList({ search: debouncedClientSearch, limit: 20, offset: 0 });
  const [title, setTitle] = useState("");
  const [type, setType] = useState("");
  const [responsibleUserId, setResponsibleUserId] = useState(user?.id ?? "");
  const [opposingParties, setOpposingParties] = useState<string[]>([]);
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<{ title: string; text: string } | null>(null);
  const [checked, setChecked] = useState<CheckedConflicts | null>(null);
  const [isReviewed, setIsReviewed] = useState(false);
  const conflictCheck = useConflictCheck();
  const createMatter = useCreateMatter({
    onCreated: (matter) => {
      onCreated?.(matter);
      onClose();
    },
  });

  const namesToCheck = [client?.name, ...opposingParties]
    .map((name) => name?.trim() ?? "")
    .filter((name) => name.length > 0)
    .slice(0, MATTER_LIMITS.conflictNamesMax);
  // A check made for other names says nothing about these: it is run again.
  const currentCheck = checked && sameNames(checked.names, namesToCheck) ? checked : null;
  const hasHits = (currentCheck?.hits.length ?? 0) > 0;

  const options = (clientOptions.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  if (client && !options.some((option) => option.value === client.id)) {
    options.unshift({ value: client.id, label: client.name });
  }

  const save = (request: TMatterCreateRequest) => {
    createMatter.mutate(request, {
      onError: (error) => {
        const message = readApiErrorMessage(error) ?? "Failed to open the matter. Please try again.";
        const code = readApiErrorCode(error);
        if (code === "active_matter_limit_reached") {
          setFormMessage({ title: "Plan limit reached", text: message });
        } else if (code === "conflict_confirmation_required") {
          // Someone added a matching record since the check: show the fresh hits.
          setChecked(null);
          setFormMessage({ title: "Possible conflicts", text: message });
        } else {
          const fieldMatch = /^(\w+): (.+)$/.exec(message);
          if (fieldMatch?.[1] && fieldMatch[2]) setErrors({ [fieldMatch[1]]: fieldMatch[2] });
          setFormMessage({ title: "Could not open the matter", text: message });
        }
      },
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormMessage(null);
    const draft = {
      clientId: client?.id ?? "",
      title,
      type,
      responsibleUserId: responsibleUserId || null,
      description,
      opposingParties,
    };
    const parsed = ZMatterCreateRequest.safeParse(draft);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors | undefined;
        if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    let result = currentCheck;
    if (!result) {
      try {
        const response = await conflictCheck.mutateAsync({ names: namesToCheck, clientId: client?.id });
        result = { names: namesToCheck, hits: response.hits };
        setChecked(result);
        setIsReviewed(false);
      } catch (error) {
        setFormMessage({
          title: "Conflict check failed",
          text: readApiErrorMessage(error) ?? "The conflict check could not be run. Please try again.",
        });
        return;
      }
      // Possible conflicts are shown first; the user confirms before the matter is opened.
      if (result.hits.length > 0) return;
    } else if (result.hits.length > 0 && !isReviewed) {
      return;
    }
    save({
      ...parsed.data,
      conflictCheck: {
        names: result.names,
        decision: result.hits.length > 0 ? "proceed_with_conflict" : "no_conflict",
      },
    });
  };

  const isBusy = conflictCheck.isPending || createMatter.isPending;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {formMessage ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={formMessage.title}>
            {formMessage.text}
          </Alert>
        ) : null}
        <Select
          label="Client"
          withAsterisk
          searchable
          placeholder="Search your clients"
          data={options}
          value={client?.id ?? null}
          searchValue={clientSearch}
          onSearchChange={setClientSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={clientOptions.isFetching ? "Searching…" : "No clients found"}
          error={errors.clientId}
          onChange={(id, option) => {
            setClient(id && option ? { id, name: option.label } : null);
            setErrors((current) => ({ ...current, clientId: undefined }));
          }}
        />
        <TextInput
          label="Title"
          withAsterisk
          maxLength={MATTER_LIMITS.titleMax}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Type"
            withAsterisk
            value={type}
            error={errors.type}
            onChange={(event) => setType(event.currentTarget.value)}
            data={[{ value: "", label: "Select a practice area" }, ...MATTER_TYPES]}
          />
          <NativeSelect
            label="Responsible member"
            value={responsibleUserId}
            onChange={(event) => setResponsibleUserId(event.currentTarget.value)}
            data={(members.data ?? [{ userId: user?.id ?? "", name: "Me" }]).map((member) => ({
              value: member.userId,
              label: member.name,
            }))}
          />
        </SimpleGrid>
        <TagsInput
          label="Opposing parties"
          description="Type a name and press Enter"
          value={opposingParties}
          onChange={setOpposingParties}
          maxTags={MATTER_LIMITS.partiesMax}
          error={errors.opposingParties}
          clearable
        />
        <Textarea
          label="Description"
          rows={3}
          maxLength={MATTER_LIMITS.descriptionMax}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {currentCheck && !hasHits ? (
          <Group gap="xs">
            <IconShieldCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
            <Text size="sm">No conflicts found for {currentCheck.names.join(", ")}.</Text>
          </Group>
        ) : null}
        {currentCheck && hasHits ? (
          <Paper withBorder p="md" bg="var(--mantine-color-orange-light)">
            <Stack gap="sm">
              <Group gap="xs">
                <IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" aria-hidden />
                <Text fw={600}>Possible conflicts</Text>
              </Group>
              <ConflictHitsList hits={currentCheck.hits} />
              <Checkbox
                label="I have reviewed these possible conflicts and wish to proceed"
                checked={isReviewed}
                onChange={(event) => setIsReviewed(event.currentTarget.checked)}
              />
            </Stack>
          </Paper>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isBusy} disabled={hasHits && !isReviewed}>
            {currentCheck ? "Open Matter" : "Check Conflicts & Open"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
