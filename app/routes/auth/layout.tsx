import { Link, Outlet } from "react-router";

/** The full-width frame of the account pages: the product's name and one centred card. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col items-center bg-muted/40 px-4 py-10">
      <Link to="/" className="mb-8 text-xl font-bold tracking-tight">
        AgentDesk
      </Link>
      <main className="w-full max-w-md rounded-xl border border-border bg-background p-6 shadow-sm sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
