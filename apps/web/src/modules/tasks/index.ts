export { MatterTasksPanel } from "./components/matter-tasks-panel";
