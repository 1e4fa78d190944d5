"use client";

import dynamic from "next/dynamic";
import { useToastRequested } from "@/lib/client/toast";

const Toaster = dynamic(() => import("./sonner").then((module) => module.Toaster), { ssr: false });

/** The Toaster, rendered from the first toast on (lib/client/toast.ts). */
export function ToasterOnDemand() {
  return useToastRequested() ? <Toaster /> : null;
}
