import type { TMatterNote, TMatterNoteCreateRequest } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { touchMatter } from "./matter.repository.ts";
import { type MattersDeps, requireFirmMatter } from "./matter.service.ts";
import { insertMatterNote, listMatterNotes, type MatterNoteRecord } from "./matter-notes.repository.ts";
import { nameOfPerson } from "./matter-view.ts";

function toMatterNote(note: MatterNoteRecord): TMatterNote {
  return {
    id: note.id,
    body: note.body,
    authorUserId: note.authorUserId,
    authorName: note.authorEmail
      ? nameOfPerson({
          firstName: note.authorFirstName,
          lastName: note.authorLastName,
          email: note.authorEmail,
        })
      : null,
    createdAt: note.createdAt.toISOString(),
  };
}

export async function listNotesOfMatter(
  deps: MattersDeps,
  identity: FirmIdentity,
  matterId: string,
  page: { limit: number; offset: number },
): Promise<{ notes: TMatterNote[]; total: number }> {
  const { firmId } = identity.membership;
  const matter = await requireFirmMatter(deps.db, firmId, matterId);
  const { notes, total } = await listMatterNotes(deps.db, firmId, matter.id, page);
  return { notes: notes.map(toMatterNote), total };
}

export async function addNoteToMatter(
  deps: MattersDeps,
  identity: FirmIdentity,
  matterId: string,
  input: TMatterNoteCreateRequest,
): Promise<TMatterNote> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const matter = await requireFirmMatter(tx, firmId, matterId);
    const note = await insertMatterNote(tx, {
      firmId,
      matterId: matter.id,
      authorUserId: identity.userId,
      body: input.body,
    });
    await touchMatter(tx, firmId, matter.id);
    return toMatterNote(note);
  });
}
