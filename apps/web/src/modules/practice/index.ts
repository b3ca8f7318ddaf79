export { PracticeSettingsDialog } from "./components/practice-settings-dialog";
