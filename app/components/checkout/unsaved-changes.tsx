import { useBeforeUnload, useBlocker, useNavigation } from "@remix-run/react";
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from "react";

const UnsavedChangesDialog = lazy(() => import("./unsaved-changes-dialog"));

/**
 * With JS, leaving a checkout step whose form has unsaved changes asks first (spec part 2 §4): in-app navigation
 * is held by Remix's `useBlocker` and a small dialog (loaded on first use) asks to leave or stay; a reload or
 * closing the tab gets the browser's own `beforeunload` question. Submitting the form is never held. Without JS
 * nothing is lost: every step is saved on the server when it is posted.
 *
 * Usage: `const unsaved = useUnsavedChanges(formRef)` and render `unsaved.dialog`.
 */
export function useUnsavedChanges(formRef: RefObject<HTMLFormElement | null>) {
  const [dirty, setDirty] = useState(false);
  const submitting = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const navigation = useNavigation();

  // A submit that came back with errors (no navigation away): the changes are still unsaved.
  useEffect(() => {
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onInput = () => {
      submitting.current = false;
      setDirty(true);
    };
    // A submit posts to this step's own URL, which the blocker lets through anyway; the flag keeps a
    // submit that leaves the page (e.g. before hydration finished) from asking.
    const onSubmit = () => {
      submitting.current = true;
    };
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
      form.removeEventListener("submit", onSubmit);
    };
  }, [formRef]);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) => {
        if (!dirty || submitting.current) return false;
        const leaving = currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
        if (leaving && typeof document !== "undefined" && document.activeElement instanceof HTMLElement) {
          returnFocus.current = document.activeElement;
        }
        return leaving;
      },
      [dirty],
    ),
  );

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty || submitting.current) return;
        event.preventDefault();
        event.returnValue = "";
      },
      [dirty],
    ),
  );

  const blocked = blocker.state === "blocked";
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (blocked) setLoaded(true);
  }, [blocked]);

  const dialog = loaded ? (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        open={blocked}
        onLeave={() => blocker.proceed?.()}
        onStay={() => blocker.reset?.()}
        returnFocusTo={returnFocus}
      />
    </Suspense>
  ) : null;

  return { dirty, dialog, markClean: () => setDirty(false) };
}
