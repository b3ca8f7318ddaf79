import { Center, Loader } from "@mantine/core";

export function PageLoader() {
  return (
    <Center py="xl" mih={240}>
      <Loader role="status" aria-label="Loading" size="sm" />
    </Center>
  );
}
