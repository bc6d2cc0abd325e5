import { Center, Loader } from '@mantine/core';

/** Shown while a route's code or data loads, or while the browser leaves for sign-in. */
export function CenteredLoader() {
  return (
    <Center h="100vh">
      <Loader />
    </Center>
  );
}
