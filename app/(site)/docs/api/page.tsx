import type { Metadata } from "next";
import { ApiReferenceLoader } from "@/components/docs/api-reference-loader";

export const metadata: Metadata = { title: "API reference" };

/** The API's reference, from GET /api/openapi.json; its script loads on this page only. */
export default function ApiReferencePage() {
  return (
    <main className="min-h-screen">
      <ApiReferenceLoader />
    </main>
  );
}
