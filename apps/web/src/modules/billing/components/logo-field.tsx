import { Button, FileInput, Group, Image, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { storedFileUrl } from "../../../lib/api-client";
import { billingErrorMessage, useUploadBillingLogo } from "../hooks/use-billing-changes";

const LOGO_TYPES = ["image/png", "image/jpeg"];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

interface LogoFieldProps {
  fileId: string | null;
  onChange: (fileId: string | null) => void;
  disabled: boolean;
}

/**
 * The logo printed on invoices: uploaded as soon as it is chosen and previewed from storage; the
 * profile keeps it only once saved.
 */
export function LogoField({ fileId, onChange, disabled }: LogoFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadBillingLogo({ onUploaded: onChange });

  const choose = (file: File | null) => {
    setProblem(null);
    upload.reset();
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) {
      setProblem("The logo must be a PNG or JPEG image");
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setProblem("The logo may be at most 2 MB");
      return;
    }
    upload.mutate(file);
  };

  const error =
    problem ?? (upload.error ? billingErrorMessage(upload.error, "The logo was not uploaded") : null);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md" wrap="wrap">
        <FileInput
          label="Logo"
          description="PNG or JPEG, printed at the top of invoices"
          accept={LOGO_TYPES.join(",")}
          leftSection={<IconUpload size={16} />}
          placeholder={fileId ? "Choose a new logo" : "Choose an image"}
          value={null}
          onChange={choose}
          error={error}
          disabled={disabled || upload.isPending}
          style={{ flex: "1 1 260px" }}
        />
        {fileId && !disabled ? (
          <Button variant="default" onClick={() => onChange(null)}>
            Remove Logo
          </Button>
        ) : null}
      </Group>
      {upload.isPending ? (
        <Text size="sm" c="dimmed">
          Uploading the logo…
        </Text>
      ) : null}
      {fileId ? (
        <Image src={storedFileUrl(fileId)} alt="Firm logo preview" h={64} w="auto" fit="contain" maw={240} />
      ) : null}
    </Stack>
  );
}
