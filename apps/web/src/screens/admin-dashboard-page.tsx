import { lazy } from "react";
import { loadAdminDashboardPage } from "../modules/admin/page-loaders";
import { PublicPreviewTab } from "./public-preview-tab";

// Loaded through admin's page loader rather than a static re-export: admin's index is also what the
// welcome page is reached through, and it must stay light.
const AdminDashboard = lazy(async () => ({ default: (await loadAdminDashboardPage()).AdminDashboardPage }));

/** The admin dashboard, with its Preview tab drawing the public pages as a visitor sees them. */
export function AdminDashboardPage() {
  return <AdminDashboard PreviewPanel={PublicPreviewTab} />;
}
