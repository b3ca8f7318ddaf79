import {
  NEW_PRESENTATION_SLIDE_TITLES,
  PRESENTATION_MESSAGES,
  PRESENTATION_TYPE_LABELS,
  PRESENTATION_TYPES,
  type TPresentation,
  type TPresentationType,
} from "@inkundla/shared";
import {
  Button,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { type MatterChoice, MatterPicker } from "../../../legal-research";
import { type ClientChoice, ClientPicker } from "../../word-processor/components/client-picker";
import { useCreatePresentation } from "../hooks/use-presentations";

/** What Create New opens with: blank, or filled from a template. */
export interface PresentationDraftForm {
  title: string;
  type: TPresentationType;
  template: string | null;
  /** The slide titles the deck will start with (a template's, or the spec's ten). */
  slideTitles: readonly string[];
}

export const BLANK_PRESENTATION_FORM: PresentationDraftForm = {
  title: "",
  type: "court",
  template: null,
  slideTitles: NEW_PRESENTATION_SLIDE_TITLES,
};

const TYPE_OPTIONS = PRESENTATION_TYPES.map((type) => ({
  value: type,
  label: PRESENTATION_TYPE_LABELS[type],
}));

interface CreatePresentationFormProps {
  draft: PresentationDraftForm;
  onCreated: (presentation: TPresentation) => void;
}

/** Create New (spec): title, type, client, matter and sharing; the slides the deck starts with are listed. */
export function CreatePresentationForm({ draft, onCreated }: CreatePresentationFormProps) {
  const [title, setTitle] = useState(draft.title);
  const [type, setType] = useState<TPresentationType>(draft.type);
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [matter, setMatter] = useState<MatterChoice | null>(null);
  const [isShared, setShared] = useState(false);
  const creation = useCreatePresentation({ onCreated });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creation.isPending) return;
    if (title.trim() === "") {
      notifications.show({ title: "Validation Error", message: PRESENTATION_MESSAGES.title, color: "red" });
      return;
    }
    creation.mutate({
      title: title.trim(),
      type,
      template: draft.template,
      clientId: client?.id ?? null,
      matterId: matter?.id ?? null,
      isShared,
      // With a template the server takes the template's slides; otherwise these titles.
      slides: { total: draft.slideTitles.length, titles: [...draft.slideTitles] },
    });
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Create a presentation">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Title"
              withAsterisk
              maxLength={200}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
            <Select
              label="Type"
              data={TYPE_OPTIONS}
              value={type}
              allowDeselect={false}
              onChange={(value) => {
                if (value) setType(value as TPresentationType);
              }}
              comboboxProps={{ withinPortal: false }}
            />
            <ClientPicker value={client} onChange={setClient} label="Client (optional)" />
            <MatterPicker
              value={matter}
              onChange={setMatter}
              label="Matter (optional)"
              description="File the presentation with a matter."
              isRequired={false}
            />
          </SimpleGrid>
          <Switch
            label="Share with the firm"
            description="Colleagues may open and edit a shared presentation."
            checked={isShared}
            onChange={(event) => setShared(event.currentTarget.checked)}
          />
          <Stack gap={4}>
            <Title order={2} size="h6">
              {draft.template ? "Slides from the template" : "Starting slides"}
            </Title>
            <Text size="sm" c="dimmed">
              {draft.slideTitles.length} slides; change, add, reorder or remove them in the editor.
            </Text>
            <List size="sm" type="ordered" aria-label="Starting slides">
              {draft.slideTitles.map((slideTitle, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat
                <List.Item key={index}>{slideTitle}</List.Item>
              ))}
            </List>
          </Stack>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={creation.isPending}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Create Presentation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
