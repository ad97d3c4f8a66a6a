import { redirect } from "react-router";
import type { Route } from "./+types/redirects";

type Rule = [RegExp, (match: RegExpMatchArray, url: URL) => string];

/** A path segment decoded, or as it came when its escapes are malformed (never an error page). */
function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The seed's legacy and alias paths (section 2), as real HTTP redirects; anything unknown goes home. */
export const REDIRECTS: Rule[] = [
  [/^\/knowledge-hub\/?$/, () => "/knowledge-hub/data-sources"],
  [/^\/(datasets|training-center\/datasets)\/?$/, () => "/knowledge-hub/data-sources"],
  [/^\/training-center\/?$/, () => "/knowledge-hub"],
  [/^\/training-center\/faqs\/?$/, () => "/knowledge-hub/question-queue"],
  [/^\/(activity|analytics)\/?$/, () => "/insights"],
  [
    /^\/embed\/([^/]+)\/?$/,
    (m, url) => {
      // The widget's query parameters pass through, with the agent id added.
      const query = new URLSearchParams(url.search);
      query.set("id", safeDecode(m[1]!));
      return `/chat-embed?${query}`;
    },
  ],
  [/^\/agents\/([^/]+)\/(datasets|integrations)\/?$/, (m) => `/agents/${m[1]}/skills`],
  [/^\/agents\/([^/]+)\/(api|analytics)\/?$/, (m) => `/agents/${m[1]}`],
];

export function redirectTarget(url: URL): string {
  for (const [pattern, target] of REDIRECTS) {
    const match = url.pathname.match(pattern);
    if (match) return target(match, url);
  }
  return "/";
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(redirectTarget(new URL(request.url)));
}

export function action({ request }: Route.ActionArgs) {
  return redirect(redirectTarget(new URL(request.url)));
}
