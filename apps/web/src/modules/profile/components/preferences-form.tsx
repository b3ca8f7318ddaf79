import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCE_KEYS,
  PREFERRED_LANGUAGE_LABELS,
  PREFERRED_LANGUAGES,
  PREFERRED_TIME_ZONE_LABELS,
  PREFERRED_TIME_ZONES,
  THEME_PREFERENCE_LABELS,
  THEME_PREFERENCES,
  type TPreferredLanguage,
  type TPreferredTimeZone,
  type TThemePreference,
  type TUserPreferences,
} from "@inkundla/shared";
import {
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  useMantineColorScheme,
} from "@mantine/core";
import { useUpdatePreferences } from "../hooks/use-preferences";
import { toColorScheme } from "../theme-preference";

const NOTIFICATION_TOGGLES = [
  {
    key: "emailNewMessages",
    label: "Email for new messages",
    description: "An e-mail as soon as a client writes to you in the client portal.",
    isAvailable: true,
  },
  {
    key: "smsUrgentMatters",
    label: "SMS for urgent matters",
    description: "Not available yet: Inkundla has no SMS gateway, so no text message is sent.",
    isAvailable: false,
  },
  {
    key: "courtFilingUpdates",
    label: "Court filing updates",
    description: "An e-mail when a colleague records the court's answer to a filing on your matter.",
    isAvailable: true,
  },
] as const;

/** The bell's kinds, one switch each, in the order the rules list them. */
const NOTIFICATION_KIND_TOGGLES = NOTIFICATION_KINDS.map((kind) => ({
  key: NOTIFICATION_PREFERENCE_KEYS[kind],
  label: NOTIFICATION_KIND_LABELS[kind],
}));

const DIGEST_TOGGLES = [
  {
    key: "dailyDigest",
    label: "Daily digest",
    description: "Each morning, one e-mail with your unread notifications not mailed before.",
  },
  {
    key: "weeklyDigest",
    label: "Weekly digest",
    description:
      "On Mondays, one e-mail with the week's unread notifications (when the daily digest is off).",
  },
] as const;

function isOneOf<Value extends string>(values: readonly Value[], value: string | null): value is Value {
  return value !== null && (values as readonly string[]).includes(value);
}

/** Every change is saved as it is made; the theme changes at once. */
export function PreferencesForm({ preferences }: { preferences: TUserPreferences }) {
  const updateMutation = useUpdatePreferences();
  const { setColorScheme } = useMantineColorScheme();

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" aria-live="polite">
        {updateMutation.isPending ? "Saving..." : "Changes are saved as you make them."}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Language"
          description="Inkundla is in English for now; your choice is kept for when translations arrive."
          data={PREFERRED_LANGUAGES.map((value) => ({ value, label: PREFERRED_LANGUAGE_LABELS[value] }))}
          value={preferences.language}
          allowDeselect={false}
          onChange={(value) => {
            if (isOneOf<TPreferredLanguage>(PREFERRED_LANGUAGES, value))
              updateMutation.mutate({ language: value });
          }}
        />
        <Select
          label="Time Zone"
          description="Used for the dates and times Inkundla shows you."
          data={PREFERRED_TIME_ZONES.map((value) => ({ value, label: PREFERRED_TIME_ZONE_LABELS[value] }))}
          value={preferences.timeZone}
          allowDeselect={false}
          onChange={(value) => {
            if (isOneOf<TPreferredTimeZone>(PREFERRED_TIME_ZONES, value))
              updateMutation.mutate({ timeZone: value });
          }}
        />
      </SimpleGrid>
      <Input.Wrapper label="Theme" id="theme-preference-label">
        <SegmentedControl
          aria-labelledby="theme-preference-label"
          display="flex"
          maw={420}
          data={THEME_PREFERENCES.map((value) => ({ value, label: THEME_PREFERENCE_LABELS[value] }))}
          value={preferences.theme}
          onChange={(value) => {
            if (!isOneOf<TThemePreference>(THEME_PREFERENCES, value)) return;
            setColorScheme(toColorScheme(value));
            updateMutation.mutate({ theme: value });
          }}
        />
      </Input.Wrapper>
      <Stack gap="sm">
        <Title order={3}>Notifications</Title>
        {NOTIFICATION_TOGGLES.map((toggle) => (
          <Switch
            key={toggle.key}
            label={toggle.label}
            description={toggle.description}
            disabled={!toggle.isAvailable}
            checked={toggle.isAvailable && preferences[toggle.key]}
            onChange={(event) => updateMutation.mutate({ [toggle.key]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={4}>In the notification bell</Title>
        {NOTIFICATION_KIND_TOGGLES.map((toggle) => (
          <Switch
            key={toggle.key}
            label={toggle.label}
            checked={preferences[toggle.key]}
            onChange={(event) => updateMutation.mutate({ [toggle.key]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={4}>By e-mail</Title>
        {DIGEST_TOGGLES.map((toggle) => (
          <Switch
            key={toggle.key}
            label={toggle.label}
            description={toggle.description}
            checked={preferences[toggle.key]}
            onChange={(event) => updateMutation.mutate({ [toggle.key]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </Stack>
  );
}
