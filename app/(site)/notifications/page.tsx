import type { Metadata } from "next";
import { NotificationsScreen } from "@/components/notifications/notifications-screen";
import { QueryProvider } from "@/components/layout/query-provider";

export const metadata: Metadata = { title: "Notifications" };

export default function NotificationsPage() {
  return (
    <main className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
      <QueryProvider>
        <NotificationsScreen />
      </QueryProvider>
    </main>
  );
}
