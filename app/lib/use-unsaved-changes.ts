import { useEffect, useState } from "react";
import { useBlocker, useNavigation } from "react-router";

const MESSAGE = "You have unsaved changes. Leave without saving?";

/**
 * Asks before leaving a form with unsaved changes (another tab, a link, closing the window).
 * Returns props for the form: it becomes dirty on input and clean again on submit.
 */
export function useUnsavedChanges() {
  const [dirty, setDirty] = useState(false);
  const navigation = useNavigation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && navigation.state === "idle" && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return { onInput: () => setDirty(true), onChange: () => setDirty(true), onSubmit: () => setDirty(false) };
}
