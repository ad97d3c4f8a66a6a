import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False while rendering on the server and hydrating, true afterwards: what needs JavaScript can show itself. */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
