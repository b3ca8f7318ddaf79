import { formatDateTime, PORTAL_MESSAGE_MAX_CHARACTERS, type TPortalThread } from "@inkundla/shared";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconPaperclip, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorMessage, storedFileUrl } from "../../../lib/api-client";
import { ListLoading } from "../../../ui/list-states";
import { portalUploadUrl } from "../client-portal.api";
import {
  type ThreadSide,
  usePortalThread,
  usePostMessage,
  useUploadToMatter,
} from "../hooks/use-client-portal";

const UPLOAD_ACCEPT = "application/pdf,image/png,image/jpeg,image/gif,image/webp";
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * A matter's client portal thread: the messages between the firm and the client, oldest first, and the
 * documents the client uploaded. `side` decides whose calls it uses; `readOnly` (the firm's preview of
 * the portal) shows the thread without a composer.
 */
export function MatterThread({
  side,
  matterId,
  readOnly = false,
  title = "Messages",
}: {
  side: ThreadSide;
  matterId: string;
  readOnly?: boolean;
  title?: string;
}) {
  const thread = usePortalThread(side, matterId);
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {thread.isPending ? (
          <ListLoading label="Loading messages" />
        ) : thread.isError ? (
          <Text size="sm" c="red">
            {readApiErrorMessage(thread.error) ?? "Messages could not be loaded."}
          </Text>
        ) : (
          <ThreadBody side={side} thread={thread.data} />
        )}
        {readOnly ? null : <Composer side={side} matterId={matterId} />}
        {readOnly || side !== "client" ? null : <UploadForm matterId={matterId} />}
      </Stack>
    </Paper>
  );
}

function ThreadBody({ side, thread }: { side: ThreadSide; thread: TPortalThread }) {
  return (
    <Stack gap="sm">
      {thread.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          No messages yet.
        </Text>
      ) : (
        <Stack gap="xs" aria-label="Messages">
          {thread.messages.map((message) => (
            <Paper
              key={message.id}
              p="sm"
              radius="md"
              bg={
                message.authorKind === "client"
                  ? "var(--mantine-color-blue-light)"
                  : "var(--mantine-color-gray-light)"
              }
            >
              <Group justify="space-between" gap="xs">
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {message.authorName ?? "Someone"}
                  </Text>
                  <Badge size="xs" variant="light" color={message.authorKind === "client" ? "blue" : "gray"}>
                    {message.authorKind === "client" ? "Client" : "Firm"}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(message.createdAt)}
                </Text>
              </Group>
              <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {message.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {thread.uploads.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Documents from the client
          </Text>
          {thread.uploads.map((upload) => (
            <Group key={upload.id} gap="xs">
              <IconPaperclip size={14} aria-hidden />
              <Anchor
                href={
                  side === "firm" ? storedFileUrl(upload.fileId) : portalUploadUrl(thread.matterId, upload.id)
                }
                target="_blank"
                rel="noopener"
                size="sm"
              >
                {upload.fileName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {upload.uploadedByName ?? ""} · {formatDateTime(upload.createdAt)}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function Composer({ side, matterId }: { side: ThreadSide; matterId: string }) {
  const [body, setBody] = useState("");
  const post = usePostMessage(side, matterId);
  const isTooLong = body.length > PORTAL_MESSAGE_MAX_CHARACTERS;
  const send = () => {
    if (body.trim() === "" || isTooLong) return;
    post.mutate(body, { onSuccess: () => setBody("") });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={side === "client" ? "Write to the firm" : "Write to the client"}
          minRows={3}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={
            isTooLong
              ? `A message can be at most ${PORTAL_MESSAGE_MAX_CHARACTERS.toLocaleString("en-ZA")} characters`
              : null
          }
          description={`${body.length.toLocaleString("en-ZA")} / ${PORTAL_MESSAGE_MAX_CHARACTERS.toLocaleString("en-ZA")} characters`}
        />
        {post.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {readApiErrorMessage(post.error) ?? "The message could not be sent. Please try again."}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={post.isPending}
            disabled={body.trim() === "" || isTooLong}
          >
            Send Message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function UploadForm({ matterId }: { matterId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadToMatter(matterId);
  const isTooLarge = file !== null && file.size > MAX_UPLOAD_BYTES;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!file || isTooLarge) return;
        upload.mutate(file, { onSuccess: () => setFile(null) });
      }}
    >
      <Stack gap="xs">
        <FileInput
          label="Send a document to the firm"
          description="A PDF or an image, at most 10 MB"
          placeholder="Choose a file"
          accept={UPLOAD_ACCEPT}
          value={file}
          onChange={setFile}
          clearable
          error={isTooLarge ? "The file is larger than 10 MB." : null}
        />
        {upload.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {readApiErrorMessage(upload.error) ?? "The document could not be uploaded. Please try again."}
          </Alert>
        ) : null}
        {upload.isSuccess && !file ? (
          <Text size="sm" c="green">
            Document sent to the firm.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={upload.isPending} disabled={!file || isTooLarge}>
            Upload Document
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
