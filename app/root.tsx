import { useEffect, useRef } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useFetcher, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { Toaster } from "./components/toaster";
import { getAuth } from "./lib/auth.server";
import { MIN_WAIT_MS, refreshDelay } from "./lib/refresh-schedule";
import { sessionMiddleware } from "./lib/session-middleware.server";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico" }];

export function loader({ context }: Route.LoaderArgs) {
  const auth = getAuth(context);
  return { tokenExpiration: auth.tokenExpiration ?? null, toast: auth.session.get("toast") ?? null };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Keeps a page left open signed in: refreshes the tokens 5 minutes before they expire by posting
 * to the refresh resource route (whose answer revalidates this loader, which schedules the next).
 */
function RefreshScheduler() {
  const data = useRouteLoaderData<typeof loader>("root");
  const fetcher = useFetcher();
  const expiration = data?.tokenExpiration ?? null;
  const lastRefresh = useRef(0);
  useEffect(() => {
    const now = Date.now();
    const delay = refreshDelay(expiration, now);
    if (delay === null) return;
    // "At once" still waits 10 s after the previous refresh, so a token shorter-lived than the
    // 5-minute lead cannot make the page refresh in a loop.
    const wait = Math.max(delay, lastRefresh.current + MIN_WAIT_MS - now);
    const timer = window.setTimeout(() => {
      lastRefresh.current = Date.now();
      void fetcher.submit(null, { method: "post", action: "/resources/refresh" });
    }, wait);
    return () => window.clearTimeout(timer);
    // fetcher.submit is stable; rescheduling only follows the expiry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiration]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RefreshScheduler />
      <Outlet />
      <Toaster flashed={loaderData.toast} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `Error ${error.status}`;
    const message = typeof error.data === "object" && error.data && "message" in error.data ? String(error.data.message) : error.data;
    details = error.status === 404 ? "The page you asked for does not exist." : String(message || error.statusText);
  }
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{details}</p>
      <a className="mt-6 inline-block text-primary underline" href="/">
        Go to the home page
      </a>
    </main>
  );
}
