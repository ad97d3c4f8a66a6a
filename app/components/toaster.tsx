import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Toast } from "~/lib/toast";
import { toastStore, useClientToasts } from "~/lib/toast-store";
import { cn } from "~/lib/utils";

const icons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info };
const tones = {
  success: "border-green-600/40",
  error: "border-red-600/50",
  warning: "border-amber-500/50",
  info: "border-border",
};
const bars = { success: "bg-green-600", error: "bg-red-600", warning: "bg-amber-500", info: "bg-primary" };

/**
 * One toast. The shrinking bar and the closing are CSS animations of `duration`, so a toast also
 * closes by itself with JavaScript off; the close button is a label for a hidden checkbox for the
 * same reason (with JavaScript it removes the toast outright).
 */
function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const Icon = icons[toast.type];
  const [paused, setPaused] = useState(false);
  // The latest callback, without restarting the timer whenever the parent renders.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!toast.autoClose || paused) return;
    const timer = window.setTimeout(() => close.current(), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast, paused]);
  const checkboxId = `toast-close-${toast.id}`;
  return (
    <li className="relative">
      <input type="checkbox" id={checkboxId} className="peer sr-only" aria-hidden="true" tabIndex={-1} />
      <div
        role={toast.type === "error" ? "alert" : "status"}
        data-toast-type={toast.type}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        className={cn(
          "toast pointer-events-auto relative w-80 overflow-hidden rounded-lg border bg-background shadow-lg peer-checked:hidden",
          tones[toast.type],
          toast.autoClose && "toast-autoclose",
        )}
        style={{ "--toast-duration": `${toast.duration}ms` } as React.CSSProperties}
      >
        <div className="flex gap-3 p-4 pr-10">
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div className="text-sm">
            <p className="font-semibold">{toast.title}</p>
            {toast.message ? <p className="mt-0.5 text-muted-foreground">{toast.message}</p> : null}
          </div>
        </div>
        <label
          htmlFor={checkboxId}
          role="button"
          tabIndex={0}
          aria-label="Close notification"
          onClick={(e) => {
            e.preventDefault();
            onClose();
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" || e.key === " ") {
              e.preventDefault();
              onClose();
            }
          }}
          className="absolute right-2 top-2 cursor-pointer rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="size-4" />
        </label>
        {toast.autoClose ? <div aria-hidden className={cn("toast-progress absolute bottom-0 left-0 h-1 w-full origin-left", bars[toast.type])} /> : null}
      </div>
    </li>
  );
}

/** The toast container: the server's flashed toast (if any) and the browser's own, in an aria-live region. */
export function Toaster({ flashed }: { flashed: Toast | null }) {
  const client = useClientToasts();
  const [closed, setClosed] = useState<string[]>([]);
  const all = [...(flashed && !closed.includes(flashed.id) ? [flashed] : []), ...client];
  return (
    <section aria-live="polite" aria-label="Notifications" className="pointer-events-none fixed bottom-4 right-4 z-50">
      <ol className="flex flex-col gap-2">
        {all.map((t) => (
          <ToastItem
            key={t.id}
            toast={t}
            onClose={() => (t.id === flashed?.id ? setClosed((c) => [...c, t.id]) : toastStore.dismiss(t.id))}
          />
        ))}
      </ol>
    </section>
  );
}
