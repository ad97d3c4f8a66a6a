declare module "react-router" {
  interface AppLoadContext {
    /** The upstream /api/v1 API: in-process, or over HTTP when API_BASE_URL is set. Paths start at /api/v1. */
    api: (request: Request) => Promise<Response>;
  }
}

export {};
