import { cn } from "~/lib/utils";

const tones = {
  info: "border-border bg-muted text-foreground",
  success: "border-green-600/40 bg-green-600/10 text-foreground",
  error: "border-red-600/40 bg-red-600/10 text-foreground",
};

export function Alert({ tone = "info", className, ...props }: React.ComponentProps<"div"> & { tone?: keyof typeof tones }) {
  return <div role={tone === "error" ? "alert" : "status"} className={cn("rounded-md border px-4 py-3 text-sm", tones[tone], className)} {...props} />;
}
