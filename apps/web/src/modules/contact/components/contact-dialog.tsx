import { Modal } from "@mantine/core";
import { ContactForm } from "./contact-form";

interface ContactDialogProps {
  title: string;
  subject: string;
  opened: boolean;
  onClose: () => void;
}

/** Contact Sales and Schedule Demo: the contact form in a dialog, with the subject filled in. */
export function ContactDialog({ title, subject, opened, onClose }: ContactDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {/* Mounted fresh each time it opens, so a sent message does not linger. */}
      {opened ? <ContactForm defaultSubject={subject} /> : null}
    </Modal>
  );
}
