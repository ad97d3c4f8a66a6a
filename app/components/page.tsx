import type { LucideIcon } from "lucide-react";

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}

/** What an empty page says: what will appear here, and what to do next. */
export function EmptyState({ icon: Icon, title, children }: { icon?: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
      {Icon ? <Icon aria-hidden className="mb-3 size-8 text-muted-foreground" /> : null}
      <p className="font-medium">{title}</p>
      <div className="mt-1 max-w-md text-sm text-muted-foreground">{children}</div>
    </div>
  );
}
