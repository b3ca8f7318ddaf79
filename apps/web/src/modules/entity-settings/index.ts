export { ContactBlock } from "./components/contact-block";
export {
  useAdminEntitySettings,
  usePublicEntitySettings,
  useSaveEntitySettings,
} from "./hooks/use-entity-settings";
