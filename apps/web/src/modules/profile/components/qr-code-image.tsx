import { Center, Loader } from "@mantine/core";
import QRCode from "qrcode";
import { useEffect, useState } from "react";

interface QrCodeImageProps {
  value: string;
  label: string;
  size?: number;
}

/** A QR code drawn as SVG in the browser: the secret never leaves the page. */
export function QrCodeImage({ value, label, size = 200 }: QrCodeImageProps) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toString(value, { type: "svg", margin: 2, errorCorrectionLevel: "M" }).then((svg) => {
      if (isCurrent) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [value]);

  if (!source) {
    return (
      <Center w={size} h={size}>
        <Loader size="sm" aria-label="Drawing the QR code" />
      </Center>
    );
  }
  // The code is drawn dark on white whatever the theme, so every authenticator app can read it.
  return <img src={source} alt={label} width={size} height={size} style={{ background: "white" }} />;
}
