import { Anchor, Grid, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ContactBlock, usePublicEntitySettings } from "../../entity-settings";
import { ContactForm } from "../components/contact-form";

export function ContactPage() {
  const { settings, isLoading } = usePublicEntitySettings();
  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <Anchor component={Link} to="/" size="sm">
        Back to home
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>Contact Us</Title>
        <Text c="dimmed">Questions about Inkundla, pricing or a demonstration? Send us a message.</Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {isLoading ? "Our details" : settings.entityName}
              </Title>
              <ContactBlock settings={settings} isLoading={isLoading} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg">
            <ContactForm />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
