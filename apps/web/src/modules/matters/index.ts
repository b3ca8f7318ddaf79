export { EditMatterDialog } from "./components/edit-matter-dialog";
export { MatterNotesPanel } from "./components/matter-notes-panel";
export { MatterOverviewPanel } from "./components/matter-overview-panel";
export { MatterStatusMenu } from "./components/matter-status-menu";
export { MattersTab } from "./components/matters-tab";
export { MattersTable } from "./components/matters-table";
export { NewMatterDialog } from "./components/new-matter-dialog";
export { RecentMattersCard } from "./components/recent-matters-card";
export { useMatter, useMatterList } from "./hooks/use-matters";
