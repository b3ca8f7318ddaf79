import { Paper, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useFilings } from "../hooks/use-court-filing";
import { FilingsTable } from "./filings-table";

/** Case Lookup: the firm's filings searched by case number and party (the matter's client). */
export function CaseLookupTab({ onOpen }: { onOpen: (id: string) => void }) {
  const [caseNumber, setCaseNumber] = useState("");
  const [party, setParty] = useState("");
  const [search] = useDebouncedValue({ caseNumber: caseNumber.trim(), party: party.trim() }, 250);
  const filings = useFilings({ ...search, limit: 100, offset: 0 });
  const isSearching = Boolean(search.caseNumber || search.party);
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Case number"
            placeholder="e.g. 12345/2026"
            leftSection={<IconSearch size={16} />}
            maxLength={100}
            value={caseNumber}
            onChange={(event) => setCaseNumber(event.currentTarget.value)}
          />
          <TextInput
            label="Party"
            description="The matter's client"
            placeholder="e.g. Mokoena"
            leftSection={<IconSearch size={16} />}
            maxLength={100}
            value={party}
            onChange={(event) => setParty(event.currentTarget.value)}
          />
        </SimpleGrid>
      </Paper>
      {filings.isPending ? (
        <ListLoading label="Searching the filings" />
      ) : filings.isError ? (
        <ListLoadError title="The filings could not be searched" onRetry={() => void filings.refetch()} />
      ) : filings.data.items.length === 0 ? (
        <ListEmpty
          title={isSearching ? "No filing matches" : "No court filings yet"}
          hint={
            isSearching
              ? "Check the case number or the client's name."
              : "Filings prepared under Electronic Filings appear here."
          }
        />
      ) : (
        <FilingsTable filings={filings.data.items} onOpen={onOpen} caption="Court filings" />
      )}
    </Stack>
  );
}
