import { useEffect, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A dialog with JavaScript (the native <dialog>: focus trap, Escape, backdrop), and the same content
 * as a plain section of the page without it, so the flow behind it works either way.
 */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (hydrated && dialog && !dialog.open) dialog.showModal();
  }, [hydrated]);
  if (!hydrated) {
    return (
      <section aria-label={title} className="mb-6 rounded-xl border border-border bg-background p-6 shadow-sm">
        <h2 className="mb-4 text-lg font-semibold">{title}</h2>
        {children}
      </section>
    );
  }
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/40"
    >
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </dialog>
  );
}
