import { Accordion } from "@mantine/core";

export interface FaqEntry {
  question: string;
  answer: string;
}

/** One answer open at a time (spec 000 §4): Mantine's Accordion opens a single item by default. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {entries.map((entry) => (
        <Accordion.Item key={entry.question} value={entry.question}>
          <Accordion.Control>{entry.question}</Accordion.Control>
          <Accordion.Panel>{entry.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** Spec 000 §9: the pricing FAQ. The trial length comes from System Settings, as on the landing page. */
export function listPricingFaq(trialDays: number): FaqEntry[] {
  return [
    {
      question: "Is there a free trial?",
      answer: `Yes. Every plan starts with a ${trialDays}-day free trial, and no credit card is required.`,
    },
    {
      question: "Can I change plans later?",
      answer:
        "Yes. A plan change takes effect immediately, and billing is prorated over the rest of your billing period.",
    },
    {
      question: "Is Inkundla POPIA compliant?",
      answer:
        "Yes. Personal information is processed in line with the Protection of Personal Information Act, with role-based access and audit logs.",
    },
    {
      question: "Where is my data stored?",
      answer: "Your data is stored in data centres in South Africa.",
    },
    {
      question: "Do you help with onboarding?",
      answer:
        "Every plan includes onboarding. Professional and Enterprise plans also include personalised training for your team.",
    },
  ];
}
