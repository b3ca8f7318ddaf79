// Mantine's base sheets. Each component's own rules ship beside its code (see
// mantineStylesBesideComponents in vite.config.ts), so a screen loads only the rules it draws with.
// default-css-variables.css is left out: MantineProvider writes every theme variable itself (see
// app-providers.tsx), so a static copy of the defaults would only be downloaded twice.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startEarlyReads } from "./app/early-reads";

startEarlyReads(window.location);

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
