import { TEMPLATE_CATEGORIES, type TTemplateCategory } from "@inkundla/shared";
import { Paper, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { TEMPLATE_CATEGORY_DESCRIPTIONS } from "../template-catalogue";

interface TemplateCategoryCardsProps {
  counts: Record<TTemplateCategory, number>;
  selected: TTemplateCategory | null;
  /** A category was chosen to filter by; choosing the selected one again shows every template. */
  onSelect: (category: TTemplateCategory | null) => void;
}

/** The spec's five categories, each with how many templates it offers; a card filters the list. */
export function TemplateCategoryCards({ counts, selected, onSelect }: TemplateCategoryCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      {TEMPLATE_CATEGORIES.map((category) => {
        const isSelected = selected === category;
        return (
          <Paper
            key={category}
            withBorder
            p="sm"
            h="100%"
            style={{
              borderColor: isSelected ? "var(--mantine-primary-color-filled)" : undefined,
              borderWidth: isSelected ? 2 : undefined,
            }}
          >
            {/* The description stays outside the button, so its name is what it shows: the category and count. */}
            <UnstyledButton
              display="block"
              w="100%"
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? null : category)}
            >
              {/* Named by what it shows ("Contracts: 3 templates"); the punctuation and unit are for screen readers. */}
              <Text component="span" display="block" fw={600}>
                {category}
                <VisuallyHidden>: </VisuallyHidden>
              </Text>
              <Text component="span" display="block" size="xl" fw={700}>
                {counts[category]}
                <VisuallyHidden> {counts[category] === 1 ? "template" : "templates"}</VisuallyHidden>
              </Text>
            </UnstyledButton>
            <Text size="xs" c="dimmed">
              {TEMPLATE_CATEGORY_DESCRIPTIONS[category]}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
