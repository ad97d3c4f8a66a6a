import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // The root middleware loads the cookie session and commits it after every response, so a token
    // refresh in any loader or action always reaches the browser.
    v8_middleware: true,
  },
} satisfies Config;
