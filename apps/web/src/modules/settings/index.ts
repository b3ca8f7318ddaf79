export { usePublicSettings } from "./hooks/use-public-settings";
export { PUBLIC_SETTINGS_PATH } from "./settings.api";
