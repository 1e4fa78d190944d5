import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { withRequestLog } from "@/lib/http/request-log";

// Lazily built so that `next build` does not need the secret.
const handler = withRequestLog((request: Request, context: { params: Promise<{ nextauth: string[] }> }) =>
  NextAuth(authOptions())(request, context),
);

export { handler as GET, handler as POST };
