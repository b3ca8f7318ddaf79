import { AUTH_LIMITS, type TAddAdminUserRequest, ZAddAdminUserRequest } from "@inkundla/shared";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { readApiErrorMessage } from "../../../lib/api-client";
import { useAddAdminUser } from "../hooks/use-admin-users";

type AddUserForm = { email: string; firstName: string; lastName: string; role: "user" | "admin" };

const EMPTY_FORM: AddUserForm = { email: "", firstName: "", lastName: "", role: "user" };

export function AddUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const addUser = useAddAdminUser();
  const form = useForm<AddUserForm>({
    mode: "uncontrolled",
    initialValues: EMPTY_FORM,
    validate: schemaResolver(ZAddAdminUserRequest, { sync: true }),
  });

  const close = () => {
    form.reset();
    addUser.reset();
    onClose();
  };

  const submit = (values: AddUserForm) => {
    const request: TAddAdminUserRequest = ZAddAdminUserRequest.parse(values);
    addUser.mutate(request, {
      onSuccess: (user) => {
        notifications.show({
          title: "User Added",
          message: `An invitation to set a password has been e-mailed to ${user.email}.`,
          color: "green",
        });
        close();
      },
      onError: (error) => {
        notifications.show({
          title: "Could Not Add User",
          message: readApiErrorMessage(error) ?? "Failed to add the user. Please try again.",
          color: "red",
        });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Add User" size="lg">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The person receives an e-mail with a link to choose their password. A user gets their own firm on
            the Solo plan with the free trial running.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="First Name"
              required
              maxLength={AUTH_LIMITS.nameMax}
              key={form.key("firstName")}
              {...form.getInputProps("firstName")}
            />
            <TextInput
              label="Last Name"
              required
              maxLength={AUTH_LIMITS.nameMax}
              key={form.key("lastName")}
              {...form.getInputProps("lastName")}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            required
            maxLength={AUTH_LIMITS.emailMax}
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          <Select
            label="Role"
            required
            allowDeselect={false}
            data={[
              { value: "user", label: "User (firm owner)" },
              { value: "admin", label: "Platform Admin" },
            ]}
            key={form.key("role")}
            {...form.getInputProps("role")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={addUser.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={addUser.isPending}>
              {addUser.isPending ? "Adding..." : "Add User"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
