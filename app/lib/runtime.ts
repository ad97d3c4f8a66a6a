import { createContext } from "react-router";
import type { PageCache } from "./page-cache.server";

/**
 * What the server process hands the web app for each request (set by the composition root,
 * server/index.ts). The web app reaches the API only through `api`.
 */
export type Runtime = {
  /** The upstream /api/v1 API: in-process, or over HTTP when API_BASE_URL is set. */
  api: (request: Request) => Promise<Response>;
  sessionSecret: string;
  /** APP_URL is https: cookies get Secure and the __Host- prefix. */
  secureCookies: boolean;
  requestId: string;
  /** A document request (not a `.data` request of client navigation, whose URL reaches loaders without `.data`). */
  documentRequest: boolean;
  /** The process's cache of rendered signed-in pages; absent in development, where modules reload. */
  pageCache?: PageCache;
};

export const runtimeContext = createContext<Runtime>();
