import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms";
import { buttonVariants } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A dialog. The server renders it open in the page (so it works without JavaScript); once hydrated,
 * the same element is reopened as a modal (focus trap, Escape, backdrop). Keeping one element, not
 * swapping a section for a dialog, keeps whatever the user typed before hydration.
 */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const reopening = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !dialog || dialog.matches(":modal")) return;
    reopening.current = true;
    dialog.close();
    dialog.showModal();
  }, [hydrated]);
  return (
    <dialog
      ref={ref}
      open
      aria-label={title}
      onClose={() => {
        // The close() of the reopening above fires this too (asynchronously): that one is not the user's.
        if (reopening.current) {
          reopening.current = false;
          return;
        }
        onClose();
      }}
      className={
        hydrated
          ? "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/40"
          : "static mb-6 block w-full rounded-xl border border-border bg-background p-6 text-foreground shadow-sm"
      }
    >
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </dialog>
  );
}

/**
 * "Delete X?" with an explanation, a Cancel link back to `cancelTo` and a red submit that posts
 * `fields` to `action`: a page state without JavaScript, a dialog with it.
 */
export function ConfirmDelete({
  title,
  children,
  action,
  fields,
  cancelTo,
  confirmLabel,
  onClose,
}: {
  title: string;
  children: React.ReactNode;
  action: string;
  fields: Record<string, string | number>;
  cancelTo: string;
  confirmLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <p className="mb-4 text-sm text-muted-foreground">{children}</p>
      <Form method="post" action={action} className="flex justify-end gap-2">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link to={cancelTo} className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
        <SubmitButton className="bg-red-600 text-white" pendingText="Deleting...">
          {confirmLabel}
        </SubmitButton>
      </Form>
    </Modal>
  );
}
