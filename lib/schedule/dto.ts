import { z } from "zod";
import { JobStatus, VisitStatus } from "@/lib/generated/prisma/enums";

export const scheduleStopSchema = z
  .object({
    kind: z.enum(["visit", "job"]),
    id: z.string().meta({ description: "The visit's id, or the job's for a one-time job" }),
    job_id: z.string(),
    plan_id: z.string().nullable(),
    title: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    status: z.union([z.enum(VisitStatus), z.enum(JobStatus)]),
    leg_miles: z.number().nullable().meta({
      description: "Straight-line miles from the previous stop (or the base); null for the first without a base",
    }),
  })
  .meta({ id: "ScheduleStop" });

export const scheduleDtoSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    base: z
      .object({ label: z.string(), latitude: z.number(), longitude: z.number() })
      .nullable()
      .meta({ description: "The provider's default address, where each day's round starts" }),
    days: z.array(
      z.object({
        date: z.iso.date(),
        total_miles: z.number(),
        stops: z.array(scheduleStopSchema).meta({ description: "In the suggested driving order (nearest next)" }),
      }),
    ),
  })
  .meta({ id: "Schedule" });

export type ScheduleDto = z.infer<typeof scheduleDtoSchema>;
export type ScheduleStopDto = z.infer<typeof scheduleStopSchema>;
