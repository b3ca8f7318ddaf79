import { useEffect, useState } from "react";
import type { OpenedPdf } from "../viewer/pdf-renderer";
import { usePdfRenderer } from "../viewer/pdf-renderer";
import { usePdfSessionFile } from "./use-pdf-sessions";

export type OpenedPdfState =
  | { kind: "loading" }
  | { kind: "failed"; retry: () => void }
  | { kind: "open"; pdf: OpenedPdf };

/** The session's original file fetched and opened for drawing; closed when the session view goes. */
export function useOpenedPdf(sessionId: string): OpenedPdfState {
  const renderer = usePdfRenderer();
  const file = usePdfSessionFile(sessionId);
  const [opened, setOpened] = useState<{ pdf: OpenedPdf } | { error: true } | null>(null);

  useEffect(() => {
    if (!file.data) return;
    let isCurrent = true;
    let pdf: OpenedPdf | null = null;
    setOpened(null);
    renderer.open(file.data).then(
      (result) => {
        pdf = result;
        if (isCurrent) setOpened({ pdf: result });
        else result.close();
      },
      () => {
        if (isCurrent) setOpened({ error: true });
      },
    );
    return () => {
      isCurrent = false;
      pdf?.close();
    };
  }, [file.data, renderer]);

  if (file.isError || (opened && "error" in opened)) {
    return {
      kind: "failed",
      retry: () => {
        setOpened(null);
        void file.refetch();
      },
    };
  }
  if (opened && "pdf" in opened) return { kind: "open", pdf: opened.pdf };
  return { kind: "loading" };
}
