import {
  addDaysToDate,
  formatMatterReference,
  type TCaseCourt,
  type TCaseType,
  type TMatterOutcome,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { and, eq, inArray } from "drizzle-orm";
import { userTable } from "../modules/auth/auth.tables.ts";
import { clientTable } from "../modules/clients/client.tables.ts";
import { firmMemberTable } from "../modules/firms/firm.tables.ts";
import { takeNextMatterNumber } from "../modules/matters/index.ts";
import {
  matterOutcomeTable,
  matterPartyTable,
  matterStatusChangeTable,
  matterTable,
} from "../modules/matters/matter.tables.ts";
import { timeEntryTable } from "../modules/time/time.tables.ts";
import type { Db, DbExecutor } from "../platform/db.ts";

type DemoPeople = { firmId: string; ownerId: string; staffId: string };

/** Rates of the demo firm, in cents per hour (the same as its practice's). */
const RATE_CENTS = { owner: 250_000, staff: 120_000 } as const;

type OutcomeClient = {
  name: string;
  type: "individual" | "company";
  email: string;
  phone: string;
};

/**
 * The clients the ended matters were for: the demo practice's four and some former clients whose
 * matters have all ended. Found by name, so a demo firm seeded before outcomes existed gets them too.
 */
const OUTCOME_CLIENTS = {
  karoo: {
    name: "Karoo Logistics (Pty) Ltd",
    type: "company",
    email: "legal@karoologistics.example.co.za",
    phone: "+27 21 555 0199",
  },
  dlamini: {
    name: "Nomvula Dlamini",
    type: "individual",
    email: "nomvula.dlamini@example.co.za",
    phone: "+27 82 555 0101",
  },
  pillay: {
    name: "Rajesh Pillay",
    type: "individual",
    email: "rajesh.pillay@example.co.za",
    phone: "+27 31 555 0142",
  },
  vandermerwe: {
    name: "Annelie van der Merwe",
    type: "individual",
    email: "annelie.vdm@example.co.za",
    phone: "+27 83 555 0177",
  },
  umoya: {
    name: "Umoya Properties (Pty) Ltd",
    type: "company",
    email: "accounts@umoyaproperties.example.co.za",
    phone: "+27 21 555 0230",
  },
  protea: {
    name: "Protea Brands (Pty) Ltd",
    type: "company",
    email: "legal@proteabrands.example.co.za",
    phone: "+27 11 555 0311",
  },
  mahlaba: {
    name: "Sibusiso Mahlaba",
    type: "individual",
    email: "sibusiso.mahlaba@example.co.za",
    phone: "+27 72 555 0455",
  },
  nkosi: {
    name: "Nkosi Holdings (Pty) Ltd",
    type: "company",
    email: "finance@nkosiholdings.example.co.za",
    phone: "+27 12 555 0520",
  },
  mthembu: {
    name: "Mthembu Community Trust",
    type: "company",
    email: "trustees@mthembutrust.example.co.za",
    phone: "+27 35 555 0610",
  },
  zulu: {
    name: "Zanele Zulu",
    type: "individual",
    email: "zanele.zulu@example.co.za",
    phone: "+27 31 555 0733",
  },
} as const satisfies Record<string, OutcomeClient>;

type DemoEndedMatter = {
  client: keyof typeof OUTCOME_CLIENTS;
  title: string;
  type: string;
  opposing: string;
  responsible: "owner" | "staff";
  /** Completed matters keep no closing time, as when the app completes one. */
  status: "completed" | "closed";
  outcome: TMatterOutcome;
  caseType: TCaseType;
  court: TCaseCourt;
  /** Rand, whole; null where nothing was claimed (a criminal trial, an interdict). */
  claimed: number | null;
  awarded: number | null;
  issuedDaysAgo: number;
  finalOrderDaysAgo: number;
  /** Days after the final order the file was closed (or completed). */
  closedAfterDays: number;
  /** Hours worked by the owner and by the staff member; logged as entries of at most eight hours. */
  hours: { owner: number; staff: number };
};

/**
 * Twenty-two matters that ended over the last three years, across the courts and case types the
 * prediction form offers, with the mix of wins, losses and settlements a small litigation practice
 * has. Three closed in the last 30 days, so the analytics' default period shows some.
 */
export const DEMO_ENDED_MATTERS: DemoEndedMatter[] = [
  {
    client: "karoo",
    title: "Recovery of freight charges from Highveld Freight",
    type: "Debt Collection",
    opposing: "Highveld Freight CC",
    responsible: "staff",
    status: "closed",
    outcome: "default_judgment",
    caseType: "Contract Disputes",
    court: "Magistrates Court",
    claimed: 185_000,
    awarded: 185_000,
    issuedDaysAgo: 520,
    finalOrderDaysAgo: 430,
    closedAfterDays: 6,
    hours: { owner: 2, staff: 9 },
  },
  {
    client: "karoo",
    title: "Karoo Logistics v Transnet Port Terminals",
    type: "Commercial Law",
    opposing: "Transnet Port Terminals",
    responsible: "owner",
    status: "closed",
    outcome: "won",
    caseType: "Commercial Disputes",
    court: "High Court - Western Cape",
    claimed: 2_450_000,
    awarded: 1_980_000,
    issuedDaysAgo: 1_000,
    finalOrderDaysAgo: 610,
    closedAfterDays: 10,
    hours: { owner: 64, staff: 41 },
  },
  {
    client: "dlamini",
    title: "Dlamini v Road Accident Fund (2021 collision)",
    type: "Road Accident Fund (RAF)",
    opposing: "Road Accident Fund",
    responsible: "owner",
    status: "closed",
    outcome: "settled",
    caseType: "Personal Injury",
    court: "High Court - Gauteng",
    claimed: 1_200_000,
    awarded: 780_000,
    issuedDaysAgo: 900,
    finalOrderDaysAgo: 200,
    closedAfterDays: 10,
    hours: { owner: 38, staff: 27 },
  },
  {
    client: "pillay",
    title: "Pillay v Coastal Retailers: unfair dismissal",
    type: "Labour Law",
    opposing: "Coastal Retailers (Pty) Ltd",
    responsible: "staff",
    status: "closed",
    outcome: "won",
    caseType: "Employment Law",
    court: "Labour Court",
    claimed: 340_000,
    awarded: 255_000,
    issuedDaysAgo: 700,
    finalOrderDaysAgo: 330,
    closedAfterDays: 10,
    hours: { owner: 8, staff: 36 },
  },
  {
    client: "pillay",
    title: "Coastal Retailers v Pillay: appeal",
    type: "Labour Law",
    opposing: "Coastal Retailers (Pty) Ltd",
    responsible: "owner",
    status: "completed",
    outcome: "won",
    caseType: "Employment Law",
    court: "Labour Appeal Court",
    claimed: 255_000,
    awarded: 255_000,
    issuedDaysAgo: 320,
    finalOrderDaysAgo: 35,
    closedAfterDays: 3,
    hours: { owner: 22, staff: 14 },
  },
  {
    client: "vandermerwe",
    title: "Van der Merwe: first divorce action",
    type: "Family Law",
    opposing: "Jacobus van der Merwe",
    responsible: "owner",
    status: "closed",
    outcome: "settled",
    caseType: "Family Law",
    court: "High Court - Western Cape",
    claimed: null,
    awarded: null,
    issuedDaysAgo: 400,
    finalOrderDaysAgo: 240,
    closedAfterDays: 10,
    hours: { owner: 18, staff: 6 },
  },
  {
    client: "vandermerwe",
    title: "Van der Merwe v Stellenbosch Wine Estates: lease",
    type: "Property Law",
    opposing: "Stellenbosch Wine Estates (Pty) Ltd",
    responsible: "owner",
    status: "closed",
    outcome: "lost",
    caseType: "Property Law",
    court: "High Court - Western Cape",
    claimed: 780_000,
    awarded: 0,
    issuedDaysAgo: 950,
    finalOrderDaysAgo: 540,
    closedAfterDays: 10,
    hours: { owner: 46, staff: 20 },
  },
  {
    client: "pillay",
    title: "S v Pillay: reckless driving",
    type: "Criminal Law",
    opposing: "National Prosecuting Authority",
    responsible: "owner",
    status: "closed",
    outcome: "won",
    caseType: "Criminal Defense",
    court: "Magistrates Court",
    claimed: null,
    awarded: null,
    issuedDaysAgo: 300,
    finalOrderDaysAgo: 120,
    closedAfterDays: 10,
    hours: { owner: 16, staff: 4 },
  },
  {
    client: "mahlaba",
    title: "S v Mahlaba: fraud trial",
    type: "Criminal Law",
    opposing: "National Prosecuting Authority",
    responsible: "owner",
    status: "closed",
    outcome: "lost",
    caseType: "Criminal Defense",
    court: "High Court - KwaZulu-Natal",
    claimed: null,
    awarded: null,
    issuedDaysAgo: 800,
    finalOrderDaysAgo: 420,
    closedAfterDays: 5,
    hours: { owner: 58, staff: 22 },
  },
  {
    client: "umoya",
    title: "Umoya Properties: eviction and arrear rental, Unit 4",
    type: "Property Law",
    opposing: "Thabo Mokoena",
    responsible: "staff",
    status: "closed",
    outcome: "won",
    caseType: "Property Law",
    court: "Magistrates Court",
    claimed: 96_000,
    awarded: 96_000,
    issuedDaysAgo: 260,
    finalOrderDaysAgo: 95,
    closedAfterDays: 5,
    hours: { owner: 3, staff: 14 },
  },
  {
    client: "umoya",
    title: "Umoya Properties v City of Cape Town: rates valuation",
    type: "Administrative Law",
    opposing: "City of Cape Town",
    responsible: "owner",
    status: "closed",
    outcome: "withdrawn",
    caseType: "Administrative Law",
    court: "High Court - Western Cape",
    claimed: 610_000,
    awarded: null,
    issuedDaysAgo: 640,
    finalOrderDaysAgo: 500,
    closedAfterDays: 5,
    hours: { owner: 12, staff: 10 },
  },
  {
    client: "protea",
    title: "Protea Brands: trade mark infringement interdict",
    type: "Intellectual Property",
    opposing: "Cape Botanicals CC",
    responsible: "owner",
    status: "closed",
    outcome: "won",
    caseType: "Intellectual Property",
    court: "High Court - Gauteng",
    claimed: null,
    awarded: null,
    issuedDaysAgo: 560,
    finalOrderDaysAgo: 300,
    closedAfterDays: 10,
    hours: { owner: 34, staff: 18 },
  },
  {
    client: "protea",
    title: "Protea Brands v Fynbos Foods: passing off appeal",
    type: "Intellectual Property",
    opposing: "Fynbos Foods (Pty) Ltd",
    responsible: "owner",
    status: "closed",
    outcome: "lost",
    caseType: "Intellectual Property",
    court: "Supreme Court of Appeal",
    claimed: 1_500_000,
    awarded: 0,
    issuedDaysAgo: 1_050,
    finalOrderDaysAgo: 380,
    closedAfterDays: 10,
    hours: { owner: 72, staff: 30 },
  },
  {
    client: "karoo",
    title: "Karoo Logistics: appeal against merger conditions",
    type: "Commercial Law",
    opposing: "Competition Commission",
    responsible: "owner",
    status: "closed",
    outcome: "won",
    caseType: "Commercial Disputes",
    court: "Competition Appeal Court",
    claimed: null,
    awarded: null,
    issuedDaysAgo: 750,
    finalOrderDaysAgo: 460,
    closedAfterDays: 10,
    hours: { owner: 55, staff: 35 },
  },
  {
    client: "dlamini",
    title: "Dlamini v City of Ekurhuleni: unlawful arrest",
    type: "Litigation",
    opposing: "City of Ekurhuleni Metropolitan Municipality",
    responsible: "owner",
    status: "closed",
    outcome: "settled",
    caseType: "Civil Litigation",
    court: "High Court - Gauteng",
    claimed: 350_000,
    awarded: 175_000,
    issuedDaysAgo: 820,
    finalOrderDaysAgo: 26,
    closedAfterDays: 6,
    hours: { owner: 28, staff: 16 },
  },
  {
    client: "karoo",
    title: "Karoo Logistics v Eastern Cape Department of Transport: tender review",
    type: "Administrative Law",
    opposing: "Eastern Cape Department of Transport",
    responsible: "owner",
    status: "closed",
    outcome: "won",
    caseType: "Administrative Law",
    court: "High Court - Eastern Cape",
    claimed: null,
    awarded: null,
    issuedDaysAgo: 420,
    finalOrderDaysAgo: 18,
    closedAfterDays: 6,
    hours: { owner: 30, staff: 24 },
  },
  {
    client: "pillay",
    title: "Pillay v Durban Motor Traders: defective vehicle",
    type: "Litigation",
    opposing: "Durban Motor Traders (Pty) Ltd",
    responsible: "staff",
    status: "closed",
    outcome: "settled",
    caseType: "Contract Disputes",
    court: "Magistrates Court",
    claimed: 145_000,
    awarded: 90_000,
    issuedDaysAgo: 230,
    finalOrderDaysAgo: 40,
    closedAfterDays: 32,
    hours: { owner: 2, staff: 15 },
  },
  {
    client: "nkosi",
    title: "Nkosi Holdings: recovery of unpaid invoices",
    type: "Debt Collection",
    opposing: "Bafana Building Supplies CC",
    responsible: "staff",
    status: "completed",
    outcome: "default_judgment",
    caseType: "Contract Disputes",
    court: "Magistrates Court",
    claimed: 58_750,
    awarded: 58_750,
    issuedDaysAgo: 150,
    finalOrderDaysAgo: 64,
    closedAfterDays: 4,
    hours: { owner: 1, staff: 7 },
  },
  {
    client: "nkosi",
    title: "Nkosi Holdings v Limpopo Agri Supplies: breach of supply agreement",
    type: "Commercial Law",
    opposing: "Limpopo Agri Supplies (Pty) Ltd",
    responsible: "owner",
    status: "closed",
    outcome: "lost",
    caseType: "Contract Disputes",
    court: "High Court - Gauteng",
    claimed: 920_000,
    awarded: 0,
    issuedDaysAgo: 880,
    finalOrderDaysAgo: 470,
    closedAfterDays: 10,
    hours: { owner: 40, staff: 26 },
  },
  {
    client: "mthembu",
    title: "Mthembu Community Trust v Minister of Mineral Resources",
    type: "Constitutional Law",
    opposing: "Minister of Mineral Resources and Energy",
    responsible: "owner",
    status: "closed",
    outcome: "other",
    caseType: "Administrative Law",
    court: "Constitutional Court",
    claimed: null,
    awarded: null,
    issuedDaysAgo: 1_060,
    finalOrderDaysAgo: 700,
    closedAfterDays: 10,
    hours: { owner: 90, staff: 45 },
  },
  {
    client: "zulu",
    title: "Estate late Mandla Zulu: claim against the executor",
    type: "Deceased Estates",
    opposing: "Sizwe Zulu N.O.",
    responsible: "staff",
    status: "closed",
    outcome: "settled",
    caseType: "Civil Litigation",
    court: "High Court - KwaZulu-Natal",
    claimed: 1_100_000,
    awarded: 640_000,
    issuedDaysAgo: 610,
    finalOrderDaysAgo: 250,
    closedAfterDays: 5,
    hours: { owner: 10, staff: 32 },
  },
  {
    client: "zulu",
    title: "Zulu v Zulu: arrear maintenance",
    type: "Family Law",
    opposing: "Themba Zulu",
    responsible: "staff",
    status: "completed",
    outcome: "won",
    caseType: "Family Law",
    court: "Magistrates Court",
    claimed: 72_000,
    awarded: 60_000,
    issuedDaysAgo: 180,
    finalOrderDaysAgo: 75,
    closedAfterDays: 3,
    hours: { owner: 0, staff: 9 },
  },
];

const WORK_DESCRIPTIONS = [
  "Consultation with client",
  "Drafting pleadings",
  "Perusal of opposing papers",
  "Correspondence with opposing attorneys",
  "Preparation for hearing",
  "Attendance at court",
] as const;

/** A date `days` before today in South Africa, so the demo's history always ends near today. */
function daysAgo(days: number): string {
  return addDaysToDate(todayInSouthAfrica(), -days);
}

/** A moment in the working day of a South African date. */
function momentOn(date: string, time = "15:00"): Date {
  return new Date(`${date}T${time}:00+02:00`);
}

/**
 * The hours split into entries of at most eight hours, spread evenly from the issue to the final
 * order, each at the worker's rate (hours × rate, exact to the cent).
 */
export function planDemoTimeEntries(
  matter: Pick<DemoEndedMatter, "hours" | "issuedDaysAgo" | "finalOrderDaysAgo">,
): { worker: "owner" | "staff"; daysAgo: number; tenths: number; rateCents: number }[] {
  const piecesOf = (worker: "owner" | "staff") => {
    const pieces: { worker: "owner" | "staff"; tenths: number }[] = [];
    for (let remaining = matter.hours[worker] * 10; remaining > 0; remaining -= 80) {
      pieces.push({ worker, tenths: Math.min(80, remaining) });
    }
    return pieces;
  };
  const owner = piecesOf("owner");
  const staff = piecesOf("staff");
  // Taken in turns, as the partner and the associate work on a matter side by side.
  const pieces = Array.from({ length: Math.max(owner.length, staff.length) }, (_, index) =>
    [owner[index], staff[index]].filter((piece) => piece !== undefined),
  ).flat();
  const span = matter.issuedDaysAgo - matter.finalOrderDaysAgo;
  return pieces.map((piece, index) => ({
    ...piece,
    daysAgo: matter.issuedDaysAgo - Math.round((span * index) / Math.max(1, pieces.length - 1)),
    rateCents: RATE_CENTS[piece.worker],
  }));
}

async function findOrAddOutcomeClients(
  tx: DbExecutor,
  people: DemoPeople,
): Promise<Map<keyof typeof OUTCOME_CLIENTS, string>> {
  const names = Object.values(OUTCOME_CLIENTS).map((client) => client.name);
  const found = await tx
    .select({ id: clientTable.id, name: clientTable.name })
    .from(clientTable)
    .where(and(eq(clientTable.firmId, people.firmId), inArray(clientTable.name, names)));
  const idByName = new Map(found.map((client) => [client.name, client.id]));
  const ids = new Map<keyof typeof OUTCOME_CLIENTS, string>();
  for (const [key, client] of Object.entries(OUTCOME_CLIENTS) as [
    keyof typeof OUTCOME_CLIENTS,
    OutcomeClient,
  ][]) {
    let id = idByName.get(client.name);
    if (!id) {
      // A former client: last heard from when their latest matter closed.
      const latestClose = Math.min(
        ...DEMO_ENDED_MATTERS.filter((matter) => matter.client === key).map(
          (matter) => matter.finalOrderDaysAgo - matter.closedAfterDays,
        ),
      );
      const [row] = await tx
        .insert(clientTable)
        .values({
          firmId: people.firmId,
          type: client.type,
          name: client.name,
          email: client.email,
          phone: client.phone,
          ficaStatus: "verified",
          ficaVerifiedOn: daysAgo(1_080),
          lastContactAt: momentOn(daysAgo(Math.max(0, latestClose))),
          createdByUserId: people.ownerId,
          createdAt: momentOn(daysAgo(1_090), "09:00"),
        })
        .returning({ id: clientTable.id });
      if (!row) throw new Error("seeding a former demo client returned no row");
      id = row.id;
    }
    ids.set(key, id);
  }
  return ids;
}

/** The next reference of the firm for the year the matter was opened, through the firm's counter. */
async function takeMatterReference(tx: DbExecutor, firmId: string, openedOn: string): Promise<string> {
  const year = Number(openedOn.slice(0, 4));
  return formatMatterReference("MAT", year, await takeNextMatterNumber(tx, firmId, year));
}

/**
 * The demo firm's ended matters with their recorded outcomes, status history, parties and time, so
 * the analytics and case prediction screens rest on a believable history.
 */
export async function seedDemoOutcomes(tx: DbExecutor, people: DemoPeople): Promise<void> {
  const { firmId, ownerId, staffId } = people;
  const clientIds = await findOrAddOutcomeClients(tx, people);
  // Oldest first, so references run in the order the matters were opened.
  const matters = [...DEMO_ENDED_MATTERS].sort((first, second) => second.issuedDaysAgo - first.issuedDaysAgo);
  for (const matter of matters) {
    const userOf = (worker: "owner" | "staff") => (worker === "owner" ? ownerId : staffId);
    const openedOn = daysAgo(matter.issuedDaysAgo + 21);
    const endedOn = daysAgo(matter.finalOrderDaysAgo - matter.closedAfterDays);
    const endedAt = momentOn(endedOn);
    const [row] = await tx
      .insert(matterTable)
      .values({
        firmId,
        clientId: clientIds.get(matter.client)!,
        reference: await takeMatterReference(tx, firmId, openedOn),
        title: matter.title,
        type: matter.type,
        status: matter.status,
        responsibleUserId: userOf(matter.responsible),
        openedOn,
        closedAt: matter.status === "closed" ? endedAt : null,
        conflictDecision: "no_conflict",
        lastActivityAt: endedAt,
        createdByUserId: ownerId,
        createdAt: momentOn(openedOn, "09:00"),
        updatedAt: endedAt,
      })
      .returning({ id: matterTable.id });
    if (!row) throw new Error("seeding an ended demo matter returned no row");
    const matterId = row.id;
    await tx.insert(matterStatusChangeTable).values([
      {
        firmId,
        matterId,
        fromStatus: null,
        toStatus: "active",
        changedByUserId: ownerId,
        changedAt: momentOn(openedOn, "09:00"),
      },
      {
        firmId,
        matterId,
        fromStatus: "active",
        toStatus: matter.status,
        changedByUserId: userOf(matter.responsible),
        changedAt: endedAt,
      },
    ]);
    await tx
      .insert(matterPartyTable)
      .values({ firmId, matterId, name: matter.opposing, kind: "opposing_party" });
    await tx.insert(matterOutcomeTable).values({
      matterId,
      firmId,
      outcome: matter.outcome,
      caseType: matter.caseType,
      court: matter.court,
      claimedCents: matter.claimed === null ? null : matter.claimed * 100,
      awardedCents: matter.awarded === null ? null : matter.awarded * 100,
      issuedOn: daysAgo(matter.issuedDaysAgo),
      finalOrderOn: daysAgo(matter.finalOrderDaysAgo),
      recordedByUserId: userOf(matter.responsible),
      recordedAt: endedAt,
    });
    const entries = planDemoTimeEntries(matter);
    if (entries.length > 0) {
      await tx.insert(timeEntryTable).values(
        entries.map((entry, index) => ({
          firmId,
          matterId,
          userId: userOf(entry.worker),
          workedOn: daysAgo(entry.daysAgo),
          description: WORK_DESCRIPTIONS[index % WORK_DESCRIPTIONS.length]!,
          hoursTenths: entry.tenths,
          rateCents: entry.rateCents,
          amountCents: (entry.tenths * entry.rateCents) / 10,
          // The work on an ended matter was billed when it ended, so it is no longer work in progress.
          billedAt: endedAt,
        })),
      );
    }
  }
}

/**
 * For a demo firm seeded before outcomes existed: adds the ended matters once. They are looked for by
 * title, so a firm that has them (even with an outcome since removed by hand) is left alone.
 */
export async function addDemoOutcomesWhenMissing(db: Db, firmId: string): Promise<"added" | "present"> {
  const [existing] = await db
    .select({ id: matterTable.id })
    .from(matterTable)
    .where(
      and(
        eq(matterTable.firmId, firmId),
        inArray(
          matterTable.title,
          DEMO_ENDED_MATTERS.map((matter) => matter.title),
        ),
      ),
    )
    .limit(1);
  if (existing) return "present";
  const members = await db
    .select({ userId: firmMemberTable.userId, isOwner: firmMemberTable.isOwner, email: userTable.email })
    .from(firmMemberTable)
    .innerJoin(userTable, eq(userTable.id, firmMemberTable.userId))
    .where(eq(firmMemberTable.firmId, firmId));
  const owner = members.find((member) => member.isOwner);
  if (!owner) return "present";
  const staff = members.find((member) => !member.isOwner) ?? owner;
  await db.transaction((tx) =>
    seedDemoOutcomes(tx, { firmId, ownerId: owner.userId, staffId: staff.userId }),
  );
  return "added";
}
