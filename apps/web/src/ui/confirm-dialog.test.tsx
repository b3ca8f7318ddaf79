import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Delete Task"
      message='Delete the task "File plea"?'
      confirmLabel="Delete"
      isDestructive
      isPending={false}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe("ConfirmDialog", () => {
  it("is a dialog named by its title that describes the action, with the question inside", async () => {
    renderDialog({ children: "It leaves the calendar feed." });

    const dialog = await screen.findByRole("dialog", { name: "Delete Task" });
    expect(within(dialog).getByText('Delete the task "File plea"?')).toBeTruthy();
    expect(within(dialog).getByText("It leaves the calendar feed.")).toBeTruthy();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
  });

  it("puts the focus on the safe button, so Enter on opening does not confirm", async () => {
    const { onConfirm, onClose, user } = renderDialog();

    const dialog = await screen.findByRole("dialog", { name: "Delete Task" });
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("closes on Escape and on Cancel without confirming", async () => {
    const { onConfirm, onClose, user } = renderDialog({ cancelLabel: "Keep Task" });

    const dialog = await screen.findByRole("dialog", { name: "Delete Task" });
    await user.keyboard("{Escape}");
    await user.click(within(dialog).getByRole("button", { name: "Keep Task" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms with the confirm button", async () => {
    const { onConfirm, user } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Delete Task" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("shows the action running on the confirm button and keeps its name", async () => {
    renderDialog({ isPending: true });

    const dialog = await screen.findByRole("dialog", { name: "Delete Task" });
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(confirm.hasAttribute("data-loading")).toBe(true);
  });

  it("shows an earlier refusal above the question", async () => {
    renderDialog({ error: <p>The task is already done.</p> });

    const dialog = await screen.findByRole("dialog", { name: "Delete Task" });
    expect(within(dialog).getByText("The task is already done.")).toBeTruthy();
  });
});
