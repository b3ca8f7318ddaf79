import {
  addDaysToDate,
  calculateDeadline,
  findDeadlineRule,
  type TDeadlineCounting,
  type TTaskPriority,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { eq } from "drizzle-orm";
import { clientTable } from "../modules/clients/client.tables.ts";
import { firmMemberTable, firmTable } from "../modules/firms/firm.tables.ts";
import {
  matterPartyTable,
  matterReferenceCounterTable,
  matterStatusChangeTable,
  matterTable,
} from "../modules/matters/matter.tables.ts";
import { taskTable } from "../modules/tasks/task.tables.ts";
import { timeEntryTable } from "../modules/time/time.tables.ts";
import type { DbExecutor } from "../platform/db.ts";
import { seedDemoOutcomes } from "./demo-outcomes.ts";

type DemoPeople = { firmId: string; ownerId: string; staffId: string };

/** A date `days` before today in South Africa, so the demo always looks recent. */
function daysAgo(days: number): string {
  return addDaysToDate(todayInSouthAfrica(), -days);
}

const DEMO_CLIENTS = [
  {
    key: "dlamini",
    type: "individual",
    name: "Nomvula Dlamini",
    email: "nomvula.dlamini@example.co.za",
    phone: "+27 82 555 0101",
    physicalAddress: "14 Jacaranda Street, Hatfield, Pretoria, 0083",
    ficaStatus: "verified",
    ficaVerifiedOn: 40,
  },
  {
    key: "karoo",
    type: "company",
    name: "Karoo Logistics (Pty) Ltd",
    email: "legal@karoologistics.example.co.za",
    phone: "+27 21 555 0199",
    registrationNumber: "2014/123456/07",
    vatNumber: "4123456789",
    physicalAddress: "3 Dock Road, Foreshore, Cape Town, 8001",
    ficaStatus: "verified",
    ficaVerifiedOn: 120,
  },
  {
    key: "pillay",
    type: "individual",
    name: "Rajesh Pillay",
    email: "rajesh.pillay@example.co.za",
    phone: "+27 31 555 0142",
    physicalAddress: "22 Marine Parade, Durban, 4001",
    ficaStatus: "documents_outstanding",
  },
  {
    key: "vandermerwe",
    type: "individual",
    name: "Annelie van der Merwe",
    email: "annelie.vdm@example.co.za",
    phone: "+27 83 555 0177",
    physicalAddress: "8 Kerk Street, Stellenbosch, 7600",
    ficaStatus: "pending",
  },
] as const;

const DEMO_MATTERS = [
  {
    client: "karoo",
    title: "Breach of transport contract",
    type: "Litigation",
    status: "active",
    opposing: ["Highveld Freight CC"],
    responsible: "owner",
    openedDaysAgo: 60,
  },
  {
    client: "dlamini",
    title: "Transfer of Erf 1234 Hatfield",
    type: "Conveyancing",
    status: "active",
    opposing: [],
    responsible: "staff",
    openedDaysAgo: 45,
  },
  {
    client: "pillay",
    title: "Unfair dismissal referral",
    type: "Labour Law",
    status: "active",
    opposing: ["Coastal Retailers (Pty) Ltd"],
    responsible: "staff",
    openedDaysAgo: 30,
  },
  {
    client: "vandermerwe",
    title: "Divorce settlement",
    type: "Family Law",
    status: "pending",
    opposing: ["Jacobus van der Merwe"],
    responsible: "owner",
    openedDaysAgo: 90,
  },
  {
    client: "karoo",
    title: "Shareholder agreement review",
    type: "Corporate Law",
    status: "completed",
    opposing: [],
    responsible: "owner",
    openedDaysAgo: 150,
  },
  {
    client: "dlamini",
    title: "Dlamini v Road Accident Fund",
    type: "Road Accident Fund (RAF)",
    status: "active",
    opposing: ["Road Accident Fund"],
    responsible: "owner",
    openedDaysAgo: 75,
  },
  {
    client: "vandermerwe",
    title: "Estate late Pieter van der Merwe",
    type: "Deceased Estates",
    status: "active",
    opposing: [],
    responsible: "staff",
    openedDaysAgo: 12,
  },
] as const;

/**
 * Court and statutory deadlines on the demo matters, worked out with the same calculator as the
 * screen from a start date some days ago, so they are always upcoming. A preset rule is saved by its
 * id, a period the rules do not hold by its citation, as a person saves them. They fall to different
 * people, so the owner's calendar feed holds only some of the deadlines the dashboard lists.
 */
const DEMO_DEADLINES: {
  matter: number;
  /** A preset rule's id, or the citation of a period the presets do not hold (then `period` says it). */
  rule: string;
  period?: { title: string; days: number; counting: TDeadlineCounting };
  startedDaysAgo: number;
  assignee: "owner" | "staff" | null;
  priority: TTaskPriority;
  description: string;
}[] = [
  {
    matter: 0,
    rule: "hc-plea",
    startedDaysAgo: 12,
    assignee: "owner",
    priority: "urgent",
    description: "Highveld Freight delivered its notice of intention to defend; our plea is due.",
  },
  {
    matter: 5,
    rule: "hc-replying-affidavit",
    startedDaysAgo: 4,
    // Unassigned: it falls to the matter's responsible member, the owner.
    assignee: null,
    priority: "high",
    description: "Replying affidavit in the application for an interim payment.",
  },
  {
    matter: 2,
    rule: "LRA s191(1)(a)",
    period: { title: "Refer the dismissal to the CCMA", days: 30, counting: "ccma" },
    startedDaysAgo: 8,
    assignee: "staff",
    priority: "high",
    description: "30 days from the date of dismissal.",
  },
  {
    matter: 6,
    rule: "Administration of Estates Act s7(1)",
    period: { title: "Report the estate to the Master", days: 14, counting: "calendar" },
    startedDaysAgo: 5,
    assignee: "staff",
    priority: "medium",
    description: "Death notice and inventory within 14 days of the death.",
  },
];

/** Rates of the demo firm, in cents per hour. */
const OWNER_RATE_CENTS = 250_000;
const STAFF_RATE_CENTS = 120_000;

/**
 * The demo firm's practice: clients, matters with parties, recorded time and open tasks, and the
 * matters that ended with their outcomes, so a visitor sees a working practice with a history. Written straight to the tables inside the seed's transaction.
 */
export async function seedDemoPractice(tx: DbExecutor, people: DemoPeople): Promise<void> {
  const { firmId, ownerId, staffId } = people;
  await tx
    .update(firmTable)
    .set({ defaultHourlyRateCents: STAFF_RATE_CENTS })
    .where(eq(firmTable.id, firmId));
  await tx
    .update(firmMemberTable)
    .set({ hourlyRateCents: OWNER_RATE_CENTS })
    .where(eq(firmMemberTable.userId, ownerId));
  const year = new Date().getUTCFullYear();
  const clientIds = new Map<string, string>();
  for (const client of DEMO_CLIENTS) {
    const [row] = await tx
      .insert(clientTable)
      .values({
        firmId,
        type: client.type,
        name: client.name,
        email: client.email,
        phone: client.phone,
        physicalAddress: client.physicalAddress,
        registrationNumber: "registrationNumber" in client ? client.registrationNumber : null,
        vatNumber: "vatNumber" in client ? client.vatNumber : null,
        ficaStatus: client.ficaStatus,
        ficaVerifiedOn: "ficaVerifiedOn" in client ? daysAgo(client.ficaVerifiedOn) : null,
        lastContactAt: new Date(),
        createdByUserId: ownerId,
      })
      .returning({ id: clientTable.id });
    if (!row) throw new Error("seeding a demo client returned no row");
    clientIds.set(client.key, row.id);
  }

  const matterIds: string[] = [];
  for (const [index, matter] of DEMO_MATTERS.entries()) {
    const responsibleUserId = matter.responsible === "owner" ? ownerId : staffId;
    const [row] = await tx
      .insert(matterTable)
      .values({
        firmId,
        clientId: clientIds.get(matter.client)!,
        reference: `MAT-${year}-${String(index + 1).padStart(4, "0")}`,
        title: matter.title,
        type: matter.type,
        status: matter.status,
        responsibleUserId,
        openedOn: daysAgo(matter.openedDaysAgo),
        closedAt: null,
        conflictDecision: "no_conflict",
        createdByUserId: ownerId,
      })
      .returning({ id: matterTable.id });
    if (!row) throw new Error("seeding a demo matter returned no row");
    matterIds.push(row.id);
    await tx.insert(matterStatusChangeTable).values({
      firmId,
      matterId: row.id,
      fromStatus: null,
      toStatus: "active",
      changedByUserId: ownerId,
    });
    if (matter.status !== "active") {
      await tx.insert(matterStatusChangeTable).values({
        firmId,
        matterId: row.id,
        fromStatus: "active",
        toStatus: matter.status,
        changedByUserId: ownerId,
      });
    }
    for (const name of matter.opposing) {
      await tx.insert(matterPartyTable).values({ firmId, matterId: row.id, name, kind: "opposing_party" });
    }
  }
  await tx.insert(matterReferenceCounterTable).values({ firmId, year, lastNumber: DEMO_MATTERS.length });

  const entries = [
    {
      matter: 0,
      user: ownerId,
      rate: OWNER_RATE_CENTS,
      days: 1,
      tenths: 25,
      text: "Drafting letter of demand",
    },
    {
      matter: 0,
      user: staffId,
      rate: STAFF_RATE_CENTS,
      days: 3,
      tenths: 40,
      text: "Research on contract damages",
    },
    { matter: 1, user: staffId, rate: STAFF_RATE_CENTS, days: 2, tenths: 15, text: "Perusal of title deed" },
    {
      matter: 2,
      user: staffId,
      rate: STAFF_RATE_CENTS,
      days: 5,
      tenths: 30,
      text: "Consultation with client",
    },
    {
      matter: 3,
      user: ownerId,
      rate: OWNER_RATE_CENTS,
      days: 8,
      tenths: 10,
      text: "Telephone call with client",
    },
    { matter: 4, user: ownerId, rate: OWNER_RATE_CENTS, days: 20, tenths: 60, text: "Review of agreement" },
  ];
  for (const entry of entries) {
    await tx.insert(timeEntryTable).values({
      firmId,
      matterId: matterIds[entry.matter]!,
      userId: entry.user,
      workedOn: daysAgo(entry.days),
      description: entry.text,
      hoursTenths: entry.tenths,
      rateCents: entry.rate,
      amountCents: (entry.tenths * entry.rate) / 10,
    });
  }

  for (const deadline of DEMO_DEADLINES) {
    const preset = findDeadlineRule(deadline.rule);
    const period = preset
      ? { days: preset.days, counting: preset.counting, excludeDiesNon: preset.excludeDiesNon }
      : {
          days: deadline.period?.days ?? 0,
          counting: deadline.period?.counting ?? "court",
          excludeDiesNon: false,
        };
    const startOn = daysAgo(deadline.startedDaysAgo);
    const { dueDate } = calculateDeadline({ startDate: startOn, ...period });
    await tx.insert(taskTable).values({
      firmId,
      matterId: matterIds[deadline.matter]!,
      title: preset?.label ?? deadline.period?.title ?? deadline.rule,
      description: deadline.description,
      assigneeUserId:
        deadline.assignee === "owner" ? ownerId : deadline.assignee === "staff" ? staffId : null,
      dueOn: dueDate,
      priority: deadline.priority,
      isDeadline: true,
      deadlineRule: deadline.rule,
      deadlineStartOn: startOn,
      deadlineDays: period.days,
      deadlineCounting: period.counting,
      deadlineExcludesDiesNon: period.excludeDiesNon,
      createdByUserId: ownerId,
    });
  }

  await tx.insert(taskTable).values([
    {
      firmId,
      matterId: matterIds[0]!,
      title: "Send letter of demand to Highveld Freight",
      assigneeUserId: ownerId,
      dueOn: daysAgo(-3),
      priority: "high",
      createdByUserId: ownerId,
    },
    {
      firmId,
      matterId: matterIds[2]!,
      title: "Obtain payslips and contract from client",
      assigneeUserId: staffId,
      dueOn: daysAgo(-7),
      priority: "medium",
      createdByUserId: ownerId,
    },
  ]);

  await seedDemoOutcomes(tx, people);
}
