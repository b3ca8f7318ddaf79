import type { TConflictHit } from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";

/**
 * A hit must be at least this similar (trigram similarity of the folded names), or the searched name
 * must appear as a word sequence in the record at pg_trgm's word-similarity threshold (0.6), e.g.
 * "Nkosi" in "Nkosi Holdings (Pty) Ltd". Conflict checks prefer a false alarm to a missed conflict.
 */
export const CONFLICT_SIMILARITY_THRESHOLD = 0.35;
export const CONFLICT_HIT_LIMIT = 100;

type ConflictRow = {
  name: string;
  source: TConflictHit["source"];
  matched_name: string;
  similarity: number | string;
  record_id: string;
  matter_id: string | null;
  matter_reference: string | null;
  matter_title: string | null;
  client_id: string | null;
  client_name: string | null;
};

/** How alike the searched name `s.folded` is to a record's folded name: 1 for the same name. */
function similarityOf(foldedName: SQL): SQL {
  return sql`case when ${foldedName} = s.folded then 1.0::float8
    else greatest(similarity(${foldedName}, s.folded),
                  word_similarity(s.folded, ${foldedName}))::float8 end`;
}

/**
 * Trigram operators, so the GIN index on the folded name answers the search: the stored
 * client.name_folded column, and inkundla_fold(name) for the parties of matters.
 */
function resembles(foldedName: SQL): SQL {
  return sql`(${foldedName} % s.folded
    or s.folded <% ${foldedName}
    or ${foldedName} = s.folded)`;
}

/**
 * Searches the firm's clients and the parties of its matters for each name, case- and
 * accent-insensitively ("Nkosí" finds "NKOSI"). Only the firm's own records are searched.
 */
export async function searchConflicts(
  db: DbExecutor,
  firmId: string,
  names: string[],
  options: { excludeClientId?: string } = {},
): Promise<TConflictHit[]> {
  const searched = sql.join(
    names.map((name) => sql`(${name}::text)`),
    sql`, `,
  );
  const clientFolded = sql.raw("c.name_folded");
  const partyFolded = sql.raw("inkundla_fold(p.name)");
  const rows = await queryRows<ConflictRow>(
    db,
    sql`with s as (
      select distinct on (inkundla_fold(v.name)) v.name, inkundla_fold(v.name) as folded
      from (values ${searched}) as v(name)
    ),
    hits as (
      select s.name, 'client' as source, c.name as matched_name, ${similarityOf(clientFolded)} as similarity,
        c.id::text as record_id, null::text as matter_id, null::text as matter_reference,
        null::text as matter_title, c.id::text as client_id, c.name as client_name
      from s join client c on c.firm_id = ${firmId} and ${resembles(clientFolded)}
      where ${options.excludeClientId ? sql`c.id <> ${options.excludeClientId}` : sql`true`}
      union all
      select s.name,
        case when p.kind = 'opposing_party' then 'opposing_party' else 'matter_party' end as source,
        p.name as matched_name, ${similarityOf(partyFolded)} as similarity,
        p.id::text as record_id, m.id::text as matter_id, m.reference as matter_reference,
        m.title as matter_title, m.client_id::text as client_id, mc.name as client_name
      from s
      join matter_party p on p.firm_id = ${firmId} and ${resembles(partyFolded)}
      join matter m on m.id = p.matter_id and m.firm_id = ${firmId}
      join client mc on mc.id = m.client_id
    )
    select * from hits
    where similarity >= ${CONFLICT_SIMILARITY_THRESHOLD}
    order by similarity desc, matched_name, record_id
    limit ${CONFLICT_HIT_LIMIT}`,
  );
  return rows.map((row) => ({
    name: row.name,
    source: row.source,
    matchedName: row.matched_name,
    similarity: Math.round(Number(row.similarity) * 100) / 100,
    recordId: row.record_id,
    ...(row.matter_id ? { matterId: row.matter_id } : {}),
    ...(row.matter_reference ? { matterReference: row.matter_reference } : {}),
    ...(row.matter_title ? { matterTitle: row.matter_title } : {}),
    ...(row.client_id ? { clientId: row.client_id } : {}),
    ...(row.client_name ? { clientName: row.client_name } : {}),
  }));
}
