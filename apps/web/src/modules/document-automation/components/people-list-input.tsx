import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { BLANK_PERSON, isNamelessPerson, type PersonPart, type PersonRow } from "../generation-form";

const PERSON_PART_LABELS: Record<PersonPart, string> = {
  name: "Full name",
  role: "Role",
  idNumber: "Identity or registration number",
  address: "Address",
};

const PERSON_PARTS = Object.keys(PERSON_PART_LABELS) as PersonPart[];

/** At most as many people as the server accepts. */
const MAX_PEOPLE = 50;

interface PeopleListInputProps {
  people: PersonRow[];
  onChange: (people: PersonRow[]) => void;
  /** The parts the check found missing, by row. */
  missingParts: Map<number, Set<PersonPart>>;
  /** The template repeats a list of people and none has been given. */
  isListMissing: boolean;
}

/**
 * The parties, directors or witnesses a template repeats (`{{#each people}}`): a name each, and a role,
 * identity number and address where the template prints them.
 */
export function PeopleListInput({ people, onChange, missingParts, isListMissing }: PeopleListInputProps) {
  const setPart = (index: number, part: PersonPart, value: string) =>
    onChange(people.map((row, rowIndex) => (rowIndex === index ? { ...row, [part]: value } : row)));

  return (
    <Stack gap="sm" component="section" aria-labelledby="people-heading">
      <Text fw={600} id="people-heading">
        People
      </Text>
      <Text size="sm" c={isListMissing ? "red" : "dimmed"}>
        {isListMissing
          ? "This template names people (parties, directors or witnesses): add at least one."
          : "The parties, directors or witnesses the document names, in order."}
      </Text>
      {people.map((row, index) => {
        const number = index + 1;
        const missing = missingParts.get(index);
        const lacksName = isNamelessPerson(row);
        return (
          // Rows have no identity of their own but their position, which is what the server names.
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the row's identity here.
          <Fieldset key={index} legend={`Person ${number}`} p="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {PERSON_PARTS.map((part) => (
                <TextInput
                  key={part}
                  label={`${PERSON_PART_LABELS[part]} of person ${number}`}
                  maxLength={part === "address" ? 500 : part === "idNumber" ? 50 : 200}
                  value={row[part]}
                  error={
                    part === "name" && lacksName
                      ? "Each person needs a name"
                      : missing?.has(part)
                        ? "Required by this template"
                        : undefined
                  }
                  onChange={(event) => setPart(index, part, event.currentTarget.value)}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove person ${number}`}
                onClick={() => onChange(people.filter((_, rowIndex) => rowIndex !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Fieldset>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={people.length >= MAX_PEOPLE}
          onClick={() => onChange([...people, { ...BLANK_PERSON }])}
        >
          Add person
        </Button>
      </Group>
    </Stack>
  );
}
