import type { TPublicEntitySettings } from "@inkundla/shared";
import { Anchor, Skeleton, Stack, Text } from "@mantine/core";
import { IconMail, IconMapPin, IconPhone, IconWorld } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface ContactBlockProps {
  settings: TPublicEntitySettings;
  isLoading?: boolean;
  /** "dimmed" for the footer, "default" on a page. */
  tone?: "default" | "dimmed";
}

/** The lines of the address as they are written on an envelope, without empty ones. */
export function formatAddressLines(settings: TPublicEntitySettings): string[] {
  const cityLine = [settings.city, settings.province, settings.postalCode].filter(Boolean).join(", ");
  return [settings.physicalAddress, cityLine, settings.country].filter((line) => line.trim() !== "");
}

/** Support e-mail, phone, address and website from Entity Settings (spec 000 §2.12). */
export function ContactBlock({ settings, isLoading = false, tone = "default" }: ContactBlockProps) {
  if (isLoading) {
    return (
      <Stack gap={8} aria-busy="true" aria-label="Loading contact details">
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="50%" />
        <Skeleton height={12} width="80%" />
      </Stack>
    );
  }
  const color = tone === "dimmed" ? "dimmed" : undefined;
  const phoneHref = `tel:${settings.phoneSupport.replace(/\s/g, "")}`;
  return (
    <Stack component="address" gap={6} fs="normal" data-testid="contact-block">
      <ContactLine icon={<IconMail size={16} aria-hidden />}>
        <Anchor
          href={`mailto:${settings.supportEmail}`}
          size="sm"
          c={color}
          style={{ overflowWrap: "anywhere" }}
        >
          {settings.supportEmail}
        </Anchor>
      </ContactLine>
      {settings.phoneSupport ? (
        <ContactLine icon={<IconPhone size={16} aria-hidden />}>
          <Anchor href={phoneHref} size="sm" c={color}>
            {settings.phoneSupport}
          </Anchor>
        </ContactLine>
      ) : null}
      <ContactLine icon={<IconMapPin size={16} aria-hidden />}>
        <Stack gap={0}>
          {formatAddressLines(settings).map((line) => (
            <Text key={line} size="sm" c={color}>
              {line}
            </Text>
          ))}
        </Stack>
      </ContactLine>
      {settings.websiteUrl ? (
        <ContactLine icon={<IconWorld size={16} aria-hidden />}>
          <Anchor href={settings.websiteUrl} target="_blank" rel="noopener noreferrer" size="sm" c={color}>
            {settings.websiteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "")}
          </Anchor>
        </ContactLine>
      ) : null}
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Text component="div" size="sm" style={{ display: "flex", gap: 8, alignItems: "flex-start" }}>
      <span style={{ marginTop: 2, flexShrink: 0 }}>{icon}</span>
      {children}
    </Text>
  );
}
