"use client";

import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";

/**
 * The API reference (Scalar), reading the document the API serves. Everything ships with the app: no fonts or
 * scripts from a CDN, no telemetry, no MCP or "Ask AI", and requests from its client go straight to this site.
 */
export default function ApiReference() {
  return (
    <ApiReferenceReact
      configuration={{
        url: "/api/openapi.json",
        withDefaultFonts: false,
        telemetry: false,
        mcp: { disabled: true },
        agent: { disabled: true },
        showDeveloperTools: "never",
        hideDarkModeToggle: true,
        forceDarkModeState: "light",
      }}
    />
  );
}
